import { expect, test, type Page } from "@playwright/test";
import { SPEC_ROUTES } from "./helpers";
import { withSharedPage } from "./shared-page";

/** In the page, before its own scripts: records every CSP violation it reports in `window.__csp`. */
function recordViolations() {
  const seen: string[] = [];
  (window as unknown as { __csp: string[] }).__csp = seen;
  document.addEventListener("securitypolicyviolation", (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
}

/** Collects the console messages about the policy until `stop()`. */
function watchConsole(page: Page): { messages: string[]; stop: () => void } {
  const messages: string[] = [];
  const listener = (message: { text(): string }) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) messages.push(message.text());
  };
  page.on("console", listener);
  return { messages, stop: () => page.off("console", listener) };
}

/** Records every CSP violation the page reports, from the first script on. */
async function watchViolations(page: Page): Promise<string[]> {
  await page.addInitScript(recordViolations);
  return watchConsole(page).messages;
}

const violations = (page: Page) => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);

/** The route sweep shares one tab per worker (see shared-page.ts), recording violations in every document. */
const sweep = withSharedPage({}, recordViolations);

for (const route of SPEC_ROUTES) {
  sweep(`${route} is served with its own hash-based policy and raises no violation`, async ({ sharedPage: page }) => {
    const console = watchConsole(page);
    try {
      const response = await page.goto(route);
      const policy = response?.headers()["content-security-policy"] ?? "";
      expect(policy).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
      expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(response?.headers()["x-frame-options"]).toBe("DENY");
      await page.waitForLoadState("load");
      expect(await violations(page)).toEqual([]);
      expect(console.messages).toEqual([]);
    } finally {
      console.stop();
    }
  });
}

test("popup, menu, roadmap and contact form all run under the policy", async ({ page, isMobile }) => {
  const console = await watchViolations(page);
  await page.clock.install();
  await page.goto("/");
  await page.clock.runFor(3500);
  await expect(page.getByRole("heading", { name: "Help Build Our Sacred Sanctuary" })).toBeVisible();
  await page.keyboard.press("Escape");
  if (isMobile) {
    await page.getByRole("button", { name: "Menu" }).click();
    await page.getByRole("link", { name: "Contact" }).click();
  } else {
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Contact" }).click();
  }
  await expect(page).toHaveURL(/\/contact$/);
  await page.evaluate(() => {
    window.open = () => null;
  });
  const form = page.locator("form.contact-form");
  await form.locator('[name="name"]').fill("Ada");
  await form.locator('[name="email"]').fill("ada@example.com");
  await form.locator('[name="subject"]').fill("Hello");
  await form.locator('[name="message"]').fill("A question about the new moon circle.");
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Message Sent!")).toBeVisible();
  expect(await violations(page)).toEqual([]);

  await page.goto("/renewal-journey");
  for (const stage of await page.locator(".roadmap__stage").all()) await stage.scrollIntoViewIfNeeded();
  await page.clock.runFor(1000);
  expect(await violations(page)).toEqual([]);
  expect(console).toEqual([]);
});
