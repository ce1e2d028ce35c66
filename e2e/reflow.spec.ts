import { TEXT_200, TEXT_SPACING, expect, textLayoutProblems } from "./helpers";
import { LAYOUT_ROUTES, test, visit } from "./route-visit";

/**
 * One page of each layout: nothing cut off or overlapping with WCAG 1.4.12's text spacing (on a phone, the narrowest); on a laptop
 * with text at 200 % (1.4.4); on a phone, no sideways scrolling at 320 px (1.4.10). On a phone, text at 200 % is a
 * 195 px wide layout, beyond the 320 px that reflow asks for.
 */
for (const route of LAYOUT_ROUTES) {
  test(`${route} with text spacing @mobile-only`, async ({ jsPage: page }) => {
    await visit(page, route);
    const found = await textLayoutProblems(page, TEXT_SPACING);
    expect(found, `with WCAG 1.4.12 text spacing:\n${found.join("\n")}`).toEqual([]);
  });

  test(`${route} with text at 200% @desktop-only`, async ({ jsPage: page }) => {
    await visit(page, route);
    const found = await textLayoutProblems(page, TEXT_200);
    expect(found, `with text at 200%:\n${found.join("\n")}`).toEqual([]);
  });

  test(`${route} at 320 px wide @mobile-only`, async ({ jsPage: page }) => {
    await visit(page, route);
    const viewport = page.viewportSize()!;
    await page.setViewportSize({ width: 320, height: viewport.height });
    try {
      // Once the layout has settled at the new width (a resize is followed by a frame or two of relayout).
      await page
        .waitForFunction(() => document.documentElement.scrollWidth <= 320, null, { timeout: 1000, polling: 50 })
        .catch(() => {});
      const wider = await page.evaluate(() =>
        Array.from(document.querySelectorAll("body *"))
          .filter((element) => element.getBoundingClientRect().right > 321 && element.checkVisibility())
          .slice(0, 5)
          .map(
            (element) =>
              `${element.tagName.toLowerCase()}.${String(element.className).split(" ")[0]} (right edge ${Math.round(element.getBoundingClientRect().right)}px)`,
          ),
      );
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, `page width at 320 px; wider: ${wider.join(", ")}`).toBeLessThanOrEqual(320);
    } finally {
      await page.setViewportSize(viewport);
    }
  });
}
