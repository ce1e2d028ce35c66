"use client";

import { useEffect, useRef, type FormEvent } from "react";
import { toast } from "sonner";
import { ToastHost } from "@/components/toast/toast-host";
import type { Dictionary } from "@/lib/i18n/en";
import { CONTACT_DRAFT_KEY, CONTACT_FIELDS, composeMailto, loadDraft, readContactValues, saveDraft } from "@/lib/contact";

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * The contact form. Without JavaScript it submits to the mail client through its mailto action;
 * with it, a valid submit composes the message, opens the mail client, confirms with a toast (its region is rendered here, the one place a toast can occur) and clears.
 * Every keystroke is kept as a draft in the browser until the message is sent.
 */
/** The form's words in the page's language (lib/i18n: contact.form), passed from the server; a type-only import. */
export type ContactFormWords = Dictionary["contact"]["form"];

export function ContactForm({ email, words }: { email: string; words: ContactFormWords }) {
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    const form = formRef.current;
    const store = storage();
    if (!form || !store) return;
    const draft = loadDraft(store);
    if (!draft) return;
    for (const field of CONTACT_FIELDS) {
      const input = form.elements.namedItem(field);
      const saved = draft[field];
      if ((input instanceof HTMLInputElement || input instanceof HTMLTextAreaElement) && saved && !input.value) input.value = saved;
    }
  }, []);

  const keepDraft = () => {
    const store = storage();
    if (formRef.current && store) saveDraft(store, readContactValues(formRef.current));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (!form.checkValidity()) {
      form.reportValidity();
      return;
    }
    window.open(composeMailto(email, readContactValues(form)), "_self");
    toast.success(words.toastTitle, { description: words.toastText });
    form.reset();
    storage()?.removeItem(CONTACT_DRAFT_KEY);
  };

  return (
    <>
      <form
        ref={formRef}
        className="contact-form"
        action={`mailto:${email}`}
        method="post"
        encType="text/plain"
        onSubmit={onSubmit}
        onInput={keepDraft}
        aria-label={words.label}
      >
        <p className="contact-form__note">
          {words.required[0]} <span aria-hidden="true">*</span>
          <span className="visually-hidden">{words.required[1]}</span> {words.required[2]}
        </p>
        <div className="contact-form__row">
          <Field name="name" label={words.name} type="text" autoComplete="name" required />
          <Field name="email" label={words.email} type="email" autoComplete="email" required />
        </div>
        <div className="contact-form__row">
          <Field name="phone" label={words.phone} type="tel" autoComplete="tel" />
          <Field name="subject" label={words.subject} type="text" required />
        </div>
        <Field name="message" label={words.message} required />
        <button type="submit" className="btn btn--primary contact-form__submit">
          {words.submit}
        </button>
      </form>
      <ToastHost label={words.notifications} />
    </>
  );
}

type FieldProps = { name: string; label: string; type?: "text" | "email" | "tel"; autoComplete?: string; required?: boolean };

/** A labelled input (a textarea without `type`); a required one is marked with an asterisk. */
function Field({ name, label, type, autoComplete, required = false }: FieldProps) {
  const id = `contact-${name}`;
  return (
    <div className="contact-form__field">
      <label htmlFor={id}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {type ? (
        <input id={id} name={name} type={type} autoComplete={autoComplete} required={required} />
      ) : (
        <textarea id={id} name={name} rows={6} required={required} />
      )}
    </div>
  );
}
