import { expect, test, waitForHydration } from "./helpers";

test("a client-side route change scrolls the new page to the top @mobile-only", async ({ page }) => {
  await page.goto("/services");
  await waitForHydration(page, "header.site-nav");
  // Marks this document: it survives a client navigation, not a full page load.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  const learnMore = page.getByRole("link", { name: /^Learn More/ }).last();
  await learnMore.scrollIntoViewIfNeeded();
  const href = await learnMore.getAttribute("href");
  expect(href).toMatch(/\/services\/[a-z-]+$/);
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);

  await learnMore.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => "sameDocument" in window), "navigation was client-side").toBe(true);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
