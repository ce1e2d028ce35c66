import styled from "styled-components";
import { dictionary, type Locale } from "@/lib/i18n";
import { site } from "@/lib/site";
import { ContactForm } from "./contact-form";

/** Server-rendered styles for the client ContactForm, so it is styled before (and without) JavaScript. */
const Shell = styled.div`
  padding: var(--space-6);
  border-radius: var(--radius-l);
  background: var(--color-paper);
  border: 1px solid var(--color-line);
  box-shadow: var(--shadow-soft);

  & .contact-form {
    display: grid;
    gap: var(--space-5);
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
    outline: 3px solid var(--color-teal);
    outline-offset: 1px;
    border-color: var(--color-teal);
  }

  & input:user-invalid,
  & textarea:user-invalid {
    border-color: var(--color-terracotta);
  }

  & .contact-form__submit {
    justify-self: start;
  }

  @media (max-width: 480px) {
    padding: var(--space-5);
  }
`;

export function ContactFormShell({ locale }: { locale: Locale }) {
  return (
    <Shell>
      <ContactForm email={site.email} words={dictionary(locale).contact.form} />
    </Shell>
  );
}
