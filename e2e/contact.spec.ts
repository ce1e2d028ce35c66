import type { Page } from "@playwright/test";
import { type Problems, expect, test, waitForHydration, watchProblems } from "./helpers";

/**
 * The contact form (spec §5, §7, §8) on a static host, with no Worker to send the message (scripts/serve.mjs answers
 * its POST with 404), and what keeps a message from being lost: a valid submit never says "sent"; the page says the
 * message was not sent, hands it to the mail app, then keeps it (with the address, a copy button and webmail links)
 * until the visitor says it went or starts a new one. Sending through the Worker: e2e/contact-worker.spec.ts.
 *
 * The test browser has no mail app: the mailto: navigation the page starts is caught as the browser's own
 * request (page.on("request")), with nothing in the page stubbed, and goes nowhere, as on a computer without one.
 */

/** The words each language shows, written out here (not read from lib/i18n). */
const LANGUAGES = [
  {
    lang: "en",
    route: "/contact",
    form: "Contact form",
    labels: ["Name", "Email", "Phone", "Subject", "Message"],
    submit: "Send Message",
    clear: "Clear this message",
    missing: "Please fill in this field.",
    badEmail: "Please enter an e-mail address, for example name@example.com.",
    counter: ["0 of 20,000 characters", "5 of 20,000 characters", "20,000 of 20,000 characters"],
    full: "Your message has reached 20,000 characters, the most it can hold. Send it, then write the rest in a second message.",
    notifications: "Notifications (F8)",
    toastTitle: "Message Sent!",
    title: "Your message has not been sent yet",
    intro: "We could not send it from this page, so it opens in your mail app, ready to send",
    longTitle: "Not sent yet: copy your message first",
    longIntro: "some mail apps cut long messages short",
    copy: "Copy message",
    copied: "Copied. Paste it into a new e-mail to us.",
    selected: "Your message is selected: press Ctrl+C",
    gmail: "Open in Gmail",
    outlook: "Open in Outlook",
    newTab: "(opens in a new tab)",
    mailApp: "Open in my mail app",
    went: "My message went",
    edit: "Edit message",
    startNew: "Start a new message",
    cleared: "Your message has been cleared from this browser.",
    direct: "Or write to us from your own e-mail:",
    noScript: "In this browser, sending opens your mail app with your message, ready to send.",
    to: "To",
    subject: "Subject",
    phone: "Phone",
  },
  {
    lang: "es",
    route: "/es/contact",
    form: "Formulario de contacto",
    labels: ["Nombre", "Correo electrónico", "Teléfono", "Asunto", "Mensaje"],
    submit: "Enviar mensaje",
    clear: "Borrar este mensaje",
    missing: "Completa este campo.",
    badEmail: "Escribe un correo válido, por ejemplo nombre@ejemplo.com.",
    counter: ["0 de 20,000 caracteres", "5 de 20,000 caracteres", "20,000 de 20,000 caracteres"],
    full: "Tu mensaje llegó a 20,000 caracteres, lo máximo que admite. Envíalo y escribe el resto en un segundo mensaje.",
    notifications: "Notificaciones (tecla F8)",
    toastTitle: "¡Mensaje enviado!",
    title: "Tu mensaje aún no se ha enviado",
    intro: "No pudimos enviarlo desde esta página, así que se abre en tu app de correo, listo para enviar",
    longTitle: "Aún no se ha enviado: primero copia tu mensaje",
    longIntro: "algunas apps de correo lo cortarían",
    copy: "Copiar mensaje",
    copied: "Copiado. Pégalo en un correo nuevo dirigido a nosotros.",
    selected: "Tu mensaje está seleccionado: presiona Ctrl+C",
    gmail: "Abrir en Gmail",
    outlook: "Abrir en Outlook",
    newTab: "(se abre en una pestaña nueva)",
    mailApp: "Abrir en tu app de correo",
    went: "Ya lo envié",
    edit: "Editar mensaje",
    startNew: "Escribir un mensaje nuevo",
    cleared: "Tu mensaje se borró de este navegador.",
    direct: "O escríbenos desde tu propio correo:",
    noScript: "En este navegador, al enviar se abre tu app de correo con tu mensaje, listo para enviar.",
    to: "Para",
    subject: "Asunto",
    phone: "Teléfono",
  },
] as const;
type Words = (typeof LANGUAGES)[number];

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
/** 5,000 characters: far past what a mail app takes in a mailto: URL. */
const LONG_MESSAGE = "I have carried this for a long time. ".repeat(136).slice(0, 5000);

const form = (page: Page) => page.locator("main form");
const field = (page: Page, name: Field) => form(page).locator(`[name="${name}"]`);
const panel = (page: Page) => page.locator("main section.recovery");
const liveRegion = (page: Page) => page.locator('main [role="status"][aria-live="polite"]');

/** The support address the page shows as its e-mail link (spec: {email}). */
async function supportAddress(page: Page) {
  const href = await page.getByRole("main").locator('a[href^="mailto:"]').first().getAttribute("href");
  return (href ?? "").replace(/^mailto:/, "");
}

async function fill(page: Page, overrides: Partial<Values> = {}) {
  const all = { ...values, ...overrides };
  for (const name of FIELDS) await field(page, name).fill(all[name]);
}

async function expectFields(page: Page, expected: Values) {
  for (const name of FIELDS) await expect(field(page, name)).toHaveValue(expected[name]);
}

/** Every mailto: URL the browser is asked to open, whatever in the page started it. */
function catchMailto(page: Page): string[] {
  const urls: string[] = [];
  page.on("request", (request) => {
    if (request.url().startsWith("mailto:")) urls.push(request.url());
  });
  return urls;
}

/** Recipient, subject and body of a mailto: URL. */
function decodeMailto(url: string) {
  const query = url.indexOf("?");
  const params = new URLSearchParams(url.slice(query + 1));
  return { to: url.slice("mailto:".length, query), subject: params.get("subject"), body: params.get("body") };
}

async function open(page: Page, words: Words) {
  await page.goto(words.route);
  await waitForHydration(page, "main form");
}

async function reload(page: Page) {
  await page.reload();
  await waitForHydration(page, "main form");
}

const submit = (page: Page, words: Words) => form(page).getByRole("button", { name: words.submit }).click();

/** After a pause long enough for a toast to render: whether the confirmation ever appeared since the page loaded. */
async function toastEverShown(page: Page) {
  await page.waitForTimeout(500);
  return page.evaluate(() => (window as unknown as { __toastSeen: boolean }).__toastSeen);
}

test.describe("contact form without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const words of LANGUAGES) {
    test(`${words.lang}: the form's required fields go as plain text to the mail app through its action, and the address to write to is shown beside it`, async ({
      page,
    }) => {
      const mails = catchMailto(page);
      await page.goto(words.route);
      const address = await supportAddress(page);
      const contactForm = page.getByRole("form", { name: words.form });
      await expect(contactForm).toHaveAttribute("action", `mailto:${address}`);
      await expect(contactForm).toHaveAttribute("method", "post");
      await expect(contactForm).toHaveAttribute("enctype", "text/plain");
      for (const [index, name] of FIELDS.entries()) {
        const input = contactForm.getByLabel(new RegExp(`^${words.labels[index]}`));
        await expect(input).toHaveAttribute("name", name);
        await expect(input).toBeVisible();
        if (name === "phone") await expect(input).not.toHaveAttribute("required");
        else await expect(input, `${name} is required`).toHaveAttribute("required");
      }
      await expect(field(page, "email")).toHaveAttribute("type", "email");
      // The browser's own validation stops an empty form.
      expect(await contactForm.evaluate((element) => (element as HTMLFormElement).checkValidity())).toBe(false);
      // What sending does here (Playwright's text matching skips <noscript>, so its paragraph is read directly).
      const noScript = form(page).locator("noscript > p");
      await expect(noScript).toBeVisible();
      expect(await noScript.evaluate((element) => element.textContent)).toBe(words.noScript);
      const direct = form(page).getByText(words.direct);
      await expect(direct).toBeVisible();
      await expect(direct.getByRole("link", { name: address })).toHaveAttribute("href", `mailto:${address}`);

      // Plain ASCII on one line: Chromium writes a text/plain mailto: body into the URL with "+", "&" and
      // non-ASCII letters unescaped or escaped twice, which no decoding reads back exactly.
      const plain = {
        name: "Ana Rivera",
        email: "ana.rivera@example.com",
        phone: "386 555 0199",
        subject: "Winter solstice waitlist",
        message: "Is there still space for two?",
      };
      await fill(page, plain);
      await form(page).getByRole("button", { name: words.submit }).click();
      await expect.poll(() => mails.length).toBe(1);
      const mail = decodeMailto(mails[0] ?? "");
      expect(mail.to).toBe(address);
      // text/plain: one "name=value" line per field, in the form's order.
      expect(mail.body?.split("\r\n").filter(Boolean)).toEqual(FIELDS.map((name) => `${name}=${plain[name]}`));
      await expect(page).toHaveURL(new RegExp(`${words.route}$`));
    });
  }
});

test.describe("contact form", () => {
  // The static server's 404 for the form's POST is logged by the browser; any other console error still fails.
  test.use({ allowConsoleErrors: true });
  let problems: Problems;
  test.beforeEach(({ page }) => {
    problems = watchProblems(page);
  });
  test.afterEach(() => {
    problems.stop();
    expect(problems.list.filter((line) => !line.includes("(/api/contact)"))).toEqual([]);
  });

  test.beforeEach(async ({ page }) => {
    // Records every appearance of the confirmation, however briefly it shows.
    await page.addInitScript(
      (titles) => {
        const probe = window as unknown as { __toastSeen: boolean };
        probe.__toastSeen = false;
        new MutationObserver(() => {
          // Only a toast counts: the form's words (the title among them) are also in the page's own data.
          if (
            Array.from(document.querySelectorAll("[data-sonner-toast]")).some((toast) =>
              titles.some((title) => toast.textContent?.includes(title)),
            )
          ) {
            probe.__toastSeen = true;
          }
        }).observe(document, { childList: true, subtree: true, characterData: true });
      },
      LANGUAGES.map((words) => words.toastTitle),
    );
  });

  for (const words of LANGUAGES) {
    test.describe(words.lang, () => {
      test(`${words.lang}: with no Worker, a valid submit never says it was sent: it says so plainly, opens the mailto: URL and keeps the message, in place of the form and across a reload, with every way to send it; a 5,000-character one is not handed over blind`, async ({
        page,
        context,
      }) => {
        const mails = catchMailto(page);
        await open(page, words);
        await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: new URL(page.url()).origin });
        const address = await supportAddress(page);
        // Screen readers announce additions to a live region that already exists, not one created with its message.
        const toasts = page.getByRole("region", { name: words.notifications });
        await expect(toasts).toHaveAttribute("aria-live", "polite");
        await expect(toasts).not.toContainText(words.toastTitle);
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
        expect((await tried).request().method()).toBe("POST");
        expect((await tried).status()).toBe(404);
        await expect.poll(() => mails.length).toBe(1);
        expect(decodeMailto(mails[0] ?? "")).toEqual({ to: address, subject: values.subject, body: body(words) });
        const heading = page.getByRole("heading", { name: words.title });
        await expect(heading).toBeFocused();
        expect(await toastEverShown(page), "never “sent” without the Worker").toBe(false);

        await expect(page.getByRole("region", { name: words.title })).toBeVisible();
        await expect(form(page)).toBeHidden();
        await expect(liveRegion(page)).toContainText(words.intro);
        await expect(panel(page).getByRole("link", { name: address, exact: true })).toHaveAttribute(
          "href",
          `mailto:${address}`,
        );
        await expect(panel(page).getByRole("textbox")).toHaveValue(copiedText(words, address));
        // The panel takes the form's place: nothing around it moves.
        expect(await place()).toEqual(before);

        // From its heading, the keyboard reaches every way to send and to finish.
        await heading.focus();
        const reached: string[] = [];
        for (let step = 0; step < 9; step++) {
          await page.keyboard.press("Tab");
          reached.push(
            await page.evaluate(() => (document.activeElement?.textContent ?? "").replace(/\s+/g, " ").trim()),
          );
        }
        expect(reached).toEqual([
          address,
          copiedText(words, address).replace(/\s+/g, " "),
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
        await expect(panel(page).getByText(words.copied)).toBeVisible();
        await expect(liveRegion(page)).toHaveText(words.copied);
        expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(copiedText(words, address));

        // Gmail, Outlook and the mail app get exactly the address, subject and body.
        const gmail = panel(page).getByRole("link", { name: words.gmail });
        await expect(gmail).toHaveAttribute("target", "_blank");
        const gmailUrl = new URL((await gmail.getAttribute("href")) ?? "");
        expect(gmailUrl.origin + gmailUrl.pathname).toBe("https://mail.google.com/mail/");
        expect(Object.fromEntries(gmailUrl.searchParams)).toEqual({
          view: "cm",
          fs: "1",
          to: address,
          su: values.subject,
          body: body(words),
        });
        const outlook = panel(page).getByRole("link", { name: words.outlook });
        await expect(outlook).toHaveAttribute("target", "_blank");
        const outlookUrl = new URL((await outlook.getAttribute("href")) ?? "");
        expect(outlookUrl.origin + outlookUrl.pathname).toBe("https://outlook.live.com/mail/0/deeplink/compose");
        expect(Object.fromEntries(outlookUrl.searchParams)).toEqual({
          to: address,
          subject: values.subject,
          body: body(words),
        });
        const mailApp = (await panel(page).getByRole("link", { name: words.mailApp }).getAttribute("href")) ?? "";
        expect(decodeMailto(mailApp)).toEqual({ to: address, subject: values.subject, body: body(words) });

        await reload(page);
        await expect(page.getByRole("region", { name: words.title })).toBeVisible();
        await expect(panel(page).getByRole("textbox")).toHaveValue(copiedText(words, address));
        await expectFields(page, values);
        expect(mails, "a reload opens no mail").toHaveLength(1);
        expect(await toastEverShown(page), "a reload confirms nothing").toBe(false);

        // And on a later visit, from another page.
        await page.goto(words.lang === "es" ? "/es" : "/");
        await open(page, words);
        await expect(panel(page).getByRole("textbox")).toHaveValue(copiedText(words, address));

        // A 5,000-character message is not handed to the mail app blind: the visitor is told and copy leads.
        await panel(page).getByRole("button", { name: words.startNew }).click();
        const long = { ...values, message: LONG_MESSAGE };
        expect(long.message).toHaveLength(5000);
        await fill(page, long);
        await submit(page, words);
        await expect(page.getByRole("region", { name: words.longTitle })).toBeVisible();
        await expect(panel(page)).toContainText(words.longIntro);
        await expect(panel(page).getByRole("heading", { name: words.longTitle })).toBeFocused();
        expect(await toastEverShown(page), "no confirmation before the mail app is opened").toBe(false);
        expect(mails, "the mail app is not opened before the visitor is told").toHaveLength(1);
        // Copy is the first action, and the primary one.
        const first = panel(page).locator(".recovery__actions > *").first();
        await expect(first).toHaveText(words.copy);
        await expect(first).toHaveClass(/btn--primary/);
        await first.click();
        expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(copiedText(words, address, long));
        // Opening the mail app anyway hands over the whole message, and still says nothing was sent.
        await panel(page).getByRole("link", { name: words.mailApp }).click();
        await expect.poll(() => mails.length).toBe(2);
        expect(decodeMailto(mails[1] ?? "").body).toBe(body(words, long));
        expect(await toastEverShown(page)).toBe(false);
      });

      test(`${words.lang}: without the Clipboard API copy selects the message; "edit" brings it back into the form; "my message went" and "start a new message" clear it for good`, async ({
        page,
      }) => {
        await page.addInitScript(() =>
          Object.defineProperty(Navigator.prototype, "clipboard", { get: () => undefined }),
        );
        await open(page, words);
        const address = await supportAddress(page);
        await fill(page);
        await submit(page, words);
        await panel(page).getByRole("button", { name: words.copy }).click();
        await expect(panel(page).getByText(words.selected)).toBeVisible();
        const text = panel(page).getByRole("textbox");
        await expect(text).toBeFocused();
        expect(
          await text.evaluate((area: HTMLTextAreaElement) => area.value.slice(area.selectionStart, area.selectionEnd)),
        ).toBe(copiedText(words, address));

        await panel(page).getByRole("button", { name: words.edit }).click();
        await expect(panel(page)).toHaveCount(0);
        await expectFields(page, values);
        await expect(field(page, "message")).toBeFocused();

        await submit(page, words);
        await panel(page).getByRole("button", { name: words.went }).click();
        await expect(liveRegion(page)).toHaveText(words.cleared);
        await expectFields(page, EMPTY);
        await reload(page);
        await expect(panel(page)).toHaveCount(0);
        await expectFields(page, EMPTY);

        await fill(page);
        await submit(page, words);
        await panel(page).getByRole("button", { name: words.startNew }).click();
        await expect(panel(page)).toHaveCount(0);
        await expect(form(page)).toBeVisible();
        await expectFields(page, EMPTY);
        await expect(field(page, "name")).toBeFocused();
        await reload(page);
        await expect(panel(page)).toHaveCount(0);
        await expectFields(page, EMPTY);
      });

      test(`${words.lang}: the message counts up to 20,000 characters; “${words.clear}” forgets it; an empty or wrong field is refused in the page's language, with no mail, and the draft kept`, async ({
        page,
      }) => {
        const mails = catchMailto(page);
        await open(page, words);
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
        // Announced only at the limit.
        await expect(liveRegion(page)).toHaveText(words.full);

        await fill(page);
        await form(page).getByRole("button", { name: words.clear }).click();
        await expectFields(page, EMPTY);
        await expect(liveRegion(page)).toHaveText(words.cleared);
        await reload(page);
        await expectFields(page, EMPTY);

        // The browser's own validation stops an empty form, in the page's words.
        await submit(page, words);
        const complaint = (name: Field) =>
          field(page, name).evaluate((input: HTMLInputElement) => input.validationMessage);
        expect(await field(page, "name").evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
        expect(await complaint("name")).toBe(words.missing);
        expect(await complaint("message")).toBe(words.missing);
        expect(await complaint("phone"), "the phone is optional").toBe("");
        await fill(page, { email: "ana@" });
        expect(await complaint("email")).toBe(words.badEmail);
        expect(await complaint("name"), "a filled field has no complaint").toBe("");
        await submit(page, words);
        await expect(field(page, "email")).toBeFocused();
        expect(await field(page, "email").evaluate((input: HTMLInputElement) => input.validity.typeMismatch)).toBe(
          true,
        );
        expect(await toastEverShown(page)).toBe(false);
        expect(mails).toEqual([]);
        await expect(panel(page)).toHaveCount(0);
        await reload(page);
        await expectFields(page, { ...values, email: "ana@" });
        await field(page, "email").fill(values.email);
        expect(await complaint("email")).toBe("");
      });
    });
  }

  test.describe("nothing a visitor writes is lost", () => {
    test("a draft is kept across a reload, on coming back from another page and, once its tab is closed, in the next tab; two tabs keep two drafts: one tab's \"My message went\" leaves the other's, and its panel never covers the other's form", async ({
      page,
      context,
    }) => {
      const words = LANGUAGES[0];
      const other = { ...values, subject: "A second question", message: "Written in the first tab, not sent yet." };
      await open(page, words);
      await fill(page, other);
      await reload(page);
      await expectFields(page, other);
      await page.goto("/");
      await open(page, words);
      await expectFields(page, other);
      await page.close();
      const first = await context.newPage();
      await open(first, words);
      await expectFields(first, other);

      const second = await context.newPage();
      await open(second, words);
      await fill(second);
      await submit(second, words);
      await expect(second.getByRole("region", { name: words.title })).toBeVisible();
      // The first tab still shows its form with its own words, not the second tab's panel.
      await expect(panel(first)).toHaveCount(0);
      await expect(form(first)).toBeVisible();
      await expect(field(first, "message")).toHaveValue(other.message);

      await panel(second).getByRole("button", { name: words.went }).click();
      await expect(liveRegion(second)).toHaveText(words.cleared);
      await reload(first);
      await expectFields(first, other);
      await expect(panel(first)).toHaveCount(0);
      await second.close();
      await first.close();
    });

    test("when the browser refuses to store anything, the message is kept while the page is open, and the panel says so and puts copying first", async ({
      page,
    }) => {
      // Storage full (e.g. by /admin's own data) or an old private window: every setItem throws.
      await page.addInitScript(() => {
        Storage.prototype.setItem = () => {
          throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
        };
      });
      const words = LANGUAGES[0];
      await open(page, words);
      await fill(page);
      await submit(page, words);
      const kept = page.getByRole("region", { name: words.longTitle });
      await expect(kept).toBeVisible();
      await expect(kept).toContainText(
        "We could not send it from this page, and this browser could not store it: it is kept only while this page is open.",
      );
      await expect(liveRegion(page)).toContainText("kept only while this page is open");
      const first = panel(page).locator(".recovery__actions > *").first();
      await expect(first).toHaveText(words.copy);
      await expect(first).toHaveClass(/btn--primary/);
      await expect(panel(page).getByRole("textbox")).toHaveValue(copiedText(words, await supportAddress(page)));
      await panel(page).getByRole("button", { name: words.edit }).click();
      await expectFields(page, values);
      // The page's own fixture fails the test on any uncaught error or console error.
    });

    test("at a shared computer a message left in a closed tab is not shown to the next person an hour later, and none outlives a day", async ({
      page,
      context,
    }) => {
      const words = LANGUAGES[0];
      const written = new Date("2026-11-28T15:00:00-05:00");
      await page.clock.install({ time: written });
      await open(page, words);
      await fill(page);
      await page.close();

      // An hour and a minute later, a new tab: the form is empty.
      const next = await context.newPage();
      await next.clock.install({ time: new Date(written.getTime() + 61 * 60 * 1000) });
      await open(next, words);
      await expectFields(next, EMPTY);
      // Its own message, written then and left open in the same tab, is still there that evening, and gone a day later.
      await fill(next);
      await next.clock.setSystemTime(new Date(written.getTime() + 8 * 60 * 60 * 1000));
      await reload(next);
      await expect(field(next, "message")).toHaveValue(values.message);
      await next.clock.setSystemTime(new Date(written.getTime() + 26 * 60 * 60 * 1000));
      await reload(next);
      await expectFields(next, EMPTY);
      expect(
        await next.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith("heartwood:contact-draft"))),
      ).toEqual([]);
      await next.close();
    });
  });
});
