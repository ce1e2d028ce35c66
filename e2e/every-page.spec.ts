import type { Page } from "@playwright/test";
import { LIVE_DIR, LIVE_URL } from "./builds";
import {
  NAV_LINKS,
  axeViolations,
  english as englishLabels,
  expect,
  exportedRoutes,
  labels,
  navLinks,
  openMenuIfCollapsed,
  watchProblems,
} from "./helpers";
import { cspViolations, languageOf, test, visit } from "./route-visit";
import { inSpanish } from "./spec-routes";

/*
 * Every page the live build exported (out-live/, built from content/ as staff left it: a page added in /admin
 * yesterday is here today), once, on a phone, with the checks any page must pass whatever its words. Nothing here
 * names a page or its words: those belong to the staff, and the behaviour tests read the test content instead.
 */

/** What the page shows with JavaScript, read in one round trip. */
function readPage(page: Page) {
  return page.evaluate(() => {
    const visible = (element: Element) =>
      element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
      element.getBoundingClientRect().width * element.getBoundingClientRect().height > 0;
    const nav = document.querySelector("header nav");
    const language = nav?.querySelector("a[hreflang]");
    const art = document.querySelector("main > header > svg[role='img']");
    return {
      headings: Array.from(document.querySelectorAll("h1")).filter(visible).length,
      nav: Array.from(nav?.querySelectorAll("li a:not([hreflang])") ?? []).map((link) => ({
        href: link.getAttribute("href"),
        current: link.getAttribute("aria-current"),
      })),
      languageSwitch: language && {
        href: language.getAttribute("href"),
        hreflang: language.getAttribute("hreflang"),
        lang: language.getAttribute("lang"),
        visible: visible(language),
      },
      heroArtDrawn: !!art?.querySelector("path, rect, circle") && art.getBoundingClientRect().height > 0,
      squashedIcons: Array.from(document.querySelectorAll(".card-icon"))
        .map((icon) => icon.getBoundingClientRect())
        .filter((box) => box.width > 0 && Math.abs(box.width - box.height) > 1).length,
      pageWidth: document.documentElement.scrollWidth,
      viewportWidth: document.documentElement.clientWidth,
      moving: [
        ...document
          .getAnimations()
          .map(
            (animation) =>
              `animation ${animation instanceof CSSAnimation ? animation.animationName : animation instanceof CSSTransition ? animation.transitionProperty : "(script)"}`,
          ),
        ...Array.from(document.querySelectorAll("*"))
          .filter((element) =>
            getComputedStyle(element)
              .transitionDuration.split(",")
              .some((duration) => parseFloat(duration) > 0),
          )
          .map(
            (element) => `transition on ${element.tagName.toLowerCase()}.${String(element.className).split(" ")[0]}`,
          ),
      ],
    };
  });
}

/** The routes of the live build: read when the tests are listed, so `playwright test --list` names every page. */
const ROUTES = exportedRoutes(LIVE_DIR);

for (const route of ROUTES) {
  test(route, async ({ jsPage: page, noJsPage }) => {
    test.slow();
    const address = `${LIVE_URL}${route}`;
    const [lang, english] = languageOf(route);
    const hrefs = NAV_LINKS.map((link) => (lang === "es" ? inSpanish(link.href) : link.href));

    await test.step("without JavaScript: the heading and every part of the content show", async () => {
      await noJsPage.goto(address);
      await expect.soft(noJsPage.locator("main h1"), "the heading").toBeVisible();
      const hidden = await noJsPage.locator("main").evaluate((main) =>
        Array.from(main.querySelectorAll("h1, h2, h3, h4, h5, h6, p, li, article, figure, a, button, form"))
          .filter((element) => !element.closest("[hidden], .visually-hidden, [aria-hidden='true']"))
          .filter((element) => !element.checkVisibility({ opacityProperty: true, visibilityProperty: true }))
          .map((element) => `${element.tagName.toLowerCase()} "${(element.textContent ?? "").trim().slice(0, 40)}"`),
      );
      expect.soft(hidden, "content hidden until a script reveals it").toEqual([]);
    });

    await test.step("without JavaScript: the language switch in the bar, every link behind the menu's toggle", async () => {
      const language = await navLinks(noJsPage, "a[hreflang]");
      expect
        .soft(
          language.map((link) => link.shown),
          "the language switch, shown with the menu closed",
        )
        .toEqual([true]);
      await openMenuIfCollapsed(noJsPage);
      const shown = (await navLinks(noJsPage)).filter((link) => link.shown).map((link) => link.href);
      expect.soft(shown, "navigation links shown (the toggle opens), in the viewport").toEqual(hrefs);
      await noJsPage.keyboard.press("Escape");
    });

    const problems = watchProblems(page, { network: true, site: LIVE_URL });
    try {
      await test.step("opens with status 200 and hydrates; scrolled through", () =>
        visit(page, address, { scrollThrough: true }));

      await test.step("axe: no violation of WCAG 2.2 A/AA or best practice", async () => {
        const found = await axeViolations(page);
        expect.soft(found, `axe violations:\n${found.join("\n")}`).toEqual([]);
        // The Spanish menu once open (e2e/nav.spec.ts checks the English one).
        if (route === "/es") {
          await openMenuIfCollapsed(page);
          const open = await axeViolations(page);
          expect.soft(open, `axe violations, menu open:\n${open.join("\n")}`).toEqual([]);
          await page.keyboard.press("Escape");
        }
      });

      // Names of the heading, the links and the hero's art are axe's (empty-heading, link-name, svg-img-alt).
      const facts = await readPage(page);
      await test.step("one heading, the navigation of its language, the language switch, the hero's art", async () => {
        expect.soft(facts.headings, "visible h1 elements").toBe(1);
        expect
          .soft(
            facts.nav.map((link) => link.href),
            "navigation entries, in the spec's order",
          )
          .toEqual(hrefs);
        const current = facts.nav.filter((link) => link.current === "page").map((link) => link.href);
        expect.soft(current, 'aria-current="page" links').toEqual(hrefs.includes(route) ? [route] : []);
        // The same page in the other language, named in that language (a plain link), shown in the bar on phones too.
        const other = lang === "es" ? "en" : "es";
        expect.soft(facts.languageSwitch, "language switch").toMatchObject({
          href: lang === "es" ? english : inSpanish(english),
          hreflang: other,
          lang: other,
          visible: true,
        });
        expect.soft(facts.heroArtDrawn, "the hero's art drawn").toBe(true);
        expect.soft(facts.squashedIcons, "icon circles that are not round").toBe(0);
      });

      if (lang === "es")
        await test.step("no aria-label, title or alt is a library's English label", async () => {
          expect.soft(englishLabels(await labels(page))).toEqual([]);
        });

      await test.step("no sideways scrolling at the phone's width", () =>
        expect.soft(facts.pageWidth, "page width").toBeLessThanOrEqual(facts.viewportWidth));

      await test.step("with prefers-reduced-motion: reduce, nothing moves", () =>
        expect.soft(facts.moving).toEqual([]));

      await test.step("a clean console and network, and no Content-Security-Policy violation", async () => {
        await problems.quiet();
        expect.soft(problems.list, `console and network:\n${problems.list.join("\n")}`).toEqual([]);
        expect.soft(await cspViolations(page), "CSP violations").toEqual([]);
      });
    } finally {
      problems.stop();
    }
  });
}
