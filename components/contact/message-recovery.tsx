import { useRef, useState, type RefObject } from "react";
import { ExternalLink } from "@/components/ui/external-link";
import { fitsMailto, gmailUrl, mailtoUrl, messageText, outlookUrl, type ComposedMessage } from "@/lib/contact";
import type { ContactFormWords } from "./contact-form";

/** The webmail compose pages (site.links.webmail). */
export type Webmail = { gmail: string; outlook: string };

interface MessageRecoveryProps {
  message: ComposedMessage;
  /** The browser refused to store it: it lasts only while the page is open, so copying comes first. */
  inMemoryOnly: boolean;
  words: ContactFormWords;
  newTab: string;
  webmail: Webmail;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onAnnounce: (text: string) => void;
  onEdit: () => void;
  onWent: () => void;
  onStartNew: () => void;
}

/**
 * A message the website could not send, kept for the visitor in place of the form: the address and the whole text (selectable, and
 * copied with one button), Gmail and Outlook on the web with it filled in, and the mail app again. A message
 * too long for a mailto: URL, or one the browser could keep only in memory, puts copying first.
 */
export function MessageRecovery({
  message,
  inMemoryOnly,
  words,
  newTab,
  webmail,
  headingRef,
  onAnnounce,
  onEdit,
  onWent,
  onStartNew,
}: MessageRecoveryProps) {
  const { recovery } = words;
  const textRef = useRef<HTMLTextAreaElement>(null);
  const [feedback, setFeedback] = useState("");
  const text = messageText(message, words);
  const fits = fitsMailto(message) && !inMemoryOnly;

  const say = (said: string) => {
    setFeedback(said);
    onAnnounce(said);
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      say(recovery.copied);
    } catch {
      // No Clipboard API here (or no permission): the text is selected for the visitor's own copy command.
      textRef.current?.focus();
      textRef.current?.select();
      say(recovery.selected);
    }
  };

  return (
    <section className="recovery" aria-labelledby="contact-recovery-title" data-long={fits ? undefined : ""}>
      <h3 id="contact-recovery-title" ref={headingRef} tabIndex={-1}>
        {fits ? recovery.title : recovery.longTitle}
      </h3>
      <p className="recovery__intro">
        {inMemoryOnly ? recovery.memoryIntro : fits ? recovery.intro : recovery.longIntro}
      </p>
      <p className="recovery__to">
        {words.to}: <a href={`mailto:${message.to}`}>{message.to}</a>
      </p>
      <div className="recovery__message">
        <label htmlFor="contact-recovery-text">{recovery.message}</label>
        <textarea id="contact-recovery-text" ref={textRef} readOnly value={text} rows={6} />
      </div>
      <div className="recovery__actions">
        <button type="button" className="btn btn--primary" onClick={copy}>
          {recovery.copy}
        </button>
        <ExternalLink href={gmailUrl(webmail.gmail, message)} className="btn btn--secondary" newTab={newTab}>
          {recovery.gmail}
        </ExternalLink>
        <ExternalLink href={outlookUrl(webmail.outlook, message)} className="btn btn--secondary" newTab={newTab}>
          {recovery.outlook}
        </ExternalLink>
        <a href={mailtoUrl(message)} className="btn btn--secondary">
          {recovery.mailApp}
        </a>
      </div>
      <p className="recovery__feedback">{feedback}</p>
      <div className="recovery__done">
        <button type="button" onClick={onWent}>
          {recovery.went}
        </button>
        <button type="button" onClick={onEdit}>
          {recovery.edit}
        </button>
        <button type="button" onClick={onStartNew}>
          {recovery.startNew}
        </button>
      </div>
    </section>
  );
}
