import { expect, test, type Page } from "@playwright/test";

/** Records, from before the page's own scripts, every CSP violation (init scripts are exempt from the policy). */
async function recordViolations(page: Page): Promise<{ violations: () => Promise<string[]>; errors: string[] }> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener("securitypolicyviolation", (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return { violations: () => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp), errors };
}

// Every page is visited under its policy by every-page.spec.ts, which fails on any violation.
test("popup, menu, client navigation, roadmap and contact form all run under the policy", async ({ page }) => {
  test.slow(); // three pages and a form on 2 shared cores
  const { violations, errors } = await recordViolations(page);
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
  await form.locator('[name="name"]').fill("Ada");
  await form.locator('[name="email"]').fill("ada@example.com");
  await form.locator('[name="subject"]').fill("Hello");
  await form.locator('[name="message"]').fill("A question about the new moon circle.");
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Message Sent!")).toBeVisible();
  expect(await violations()).toEqual([]);

  await page.goto("/renewal-journey");
  for (const stage of await page.locator(".roadmap__stage").all()) await stage.scrollIntoViewIfNeeded();
  await page.clock.runFor(1000);
  expect(await violations()).toEqual([]);
  expect(errors).toEqual([]);
});

test("an inline script added to a copy of an exported page is blocked", async ({ page, request }) => {
  const original = await request.get("/about");
  const html = (await original.text()).replace("</body>", "<script>document.title = 'injected'</script></body>");
  // The body is sent as plain text, so the original's encoding and length no longer apply.
  const headers = Object.fromEntries(
    Object.entries(original.headers()).filter(([name]) => !/^content-(encoding|length)$/.test(name)),
  );
  await page.route("**/about-copy", (route) => route.fulfill({ status: 200, headers, body: html }));
  const { violations } = await recordViolations(page);
  await page.goto("/about-copy", { waitUntil: "load" });
  await expect.poll(violations).toEqual(["script-src-elem inline"]);
  expect(await page.title()).not.toBe("injected");
});
