import type { Page } from "@playwright/test";
import { NAV_LINKS, NAV_LINKS_ES, TOP_LEVEL_ROUTES, expect, inSpanish, watchProblems } from "./helpers";
import { ALL_ROUTES, cspViolations, languageOf, test, titleFor, visit } from "./route-visit";

/**
 * Every route, as shown with JavaScript: one heading, the navigation of its language with the current page marked, the
 * language switch, the hero's art drawn, round icons; nothing moving under reduced motion; a clean console and network,
 * and no Content-Security-Policy violation.
 */

/** What the page shows, read in one round trip. */
function readPage(page: Page) {
  return page.evaluate(() => {
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect();
      return (
        element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) && box.width > 0 && box.height > 0
      );
    };
    const nav = document.querySelector("header nav");
    const links = Array.from(nav?.querySelectorAll("li a:not([hreflang])") ?? []);
    const language = nav?.querySelector("a[hreflang]");
    return {
      languageSwitch: language && {
        href: language.getAttribute("href"),
        hreflang: language.getAttribute("hreflang"),
        lang: language.getAttribute("lang"),
        visible: visible(language),
      },
      headings: Array.from(document.querySelectorAll("h1"))
        .filter(visible)
        .map((h1) => (h1.textContent ?? "").trim()),
      nav: links.map((link) => ({
        label: (link.textContent ?? "").trim(),
        href: link.getAttribute("href"),
        visible: visible(link),
        current: link.getAttribute("aria-current"),
      })),
      toggleShown: Array.from(nav?.querySelectorAll("button") ?? []).some(visible),
      heroArt: ((art) =>
        art
          ? {
              name: art.getAttribute("aria-label"),
              drawn: art.getBoundingClientRect().height > 0 && art.querySelector("path, rect, circle") !== null,
            }
          : null)(document.querySelector<SVGSVGElement>("main > header > svg[role='img']")),
      squashedIcons: Array.from(document.querySelectorAll(".card-icon"))
        .map((icon) => icon.getBoundingClientRect())
        .filter((box) => box.width > 0 && Math.abs(box.width - box.height) > 1).length,
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

for (const route of ALL_ROUTES) {
  test(titleFor(route), async ({ jsPage: page, isMobile }) => {
    const [lang, english] = languageOf(route);
    const problems = watchProblems(page, { network: true });
    try {
      await visit(page, route, { scrollThrough: true });
      const facts = await readPage(page);
      expect.soft(facts.headings.length, "visible h1 elements").toBe(1);
      expect.soft(facts.headings[0], "h1 text").toMatch(/\S/);
      const navigation = lang === "es" ? NAV_LINKS_ES : NAV_LINKS;
      expect
        .soft(
          facts.nav.map(({ label, href }) => ({ label, href })),
          "navigation entries",
        )
        .toEqual(navigation.map(({ label, href }) => ({ label, href })));
      // The switch to the same page in the other language, named in that language (a plain link), shown in the bar on phones too.
      const other = lang === "es" ? "en" : "es";
      expect.soft(facts.languageSwitch, "language switch").toMatchObject({
        href: lang === "es" ? english : inSpanish(english),
        hreflang: other,
        lang: other,
        visible: true,
      });
      if (!isMobile) {
        expect.soft(facts.toggleShown, "menu toggle on wide screens").toBe(false);
        expect
          .soft(
            facts.nav.filter((link) => !link.visible).map((link) => link.label),
            "hidden navigation links",
          )
          .toEqual([]);
      }
      const current = facts.nav.filter((link) => link.current === "page").map((link) => link.href);
      expect.soft(current, 'aria-current="page" links').toEqual(TOP_LEVEL_ROUTES.includes(route) ? [route] : []);
      expect.soft(facts.heroArt, "the hero's art").toEqual({ name: expect.stringMatching(/\S/), drawn: true });
      expect.soft(facts.squashedIcons, "icon circles that are not round").toBe(0);
      expect.soft(facts.moving, "with prefers-reduced-motion: reduce, nothing animates").toEqual([]);
      await problems.quiet();
      expect.soft(problems.list, `console and network:\n${problems.list.join("\n")}`).toEqual([]);
      expect.soft(await cspViolations(page), "CSP violations").toEqual([]);
    } finally {
      problems.stop();
    }
  });
}
