import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import type { APIRequestContext } from "@playwright/test";
import { expect, waitForHydration } from "./helpers";
import { CONTACT_FROM, CONTACT_TO, test } from "./worker-settings";

/*
 * The contact form through the Worker (`wrangler dev`, project "worker", its vars CONTACT_TO and CONTACT_FROM from
 * worker-settings.ts): a message is a same-origin POST the Worker sends through the send_email binding, which
 * wrangler dev writes as an .eml file under .wrangler/tmp/email/ instead of mailing it. The static server's side
 * (no Worker: the mail app, never "sent") is in e2e/contact.spec.ts.
 */

const ENDPOINT = "/api/contact";
/** Where `wrangler dev` (started in the repository) writes what the send_email binding sends. */
const MAIL_DIR = path.resolve(__dirname, "..", ".wrangler", "tmp", "email");

/** A fresh address per test: the Worker limits posts per address (CF-Connecting-IP, which wrangler dev passes on). */
const freshAddress = () => `10.${[...randomBytes(3)].join(".")}`;

/** The words each language shows, written out here. */
const LANGUAGES = [
  {
    lang: "en",
    route: "/contact",
    submit: "Send Message",
    sent: "Message Sent!",
    sentText: "Thank you for reaching out. We will get back to you shortly.",
    sentNote: "Your message was sent. A real person reads it and replies within 5 business days.",
    notifications: "Notifications (F8)",
    close: "Close notification",
  },
  {
    lang: "es",
    route: "/es/contact",
    submit: "Enviar mensaje",
    sent: "¡Mensaje enviado!",
    sentText: "Gracias por escribirnos. Te responderemos pronto.",
    sentNote: "Tu mensaje fue enviado. Una persona de nuestro equipo lo lee y responde en un plazo de 5 días hábiles.",
    notifications: "Notificaciones (tecla F8)",
    close: "Cerrar aviso",
  },
] as const;

/** Every .eml file wrangler dev has written, in any of its sessions. */
function mailFiles(dir = MAIL_DIR): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    return entry.isDirectory() ? mailFiles(file) : entry.name.endsWith(".eml") ? [file] : [];
  });
}

/** A sent mail's headers (RFC 2047 words decoded) and its text (base64 decoded), read as a mail client would. */
function readMail(raw: string) {
  const split = raw.search(/\r?\n\r?\n/);
  const decodeWords = (value: string) =>
    value.replace(/=\?utf-8\?B\?([^?]*)\?=/gi, (_, text: string) => Buffer.from(text, "base64").toString("utf8"));
  const headers = new Map<string, string>();
  for (const line of raw
    .slice(0, split)
    .replace(/\r?\n[ \t]+/g, " ")
    .split(/\r?\n/)) {
    const colon = line.indexOf(":");
    headers.set(line.slice(0, colon).toLowerCase(), decodeWords(line.slice(colon + 1).trim()));
  }
  const content = raw.slice(split).trim();
  const text = /base64/i.test(headers.get("content-transfer-encoding") ?? "")
    ? Buffer.from(content.replace(/\s+/g, ""), "base64").toString("utf8")
    : content;
  return { headers, text };
}

/** The mails sent so far whose text holds `words`. */
const sentWith = (words: string) =>
  mailFiles()
    .map((file) => readMail(readFileSync(file, "utf8")))
    .filter((mail) => mail.text.includes(words));

test.describe.configure({ mode: "default" });

for (const words of LANGUAGES) {
  test(`${words.lang}: a valid message is a same-origin POST the Worker sends, and only its answer brings “${words.sent}”; the mail holds the visitor's words`, async ({
    page,
  }) => {
    await page.setExtraHTTPHeaders({ "CF-Connecting-IP": freshAddress() });
    const token = randomBytes(6).toString("hex");
    const values = {
      name: "Ana Rivera",
      email: "ana.rivera@example.com",
      phone: "+1 (386) 555-0199",
      subject: `Winter solstice & waitlist? ${token}`,
      message: `Hello,\nis there still space for two? 100% interested, ¿sí? ${token}`,
    };
    const mailto: string[] = [];
    page.on("request", (request) => {
      if (request.url().startsWith("mailto:")) mailto.push(request.url());
    });
    // The Worker's answer passes through here, so what the page showed before it came can be seen.
    const posts: { method: string; sameOrigin: boolean; status: number; toastBefore: number }[] = [];
    await page.route(`**${ENDPOINT}`, async (route) => {
      const request = route.request();
      const toastBefore = await page.getByText(words.sent, { exact: true }).count();
      const response = await route.fetch();
      posts.push({
        method: request.method(),
        sameOrigin: new URL(request.url()).origin === new URL(page.url()).origin,
        status: response.status(),
        toastBefore,
      });
      await route.fulfill({ response });
    });

    await page.goto(words.route);
    await waitForHydration(page, "main form");
    const form = page.locator("main form");
    for (const [name, value] of Object.entries(values)) await form.locator(`[name="${name}"]`).fill(value);
    await form.getByRole("button", { name: words.submit }).click();

    const toasts = page.getByRole("region", { name: words.notifications });
    await expect(toasts.getByText(words.sent, { exact: true })).toBeVisible();
    await expect(toasts.getByText(words.sentText, { exact: true })).toBeVisible();
    await page.keyboard.press("F8");
    await expect(toasts.getByRole("list")).toBeFocused();
    expect(posts).toEqual([{ method: "POST", sameOrigin: true, status: 200, toastBefore: 0 }]);
    // Sent: the form is empty again, no mail app was opened and no "not sent" panel shows.
    for (const name of Object.keys(values)) await expect(form.locator(`[name="${name}"]`)).toHaveValue("");
    await expect(page.locator("main section.recovery")).toHaveCount(0);
    expect(mailto).toEqual([]);
    // The toast closed, the form still says the message went, in its one status line, until another is started.
    await toasts.getByRole("button", { name: words.close }).click();
    await expect(toasts.getByText(words.sent, { exact: true })).toHaveCount(0);
    await expect(form.getByRole("status")).toHaveText(words.sentNote);
    await expect(page.getByText(words.sentNote)).toHaveCount(1);
    await form.locator('[name="message"]').fill("A second message");
    await expect(form.getByRole("status")).toHaveText("");

    await expect.poll(() => sentWith(token).length).toBe(1);
    const [mail] = sentWith(token);
    expect(mail?.headers.get("to")).toBe(`<${CONTACT_TO}>`);
    expect(mail?.headers.get("from")).toBe(`${values.name} <${CONTACT_FROM}>`);
    expect(mail?.headers.get("reply-to")).toBe(`${values.name} <${values.email}>`);
    expect(mail?.headers.get("subject")).toBe(values.subject);
    for (const line of values.message.split("\n")) expect(mail?.text).toContain(line);
    expect(mail?.text).toContain(values.email);
    expect(mail?.text).toContain(values.phone);
  });
}

test("a robot's message (the honeypot filled in), an invalid one, one from another site and a GET are refused with a clear status, and none is sent", async ({
  request,
}) => {
  const address = freshAddress();
  const token = randomBytes(6).toString("hex");
  const valid = {
    name: "Ana Rivera",
    email: "ana.rivera@example.com",
    phone: "",
    subject: "A question",
    message: `Is there still space? ${token}`,
  };
  const post = (data: object, headers: Record<string, string> = {}) =>
    request.post(ENDPOINT, { data, headers: { "CF-Connecting-IP": address, ...headers } });
  const outcome = async (response: Awaited<ReturnType<APIRequestContext["post"]>>) => ({
    code: response.status(),
    body: await response.json(),
  });

  expect(await outcome(await post({ ...valid, website: "https://spam.example" }))).toEqual({
    code: 403,
    body: { status: "refused" },
  });
  expect(await outcome(await post({ ...valid, email: "ana@", message: " " }))).toEqual({
    code: 400,
    body: { status: "invalid", fields: ["email", "message"] },
  });
  expect(await outcome(await post({ ...valid, subject: "Hi\r\nBcc: everyone@example.com" }))).toEqual({
    code: 400,
    body: { status: "invalid", fields: ["subject"] },
  });
  expect(await outcome(await post(valid, { Origin: "https://elsewhere.example" }))).toEqual({
    code: 403,
    body: { status: "refused" },
  });
  const get = await request.get(ENDPOINT);
  expect(get.status()).toBe(405);
  expect(get.headers()["allow"]).toBe("POST");
  expect(sentWith(token)).toEqual([]);
});

test("one address posting again and again is told to wait (429), its first post answered as usual", async ({
  request,
}) => {
  const address = freshAddress();
  // Invalid on purpose: nothing is sent, yet every post counts. 11 posts within seconds put 6 in one minute.
  const answers: { code: number; status: string }[] = [];
  for (let post = 0; post < 11; post++) {
    const response = await request.post(ENDPOINT, { data: {}, headers: { "CF-Connecting-IP": address } });
    answers.push({ code: response.status(), status: ((await response.json()) as { status: string }).status });
  }
  expect(answers[0]).toEqual({ code: 400, status: "invalid" });
  expect(answers).toContainEqual({ code: 429, status: "too-many" });
});
