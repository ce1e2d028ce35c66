/** The contact form's values (spec §3): held in the visitor's browser only. */
export interface ContactValues {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
}

export const CONTACT_FIELDS = ["name", "email", "phone", "subject", "message"] as const;
export const CONTACT_DRAFT_KEY = "heartwood:contact-draft";

/** The mailto: URL that opens the visitor's mail client with the message composed from the form. */
export function composeMailto(to: string, values: ContactValues): string {
  const lines = [values.message.trim(), "", "—", `From: ${values.name.trim()} <${values.email.trim()}>`];
  if (values.phone.trim()) lines.push(`Phone: ${values.phone.trim()}`);
  const query = `subject=${encodeURIComponent(values.subject.trim())}&body=${encodeURIComponent(lines.join("\n"))}`;
  return `mailto:${to}?${query}`;
}

/** Reads the form's current values. */
export function readContactValues(form: HTMLFormElement): ContactValues {
  const data = new FormData(form);
  const value = (key: string) => String(data.get(key) ?? "");
  return { name: value("name"), email: value("email"), phone: value("phone"), subject: value("subject"), message: value("message") };
}

/** Saves a half-written message so a reload or another page does not lose it. */
export function saveDraft(storage: Storage, values: ContactValues): void {
  const empty = CONTACT_FIELDS.every((field) => values[field] === "");
  if (empty) storage.removeItem(CONTACT_DRAFT_KEY);
  else storage.setItem(CONTACT_DRAFT_KEY, JSON.stringify(values));
}

/** The saved draft, or null when there is none or it is unreadable. */
export function loadDraft(storage: Storage): Partial<ContactValues> | null {
  try {
    const raw = storage.getItem(CONTACT_DRAFT_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== "object" || parsed === null) return null;
    const draft: Partial<ContactValues> = {};
    for (const field of CONTACT_FIELDS) {
      const value = (parsed as Record<string, unknown>)[field];
      if (typeof value === "string") draft[field] = value;
    }
    return draft;
  } catch {
    return null;
  }
}
