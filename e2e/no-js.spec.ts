import type { Page } from "@playwright/test";
import { NAV_LINKS, NAV_LINKS_ES, expect, mainNav, openMenuIfCollapsed } from "./helpers";
import { ALL_ROUTES, LAYOUT_ROUTES, languageOf, test } from "./route-visit";

/**
 * Without JavaScript, every route shows its heading and all its content; on one page of each layout the navigation
 * too: the language switch shows in the bar as it is (on phones too, without opening the menu), and every link shows
 * (on phones behind the toggle, a native popover); all lie in the viewport.
 */

/** The navigation's links matching `selector`, with whether each is shown and where. */
function readLinks(page: Page, selector: string) {
  return mainNav(page).evaluate(
    (nav, selector) =>
      Array.from(nav.querySelectorAll(selector)).map((link) => {
        const box = link.getBoundingClientRect();
        const visible =
          link.checkVisibility({ opacityProperty: true, visibilityProperty: true }) && box.width > 0 && box.height > 0;
        return {
          label: (link.textContent ?? "").trim(),
          href: link.getAttribute("href"),
          visible,
          left: box.left,
          right: box.right,
        };
      }),
    selector,
  );
}

for (const route of ALL_ROUTES) {
  test(`${route} shows its content @mobile-only`, async ({ noJsPage: page }) => {
    await page.goto(route);
    await expect(page.locator("main h1"), "the heading").toBeVisible();
    const hidden = await page.locator("main").evaluate((main) =>
      Array.from(main.querySelectorAll("h1, h2, h3, h4, h5, h6, p, li, article, figure, a, button, form"))
        .filter((element) => !element.closest("[hidden], .visually-hidden, [aria-hidden='true']"))
        .filter((element) => !element.checkVisibility({ opacityProperty: true, visibilityProperty: true }))
        .map((element) => `${element.tagName.toLowerCase()} "${(element.textContent ?? "").trim().slice(0, 40)}"`),
    );
    expect(hidden, "content hidden until a script reveals it").toEqual([]);
  });
}

for (const route of LAYOUT_ROUTES) {
  test(`${route} shows its navigation`, async ({ noJsPage: page }) => {
    await page.goto(route);
    const width = page.viewportSize()?.width ?? 0;
    const outside = (links: Awaited<ReturnType<typeof readLinks>>) =>
      links.filter((link) => !link.visible || link.left < 0 || link.right > width + 0.5).map((link) => link.label);
    const language = await readLinks(page, "a[hreflang]");
    expect.soft(language.length, "the language switch").toBe(1);
    expect.soft(outside(language), "the language switch hidden or outside the viewport, menu closed").toEqual([]);
    await openMenuIfCollapsed(page);
    const shown = await readLinks(page, "li a");
    const navigation = languageOf(route)[0] === "es" ? NAV_LINKS_ES : NAV_LINKS;
    expect
      .soft(
        shown.map(({ label, href }) => ({ label, href })),
        "navigation entries",
      )
      .toEqual(navigation.map(({ label, href }) => ({ label, href })));
    expect
      .soft(outside(shown), "navigation links hidden (e.g. behind a toggle that does not open) or outside the viewport")
      .toEqual([]);
    await page.keyboard.press("Escape");
  });
}
