import type { Page } from "@playwright/test";
import { expect, test, waitForHydration, withBase } from "./helpers";

const SUPPORT = "support@example.org";
const DRAFT_KEY = "heartwood:contact-draft";
const TOAST_TITLE = "Message Sent!";
const TOAST_TEXT = "Thank you for reaching out. We will get back to you shortly.";

const values = {
  name: "Ana Rivera",
  email: "ana.rivera@example.com",
  phone: "+1 (386) 555-0199",
  subject: "Winter solstice & waitlist?",
  message: "Hello,\nis there still space for two? 100% interested.",
};

type Probe = { __mailto?: string; __toasts: unknown[] };

/** Replaces window.open to capture the mailto: URL and records every toast request; install before goto. */
async function captureMail(page: Page) {
  await page.addInitScript(() => {
    const probe = window as unknown as Probe;
    probe.__toasts = [];
    window.open = (url?: string | URL) => {
      probe.__mailto = String(url);
      return null;
    };
    window.addEventListener("site:toast", (event) => probe.__toasts.push((event as CustomEvent).detail));
  });
}
const mailto = (page: Page) => page.evaluate(() => (window as unknown as Probe).__mailto ?? null);
const toastRequests = (page: Page) => page.evaluate(() => (window as unknown as Probe).__toasts.length);

const form = (page: Page) => page.locator("form.contact-form");
const field = (page: Page, name: keyof typeof values) => form(page).locator(`[name="${name}"]`);

async function openContact(page: Page) {
  await page.goto(withBase("/contact"));
  await waitForHydration(page, "form.contact-form");
}

async function fill(page: Page, overrides: Partial<typeof values> = {}) {
  const all = { ...values, ...overrides };
  for (const name of Object.keys(all) as (keyof typeof values)[]) await field(page, name).fill(all[name]);
}

const submit = (page: Page) => form(page).getByRole("button", { name: "Send Message" }).click();

test.describe("contact form", () => {
  test.beforeEach(async ({ page }) => {
    await captureMail(page);
    await openContact(page);
  });

  test("has labelled fields; name, email, subject and message are required; email is type=email", async ({ page }) => {
    for (const [label, name] of [
      [/^Name/, "name"],
      [/^Email/, "email"],
      [/^Phone/, "phone"],
      [/^Subject/, "subject"],
      [/^Message/, "message"],
    ] as const) {
      const input = form(page).getByLabel(label);
      await expect(input).toHaveAttribute("name", name);
      await expect(form(page).locator(`label[for="${await input.getAttribute("id")}"]`)).toBeVisible();
      if (name === "phone") await expect(input).not.toHaveAttribute("required");
      else await expect(input).toHaveAttribute("required");
    }
    await expect(field(page, "email")).toHaveAttribute("type", "email");
    await expect(form(page)).toHaveAttribute("action", `mailto:${SUPPORT}`);
    await expect(form(page)).toHaveAttribute("enctype", "text/plain");
  });

  test("an empty submit is stopped by the browser's validation, with no toast", async ({ page }) => {
    await submit(page);
    await expect(page.locator("form.contact-form:invalid")).toHaveCount(1);
    expect(await field(page, "name").evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
    expect(await field(page, "message").evaluate((input: HTMLTextAreaElement) => input.validity.valueMissing)).toBe(true);
    expect(await mailto(page)).toBeNull();
    expect(await toastRequests(page)).toBe(0);
    await expect(page.getByText(TOAST_TITLE)).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`${withBase("/contact")}$`));
  });

  test("an invalid e-mail address is rejected, with no toast, and the input is kept", async ({ page }) => {
    await fill(page, { email: "not-an-email" });
    await submit(page);
    expect(await field(page, "email").evaluate((input: HTMLInputElement) => input.validity.typeMismatch)).toBe(true);
    await expect(page.locator("form.contact-form:invalid")).toHaveCount(1);
    expect(await mailto(page)).toBeNull();
    expect(await toastRequests(page)).toBe(0);
    await expect(page.getByText(TOAST_TITLE)).toHaveCount(0);
    await expect(field(page, "name")).toHaveValue(values.name);
  });

  test("a valid submit composes the mail, confirms with a toast and clears the form", async ({ page }) => {
    await fill(page);
    await submit(page);

    await expect.poll(() => mailto(page)).not.toBeNull();
    const url = (await mailto(page))!;
    expect(url.startsWith(`mailto:${SUPPORT}?`)).toBe(true);
    const params = new URLSearchParams(url.slice(url.indexOf("?") + 1));
    expect(params.get("subject")).toBe(values.subject);
    const body = params.get("body") ?? "";
    for (const value of [values.name, values.email, values.phone, values.message]) expect(body).toContain(value);

    const toast = page.getByRole("region", { name: /Notifications/ }).getByRole("listitem");
    await expect(toast).toHaveCount(1);
    await expect(toast).toContainText(TOAST_TITLE);
    await expect(toast).toContainText(TOAST_TEXT);
    await expect(toast).toBeVisible();

    for (const name of Object.keys(values) as (keyof typeof values)[]) await expect(field(page, name)).toHaveValue("");
    await expect(page).toHaveURL(new RegExp(`${withBase("/contact")}$`));
  });
});

test.describe("contact form draft", () => {
  test.beforeEach(async ({ page }) => {
    await captureMail(page);
    await openContact(page);
  });

  async function expectRestored(page: Page) {
    await waitForHydration(page, "form.contact-form");
    for (const name of Object.keys(values) as (keyof typeof values)[]) await expect(field(page, name)).toHaveValue(values[name]);
  }

  test("is restored after a reload", async ({ page }) => {
    await fill(page);
    await page.reload();
    await expectRestored(page);
  });

  test("is restored after visiting another page and coming back", async ({ page }) => {
    await fill(page);
    await page.goto(withBase("/"));
    await expect(page.locator("form.contact-form")).toHaveCount(0);
    await page.goto(withBase("/contact"));
    await expectRestored(page);
  });

  test("is gone after a successful send", async ({ page }) => {
    await fill(page);
    await submit(page);
    await expect.poll(() => mailto(page)).not.toBeNull();
    await expect(field(page, "name")).toHaveValue("");

    await page.reload();
    await waitForHydration(page, "form.contact-form");
    expect(await page.evaluate((key) => localStorage.getItem(key), DRAFT_KEY)).toBeNull();
    for (const name of Object.keys(values) as (keyof typeof values)[]) await expect(field(page, name)).toHaveValue("");
  });
});
