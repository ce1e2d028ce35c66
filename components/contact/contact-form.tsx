"use client";

import { useEffect, useMemo, useRef, useState, useSyncExternalStore, type FormEvent, type ReactNode } from "react";
import { toast } from "sonner";
import { ToastHost } from "@/components/toast/toast-host";
import type { Words } from "@/lib/i18n/schema";
import {
  CONTACT_DRAFT_KEY,
  CONTACT_FIELDS,
  completeValues,
  composeMessage,
  fitsMailto,
  loadDraft,
  MESSAGE_MAX_LENGTH,
  mailtoUrl,
  parseDraft,
  readContactValues,
  saveDraft,
  sendMessage,
} from "@/lib/contact";
import { FIELD_MAX_LENGTH, HONEYPOT_FIELD, TURNSTILE_FIELD } from "@/lib/contact-rules";
import { MessageRecovery, type Webmail } from "./message-recovery";
import { adoptMessage, keptInMemoryOnly, messageStorage, useSavedMessage } from "./saved-message";
import { resetTurnstile, TurnstileWidget, type TurnstileSettings } from "./turnstile-widget";

/** The form's words in the page's language (content/pages/contact.yaml: form), passed from the server; a type-only import. */
export type ContactFormWords = Words<"contact">["form"];

export interface ContactFormProps {
  email: string;
  /** The e-mail as a link, as the site shows it everywhere (marked while it is a stand-in). */
  emailLink: ReactNode;
  words: ContactFormWords;
  /** The hidden "(opens in a new tab)" (content/ui.yaml: shell.newTab). */
  newTab: string;
  webmail: Webmail;
  /** The page's language as Intl names it, for the counter's numbers ("20,000"). */
  intl: string;
  /** Cloudflare Turnstile's widget, when the site has a site key. */
  turnstile?: TurnstileSettings;
}

/** Nothing to subscribe to: whether the script runs never changes once it does. */
const noChange = () => () => {};

/** Where the counter is said aloud: only when the message comes near the limit and when it reaches it, never per key. */
const NEAR_LIMIT = 0.9;
const stage = (length: number) =>
  length >= MESSAGE_MAX_LENGTH ? 2 : length >= MESSAGE_MAX_LENGTH * NEAR_LIMIT ? 1 : 0;

/**
 * The contact form. Without JavaScript it submits to the mail app through its mailto action, and the address
 * is shown to write to directly. With it, a valid submit posts the message to the site's Worker, which sends it;
 * only once the Worker says it went does a toast confirm it (its region is rendered here, the one place a toast can
 * occur). When the Worker cannot send it (a host without the Worker, offline, an error), the page says it was not
 * sent and opens the mail app with the message; a message too long for a mailto: URL is not handed over blind: the
 * visitor is offered to copy it first. The message then stays in the browser, with ways to send it, until the
 * visitor says it went or starts a new one. With a Turnstile site key, Cloudflare's widget sits before the button and
 * its token goes with the message.
 */
export function ContactForm({ email, emailLink, words, newTab, webmail, intl, turnstile }: ContactFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusOnShow = useRef(false);
  const saved = useSavedMessage();
  /** The message handed to the mail app, kept in the browser until the visitor is done with it. */
  const kept = useMemo(() => {
    const message = parseDraft(saved);
    return message?.handedOff ? completeValues(message.values) : null;
  }, [saved]);
  /** What the polite live region announces. */
  const [announcement, setAnnouncement] = useState("");
  /** The message's length, for the counter under it. */
  const [length, setLength] = useState(0);
  /** While the Worker is sending the message: the button says so and a second press does nothing. */
  const [sending, setSending] = useState(false);
  /** The message went: a line says so after the toast has faded, until the visitor starts another. */
  const [sent, setSent] = useState(false);
  const turnstileRef = useRef<string | null>(null);
  /** The honeypot exists only where the script runs: the mail app's version of the form (no script) never carries it. */
  const scripted = useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  );
  const number = (value: number) => new Intl.NumberFormat(intl).format(value);
  const counter = words.counter.replace("{count}", number(length)).replace("{max}", number(MESSAGE_MAX_LENGTH));

  useEffect(() => {
    const form = formRef.current;
    adoptMessage();
    // A link may fill in the subject, e.g. "Sponsored seat: Winter Solstice Retreat" from an event's page.
    const subject = form?.elements.namedItem("subject");
    const asked = new URLSearchParams(window.location.search).get("subject")?.trim().slice(0, 200);
    if (asked && subject instanceof HTMLInputElement && !subject.value) subject.value = asked;
    const draft = loadDraft(messageStorage());
    if (!form || !draft) return;
    for (const field of CONTACT_FIELDS) {
      const input = form.elements.namedItem(field);
      const value = draft.values[field];
      if ((input instanceof HTMLInputElement || input instanceof HTMLTextAreaElement) && value && !input.value)
        input.value = value;
    }
    setLength(readContactValues(form).message.length);
  }, []);

  // After the effect above has filled in the form: each field's own message from the start, so the browser's first
  // complaint is already in the page's language.
  useEffect(() => explainFields(formRef.current, words), [words]);

  useEffect(() => {
    if (kept && focusOnShow.current) headingRef.current?.focus();
    focusOnShow.current = false;
  }, [kept]);

  const keepDraft = () => {
    if (!formRef.current) return;
    explainFields(formRef.current, words);
    const values = readContactValues(formRef.current);
    saveDraft(messageStorage(), values);
    if (stage(values.message.length) !== stage(length) && stage(values.message.length) > 0) {
      setAnnouncement(
        stage(values.message.length) === 2 ? words.counterFull.replace("{max}", number(MESSAGE_MAX_LENGTH)) : counter,
      );
    }
    setLength(values.message.length);
  };

  /** The message is gone from this browser: the form's own reset (the clear button, which works without a script) or a finished one. */
  const forget = () => {
    messageStorage().removeItem(CONTACT_DRAFT_KEY);
    setLength(0);
    // After the reset has emptied the fields.
    setTimeout(() => explainFields(formRef.current, words));
  };

  const confirm = () => toast.success(words.toastTitle, { description: words.toastText });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (sending) return;
    if (!form.checkValidity()) {
      form.reportValidity();
      return;
    }
    const values = readContactValues(form);
    const data = new FormData(form);
    setSending(true);
    setAnnouncement(words.sending);
    const went = await sendMessage(
      values,
      String(data.get(HONEYPOT_FIELD) ?? ""),
      String(data.get(TURNSTILE_FIELD) ?? ""),
    );
    setSending(false);
    resetTurnstile(turnstileRef);
    if (went) {
      // The form's own reset forgets the message in this browser (onReset); the toast says it went, the line stays.
      form.reset();
      setAnnouncement("");
      setSent(true);
      confirm();
      return;
    }
    // Not sent: the message goes to the visitor's own mail app, and stays here until they say it went.
    const message = composeMessage(email, values, words);
    const fits = fitsMailto(message);
    if (fits) window.open(mailtoUrl(message), "_self");
    focusOnShow.current = true;
    saveDraft(messageStorage(), values, true);
    setAnnouncement(
      keptInMemoryOnly() ? words.recovery.memoryIntro : fits ? words.recovery.intro : words.recovery.longIntro,
    );
  };

  /** Back to the form: with the message to edit, or empty (the message went, or a new one is started). */
  const close = (clear: boolean, said = "") => {
    const form = formRef.current;
    if (clear) {
      form?.reset();
      forget();
    } else {
      keepDraft();
    }
    setAnnouncement(said);
    // After the render that shows the form again: a hidden field cannot take focus.
    requestAnimationFrame(() => (form?.elements.namedItem(clear ? "name" : "message") as HTMLElement | null)?.focus());
  };

  return (
    <>
      <div className="contact-box">
        <form
          ref={formRef}
          className="contact-form"
          action={`mailto:${email}`}
          method="post"
          encType="text/plain"
          onSubmit={onSubmit}
          onInput={() => {
            keepDraft();
            setSent(false);
          }}
          onReset={() => {
            forget();
            setSent(false);
            setAnnouncement(words.recovery.cleared);
          }}
          aria-label={words.label}
          data-kept={kept ? "" : undefined}
        >
          <p className="contact-form__note">
            {words.requiredBefore} <span aria-hidden="true">*</span>
            <span className="visually-hidden">{words.requiredMark}</span> {words.requiredAfter}
          </p>
          <div className="contact-form__row">
            <Field name="name" label={words.name} type="text" autoComplete="name" required />
            <Field name="email" label={words.email} type="email" autoComplete="email" required />
          </div>
          <div className="contact-form__row">
            <Field name="phone" label={words.phone} type="tel" autoComplete="tel" />
            <Field name="subject" label={words.subject} type="text" required />
          </div>
          <Field name="message" label={words.message} required describedBy="contact-message-count" />
          {scripted && (
            <input name={HONEYPOT_FIELD} type="text" hidden tabIndex={-1} autoComplete="off" defaultValue="" />
          )}
          <p id="contact-message-count" className="contact-form__count">
            {counter}
          </p>
          {turnstile && <TurnstileWidget {...turnstile} widgetRef={turnstileRef} scripted={scripted} />}
          {scripted && (
            <p role="status" className={sent ? "contact-form__sent" : "visually-hidden"}>
              {sent ? words.sentNote : ""}
            </p>
          )}
          <div className="contact-form__send">
            <button type="submit" className="btn btn--primary" aria-disabled={sending || undefined}>
              {sending ? words.sending : words.submit}
            </button>
            <button type="reset" className="btn btn--secondary">
              {words.clear}
            </button>
            <noscript>
              <p className="contact-form__direct">{words.noScript}</p>
            </noscript>
            <p className="contact-form__direct">
              {words.direct} {emailLink}
            </p>
          </div>
        </form>
        {kept && (
          <MessageRecovery
            message={composeMessage(email, kept, words)}
            inMemoryOnly={keptInMemoryOnly()}
            words={words}
            newTab={newTab}
            webmail={webmail}
            headingRef={headingRef}
            onAnnounce={setAnnouncement}
            onEdit={() => close(false)}
            onWent={() => close(true, words.recovery.cleared)}
            onStartNew={() => close(true)}
          />
        )}
        <p className="visually-hidden" role="status" aria-live="polite">
          {announcement}
        </p>
      </div>
      <ToastHost label={words.notifications} close={words.closeNotification} />
    </>
  );
}

/**
 * The form's own words for an empty or malformed field, in place of the browser's, which follow the browser's
 * language rather than the page's (an English phone would complain in English on /es).
 */
function explainFields(form: HTMLFormElement | null, words: Pick<ContactFormWords, "missing" | "badEmail">) {
  for (const name of CONTACT_FIELDS) {
    const field = form?.elements.namedItem(name);
    if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) continue;
    field.setCustomValidity("");
    if (field.validity.valueMissing) field.setCustomValidity(words.missing);
    else if (field.validity.typeMismatch) field.setCustomValidity(words.badEmail);
  }
}

type FieldProps = {
  name: keyof typeof FIELD_MAX_LENGTH;
  label: string;
  type?: "text" | "email" | "tel";
  autoComplete?: string;
  required?: boolean;
  describedBy?: string;
};

/** A labelled input (a textarea without `type`, holding at most MESSAGE_MAX_LENGTH); a required one is marked with an asterisk. */
function Field({ name, label, type, autoComplete, required = false, describedBy }: FieldProps) {
  const id = `contact-${name}`;
  return (
    <div className="contact-form__field">
      <label htmlFor={id}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {type ? (
        <input
          id={id}
          name={name}
          type={type}
          autoComplete={autoComplete}
          required={required}
          maxLength={FIELD_MAX_LENGTH[name]}
        />
      ) : (
        <textarea
          id={id}
          name={name}
          rows={6}
          required={required}
          maxLength={MESSAGE_MAX_LENGTH}
          aria-describedby={describedBy}
        />
      )}
    </div>
  );
}
