"use client";

import { useEffect, useRef, type FormEvent } from "react";
import { toast } from "sonner";
import { ToastHost } from "@/components/toast/toast-host";
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
export function ContactForm({ email }: { email: string }) {
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
    toast.success("Message Sent!", { description: "Thank you for reaching out. We will get back to you shortly." });
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
        aria-label="Contact form"
      >
        <p className="contact-form__note">
          Fields marked <span aria-hidden="true">*</span>
          <span className="visually-hidden">with an asterisk</span> are required.
        </p>
        <div className="contact-form__row">
          <Field name="name" label="Name" type="text" autoComplete="name" required />
          <Field name="email" label="Email" type="email" autoComplete="email" required />
        </div>
        <div className="contact-form__row">
          <Field name="phone" label="Phone" type="tel" autoComplete="tel" />
          <Field name="subject" label="Subject" type="text" required />
        </div>
        <Field name="message" label="Message" required />
        <button type="submit" className="btn btn--primary contact-form__submit">
          Send Message
        </button>
      </form>
      <ToastHost />
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
