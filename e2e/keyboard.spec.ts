import { expect, focusProblemsWhileTabbing, keepPopupClosed, test, waitForHydration } from "./helpers";

/**
 * Keyboard use: tabbing through a page reaches every interactive element once, in DOM order; each focused element shows
 * a focus indicator (an outline or a box-shadow); and none is hidden under the fixed navigation bar, even when it sat
 * under the bar as focus arrived (WCAG 2.2, 2.4.11 Focus Not Obscured: html's scroll-padding-top keeps what the browser
 * scrolls to below the bar).
 */
test.describe("keyboard", () => {
  for (const route of ["/", "/contact", "/community"]) {
    test(`${route}: Tab reaches every interactive element in order, visibly, never under the bar`, async ({ page }) => {
      test.slow();
      await page.addInitScript(keepPopupClosed);
      await page.goto(route);
      await waitForHydration(page, "main h1");
      const problems = await focusProblemsWhileTabbing(page, { inOrder: true });
      expect(problems, `${route} (${test.info().project.name}):\n${problems.join("\n")}`).toEqual([]);
    });
  }

  for (const route of ["/", "/contact"]) {
    test(`${route}: the skip link is the first stop and moves focus into the main content @desktop-only`, async ({
      page,
    }) => {
      await page.addInitScript(keepPopupClosed);
      await page.goto(route);
      await waitForHydration(page, "main h1");
      await page.keyboard.press("Tab");
      const skip = page.getByRole("link", { name: "Skip to main content" });
      await expect(skip).toBeFocused();
      await expect(skip).toBeInViewport();
      await page.keyboard.press("Enter");
      await expect(page.getByRole("main")).toBeFocused();
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => !!document.activeElement?.closest("main")), "the next stop is inside main").toBe(
        true,
      );
    });
  }
});
