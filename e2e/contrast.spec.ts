import { expect, textOverArtProblems } from "./helpers";
import { LAYOUT_ROUTES, test, visit } from "./route-visit";

/**
 * Text over illustrations and photos, in every section, at 4.5:1 against the pixels drawn behind it (axe cannot see
 * them), on one page of each layout: with JavaScript (the bar fixed over the hero), and on a phone without it too (the
 * bar in the flow, nothing revealed by a script).
 */
for (const route of LAYOUT_ROUTES) {
  test(`${route} with JavaScript`, async ({ jsPage: page }) => {
    await visit(page, route);
    const found = await textOverArtProblems(page);
    expect(found, `text over art:\n${found.join("\n")}`).toEqual([]);
  });

  test(`${route} without JavaScript @mobile-only`, async ({ noJsPage: page }) => {
    await page.goto(route);
    const found = await textOverArtProblems(page);
    expect(found, `text over art:\n${found.join("\n")}`).toEqual([]);
  });
}
