/**
 * What a contact message must be, checked by the form in the browser and again by the Worker that sends it
 * (worker/contact.ts): one place for both, with nothing of the browser's or the Worker's own in it.
 */

/** Where the form posts a message for the Worker to send: the site's own origin. */
export const CONTACT_ENDPOINT = "/api/contact";

/** The honeypot: a field people never see or fill in, which form-filling robots do. */
export const HONEYPOT_FIELD = "website";

/**
 * Where the form carries Cloudflare Turnstile's token (the widget's own hidden field), when the site has a Turnstile
 * site key; the Worker checks it with Cloudflare when it holds the widget's secret.
 */
export const TURNSTILE_FIELD = "cf-turnstile-response";

/** The most a message may hold: far more than anyone writes in a form, and a counter shows it near the field. */
export const MESSAGE_MAX_LENGTH = 20_000;

/** The most each field may hold, in characters. */
export const FIELD_MAX_LENGTH = {
  name: 200,
  email: 254,
  phone: 50,
  subject: 200,
  message: MESSAGE_MAX_LENGTH,
} as const;

/** A valid e-mail address as the HTML standard defines it for `<input type="email">`, so the Worker agrees with the form. */
export const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** What the Worker answers, as `{ status }` in JSON: only "sent" means the message left. */
export type ContactStatus = "sent" | "invalid" | "refused" | "unverified" | "too-many" | "not-set-up" | "not-sent";
