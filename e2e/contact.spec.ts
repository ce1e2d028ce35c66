import type { Page } from "@playwright/test";
import { type Problems, expect, test, waitForHydration, watchProblems } from "./helpers";

/*
 * The contact form on a static host, with no Worker to send the message (scripts/serve.mjs answers its POST with 404):
 * a valid submit never says "sent"; the message goes to the mail app and is kept until the visitor says it went.
 * The mailto: navigation is caught as the browser's own request, with nothing in the page stubbed.
 * Sending through the Worker: e2e/contact-worker.spec.ts.
 */

/** The words each language shows, English then Spanish, written out here (not read from lib/i18n). */
const WORDS = {
  lang: ["en", "es"],
  route: ["/contact", "/es/contact"],
  form: ["Contact form", "Formulario de contacto"],
  labels: [
    ["Name", "Email", "Phone", "Subject", "Message"],
    ["Nombre", "Correo electrónico", "Teléfono", "Asunto", "Mensaje"],
  ],
  submit: ["Send Message", "Enviar mensaje"],
  clear: ["Clear this message", "Borrar este mensaje"],
  missing: ["Please fill in this field.", "Completa este campo."],
  badEmail: [
    "Please enter an e-mail address, for example name@example.com.",
    "Escribe un correo válido, por ejemplo nombre@ejemplo.com.",
  ],
  counter: [
    ["0 of 20,000 characters", "5 of 20,000 characters", "20,000 of 20,000 characters"],
    ["0 de 20,000 caracteres", "5 de 20,000 caracteres", "20,000 de 20,000 caracteres"],
  ],
  full: [
    "Your message has reached 20,000 characters, the most it can hold. Send it, then write the rest in a second message.",
    "Tu mensaje llegó a 20,000 caracteres, lo máximo que admite. Envíalo y escribe el resto en un segundo mensaje.",
  ],
  toastTitle: ["Message Sent!", "¡Mensaje enviado!"],
  title: ["Your message has not been sent yet", "Tu mensaje aún no se ha enviado"],
  intro: [
    "We could not send it from this page, so it opens in your mail app, ready to send",
    "No pudimos enviarlo desde esta página, así que se abre en tu app de correo, listo para enviar",
  ],
  longTitle: ["Not sent yet: copy your message first", "Aún no se ha enviado: primero copia tu mensaje"],
  longIntro: ["some mail apps cut long messages short", "algunas apps de correo lo cortarían"],
  copy: ["Copy message", "Copiar mensaje"],
  copied: ["Copied. Paste it into a new e-mail to us.", "Copiado. Pégalo en un correo nuevo dirigido a nosotros."],
  selected: ["Your message is selected: press Ctrl+C", "Tu mensaje está seleccionado: presiona Ctrl+C"],
  gmail: ["Open in Gmail", "Abrir en Gmail"],
  outlook: ["Open in Outlook", "Abrir en Outlook"],
  newTab: ["(opens in a new tab)", "(se abre en una pestaña nueva)"],
  mailApp: ["Open in my mail app", "Abrir en tu app de correo"],
  went: ["My message went", "Ya lo envié"],
  edit: ["Edit message", "Editar mensaje"],
  startNew: ["Start a new message", "Escribir un mensaje nuevo"],
  cleared: ["Your message has been cleared from this browser.", "Tu mensaje se borró de este navegador."],
  direct: ["Or write to us from your own e-mail:", "O escríbenos desde tu propio correo:"],
  noScript: [
    "In this browser, sending opens your mail app with your message, ready to send.",
    "En este navegador, al enviar se abre tu app de correo con tu mensaje, listo para enviar.",
  ],
  to: ["To", "Para"],
  subject: ["Subject", "Asunto"],
  phone: ["Phone", "Teléfono"],
} as const;
type Words = { [Key in keyof typeof WORDS]: (typeof WORDS)[Key][number] };
const LANGUAGES = [0, 1].map(
  (index) => Object.fromEntries(Object.entries(WORDS).map(([key, pair]) => [key, pair[index]])) as Words,
);
const ENGLISH = LANGUAGES[0]!;

const values = {
  name: "Ana Rivera",
  email: "ana.rivera@example.com",
  phone: "+1 (386) 555-0199",
  subject: "Winter solstice & waitlist?",
  message: "Hello,\nis there still space for two? 100% interested, ¿sí?",
};
type Values = typeof values;
type Field = keyof Values;
const FIELDS = Object.keys(values) as Field[];
const EMPTY: Values = { name: "", email: "", phone: "", subject: "", message: "" };

/** The mail as the organisation should receive it: the text, then who wrote it. */
const body = (words: Words, v: Values = values) =>
  `${v.message}\n\n— ${v.name} <${v.email}>\n${words.phone}: ${v.phone}`;
/** The whole message as the visitor copies it. */
const copiedText = (words: Words, address: string, v: Values = values) =>
  `${words.to}: ${address}\n${words.subject}: ${v.subject}\n\n${body(words, v)}`;

const form = (page: Page) => page.locator("main form");
const field = (page: Page, name: Field) => form(page).locator(`[name="${name}"]`);
const panel = (page: Page) => page.locator("main section.recovery");
const liveRegion = (page: Page) => page.locator('main [role="status"][aria-live="polite"]');
const submit = (page: Page, words: Words) => form(page).getByRole("button", { name: words.submit }).click();

/** The support address the page shows as its e-mail link. */
async function supportAddress(page: Page) {
  const href = await page.getByRole("main").locator('a[href^="mailto:"]').first().getAttribute("href");
  return (href ?? "").replace(/^mailto:/, "");
}

async function fill(page: Page, overrides: Partial<Values> = {}) {
  for (const name of FIELDS) await field(page, name).fill({ ...values, ...overrides }[name]);
}

async function expectFields(page: Page, expected: Values) {
  for (const name of FIELDS) await expect(field(page, name)).toHaveValue(expected[name]);
}

/** Every mailto: URL the browser is asked to open, whatever in the page started it. */
function catchMailto(page: Page): string[] {
  const urls: string[] = [];
  page.on("request", (request) => void (request.url().startsWith("mailto:") && urls.push(request.url())));
  return urls;
}

/** Recipient, subject and body of a mailto: URL. */
function decodeMailto(url: string) {
  const query = url.indexOf("?");
  const params = new URLSearchParams(url.slice(query + 1));
  return { to: url.slice("mailto:".length, query), subject: params.get("subject"), body: params.get("body") };
}

async function open(page: Page, words: Words, reload = false) {
  await (reload ? page.reload() : page.goto(words.route));
  await waitForHydration(page, "main form");
}

/** After a pause long enough for a toast to render: whether the confirmation ever appeared since the page loaded. */
async function toastEverShown(page: Page) {
  await page.waitForTimeout(500);
  return page.evaluate(() => (window as unknown as { __toastSeen: boolean }).__toastSeen);
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form goes to the mail app as plain text", async ({ page }) => {
    const mails = catchMailto(page);
    for (const words of LANGUAGES)
      await test.step(words.lang, async () => {
        await page.goto(words.route);
        const address = await supportAddress(page);
        const contactForm = page.getByRole("form", { name: words.form });
        for (const [name, value] of [
          ["action", `mailto:${address}`],
          ["method", "post"],
          ["enctype", "text/plain"],
        ])
          await expect(contactForm).toHaveAttribute(name!, value!);
        for (const [index, name] of FIELDS.entries()) {
          const input = contactForm.getByLabel(new RegExp(`^${words.labels[index]}`));
          await expect(input).toHaveAttribute("name", name);
          if (name === "phone") await expect(input).not.toHaveAttribute("required");
          else await expect(input, `${name} is required`).toHaveAttribute("required");
        }
        await expect(field(page, "email")).toHaveAttribute("type", "email");
        expect(await contactForm.evaluate((element) => (element as HTMLFormElement).checkValidity())).toBe(false);
        // Playwright's text matching skips <noscript>, so its paragraph is read directly.
        const noScript = form(page).locator("noscript > p");
        await expect(noScript).toBeVisible();
        expect(await noScript.evaluate((element) => element.textContent)).toBe(words.noScript);
        const direct = form(page).getByText(words.direct);
        await expect(direct.getByRole("link", { name: address })).toHaveAttribute("href", `mailto:${address}`);

        // Plain ASCII on one line: Chromium writes a text/plain mailto: body with "+", "&" and non-ASCII letters
        // escaped in ways no decoding reads back exactly.
        const plain = {
          name: "Ana Rivera",
          email: "ana.rivera@example.com",
          phone: "386 555 0199",
          subject: "Winter solstice waitlist",
          message: "Is there still space for two?",
        };
        await fill(page, plain);
        mails.length = 0;
        await submit(page, words);
        await expect.poll(() => mails.length).toBe(1);
        const mail = decodeMailto(mails[0]!);
        expect(mail.to).toBe(address);
        // text/plain: one "name=value" line per field, in the form's order.
        expect(mail.body?.split("\r\n").filter(Boolean)).toEqual(FIELDS.map((name) => `${name}=${plain[name]}`));
        await expect(page).toHaveURL(new RegExp(`${words.route}$`));
      });
  });
});

test.describe("with JavaScript", () => {
  // The static server's 404 for the form's POST is logged by the browser; any other console error still fails.
  test.use({ allowConsoleErrors: true });
  let problems: Problems;
  test.beforeEach(async ({ page }) => {
    problems = watchProblems(page);
    // Records every appearance of the confirmation, however briefly it shows.
    await page.addInitScript(
      (titles) => {
        const probe = window as unknown as { __toastSeen: boolean };
        probe.__toastSeen = false;
        new MutationObserver(() => {
          // Only a toast counts: the title is also in the page's own data.
          for (const toast of document.querySelectorAll("[data-sonner-toast]"))
            if (titles.some((title) => toast.textContent?.includes(title))) probe.__toastSeen = true;
        }).observe(document, { childList: true, subtree: true, characterData: true });
      },
      LANGUAGES.map((words) => words.toastTitle),
    );
  });
  test.afterEach(() => {
    problems.stop();
    expect(problems.list.filter((line) => !line.includes("(/api/contact)"))).toEqual([]);
  });

  for (const words of LANGUAGES) {
    test(`${words.lang}: with no Worker, a message is never “sent”, and is kept`, async ({ page, context }) => {
      const mails = catchMailto(page);
      await open(page, words);
      await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: new URL(page.url()).origin });
      const address = await supportAddress(page);
      const composed = copiedText(words, address);
      // Screen readers announce additions to a live region that already exists, not one created with its message.
      await expect(liveRegion(page)).toHaveText("");
      await fill(page);
      /** The box's place and size on the page (not in the viewport, which focus may scroll). */
      const place = () =>
        page.locator("main .contact-box").evaluate((element) => {
          const { top, left, width, height } = element.getBoundingClientRect();
          return { top: top + window.scrollY, left, width, height };
        });
      const before = await place();
      const tried = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/contact");
      await submit(page, words);

      // The form asked the site first; the static server has no Worker to send it.
      expect([(await tried).request().method(), (await tried).status()]).toEqual(["POST", 404]);
      await expect.poll(() => mails.length).toBe(1);
      expect(decodeMailto(mails[0]!)).toEqual({ to: address, subject: values.subject, body: body(words) });
      const heading = page.getByRole("heading", { name: words.title });
      await expect(heading).toBeFocused();
      expect(await toastEverShown(page), "never “sent” without the Worker").toBe(false);
      await expect(page.getByRole("region", { name: words.title })).toBeVisible();
      await expect(form(page)).toBeHidden();
      await expect(liveRegion(page)).toContainText(words.intro);
      await expect(panel(page).getByRole("textbox")).toHaveValue(composed);
      // The panel takes the form's place: nothing around it moves.
      expect(await place()).toEqual(before);

      // From its heading, the keyboard reaches every way to send and to finish.
      const reached: string[] = [];
      for (let step = 0; step < 9; step++) {
        await page.keyboard.press("Tab");
        reached.push(
          await page.evaluate(() => (document.activeElement?.textContent ?? "").replace(/\s+/g, " ").trim()),
        );
      }
      expect(reached).toEqual([
        address,
        composed.replace(/\s+/g, " "),
        words.copy,
        `${words.gmail} ${words.newTab}`,
        `${words.outlook} ${words.newTab}`,
        words.mailApp,
        words.went,
        words.edit,
        words.startNew,
      ]);

      // Copy puts the exact composed message on the clipboard.
      await panel(page).getByRole("button", { name: words.copy }).click();
      await expect(liveRegion(page)).toHaveText(words.copied);
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(composed);

      // Gmail, Outlook and the mail app get exactly the address, subject and body.
      const href = async (name: string) =>
        new URL((await panel(page).getByRole("link", { name }).getAttribute("href"))!);
      const gmail = await href(words.gmail);
      expect([gmail.origin + gmail.pathname, Object.fromEntries(gmail.searchParams)]).toEqual([
        "https://mail.google.com/mail/",
        { view: "cm", fs: "1", to: address, su: values.subject, body: body(words) },
      ]);
      const outlook = await href(words.outlook);
      expect([outlook.origin + outlook.pathname, Object.fromEntries(outlook.searchParams)]).toEqual([
        "https://outlook.live.com/mail/0/deeplink/compose",
        { to: address, subject: values.subject, body: body(words) },
      ]);
      for (const name of [words.gmail, words.outlook])
        await expect(panel(page).getByRole("link", { name })).toHaveAttribute("target", "_blank");
      expect(decodeMailto((await href(words.mailApp)).href)).toEqual(decodeMailto(mails[0]!));

      // Kept across a reload, and on a later visit from another page; neither opens a mail or confirms anything.
      await open(page, words, true);
      await expect(panel(page).getByRole("textbox")).toHaveValue(composed);
      await expectFields(page, values);
      await page.goto(words.lang === "es" ? "/es" : "/");
      await open(page, words);
      await expect(panel(page).getByRole("textbox")).toHaveValue(composed);
      expect(mails, "a reload opens no mail").toHaveLength(1);
      expect(await toastEverShown(page), "a reload confirms nothing").toBe(false);

      // A 5,000-character message is not handed to the mail app blind: the visitor is told and copy leads.
      await panel(page).getByRole("button", { name: words.startNew }).click();
      const long = { ...values, message: "I have carried this for a long time. ".repeat(136).slice(0, 5000) };
      await fill(page, long);
      await submit(page, words);
      await expect(panel(page).getByRole("heading", { name: words.longTitle })).toBeFocused();
      await expect(panel(page)).toContainText(words.longIntro);
      expect(await toastEverShown(page), "no confirmation before the mail app is opened").toBe(false);
      expect(mails, "the mail app is not opened before the visitor is told").toHaveLength(1);
      const first = panel(page).locator(".recovery__actions > *").first();
      await expect(first).toHaveText(words.copy);
      await expect(first).toHaveClass(/btn--primary/);
      await first.click();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(copiedText(words, address, long));
      // Opening the mail app anyway hands over the whole message, and still says nothing was sent.
      await panel(page).getByRole("link", { name: words.mailApp }).click();
      await expect.poll(() => mails.length).toBe(2);
      expect(decodeMailto(mails[1]!).body).toBe(body(words, long));
      expect(await toastEverShown(page)).toBe(false);
    });

    test(`${words.lang}: counter, refusals, copy by selection, and clearing`, async ({ page }) => {
      const mails = catchMailto(page);
      await page.addInitScript(() => Object.defineProperty(Navigator.prototype, "clipboard", { get: () => undefined }));
      await open(page, words);
      await test.step("the message counts up to 20,000 characters, announced only at the limit", async () => {
        const message = field(page, "message");
        await expect(message).toHaveAttribute("maxlength", "20000");
        const counter = page.locator(`#${await message.getAttribute("aria-describedby")}`);
        await expect(counter).toHaveText(words.counter[0]);
        await message.pressSequentially("Hello");
        await expect(counter).toHaveText(words.counter[1]);
        await expect(liveRegion(page), "typing is not announced key by key").toHaveText("");
        await message.fill("a".repeat(25_000));
        await expect(message).toHaveValue("a".repeat(20_000));
        await expect(counter).toHaveText(words.counter[2]);
        await expect(liveRegion(page)).toHaveText(words.full);
      });
      await test.step("clear forgets the draft", async () => {
        await fill(page);
        await form(page).getByRole("button", { name: words.clear }).click();
        await expectFields(page, EMPTY);
        await expect(liveRegion(page)).toHaveText(words.cleared);
        await open(page, words, true);
        await expectFields(page, EMPTY);
      });
      await test.step("an empty or wrong field is refused in the page's language, with no mail, and the draft kept", async () => {
        await submit(page, words);
        const complaint = (name: Field) =>
          field(page, name).evaluate((input: HTMLInputElement) => input.validationMessage);
        expect(await complaint("name")).toBe(words.missing);
        expect(await complaint("message")).toBe(words.missing);
        expect(await complaint("phone"), "the phone is optional").toBe("");
        await fill(page, { email: "ana@" });
        expect([await complaint("email"), await complaint("name")]).toEqual([words.badEmail, ""]);
        await submit(page, words);
        await expect(field(page, "email")).toBeFocused();
        expect(await toastEverShown(page)).toBe(false);
        expect(mails).toEqual([]);
        await expect(panel(page)).toHaveCount(0);
        await open(page, words, true);
        await expectFields(page, { ...values, email: "ana@" });
      });
      await test.step("copy selects; edit brings it back; went and start new clear it for good", async () => {
        await field(page, "email").fill(values.email);
        await submit(page, words);
        await panel(page).getByRole("button", { name: words.copy }).click();
        await expect(panel(page).getByText(words.selected)).toBeVisible();
        const text = panel(page).getByRole("textbox");
        await expect(text).toBeFocused();
        expect(
          await text.evaluate((area: HTMLTextAreaElement) => area.value.slice(area.selectionStart, area.selectionEnd)),
        ).toBe(copiedText(words, await supportAddress(page)));
        await panel(page).getByRole("button", { name: words.edit }).click();
        await expect(panel(page)).toHaveCount(0);
        await expectFields(page, values);
        await expect(field(page, "message")).toBeFocused();
        for (const button of [words.went, words.startNew]) {
          await fill(page);
          await submit(page, words);
          await panel(page).getByRole("button", { name: button }).click();
          await expect(form(page)).toBeVisible();
          await expectFields(page, EMPTY);
          if (button === words.went) await expect(liveRegion(page)).toHaveText(words.cleared);
          else await expect(field(page, "name")).toBeFocused();
          await open(page, words, true);
          await expect(panel(page)).toHaveCount(0);
          await expectFields(page, EMPTY);
        }
      });
    });
  }

  test("a draft outlives its tab; two tabs keep two", async ({ page, context }) => {
    const other = { ...values, subject: "A second question", message: "Written in the first tab, not sent yet." };
    await open(page, ENGLISH);
    await fill(page, other);
    await open(page, ENGLISH, true);
    await expectFields(page, other);
    await page.goto("/");
    await open(page, ENGLISH);
    await expectFields(page, other);
    await page.close();
    const first = await context.newPage();
    await open(first, ENGLISH);
    await expectFields(first, other);

    const second = await context.newPage();
    await open(second, ENGLISH);
    await fill(second);
    await submit(second, ENGLISH);
    await expect(second.getByRole("region", { name: ENGLISH.title })).toBeVisible();
    // The first tab still shows its form with its own words, not the second tab's panel.
    await expect(panel(first)).toHaveCount(0);
    await expect(field(first, "message")).toHaveValue(other.message);
    await panel(second).getByRole("button", { name: ENGLISH.went }).click();
    await expect(liveRegion(second)).toHaveText(ENGLISH.cleared);
    await open(first, ENGLISH, true);
    await expectFields(first, other);
    await expect(panel(first)).toHaveCount(0);
  });

  test("with no storage, the message stays while open", async ({ page }) => {
    // Storage full (e.g. by /admin's own data) or an old private window: every setItem throws.
    await page.addInitScript(() => {
      Storage.prototype.setItem = () => {
        throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
      };
    });
    await open(page, ENGLISH);
    await fill(page);
    await submit(page, ENGLISH);
    await expect(page.getByRole("region", { name: ENGLISH.longTitle })).toContainText(
      "We could not send it from this page, and this browser could not store it: it is kept only while this page is open.",
    );
    await expect(liveRegion(page)).toContainText("kept only while this page is open");
    const first = panel(page).locator(".recovery__actions > *").first();
    await expect(first).toHaveText(ENGLISH.copy);
    await expect(first).toHaveClass(/btn--primary/);
    await expect(panel(page).getByRole("textbox")).toHaveValue(copiedText(ENGLISH, await supportAddress(page)));
    await panel(page).getByRole("button", { name: ENGLISH.edit }).click();
    await expectFields(page, values);
  });

  test("a shared computer: drafts expire", async ({ page, context }) => {
    const written = new Date("2026-11-28T15:00:00-05:00").getTime();
    const hours = (count: number) => new Date(written + count * 60 * 60 * 1000);
    await page.clock.install({ time: hours(0) });
    await open(page, ENGLISH);
    await fill(page);
    await page.close();

    const next = await context.newPage();
    await next.clock.install({ time: hours(61 / 60) });
    await open(next, ENGLISH);
    await expectFields(next, EMPTY);
    // Its own message, left open in the same tab, is still there that evening, and gone a day later.
    await fill(next);
    await next.clock.setSystemTime(hours(8));
    await open(next, ENGLISH, true);
    await expect(field(next, "message")).toHaveValue(values.message);
    await next.clock.setSystemTime(hours(26));
    await open(next, ENGLISH, true);
    await expectFields(next, EMPTY);
    const drafts = await next.evaluate(() => Object.keys(localStorage).filter((key) => key.includes("contact-draft")));
    expect(drafts).toEqual([]);
  });
});
