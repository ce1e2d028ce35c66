import { CONTACT_DRAFT_KEY, composeMailto, loadDraft, saveDraft, type ContactValues } from "@/lib/contact";

/**
 * Edge cases of the contact helpers that the browser test (e2e/contact.spec.ts) does not reach:
 * an empty phone, padded values, and drafts that are cleared by hand, unreadable or tampered with.
 */
const values: ContactValues = {
  name: "Ana María",
  email: "ana@example.com",
  phone: "+1 386 555 0100",
  subject: "Retreat & ceremony?",
  message: "Hello there,\nis there space = yes/no?",
};

function parse(url: string) {
  const params = new URLSearchParams(url.slice(url.indexOf("?") + 1).replace(/\+/g, "%2B"));
  return { subject: params.get("subject"), body: params.get("body") };
}

describe("composeMailto", () => {
  it("leaves the phone line out when no phone was given, and trims the values", () => {
    const { subject, body } = parse(composeMailto("support@example.org", { ...values, phone: "  ", subject: "  Hi  ", name: " Ana " }));
    expect(subject).toBe("Hi");
    expect(body).not.toContain("Phone:");
    expect(body).toContain("From: Ana <");
  });
});

describe("drafts", () => {
  beforeEach(() => window.localStorage.clear());

  it("removes the draft when every field is emptied", () => {
    saveDraft(window.localStorage, values);
    saveDraft(window.localStorage, { name: "", email: "", phone: "", subject: "", message: "" });
    expect(window.localStorage.getItem(CONTACT_DRAFT_KEY)).toBeNull();
  });

  it.each(["{not json", "null", "42", '"a string"'])("tolerates an unreadable draft (%s)", (raw) => {
    window.localStorage.setItem(CONTACT_DRAFT_KEY, raw);
    expect(loadDraft(window.localStorage)).toBeNull();
  });

  it("keeps only string fields of a tampered draft", () => {
    window.localStorage.setItem(CONTACT_DRAFT_KEY, JSON.stringify({ name: "Ana", email: 7, message: null, extra: "x" }));
    expect(loadDraft(window.localStorage)).toEqual({ name: "Ana" });
  });

  it("returns null when storage itself throws", () => {
    const broken = { getItem: () => { throw new Error("SecurityError"); } } as unknown as Storage;
    expect(loadDraft(broken)).toBeNull();
  });
});
