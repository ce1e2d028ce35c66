import {
  expect,
  focusProblemsWhileTabbing,
  inspectFocus,
  keepPopupClosed,
  markTabbables,
  test,
  waitForHydration,
} from "./helpers";

/**
 * Keyboard use: tabbing through a page reaches every interactive element once, in DOM order; each focused
 * element shows a focus indicator (an outline or a box-shadow); and none is hidden under the fixed navigation
 * bar (WCAG 2.2, 2.4.11 Focus Not Obscured: html's scroll-padding-top keeps what the browser scrolls to
 * below the bar).
 */
const ROUTES = ["/", "/contact", "/community"];

test.describe("keyboard", () => {
  for (const route of ROUTES) {
    test(`${route}: Tab reaches every interactive element in order, visibly, never under the bar`, async ({ page }) => {
      test.slow();
      await page.addInitScript(keepPopupClosed);
      await page.goto(route);
      await waitForHydration(page, "main h1");
      expect((await markTabbables(page)).length, "the page has interactive elements").toBeGreaterThan(5);
      const problems = await focusProblemsWhileTabbing(page, { inOrder: true });
      expect(problems, `${route} (${test.info().project.name}):\n${problems.join("\n")}`).toEqual([]);
    });
  }

  test("/community: an element that sits under the bar is scrolled out from under it when tabbed to", async ({
    page,
  }) => {
    await page.addInitScript(keepPopupClosed);
    await page.goto("/community");
    await waitForHydration(page, "main h1");
    await markTabbables(page);
    // Some elements of the main content, each placed right under the top edge (behind the fixed bar) before
    // focus arrives on it from the element before it: by Tab, and by Shift+Tab from the element after it.
    const targets = await page.evaluate(() => {
      const tabbables = (window as unknown as { __tabbables: HTMLElement[] }).__tabbables;
      const inMain = tabbables
        .map((element, index) => ({ element, index }))
        .filter(({ element }) => element.closest("main"));
      return inMain.filter((_, position) => position > 0 && position % 2 === 1).map(({ index }) => index);
    });
    expect(targets.length).toBeGreaterThan(3);
    const problems: string[] = [];
    for (const [key, from] of [
      ["Tab", -1],
      ["Shift+Tab", 1],
    ] as const) {
      for (const target of targets) {
        await page.evaluate(
          ({ target, from }) => {
            const tabbables = (window as unknown as { __tabbables: HTMLElement[] }).__tabbables;
            const element = tabbables[target]!;
            window.scrollBy({ top: element.getBoundingClientRect().top - 8, behavior: "instant" });
            tabbables[target + from]?.focus({ preventScroll: true });
          },
          { target, from },
        );
        await page.keyboard.press(key);
        const step = await inspectFocus(page);
        if (step.index !== target) problems.push(`${key}: focus went to ${step.label}, not the expected element`);
        else if (step.obscured)
          problems.push(`${key} to ${step.label}: hidden under the fixed navigation bar (${step.obscured})`);
      }
    }
    expect(problems, `${test.info().project.name}:\n${problems.join("\n")}`).toEqual([]);
  });

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
