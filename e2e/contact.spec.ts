import type { Page } from "@playwright/test";
import { expect, test, waitForHydration, withBase } from "./helpers";

/** The confirmation toast (spec §8). */
const TOAST_TITLE = "Message Sent!";
const TOAST_TEXT = "Thank you for reaching out. We will get back to you shortly.";

const values = {
  name: "Ana Rivera",
  email: "ana.rivera@example.com",
  phone: "+1 (386) 555-0199",
  subject: "Winter solstice & waitlist?",
  message: "Hello,\nis there still space for two? 100% interested.",
};
type Field = keyof typeof values;
const FIELDS = Object.keys(values) as Field[];

const form = (page: Page) => page.getByRole("form", { name: "Contact form" });
const field = (page: Page, name: Field) => form(page).locator(`[name="${name}"]`);
const submit = (page: Page) => form(page).getByRole("button", { name: "Send Message" }).click();

/** The support address the page shows as its e-mail link (spec: {email}). */
async function supportAddress(page: Page) {
  const href = await page.getByRole("main").locator('a[href^="mailto:"]').first().getAttribute("href");
  return (href ?? "").replace(/^mailto:/, "");
}

async function fill(page: Page, overrides: Partial<typeof values> = {}) {
  const all = { ...values, ...overrides };
  for (const name of FIELDS) await field(page, name).fill(all[name]);
}

test.describe("contact form without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("submits to the support address through the mail client, as plain text, with its required fields @mobile-only", async ({ page }) => {
    await page.goto(withBase("/contact"));
    await expect(form(page)).toHaveAttribute("action", `mailto:${await supportAddress(page)}`);
    await expect(form(page)).toHaveAttribute("method", "post");
    await expect(form(page)).toHaveAttribute("enctype", "text/plain");
    for (const [label, name] of [[/^Name/, "name"], [/^Email/, "email"], [/^Phone/, "phone"], [/^Subject/, "subject"], [/^Message/, "message"]] as const) {
      const input = form(page).getByLabel(label);
      await expect(input).toHaveAttribute("name", name);
      await expect(input).toBeVisible();
      if (name === "phone") await expect(input).not.toHaveAttribute("required");
      else await expect(input, `${name} is required`).toHaveAttribute("required");
    }
    await expect(field(page, "email")).toHaveAttribute("type", "email");
    // The browser's own validation stops an empty form.
    expect(await form(page).evaluate((element) => (element as HTMLFormElement).checkValidity())).toBe(false);
  });
});

test.describe("contact form", () => {
  test.beforeEach(async ({ page }) => {
    // Records the mail the form hands to the mail client, and every appearance of the confirmation.
    await page.addInitScript((title) => {
      const probe = window as unknown as { __mailto: string | null; __toastSeen: boolean };
      probe.__mailto = null;
      probe.__toastSeen = false;
      window.open = (url?: string | URL) => {
        probe.__mailto = String(url);
        return null;
      };
      new MutationObserver(() => {
        // Only a toast counts: the form's words (the title among them) are also in the page's own data.
        if (Array.from(document.querySelectorAll("[data-sonner-toast]")).some((toast) => toast.textContent?.includes(title))) probe.__toastSeen = true;
      }).observe(document, { childList: true, subtree: true, characterData: true });
    }, TOAST_TITLE);
    await page.goto(withBase("/contact"));
    await waitForHydration(page, "form");
  });

  const mailto = (page: Page) => page.evaluate(() => (window as unknown as { __mailto: string | null }).__mailto);
  /** After a pause long enough for a toast to render: whether the confirmation ever appeared. */
  async function toastEverShown(page: Page) {
    await page.waitForTimeout(500);
    return page.evaluate(() => (window as unknown as { __toastSeen: boolean }).__toastSeen);
  }

  test("an empty submit is stopped by the browser's validation: no mail, no toast @mobile-only", async ({ page }) => {
    await submit(page);
    expect(await field(page, "name").evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
    expect(await mailto(page)).toBeNull();
    expect(await toastEverShown(page)).toBe(false);
  });

  test("an invalid e-mail address is rejected: no mail, no toast, the input is kept @mobile-only", async ({ page }) => {
    await fill(page, { email: "not-an-email" });
    await submit(page);
    expect(await field(page, "email").evaluate((input: HTMLInputElement) => input.validity.typeMismatch)).toBe(true);
    expect(await mailto(page)).toBeNull();
    expect(await toastEverShown(page)).toBe(false);
    await expect(field(page, "name")).toHaveValue(values.name);
  });

  test("a valid submit composes the mail, confirms with the toast and clears the form", async ({ page }) => {
    await fill(page);
    await submit(page);

    const url = (await mailto(page)) ?? "";
    expect(url.startsWith(`mailto:${await supportAddress(page)}?`), url).toBe(true);
    const params = new URLSearchParams(url.slice(url.indexOf("?") + 1));
    expect(params.get("subject")).toBe(values.subject);
    for (const value of [values.name, values.email, values.phone, values.message]) expect(params.get("body")).toContain(value);

    await expect(page.getByText(TOAST_TITLE, { exact: true })).toBeVisible();
    await expect(page.getByText(TOAST_TEXT, { exact: true })).toBeVisible();
    for (const name of FIELDS) await expect(field(page, name)).toHaveValue("");
    await expect(page).toHaveURL(new RegExp(`${withBase("/contact")}$`));
  });

  test("the toast region is a labelled live region before any toast, and F8 focuses the toast @mobile-only", async ({ page }) => {
    // Screen readers announce additions to a live region that already exists, not one created with its message.
    const region = page.getByRole("region", { name: /^Notifications/ });
    await expect(region).toHaveAttribute("aria-live", "polite");
    await expect(region).not.toContainText(TOAST_TITLE);
    await fill(page);
    await submit(page);
    await expect(region).toContainText(TOAST_TITLE);
    await expect(region).toContainText(TOAST_TEXT);
    await page.keyboard.press("F8");
    await expect(region.getByRole("list")).toBeFocused();
  });

  test("a draft is kept across a reload @mobile-only", async ({ page }) => {
    await fill(page);
    await page.reload();
    await waitForHydration(page, "form");
    for (const name of FIELDS) await expect(field(page, name)).toHaveValue(values[name]);
  });

  test("a draft is kept when visiting another page and coming back @mobile-only", async ({ page }) => {
    await fill(page);
    await page.goto(withBase("/"));
    await page.goto(withBase("/contact"));
    await waitForHydration(page, "form");
    for (const name of FIELDS) await expect(field(page, name)).toHaveValue(values[name]);
  });

  test("the draft is gone once the message is sent @mobile-only", async ({ page }) => {
    await fill(page);
    await submit(page);
    await expect(page.getByText(TOAST_TITLE, { exact: true })).toBeVisible();
    await page.reload();
    await waitForHydration(page, "form");
    for (const name of FIELDS) await expect(field(page, name)).toHaveValue("");
  });
});

test.describe("contact form in Spanish @desktop-only", () => {
  test("a valid submit on /es/contact confirms in Spanish: “¡Mensaje enviado!”", async ({ page }) => {
    // No mail client in the test browser: the composed mail is dropped.
    await page.addInitScript(() => (window.open = () => null));
    await page.goto(withBase("/es/contact"));
    await waitForHydration(page, "form");
    const spanishForm = page.locator("main form");
    for (const name of FIELDS) await spanishForm.locator(`[name="${name}"]`).fill(values[name]);
    await spanishForm.locator('button[type="submit"]').click();
    const region = page.locator('section[aria-live="polite"]');
    await expect(region).toContainText("¡Mensaje enviado!");
    await expect(region).not.toContainText(TOAST_TITLE);
  });
});
