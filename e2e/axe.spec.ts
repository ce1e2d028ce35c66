import { axeViolations, expect, openMenuIfCollapsed } from "./helpers";
import { ALL_ROUTES, test, visit } from "./route-visit";

/**
 * axe-core (WCAG 2.2 A/AA and best practice, every impact) on every route, once, on a phone; the contrast axe leaves unresolved is
 * measured on the pixels behind the text. /es again with the Spanish menu open (e2e/nav.spec.ts opens the English one).
 */
for (const route of ALL_ROUTES) {
  test(`${route} @mobile-only`, async ({ jsPage: page }) => {
    await visit(page, route);
    const found = await axeViolations(page);
    expect.soft(found, `axe violations:\n${found.join("\n")}`).toEqual([]);
    if (route === "/es") {
      await openMenuIfCollapsed(page);
      const open = await axeViolations(page);
      expect.soft(open, `axe violations, menu open:\n${open.join("\n")}`).toEqual([]);
      await page.keyboard.press("Escape");
    }
  });
}
