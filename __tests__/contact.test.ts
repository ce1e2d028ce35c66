import { adoptMessage, messageStorage } from "@/components/contact/saved-message";
import {
  CONTACT_DRAFT_KEY,
  adoptable,
  tooOld,
  completeValues,
  composeMessage,
  fitsMailto,
  gmailUrl,
  loadDraft,
  mailtoUrl,
  messageText,
  outlookUrl,
  saveDraft,
  sendMessage,
  type ContactValues,
} from "@/lib/contact";

/** The contact helpers, every expected value written out by hand; e2e/contact.spec.ts covers the form using them. */
const values: ContactValues = {
  name: "Ana María",
  email: "ana@example.com",
  phone: "+1 386 555 0100",
  subject: "Retreat & ceremony?",
  message: "Hello there,\nis there space = yes/no?",
};
const labels = { to: "To", subject: "Subject", phone: "Phone" };
const message = composeMessage("support@example.org", values, labels);

describe("composeMessage", () => {
  it("puts the text first, then the sender's name and address, then the phone", () => {
    expect(message).toEqual({
      to: "support@example.org",
      subject: "Retreat & ceremony?",
      body: "Hello there,\nis there space = yes/no?\n\n— Ana María <ana@example.com>\nPhone: +1 386 555 0100",
    });
  });

  it("leaves the phone line out when no phone was given, trims the values and labels the phone in the page's language", () => {
    const padded = { ...values, phone: "  ", subject: "  Hi  ", name: " Ana ", message: " Hola \n" };
    expect(composeMessage("a@b.org", padded, { phone: "Teléfono" })).toEqual({
      to: "a@b.org",
      subject: "Hi",
      body: "Hola\n\n— Ana <ana@example.com>",
    });
    expect(composeMessage("a@b.org", values, { phone: "Teléfono" }).body.endsWith("\nTeléfono: +1 386 555 0100")).toBe(
      true,
    );
  });
});

describe("messageText", () => {
  it("is the recipient, the subject and the body, labelled", () => {
    expect(messageText(message, labels)).toBe(
      "To: support@example.org\nSubject: Retreat & ceremony?\n\nHello there,\nis there space = yes/no?\n\n— Ana María <ana@example.com>\nPhone: +1 386 555 0100",
    );
    expect(
      messageText(
        { to: "a@b.org", subject: "Hola", body: "Texto" },
        { to: "Para", subject: "Asunto", phone: "Teléfono" },
      ),
    ).toBe("Para: a@b.org\nAsunto: Hola\n\nTexto");
  });
});

describe("URLs: subject and body encoded as UTF-8, spaces as %20", () => {
  const short = { to: "support@example.org", subject: "A & B", body: "Line 1\nx+y=z?" };
  const encoded = "A%20%26%20B&body=Line%201%0Ax%2By%3Dz%3F";
  it.each([
    ["mailto:", mailtoUrl(short), `mailto:support@example.org?subject=${encoded}`],
    [
      "mailto: with accents",
      mailtoUrl({ to: "a@b.org", subject: "Sí", body: "—" }),
      "mailto:a@b.org?subject=S%C3%AD&body=%E2%80%94",
    ],
    [
      "Gmail",
      gmailUrl("https://mail.google.com/mail/", short),
      `https://mail.google.com/mail/?view=cm&fs=1&to=support%40example.org&su=${encoded}`,
    ],
    [
      "Outlook",
      outlookUrl("https://outlook.example/compose", short),
      `https://outlook.example/compose?to=support%40example.org&subject=${encoded}`,
    ],
  ])("%s", (_, url, expected) => expect(url).toBe(expected));
});

describe("fitsMailto: 2,000 characters of URL, counted encoded", () => {
  // "mailto:a@b.org?subject=s&body=" is 30 characters: a body of 1,970 plain letters makes exactly 2,000.
  it.each([
    ["1,970 plain letters (exactly the safe length)", "x".repeat(1970), true],
    ["1,971 plain letters (one character more)", "x".repeat(1971), false],
    ["700 accented letters (6 characters each)", "é".repeat(700), false],
    ["700 plain letters", "e".repeat(700), true],
  ])("a body of %s fits: %s", (_, body, fits) => {
    expect(fitsMailto({ to: "a@b.org", subject: "s", body })).toBe(fits);
  });
});

describe("drafts", () => {
  beforeEach(() => window.localStorage.clear());
  const load = (raw: string) => (window.localStorage.setItem(CONTACT_DRAFT_KEY, raw), loadDraft(window.localStorage));

  it("reads back a draft and a message handed to the mail app, and removes it when every field is emptied", () => {
    saveDraft(window.localStorage, values);
    expect(loadDraft(window.localStorage)).toEqual({ values, handedOff: false });
    saveDraft(window.localStorage, values, true);
    expect(loadDraft(window.localStorage)).toEqual({ values, handedOff: true });
    saveDraft(window.localStorage, { name: "", email: "", phone: "", subject: "", message: "" });
    expect(window.localStorage.getItem(CONTACT_DRAFT_KEY)).toBeNull();
  });

  it.each(["{not json", "null", "42", '"a string"'])("tolerates an unreadable draft (%s)", (raw) => {
    expect(load(raw)).toBeNull();
  });

  it("keeps only string fields of a tampered draft, only a literal true hands it off, and storage that throws reads as none", () => {
    const tampered = { name: "Ana", email: 7, message: null, extra: "x", handedOff: "yes" };
    expect(load(JSON.stringify(tampered))).toEqual({ values: { name: "Ana" }, handedOff: false });
    const broken = {
      getItem: () => {
        throw new Error("SecurityError");
      },
    } as unknown as Storage;
    expect(loadDraft(broken)).toBeNull();
  });
});

describe("completeValues", () => {
  it("needs every required field; a missing phone is empty", () => {
    const given = { name: "A", email: "a@b.org", subject: "S", message: "M" };
    expect(completeValues(given)).toEqual({ ...given, phone: "" });
    expect(completeValues({ name: "A", email: "a@b.org", subject: "S" })).toBeNull();
  });
});

describe("a message left at a shared computer", () => {
  const HOUR = 60 * 60 * 1000;
  const now = Date.UTC(2026, 10, 28, 15, 0);
  const stored = (at: number | undefined) => JSON.stringify({ ...values, ...(at === undefined ? {} : { at }) });

  it("another tab may take over a message saved less than an hour ago, not one saved an hour ago or more", () => {
    expect(adoptable(stored(now - 59 * 60 * 1000), now)).toBe(true);
    expect(adoptable(stored(now - HOUR), now)).toBe(false);
    expect(adoptable(stored(undefined), now)).toBe(false);
  });

  it("a message saved more than a day ago, or with no time, is past keeping; one saved 23 hours ago is not", () => {
    expect(tooOld(stored(now - 23 * HOUR), now)).toBe(false);
    expect(tooOld(stored(now - 24 * HOUR - 1), now)).toBe(true);
    expect(tooOld(stored(undefined), now)).toBe(true);
    expect(tooOld("{not json", now)).toBe(true);
  });

  describe("when the form opens", () => {
    beforeEach(() => window.localStorage.clear());
    const otherTab = `${CONTACT_DRAFT_KEY}:another-tab`;
    const thisTab = () => {
      messageStorage().setItem(CONTACT_DRAFT_KEY, "probe");
      const key = Object.keys(window.localStorage).find((key) => window.localStorage.getItem(key) === "probe")!;
      window.localStorage.removeItem(key);
      return key;
    };

    it.each([
      ["takes over another tab's message of half an hour ago, and moves it", null, HOUR / 2, values, false],
      ["leaves another tab's message of two hours ago where it is, and shows nothing", null, 2 * HOUR, undefined, true],
      [
        "drops every message saved more than a day ago, this tab's own included",
        25 * HOUR,
        30 * HOUR,
        undefined,
        false,
      ],
      ["keeps this tab's own message of yesterday evening, under a day old", 20 * HOUR, null, values, false],
    ])("%s", (_, mineAge, otherAge, shown, otherKept) => {
      if (mineAge !== null) window.localStorage.setItem(thisTab(), stored(now - mineAge));
      if (otherAge !== null) window.localStorage.setItem(otherTab, stored(now - otherAge));
      window.localStorage.setItem("unrelated", "kept");
      adoptMessage(now);
      expect(loadDraft(messageStorage())?.values).toEqual(shown && expect.objectContaining(shown));
      expect(window.localStorage.getItem(otherTab) !== null).toBe(otherKept);
      expect(window.localStorage.getItem("unrelated")).toBe("kept");
    });
  });
});

describe("sendMessage: sent only when the Worker says so", () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });
  /** A fetch that answers `body` with `status`, read as a browser's Response would be (jsdom has none of its own). */
  const answer = (body: string, status: number) =>
    jest.fn(async () => ({
      ok: status >= 200 && status < 300,
      status,
      json: async () => JSON.parse(body) as unknown,
    }));

  test("posts the values, the honeypot and the Turnstile token as JSON to the site's own /api/contact", async () => {
    const fetch = answer('{"status":"sent"}', 200);
    global.fetch = fetch as unknown as typeof global.fetch;
    expect(await sendMessage(values, "", "token-1")).toBe(true);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/contact");
    expect(init.method).toBe("POST");
    expect(JSON.parse(String(init.body))).toEqual({ ...values, website: "", "cf-turnstile-response": "token-1" });
  });

  test.each([
    ["a static host's 404 page", answer("<!doctype html><title>Not found</title>", 404)],
    ["a host refusing the method", answer("", 405)],
    ["a page served for any address", answer("<!doctype html><title>Home</title>", 200)],
    ["the Worker not set up", answer('{"status":"not-set-up"}', 503)],
    ["Turnstile not vouching for the visitor", answer('{"status":"unverified"}', 403)],
    ["the Worker failing to send", answer('{"status":"not-sent"}', 502)],
    ["a 200 that does not say sent", answer('{"status":"invalid"}', 200)],
    [
      "no network",
      jest.fn(async () => {
        throw new TypeError("Failed to fetch");
      }),
    ],
  ])("not sent: %s", async (_, fetch) => {
    global.fetch = fetch as unknown as typeof global.fetch;
    expect(await sendMessage(values, "")).toBe(false);
  });
});
