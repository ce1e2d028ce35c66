import type { Page } from "@playwright/test";
import {
  NAV_LINKS,
  NAV_LINKS_ES,
  TEXT_200,
  TEXT_SPACING,
  WIDTH_320,
  expect,
  focusProblemsWhileTabbing,
  mainNav,
  navLinks,
  textLayoutProblems,
  textOverArtProblems,
} from "./helpers";
import { LAYOUT_ROUTES, languageOf, test, visit } from "./route-visit";

/*
 * One page of each layout (the others share its markup), on a laptop and on a phone: the checks that measure pixels,
 * text and focus, too slow for every page (e2e/every-page.spec.ts runs the rest on all of them).
 * - Text over illustrations and photos at 4.5:1 against the pixels drawn behind it (axe cannot see them), with
 *   JavaScript (the bar fixed over the hero), and on a phone without it too (the bar in the flow).
 * - Nothing cut off or overlapping with WCAG 1.4.12's text spacing (on a phone, the narrowest), or with text at 200 %
 *   on a laptop (1.4.4); no sideways scrolling at 320 px (1.4.10). On a phone, text at 200 % is a 195 px wide layout,
 *   beyond the 320 px that reflow asks for.
 * - On a laptop, tabbing (a keyboard's) shows every stop's focus, none under the fixed bar (2.4.7, 2.4.11), and the
 *   navigation shows every link in the bar, with and without JavaScript (on a phone: e2e/every-page.spec.ts).
 */

/** The navigation holds the links of its language, in order, each shown inside the viewport. */
async function expectEveryLinkShown(page: Page, navigation: readonly { label: string; href: string }[]) {
  const expected = navigation.map((link) => ({ ...link, shown: true }));
  expect.soft(await navLinks(page), "navigation entries, each shown").toEqual(expected);
}

async function expectTextOverArt(page: Page) {
  const found = await textOverArtProblems(page);
  expect.soft(found, `text over art:\n${found.join("\n")}`).toEqual([]);
}

for (const route of LAYOUT_ROUTES) {
  const navigation = languageOf(route)[0] === "es" ? NAV_LINKS_ES : NAV_LINKS;

  test(`${route} @desktop-only`, async ({ jsPage: page, noJsPage }) => {
    test.slow();
    await visit(page, route);

    await test.step("the navigation of its language, every link shown in the bar, no menu toggle", async () => {
      await expectEveryLinkShown(page, navigation);
      await expect.soft(mainNav(page).getByRole("button"), "the menu toggle").toBeHidden();
    });

    await test.step("text over art at 4.5:1", () => expectTextOverArt(page));

    await test.step("with text at 200%: nothing cut off or overlapping", async () => {
      const found = await textLayoutProblems(page, TEXT_200);
      expect.soft(found, `with text at 200%:\n${found.join("\n")}`).toEqual([]);
    });

    await test.step("tabbing: every stop shows its focus, none under the fixed bar", async () => {
      const found = await focusProblemsWhileTabbing(page);
      expect.soft(found, `focus:\n${found.join("\n")}`).toEqual([]);
    });

    await test.step("without JavaScript: every link shown in the bar", async () => {
      await noJsPage.goto(route);
      await expectEveryLinkShown(noJsPage, navigation);
    });
  });

  test(`${route} @mobile-only`, async ({ jsPage: page, noJsPage }) => {
    test.slow();
    await visit(page, route);

    await test.step("text over art at 4.5:1", () => expectTextOverArt(page));

    await test.step("with WCAG 1.4.12 text spacing: nothing cut off or overlapping", async () => {
      const found = await textLayoutProblems(page, TEXT_SPACING);
      expect.soft(found, `with WCAG 1.4.12 text spacing:\n${found.join("\n")}`).toEqual([]);
    });

    await test.step("at 320 px wide: no sideways scrolling, nothing cut off or overlapping", async () => {
      const found = await textLayoutProblems(page, WIDTH_320);
      expect.soft(found, `at 320 px:\n${found.join("\n")}`).toEqual([]);
    });

    await test.step("without JavaScript: text over art at 4.5:1", async () => {
      await noJsPage.goto(route);
      await expectTextOverArt(noJsPage);
    });
  });
}
