import { CONTACT_ENDPOINT, HONEYPOT_FIELD, TURNSTILE_FIELD } from "./contact-rules";

/** The contact form's values (spec §3): kept in the visitor's browser until the message is sent. */
export interface ContactValues {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
}

export const CONTACT_FIELDS = ["name", "email", "phone", "subject", "message"] as const;

/** The Contact page with its subject filled in (the form reads ?subject=), for a button that says what it is for. */
export function contactHref(subject: string): `/${string}` {
  return `/contact?${new URLSearchParams({ subject })}`;
}
/** Where a message is kept in the browser (components/contact/saved-message.ts keeps one per tab under it). */
export const CONTACT_DRAFT_KEY = "heartwood:contact-draft";

/**
 * How long a message left in the browser may live, for the next person at a shared computer: another tab takes over
 * a message only while it is fresh (its writer has most likely just moved tabs), and none is kept past a day.
 */
export const ADOPT_WITHIN_MS = 60 * 60 * 1000;
export const DROP_AFTER_MS = 24 * 60 * 60 * 1000;

/** When a stored message was last saved (its `at`), 0 when it does not say or cannot be read. */
export function savedAt(raw: string | null): number {
  try {
    const at = raw ? Number((JSON.parse(raw) as { at?: unknown } | null)?.at) : 0;
    return Number.isFinite(at) ? at : 0;
  } catch {
    return 0;
  }
}

/** Whether a stored message is past keeping at `now`: saved more than a day ago, or with no time of its own. */
export const tooOld = (raw: string | null, now: number): boolean => now - savedAt(raw) > DROP_AFTER_MS;

/** Whether another tab may take over a stored message at `now`: saved less than an hour ago. */
export const adoptable = (raw: string | null, now: number): boolean => now - savedAt(raw) < ADOPT_WITHIN_MS;

export { MESSAGE_MAX_LENGTH } from "./contact-rules";

/**
 * The longest mailto: URL handed to a mail app as is. RFC 6068 sets no limit, but clients do: Internet Explorer
 * and Windows' handlers stop at 2,083 characters (Microsoft KB 208427), Chrome was reported failing near 2,000 and
 * Firefox opening 2,008 (Stack Overflow 4473959, "Effective maximum mailto: body lengths"); 2,000 is under them all.
 */
export const MAILTO_SAFE_LENGTH = 2000;

/** A message as the form composes it: recipient, subject and plain-text body. */
export interface ComposedMessage {
  to: string;
  subject: string;
  body: string;
}

/** The labels a composed message carries, in the page's language. */
export interface MessageLabels {
  to: string;
  subject: string;
  phone: string;
}

/** The message from the form's values: the text, then the sender's name, address and (when given) phone. */
export function composeMessage(
  to: string,
  values: ContactValues,
  labels: Pick<MessageLabels, "phone">,
): ComposedMessage {
  const lines = [values.message.trim(), "", `— ${values.name.trim()} <${values.email.trim()}>`];
  if (values.phone.trim()) lines.push(`${labels.phone}: ${values.phone.trim()}`);
  return { to, subject: values.subject.trim(), body: lines.join("\n") };
}

/** The whole message as plain text, with its recipient and subject, for the visitor to copy into any mail. */
export function messageText(message: ComposedMessage, labels: MessageLabels): string {
  return `${labels.to}: ${message.to}\n${labels.subject}: ${message.subject}\n\n${message.body}`;
}

/** Encoded with %20 for spaces (not "+"), which every mail app and webmail reads the same way. */
const query = (params: Record<string, string>) =>
  Object.entries(params)
    .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
    .join("&");

/** The mailto: URL that opens the visitor's mail app with the message (RFC 6068). */
export function mailtoUrl({ to, subject, body }: ComposedMessage): string {
  return `mailto:${to}?${query({ subject, body })}`;
}

/** Whether a mail app can be trusted to receive the whole message through its mailto: URL. */
export function fitsMailto(message: ComposedMessage): boolean {
  return mailtoUrl(message).length <= MAILTO_SAFE_LENGTH;
}

/** Gmail's compose window (at `base`, site.links.webmail.gmail) with the message filled in. */
export function gmailUrl(base: string, { to, subject, body }: ComposedMessage): string {
  return `${base}?${query({ view: "cm", fs: "1", to, su: subject, body })}`;
}

/** Outlook on the web's compose window (at `base`, site.links.webmail.outlook) with the message filled in. */
export function outlookUrl(base: string, { to, subject, body }: ComposedMessage): string {
  return `${base}?${query({ to, subject, body })}`;
}

/** How long the Worker may take to send a message before the visitor is offered the mail app instead. */
export const SEND_TIMEOUT_MS = 10_000;

/**
 * Posts the message to the site's Worker, which sends it to the organisation (worker/contact.ts). True only when the
 * Worker answers that it sent it; false on any other answer, on a host without the Worker (a 404 or 405), offline or
 * after SEND_TIMEOUT_MS: the message was not sent. `turnstileToken`: the Turnstile widget's, where the page has one.
 */
export async function sendMessage(values: ContactValues, honeypot: string, turnstileToken = ""): Promise<boolean> {
  try {
    const response = await fetch(CONTACT_ENDPOINT, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ ...values, [HONEYPOT_FIELD]: honeypot, [TURNSTILE_FIELD]: turnstileToken }),
      // Browsers before AbortSignal.timeout (Safari 15) send without a time limit.
      signal: typeof AbortSignal.timeout === "function" ? AbortSignal.timeout(SEND_TIMEOUT_MS) : undefined,
    });
    if (!response.ok) return false;
    const answer = (await response.json()) as { status?: unknown } | null;
    return answer?.status === "sent";
  } catch {
    return false;
  }
}

/** Reads the form's current values. */
export function readContactValues(form: HTMLFormElement): ContactValues {
  const data = new FormData(form);
  const value = (key: string) => String(data.get(key) ?? "");
  return {
    name: value("name"),
    email: value("email"),
    phone: value("phone"),
    subject: value("subject"),
    message: value("message"),
  };
}

/**
 * A message kept in the browser: a draft while it is written, then, once handed to the mail app (`handedOff`),
 * kept until the visitor says it went or starts a new one.
 */
export interface SavedMessage {
  values: Partial<ContactValues>;
  handedOff: boolean;
}

/** Where a message is kept: the browser's localStorage, or anything with its three methods. */
export type MessageStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/**
 * Saves the message so a reload, another page or a mail app that never opened does not lose it; `at` (when it was
 * saved) lets a new tab take the latest message a closed one left.
 */
export function saveDraft(storage: MessageStorage, values: ContactValues, handedOff = false, at = Date.now()): void {
  const empty = CONTACT_FIELDS.every((field) => values[field] === "");
  if (empty) storage.removeItem(CONTACT_DRAFT_KEY);
  else storage.setItem(CONTACT_DRAFT_KEY, JSON.stringify(handedOff ? { ...values, handedOff, at } : { ...values, at }));
}

/** The saved message, or null when there is none or it is unreadable. */
export function loadDraft(storage: MessageStorage): SavedMessage | null {
  try {
    return parseDraft(storage.getItem(CONTACT_DRAFT_KEY));
  } catch {
    return null;
  }
}

/** A saved message from its stored form (JSON), or null when there is none or it is unreadable. */
export function parseDraft(raw: string | null): SavedMessage | null {
  try {
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== "object" || parsed === null) return null;
    const record = parsed as Record<string, unknown>;
    const values: Partial<ContactValues> = {};
    for (const field of CONTACT_FIELDS) {
      const value = record[field];
      if (typeof value === "string") values[field] = value;
    }
    return { values, handedOff: record.handedOff === true };
  } catch {
    return null;
  }
}

/** A saved message with every field (phone may be empty), as handed to the mail app; null when one is missing. */
export function completeValues(values: Partial<ContactValues>): ContactValues | null {
  const { name, email, phone = "", subject, message } = values;
  if (name === undefined || email === undefined || subject === undefined || message === undefined) return null;
  return { name, email, phone, subject, message };
}
