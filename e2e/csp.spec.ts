import type { Page } from "@playwright/test";
import { expect, test } from "./helpers";

/** Records, from before the page's own scripts, every CSP violation (init scripts are exempt from the policy). */
async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener("securitypolicyviolation", (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  return () => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);
}

// Every page is visited under its policy by every-page.spec.ts, which fails on any violation; `test` fails on any
// console error.
test("popup, menu, client navigation, roadmap and contact form all run under the policy", async ({ page }) => {
  test.slow(); // three pages and a form on 2 shared cores
  const violations = await recordViolations(page);
  await page.clock.install();
  await page.goto("/");
  await page.clock.runFor(3500);
  await expect(page.getByRole("heading", { name: "Help Build Our Sacred Sanctuary" })).toBeVisible();
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: "Menu" }).click();
  await page.getByRole("link", { name: "Contact" }).click();
  await expect(page).toHaveURL(/\/contact$/);
  // The static server has no Worker: its answer is stood in for, so the toast shows under the policy.
  await page.route("**/api/contact", (route) => route.fulfill({ json: { status: "sent" } }));
  const form = page.locator("form.contact-form");
  const values = { name: "Ada", email: "ada@example.com", subject: "Hello", message: "About the new moon circle." };
  for (const [name, value] of Object.entries(values)) await form.locator(`[name="${name}"]`).fill(value);
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Message Sent!")).toBeVisible();
  expect(await violations()).toEqual([]);

  await page.goto("/renewal-journey");
  for (const stage of await page.locator(".roadmap__stage").all()) await stage.scrollIntoViewIfNeeded();
  await page.clock.runFor(1000);
  expect(await violations()).toEqual([]);
});

test.describe(() => {
  // Chromium logs the refusal as an error.
  test.use({ allowConsoleErrors: true });
  test("an inline script added to a copy of an exported page is blocked", async ({ page, request }) => {
    const original = await request.get("/about");
    const html = (await original.text()).replace("</body>", "<script>document.title = 'injected'</script></body>");
    // The body is sent as plain text, so the original's encoding and length no longer apply.
    const headers = Object.fromEntries(
      Object.entries(original.headers()).filter(([name]) => !/^content-(encoding|length)$/.test(name)),
    );
    await page.route("**/about-copy", (route) => route.fulfill({ status: 200, headers, body: html }));
    const violations = await recordViolations(page);
    await page.goto("/about-copy", { waitUntil: "load" });
    await expect.poll(violations).toEqual(["script-src-elem inline"]);
    expect(await page.title()).not.toBe("injected");
  });
});
