import styled from "styled-components";
import { hostFacts } from "@/lib/host";
import { localeInfo, say, ui, wordsOf, type Locale } from "@/lib/i18n";
import { site } from "@/lib/site";
import { contactLinks } from "./contact-details";
import { ContactForm } from "./contact-form";

/** Server-rendered styles for the client ContactForm, so it is styled before (and without) JavaScript. */
const Shell = styled.div`
  padding: var(--space-6);
  border-radius: var(--radius-l);
  background: var(--color-paper);
  border: 1px solid var(--color-line);
  box-shadow: var(--shadow-soft);

  /* The form and the panel that replaces it share one cell: the box keeps its size when they swap. */
  & .contact-box {
    display: grid;
  }

  & .contact-box > * {
    grid-area: 1 / 1;
    min-width: 0;
  }

  & .contact-form {
    display: grid;
    gap: var(--space-5);
  }

  & .contact-form[data-kept] {
    visibility: hidden;
  }

  & .contact-form__note {
    margin: 0;
    font-size: var(--step--1);
    color: var(--color-ink-soft);
  }

  & .contact-form__row {
    display: grid;
    gap: var(--space-5);
  }

  @media (min-width: 640px) {
    & .contact-form__row {
      grid-template-columns: 1fr 1fr;
    }
  }

  & .contact-form__field {
    display: grid;
    gap: var(--space-2);
  }

  & label {
    font-weight: 600;
    font-size: 0.98rem;
  }

  & label span {
    color: var(--color-terracotta);
  }

  & input,
  & textarea {
    width: 100%;
    min-height: 48px;
    padding: 0.75rem 1rem;
    border-radius: var(--radius-s);
    border: 1px solid rgba(29, 39, 36, 0.35);
    background: #fff;
    color: var(--color-ink);
    font: inherit;
  }

  & textarea {
    resize: vertical;
    min-height: 9rem;
  }

  & input:focus-visible,
  & textarea:focus-visible {
    outline: 3px solid var(--color-focus);
    outline-offset: 1px;
    border-color: var(--color-teal);
  }

  & input:user-invalid,
  & textarea:user-invalid {
    border-color: var(--color-terracotta);
  }

  & .contact-form__send {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: var(--space-3) var(--space-5);
  }

  & .contact-form__direct,
  & .contact-form__count,
  & .recovery__intro,
  & .recovery__feedback {
    margin: 0;
    font-size: var(--step--1);
    color: var(--color-ink-soft);
  }

  & .contact-form__direct {
    flex: 1 1 16rem;
  }

  /* Without JavaScript: what sending does, on its own line under the buttons. */
  & .contact-form__send noscript {
    flex: 1 1 100%;
  }

  /* Turnstile's widget is 65px tall: its place is kept while it loads, so the buttons do not move. */
  & .contact-form__check {
    min-height: 65px;
  }

  /* Stays after the note that the message went has faded, until the visitor starts another. */
  & .contact-form__sent {
    margin: 0;
    color: var(--color-teal);
    font-weight: 600;
  }

  & .contact-form__send [aria-disabled="true"] {
    cursor: progress;
  }

  /* Right under the message field it counts. */
  & .contact-form__count {
    margin-top: calc(-1 * var(--space-3));
    text-align: end;
  }

  & .contact-form__direct a,
  & .recovery__to a {
    font-weight: 600;
    overflow-wrap: anywhere;
  }

  /* As tall as the form it covers: the message's box takes the height left. */
  & .recovery {
    display: flex;
    flex-direction: column;
    gap: var(--space-3);
  }

  & .recovery h3 {
    margin: 0;
    font-size: var(--step-2);
  }

  & .recovery h3:focus {
    outline: none;
  }

  & .recovery h3:focus-visible {
    outline: 3px solid var(--color-focus);
    outline-offset: 4px;
  }

  & .recovery__to {
    margin: 0;
  }

  & .recovery__message {
    flex: 1 1 0;
    min-height: 9rem;
    display: grid;
    grid-template-rows: auto 1fr;
    gap: var(--space-2);
  }

  & .recovery textarea {
    min-height: 6rem;
    height: 100%;
    resize: none;
    background: var(--color-sand);
    font-size: var(--step--1);
  }

  /* Copying leads, across the box; then the webmails and the mail app. */
  & .recovery__actions {
    display: grid;
    grid-template-columns: repeat(3, 1fr);
    gap: var(--space-3);
  }

  & .recovery__actions > :first-child {
    grid-column: 1 / -1;
  }

  & .recovery__actions .btn {
    padding-inline: 0.75rem;
  }

  @media (max-width: 480px) {
    & .recovery__actions {
      grid-template-columns: 1fr;
    }
  }

  /* Room for two lines, so a message appearing here moves nothing. */
  & .recovery__feedback {
    min-height: 3em;
    color: var(--color-teal);
    font-weight: 600;
  }

  & .recovery__done {
    display: flex;
    flex-wrap: wrap;
    gap: 0 var(--space-5);
    padding-top: var(--space-2);
    border-top: 1px solid var(--color-line);
  }

  & .recovery__done button {
    min-height: 44px;
    padding: 0;
    border: 0;
    background: none;
    color: var(--color-forest);
    font: 600 var(--step--1) / 1.2 var(--font-sans);
    text-decoration: underline;
    text-underline-offset: 0.2em;
    cursor: pointer;
  }

  & .recovery__done button:hover {
    color: var(--color-terracotta);
  }

  @media (max-width: 480px) {
    padding: var(--space-5);
  }
`;

export function ContactFormShell({ locale }: { locale: Locale }) {
  const form = wordsOf("contact", locale).form;
  const siteKey = hostFacts().turnstileSiteKey;
  return (
    <Shell>
      <ContactForm
        email={site.email}
        emailLink={contactLinks(locale).email}
        words={{ ...form, sentNote: say(locale, form.sentNote, { replyDays: site.replyWithinBusinessDays }) }}
        turnstile={siteKey ? { siteKey, language: locale } : undefined}
        newTab={ui(locale).shell.newTab}
        webmail={site.links.webmail}
        intl={localeInfo[locale].intl}
      />
    </Shell>
  );
}
