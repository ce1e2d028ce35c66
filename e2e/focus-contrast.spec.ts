import type { Locator, Page } from "@playwright/test";
import {
  expect,
  focusIndicatorContrast,
  keepPopupClosed,
  mainNav,
  menuToggle,
  openWithPausedClock,
  test,
  waitForHydration,
} from "./helpers";

/**
 * Every focus indicator has at least 3:1 contrast with what surrounds it (WCAG 1.4.11; the header's ring once fell
 * short), measured from the rendered pixels on each surface the site has: the bar over the hero and scrolled, the phone
 * menu, the hero, light, paper and dark bands, cards on light and dark bands, the form, the disclosure band, the footer
 * and the donation dialog. Each measurement is printed, for the accessibility audit.
 */
/** A surface and the element focused on it; `before` brings the page to the state it needs (scrolled, menu open). */
type Surface = {
  surface: string;
  target: (page: Page) => Locator;
  appearsOnFocus?: boolean;
  before?: (page: Page) => Promise<void>;
};
/** One page load, its surfaces measured in order. */
type Visit = { name: string; route: string; surfaces: Surface[]; only?: "desktop" | "mobile" };

const main = (page: Page) => page.locator("main");
const languageSwitch = (page: Page) => page.locator("header.site-nav a[hreflang]");
/** Scrolled until the bar lies over the first light band under the hero. */
async function barOverLightBand(page: Page) {
  await page.evaluate(() => {
    const band = document.querySelector("main section[data-tone='light'], main section[data-tone='paper']")!;
    window.scrollTo({ top: band.getBoundingClientRect().top + window.scrollY + 40, behavior: "instant" });
  });
  await expect(page.locator("header.site-nav")).toHaveAttribute("data-scrolled", "true");
}
/** Back at the top, the phone menu opened from the keyboard: a click would make the browser show no ring on script focus afterwards. */
async function menuOpen(page: Page) {
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
  await menuToggle(page).focus();
  await page.keyboard.press("Enter");
  await expect(mainNav(page).getByRole("link", { name: "Contact", exact: true })).toBeVisible();
}

const VISITS: Visit[] = [
  {
    name: "the bar over the hero and scrolled, the skip link",
    route: "/about",
    only: "desktop",
    surfaces: [
      { surface: "skip link, over the hero", target: (page) => page.locator("a[href='#main']"), appearsOnFocus: true },
      {
        surface: "bar over the hero: a link",
        target: (page) => mainNav(page).getByRole("link", { name: "Services", exact: true }),
      },
      {
        surface: "bar over the hero: the current page's link",
        target: (page) => mainNav(page).locator("[aria-current='page']"),
      },
      { surface: "bar over the hero: the language switch", target: languageSwitch },
      {
        surface: "bar scrolled over a light band: a link",
        target: (page) => mainNav(page).getByRole("link", { name: "Events", exact: true }),
        before: barOverLightBand,
      },
      { surface: "bar scrolled over a light band: the language switch", target: languageSwitch },
    ],
  },
  {
    name: "the phone bar over the hero and scrolled, the open menu",
    route: "/about",
    only: "mobile",
    surfaces: [
      { surface: "bar over the hero (phone): the menu button", target: menuToggle },
      { surface: "bar over the hero (phone): the language switch", target: languageSwitch },
      { surface: "brand link in the bar (phone)", target: (page) => page.locator("header.site-nav .site-nav__brand") },
      {
        surface: "bar scrolled over a light band (phone): the menu button",
        target: menuToggle,
        before: barOverLightBand,
      },
      { surface: "bar scrolled over a light band (phone): the language switch", target: languageSwitch },
      {
        surface: "phone menu (open): a link",
        target: (page) => mainNav(page).getByRole("link", { name: "Contact", exact: true }),
        before: menuOpen,
      },
      {
        surface: "phone menu (open): the current page's link",
        target: (page) => mainNav(page).locator("[aria-current='page']"),
      },
    ],
  },
  {
    name: "bands and cards",
    route: "/donate",
    surfaces: [
      { surface: "hero: the primary button", target: (page) => main(page).locator("header .btn").first() },
      { surface: "paper band: an outlined button", target: (page) => page.locator("#give .btn--secondary").first() },
      { surface: "card on a paper band: a button", target: (page) => page.locator("#give .card .btn").first() },
      {
        surface: "dark band: a card's outlined button",
        target: (page) => main(page).locator("section[data-tone='dark'] .card .btn").first(),
      },
      {
        surface: "disclosure band: a text link",
        target: (page) => page.locator("aside[aria-labelledby='disclosure-title'] a").last(),
      },
      { surface: "footer: a link", target: (page) => page.locator("footer a[href$='/about']").first() },
    ],
  },
  {
    name: "bands and cards",
    route: "/community",
    surfaces: [
      {
        surface: "light band: a card's outlined button",
        target: (page) => main(page).locator("section[data-tone='light'] .card .btn--secondary").first(),
      },
      {
        surface: "dark band: the primary button",
        target: (page) => main(page).locator("section[data-tone='dark'] .btn--primary").last(),
      },
      {
        surface: "dark band: the light outlined button",
        target: (page) => main(page).locator("section[data-tone='dark'] .btn--light").last(),
      },
    ],
  },
  {
    name: "the form and a text link",
    route: "/contact",
    surfaces: [
      {
        surface: "light band: a text link",
        target: (page) => main(page).locator("section a[href^='mailto:']").first(),
      },
      { surface: "form card: a text field", target: (page) => main(page).locator("form input[name='name']") },
      { surface: "form card: the send button", target: (page) => main(page).locator("form button[type='submit']") },
    ],
  },
];

const MINIMUM = 3;

for (const { name, route, surfaces, only } of VISITS) {
  test(`${route}, ${name}: focus indicators ≥ ${MINIMUM}:1${only ? ` @${only}-only` : ""}`, async ({
    page,
  }, testInfo) => {
    await page.addInitScript(keepPopupClosed);
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto(route);
    await waitForHydration(page, "header.site-nav");
    await page.evaluate(() => document.fonts.ready);
    for (const { surface, target, appearsOnFocus, before } of surfaces) {
      await before?.(page);
      const measured = await focusIndicatorContrast(page, target(page), { appearsOnFocus });
      const line = `${surface}: ${measured.ratio.toFixed(2)}:1 (ring ${measured.ring} around ${measured.around}, ${measured.changed} px changed)`;
      console.log(`[focus contrast, ${testInfo.project.name}] ${route} ${line}`);
      expect.soft(measured.ratio, line).toBeGreaterThanOrEqual(MINIMUM);
    }
  });
}

test("the donation dialog: focus indicators ≥ 3:1 on its buttons", async ({ page }, testInfo) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await openWithPausedClock(page, "/");
  await page.clock.runFor(4000);
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading")).toBeVisible();
  await page.clock.resume();
  for (const [surface, target] of [
    ["dialog: the close button", dialog.locator(".donation-dialog__close")],
    ["dialog: the primary button", dialog.locator(".btn--primary")],
    ["dialog: the light outlined button", dialog.locator(".btn--light")],
  ] as const) {
    const measured = await focusIndicatorContrast(page, target);
    const line = `${surface}: ${measured.ratio.toFixed(2)}:1 (ring ${measured.ring} around ${measured.around}, ${measured.changed} px changed)`;
    console.log(`[focus contrast, ${testInfo.project.name}] / ${line}`);
    expect.soft(measured.ratio, line).toBeGreaterThanOrEqual(MINIMUM);
  }
});

test("the measure fails a ring drawn in the colour of its surroundings @desktop-only", async ({ page }) => {
  await page.addInitScript(keepPopupClosed);
  await page.goto("/contact");
  await waitForHydration(page, "main h1");
  // A ring a shade darker than the page's sand (1.2:1): the measure must not find 3:1 in it.
  await page.addStyleTag({ content: ":focus-visible { outline-color: #ddd2bf !important; }" });
  const measured = await focusIndicatorContrast(page, page.locator("main section a[href^='mailto:']").first());
  expect(measured.changed, "the ring was drawn").toBeGreaterThan(50);
  expect(measured.ratio).toBeLessThan(1.5);
});
