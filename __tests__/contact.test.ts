import { CONTACT_DRAFT_KEY, composeMailto, loadDraft, readContactValues, saveDraft, type ContactValues } from "@/lib/contact";

const values: ContactValues = {
  name: "Ana María",
  email: "ana@example.com",
  phone: "+1 386 555 0100",
  subject: "Retreat & ceremony?",
  message: "Hello there,\nis there space = yes/no?",
};

/** The subject and body of a mailto: URL, decoded. */
function parse(url: string) {
  const [target, query = ""] = url.split("?");
  const params = new URLSearchParams(query.replace(/\+/g, "%2B"));
  return { target, subject: params.get("subject"), body: params.get("body") };
}

describe("composeMailto", () => {
  it("addresses the support mailbox", () => {
    expect(parse(composeMailto("support@example.org", values)).target).toBe("mailto:support@example.org");
  });

  it("percent-encodes subject and body so reserved characters survive", () => {
    const url = composeMailto("support@example.org", values);
    const query = url.slice(url.indexOf("?") + 1);
    // Only the two separators are raw; &, =, ?, spaces and newlines from the values are encoded.
    expect(query.split("&")).toHaveLength(2);
    expect(query).not.toMatch(/[ \n]/);
    expect(query).toContain("subject=Retreat%20%26%20ceremony%3F");
  });

  it("puts the message, name, e-mail and phone in the body", () => {
    const { subject, body } = parse(composeMailto("support@example.org", values));
    expect(subject).toBe(values.subject);
    expect(body).toContain(values.message);
    expect(body).toContain(`From: ${values.name} <${values.email}>`);
    expect(body).toContain(`Phone: ${values.phone}`);
  });

  it("leaves the phone line out when no phone was given, and trims the values", () => {
    const { subject, body } = parse(
      composeMailto("support@example.org", { ...values, phone: "  ", subject: "  Hi  ", name: " Ana " }),
    );
    expect(subject).toBe("Hi");
    expect(body).not.toContain("Phone:");
    expect(body).toContain("From: Ana <");
  });
});

describe("drafts", () => {
  beforeEach(() => window.localStorage.clear());

  it("round-trips a draft through storage", () => {
    saveDraft(window.localStorage, values);
    expect(loadDraft(window.localStorage)).toEqual(values);
  });

  it("removes the draft when every field is empty", () => {
    window.localStorage.setItem(CONTACT_DRAFT_KEY, JSON.stringify(values));
    saveDraft(window.localStorage, { name: "", email: "", phone: "", subject: "", message: "" });
    expect(window.localStorage.getItem(CONTACT_DRAFT_KEY)).toBeNull();
  });

  it("returns null when there is no draft", () => {
    expect(loadDraft(window.localStorage)).toBeNull();
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

describe("readContactValues", () => {
  it("reads every field of the form, missing ones as empty strings", () => {
    const form = document.createElement("form");
    form.innerHTML = '<input name="name" value="Ana"><input name="email" value="a@b.co"><textarea name="message">Hi</textarea>';
    expect(readContactValues(form)).toEqual({ name: "Ana", email: "a@b.co", phone: "", subject: "", message: "Hi" });
  });
});
