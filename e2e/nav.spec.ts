import type { Locator, Page } from "@playwright/test";
import { axeViolations, expect, mainNav, menuToggle, test, waitForHydration } from "./helpers";

/** The fixed bar: the banner that holds the main navigation. */
const header = (page: Page) => page.getByRole("banner").filter({ has: mainNav(page) });

/** The bar's background as alpha (0 transparent … 1 opaque) and relative luminance (0 black … 1 white). */
function background(bar: Locator) {
  return bar.evaluate((element) => {
    const [r = 0, g = 0, b = 0, a = 1] = (getComputedStyle(element).backgroundColor.match(/[\d.]+/g) ?? []).map(Number);
    const channel = (value: number) => ((value /= 255) <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4);
    return { alpha: a, luminance: 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b) };
  });
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

  test("at scrollY 60 it turns translucent dark with a blur and a shadow; back at scrollY 40 it is transparent", async ({
    page,
  }) => {
    await scrollToY(page, 60);
    await expect(header(page)).toHaveAttribute("data-scrolled", "true");
    await expect.poll(async () => (await background(header(page))).alpha, "translucent").toBeGreaterThan(0.5);
    const { alpha, luminance } = await background(header(page));
    expect(alpha, "translucent, not opaque").toBeLessThan(1);
    expect(luminance, "dark").toBeLessThan(0.1);
    await expect(header(page)).toHaveCSS("backdrop-filter", /blur\(/);
    await expect(header(page)).not.toHaveCSS("box-shadow", "none");
    // Still fixed at the top of the viewport.
    expect((await header(page).boundingBox())?.y).toBe(0);

    // Past the threshold first, so "false" is the script's answer and not the exported HTML's.
    await scrollToY(page, 40);
    await expect(header(page)).toHaveAttribute("data-scrolled", "false");
    // Once its 250 ms fade back has run: read at once, the colour is still on its way to transparent.
    await expect.poll(async () => (await background(header(page))).alpha, "background alpha").toBe(0);
    await expect(header(page)).toHaveCSS("box-shadow", "none");
    await expect(header(page)).toHaveCSS("backdrop-filter", "none");
  });

  test('the phone menu: starts closed, its toggle controlling the link list; opens over the page without moving it, axe-clean; closes by its toggle and by Escape; a link navigates, moves aria-current="page", closes it and gives focus back to the toggle @mobile-only', async ({
    page,
  }) => {
    const nav = mainNav(page);
    const toggle = menuToggle(page);
    const link = (name: string) => nav.getByRole("link", { name, exact: true });
    await expect(toggle).toBeVisible();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    const controls = await toggle.getAttribute("aria-controls");
    expect(controls, "aria-controls of the toggle").toBeTruthy();
    const list = page.locator(`[id="${controls}"]`);
    await expect(list).toHaveCount(1);
    expect(await list.evaluate((element) => element.tagName)).toBe("UL");
    await expect(list).toBeHidden();
    await expect(link("About")).toBeHidden();
    // Hidden behind the toggle, the current route's link is marked.
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
    await expect(nav.getByRole("link", { name: "About", exact: true, includeHidden: true })).toHaveAttribute(
      "aria-current",
      "page",
    );

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
    await expect(link("About")).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(link("About")).toBeHidden();
    await expect(toggle).toBeFocused();

    await toggle.click();
    await link("Events").click();
    await expect(page).toHaveURL(/\/events$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(link("Events")).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(nav.getByRole("link", { name: "Events", exact: true, includeHidden: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
  });
});

test.describe("navigation bar without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("once scrolled, it does not float transparent over the content", async ({ page }) => {
    for (const route of ["/", "/privacy-policy"]) {
      await page.goto(route);
      await page.evaluate(() => window.scrollTo(0, window.innerHeight * 1.5));
      const bottom = await header(page).evaluate((element) => element.getBoundingClientRect().bottom);
      const { alpha } = await background(header(page));
      // Either it scrolled away with the page, or it is (nearly) opaque behind its light links.
      expect(
        bottom <= 0 || alpha >= 0.8,
        `${route}: bar still on screen (bottom ${bottom}px) with background alpha ${alpha}`,
      ).toBe(true);
    }
  });
});

test.describe("mobile menu before and without JavaScript @mobile-only", () => {
  async function opensAndCloses(page: Page) {
    const contact = mainNav(page).getByRole("link", { name: "Contact", exact: true });
    await expect(contact).toBeHidden();
    await menuToggle(page).tap();
    await expect(contact).toBeVisible();
    await menuToggle(page).tap();
    await expect(contact).toBeHidden();
    await menuToggle(page).tap();
    await page.keyboard.press("Escape");
    await expect(contact).toBeHidden();
  }

  test.describe("with JavaScript off", () => {
    test.use({ javaScriptEnabled: false });
    test("the toggle opens and closes the links", async ({ page }) => {
      await page.goto("/about");
      await opensAndCloses(page);
    });
  });

  test.describe("with the framework's scripts blocked", () => {
    test.use({ allowConsoleErrors: true }); // the blocked requests are logged as errors
    test("the toggle still opens and closes the links", async ({ page }) => {
      await page.route("**/_next/static/chunks/*.js", (route) => route.abort());
      await page.goto("/about");
      await opensAndCloses(page);
    });
  });
});

test.describe("the language switch on the narrowest phone (320 px) @mobile-only", () => {
  test.use({ viewport: { width: 320, height: 640 } });

  /** The switch, the menu button and the name in the bar: their boxes, and the order Tab and a screen reader meet them in. */
  async function bar(page: Page) {
    return page.locator("header.site-nav").evaluate((header) => {
      const language = header.querySelector("a[hreflang]");
      const toggle = header.querySelector("nav button");
      const brand = header.querySelector("a.site-nav__brand");
      const box = (element: Element | null) => element?.getBoundingClientRect().toJSON() as DOMRect | undefined;
      return {
        language: language && {
          text: (language.textContent ?? "").trim(),
          href: language.getAttribute("href"),
          hreflang: language.getAttribute("hreflang"),
          lang: language.getAttribute("lang"),
          inMenu: !!language.closest("[popover]"),
          visible: language.checkVisibility({ opacityProperty: true, visibilityProperty: true }),
          // The element drawn at its centre is the link itself: nothing covers it.
          onTop: (() => {
            const rect = language.getBoundingClientRect();
            return language.contains(document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2));
          })(),
          beforeToggle: !!toggle && !!(language.compareDocumentPosition(toggle) & Node.DOCUMENT_POSITION_FOLLOWING),
        },
        boxes: { language: box(language), toggle: box(toggle), brand: box(brand) },
        width: document.documentElement.clientWidth,
      };
    });
  }

  for (const { route, text, target, lang, js } of [
    { route: "/about", text: "Español", target: "/es/about", lang: "es", js: true },
    { route: "/es/about", text: "English", target: "/about", lang: "en", js: true },
    { route: "/about", text: "Español", target: "/es/about", lang: "es", js: false },
  ]) {
    test.describe(js ? "with JavaScript" : "without JavaScript", () => {
      test.use({ javaScriptEnabled: js });
      test(`${route}: "${text}" is in the bar without opening the menu, a real link of at least 44 px, before the menu button`, async ({
        page,
      }) => {
        await page.goto(route);
        if (js) await waitForHydration(page, "header.site-nav");
        const { language, boxes, width } = await bar(page);
        expect(language, "a link with hreflang in the bar").not.toBeNull();
        expect(language).toMatchObject({
          text,
          href: target,
          hreflang: lang,
          lang,
          inMenu: false,
          visible: true,
          onTop: true,
          beforeToggle: true,
        });
        const { language: link, toggle, brand } = boxes;
        expect(link!.height, "target height").toBeGreaterThanOrEqual(44);
        expect(link!.width, "target width").toBeGreaterThanOrEqual(44);
        expect(link!.left, "inside the viewport").toBeGreaterThanOrEqual(0);
        expect(toggle!.right, "the menu button inside the viewport").toBeLessThanOrEqual(width);
        // One row, none over another: the name, then the switch, then the menu button.
        expect(link!.left, "the switch after the name").toBeGreaterThanOrEqual(brand!.right);
        expect(toggle!.left, "the menu button after the switch").toBeGreaterThanOrEqual(link!.right);
        expect(
          Math.abs(link!.top + link!.height / 2 - (toggle!.top + toggle!.height / 2)),
          "on the menu button's line",
        ).toBeLessThan(2);

        // Tab meets it right before the menu button.
        const stops: string[] = [];
        for (let press = 0; press < 5; press += 1) {
          await page.keyboard.press("Tab");
          stops.push(
            await page.evaluate(() =>
              document.activeElement?.matches("a[hreflang]")
                ? "language"
                : document.activeElement?.matches("nav button")
                  ? "menu"
                  : "other",
            ),
          );
        }
        expect(stops.indexOf("menu") - stops.indexOf("language"), `Tab order: ${stops.join(", ")}`).toBe(1);

        await page.locator("header.site-nav a[hreflang]").tap();
        await expect(page).toHaveURL(new RegExp(`${target}/?$`));
        await expect(page.locator("html")).toHaveAttribute("lang", lang);
      });
    });
  }
});
