import { expect, focusProblemsWhileTabbing } from "./helpers";
import { LAYOUT_ROUTES, test, visit } from "./route-visit";

/** Tabbing (a keyboard's, so on a laptop) through one page of each layout: every stop shows its focus and none is under the fixed bar (WCAG 2.4.7, 2.4.11). */
for (const route of LAYOUT_ROUTES) {
  test(`${route} @desktop-only`, async ({ jsPage: page }) => {
    await visit(page, route);
    const found = await focusProblemsWhileTabbing(page);
    expect(found, `focus:\n${found.join("\n")}`).toEqual([]);
  });
}
