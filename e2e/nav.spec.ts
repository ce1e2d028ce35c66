import type { Locator, Page } from "@playwright/test";
import { axeViolations, expect, luminance, mainNav, menuToggle, test, waitForHydration } from "./helpers";

/** The fixed bar: the banner that holds the main navigation. */
const header = (page: Page) => page.getByRole("banner").filter({ has: mainNav(page) });

/** The bar's background as alpha (0 transparent … 1 opaque) and relative luminance (0 black … 1 white). */
async function background(bar: Locator) {
  const colour = await bar.evaluate((element) => getComputedStyle(element).backgroundColor);
  const [r = 0, g = 0, b = 0, alpha = 1] = (colour.match(/[\d.]+/g) ?? []).map(Number);
  return { alpha, luminance: luminance(r, g, b) };
}

async function scrollToY(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
  expect(await page.evaluate(() => window.scrollY)).toBe(y);
}

test.describe("navigation bar", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/about");
    await waitForHydration(page, "header.site-nav");
  });

  test("scrolled, it turns dark; back up, transparent", async ({ page }) => {
    const bar = header(page);
    await scrollToY(page, 60);
    await expect(bar).toHaveAttribute("data-scrolled", "true");
    await expect.poll(async () => (await background(bar)).alpha, "translucent").toBeGreaterThan(0.5);
    const { alpha, luminance } = await background(bar);
    expect([alpha < 1, luminance < 0.1], "translucent, not opaque, and dark").toEqual([true, true]);
    await expect(bar).toHaveCSS("backdrop-filter", /blur\(/);
    await expect(bar).not.toHaveCSS("box-shadow", "none");
    expect((await bar.boundingBox())?.y, "still fixed at the top").toBe(0);
    // Past the threshold first, so "false" is the script's answer and not the exported HTML's.
    await scrollToY(page, 40);
    await expect(bar).toHaveAttribute("data-scrolled", "false");
    // Once its fade back has run.
    await expect.poll(async () => (await background(bar)).alpha, "background alpha").toBe(0);
    await expect(bar).toHaveCSS("box-shadow", "none");
    await expect(bar).toHaveCSS("backdrop-filter", "none");
  });

  test("the phone menu opens, closes and navigates @mobile-only", async ({ page }) => {
    const nav = mainNav(page);
    const toggle = menuToggle(page);
    const link = (name: string) => nav.getByRole("link", { name, exact: true });
    const current = (name: string) =>
      expect(nav.getByRole("link", { name, exact: true, includeHidden: true })).toHaveAttribute("aria-current", "page");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    const list = page.locator(`[id="${await toggle.getAttribute("aria-controls")}"]`);
    expect(await list.evaluate((element) => element.tagName)).toBe("UL");
    await expect(list).toBeHidden();
    await current("About");

    const before = await page.getByRole("heading", { level: 1 }).boundingBox();
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    for (const item of await nav.locator("li a").all()) await expect(item).toBeVisible();
    expect(await page.getByRole("heading", { level: 1 }).boundingBox()).toEqual(before);
    expect(await axeViolations(page)).toEqual([]);
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(link("About")).toBeHidden();

    await toggle.click();
    await link("About").focus();
    await page.keyboard.press("Escape");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(link("About")).toBeHidden();
    await expect(toggle).toBeFocused();

    // Tabbing through every link: past the last one, focus goes on into the page and the menu closes behind it.
    await page.keyboard.press("Enter");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    const count = await nav.locator("li a").count();
    for (let i = 0; i < count; i += 1) await page.keyboard.press("Tab");
    await expect(nav.locator("li a").last()).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(await page.evaluate(() => !!document.activeElement?.closest("main")), "focus in the page").toBe(true);

    await toggle.click();
    await link("Events").click();
    await expect(page).toHaveURL(/\/events$/);
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(link("Events")).toBeHidden();
    await expect(toggle).toBeFocused();
    await current("Events");
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("once scrolled, the bar does not float transparent over the content", async ({ page }) => {
    for (const route of ["/", "/privacy-policy"]) {
      await page.goto(route);
      await page.evaluate(() => window.scrollTo(0, window.innerHeight * 1.5));
      const bottom = await header(page).evaluate((element) => element.getBoundingClientRect().bottom);
      const { alpha } = await background(header(page));
      // Either it scrolled away with the page, or it is (nearly) opaque behind its light links.
      expect(bottom <= 0 || alpha >= 0.8, `${route}: bar on screen (bottom ${bottom}px), alpha ${alpha}`).toBe(true);
    }
  });
});

test.describe("with the framework's scripts blocked @mobile-only", () => {
  test.use({ allowConsoleErrors: true }); // the blocked requests are logged as errors
  test("the menu's toggle still opens and closes the links", async ({ page }) => {
    await page.route("**/_next/static/chunks/*.js", (route) => route.abort());
    await page.goto("/about");
    const contact = mainNav(page).getByRole("link", { name: "Contact", exact: true });
    await expect(contact).toBeHidden();
    await menuToggle(page).tap();
    await expect(contact).toBeVisible();
    await menuToggle(page).tap();
    await expect(contact).toBeHidden();
    await menuToggle(page).tap();
    await page.keyboard.press("Escape");
    await expect(contact).toBeHidden();
  });
});

test.describe("the language switch on the narrowest phone (320 px) @mobile-only", () => {
  test.use({ viewport: { width: 320, height: 640 } });

  for (const { route, target, lang, js } of [
    { route: "/about", target: "/es/about", lang: "es", js: true },
    { route: "/es/about", target: "/about", lang: "en", js: true },
    { route: "/about", target: "/es/about", lang: "es", js: false },
  ]) {
    test.describe(js ? "with JavaScript" : "without JavaScript", () => {
      test.use({ javaScriptEnabled: js });
      test(`${route}: in the bar, 44 px, before the menu`, async ({ page }) => {
        await page.goto(route);
        if (js) await waitForHydration(page, "header.site-nav");
        const bar = await page.locator("header.site-nav").evaluate((header) => {
          const [language, toggle, brand] = ["a[hreflang]", "nav button", "a.site-nav__brand"].map((selector) =>
            header.querySelector(selector)!,
          ) as [Element, Element, Element];
          const box = language.getBoundingClientRect();
          return {
            inMenu: !!language.closest("[popover]"),
            // The element drawn at its centre is the link itself.
            onTop: language.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)),
            boxes: [language, toggle, brand].map((element) => element.getBoundingClientRect().toJSON() as DOMRect),
            width: document.documentElement.clientWidth,
          };
        });
        expect(bar).toMatchObject({ inMenu: false, onTop: true });
        const [link, toggle, brand] = bar.boxes as [DOMRect, DOMRect, DOMRect];
        expect(Math.min(link.height, link.width), "target size").toBeGreaterThanOrEqual(44);
        // One row inside the viewport, none over another: the name, then the switch, then the menu button.
        expect(link.left, "the switch after the name").toBeGreaterThanOrEqual(brand.right);
        expect(toggle.left, "the menu button after the switch").toBeGreaterThanOrEqual(link.right);
        expect(toggle.right, "the menu button inside the viewport").toBeLessThanOrEqual(bar.width);
        expect(Math.abs(link.top + link.height / 2 - (toggle.top + toggle.height / 2)), "one line").toBeLessThan(2);

        // Tab meets it right before the menu button.
        const language = page.locator("header.site-nav a[hreflang]");
        await menuToggle(page).focus();
        await page.keyboard.press("Shift+Tab");
        await expect(language, "the stop before the menu button").toBeFocused();
        await language.tap();
        await expect(page).toHaveURL(new RegExp(`${target}/?$`));
        await expect(page.locator("html")).toHaveAttribute("lang", lang);
      });
    });
  }
});
