import { TOP_LEVEL_ROUTES, axeViolations, expect, openMenuIfCollapsed } from "./helpers";
import { ALL_ROUTES, test, visit } from "./route-visit";

/**
 * axe-core (WCAG 2.2 A/AA and best practice, every impact) on every route, once, on a phone; the contrast axe leaves unresolved is
 * measured on the pixels behind the text. On a phone, the pages of the navigation bar again with the menu open.
 */
for (const route of ALL_ROUTES) {
  test(`${route} @mobile-only`, async ({ jsPage: page, isMobile }) => {
    await visit(page, route);
    const found = await axeViolations(page);
    expect.soft(found, `axe violations:\n${found.join("\n")}`).toEqual([]);
    // The menu is the same on every page: checked open on each page of the bar, in both languages.
    if (isMobile && TOP_LEVEL_ROUTES.includes(route)) {
      await openMenuIfCollapsed(page);
      const open = await axeViolations(page);
      expect.soft(open, `axe violations, menu open:\n${open.join("\n")}`).toEqual([]);
      await page.keyboard.press("Escape");
    }
  });
}
