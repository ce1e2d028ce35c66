import {
  NAV_LINKS,
  PAGE_TITLE,
  SITE_NAME,
  SPEC_ROUTES,
  TOP_LEVEL_ROUTES,
  exportedRoutes,
  expect,
  hrefsOf,
  mainNav,
  metaDescription,
  navLinks,
  withBase,
} from "./helpers";
import { keepPopupClosed, withSharedPage } from "./shared-page";

/** The route sweep shares one tab per worker (see shared-page.ts), with the donation popup kept closed. */
const test = withSharedPage({}, keepPopupClosed);

test.describe("routes", () => {
  test("the export holds exactly the routes of the spec @desktop-only", async () => {

    const built = new Set(await exportedRoutes());
    const expected = new Set<string>(SPEC_ROUTES);
    const missing = [...expected].filter((route) => !built.has(route));
    const extra = [...built].filter((route) => !expected.has(route));

    expect.soft(missing, "routes of the spec missing from out/").toEqual([]);
    expect.soft(extra, "routes in out/ that the spec does not list").toEqual([]);
  });

  for (const route of SPEC_ROUTES) {
    test(`${route}: status, heading, title, description and navigation`, async ({ sharedPage: page, isMobile, homeDescription }) => {
      const response = await page.goto(withBase(route));
      expect(response, `no response for ${route}`).not.toBeNull();
      expect(response!.status(), `HTTP status of ${route}`).toBe(200);

      // Exactly one visible, non-empty h1.
      const headings = page.locator("h1").filter({ visible: true });
      await expect.soft(headings, "visible h1 elements").toHaveCount(1);
      if ((await headings.count()) === 1) {
        expect.soft((await headings.innerText()).trim(), "h1 text").not.toBe("");
      }

      // Title: "{page} | Heartwood Sanctuary" / "{page} - Heartwood Sanctuary"; the home page may be the bare name.
      const title = await page.title();
      if (route === "/") expect.soft(title, "home page title").toContain(SITE_NAME);
      else expect.soft(title, "page title").toMatch(PAGE_TITLE);

      // A meta description of its own.
      const description = await metaDescription(page);
      expect.soft(description, "meta description").not.toBe("");
      if (route !== "/") {
        expect.soft(homeDescription, "home page meta description").not.toBe("");
        expect.soft(description, "meta description must differ from the home page's").not.toBe(homeDescription);
      }

      // The main navigation: seven links in spec order.
      await expect.soft(mainNav(page), "main navigation landmark").toHaveCount(1);
      const links = navLinks(page);
      await expect.soft(links, "navigation labels").toHaveText(NAV_LINKS.map((link) => link.label));
      expect.soft(await hrefsOf(links), "navigation hrefs").toEqual(NAV_LINKS.map((link) => withBase(link.href)));
      if (!isMobile) {
        // On small screens the links sit behind the menu toggle.
        for (const link of await links.all()) await expect.soft(link).toBeVisible();
      }

      // No image is preloaded ahead of the fonts and the page's hero: React preloads an early <img> unless it is
      // lazy, low priority or in a <picture>, and the logo is marked low priority for that reason.
      await expect.soft(page.locator('head link[rel="preload"][as="image"]'), "image preloads in <head>").toHaveCount(0);

      // Icon circles stay circles, also beside a long line in a narrow flex row.
      const squashed = await page.locator(".card-icon").evaluateAll((icons) =>
        icons.map((icon) => icon.getBoundingClientRect()).filter((box) => box.width > 0 && Math.abs(box.width - box.height) > 1).length,
      );
      expect.soft(squashed, "icon circles that are not round").toBe(0);

      // aria-current="page" marks the link of the current route, and only that one.
      const current = mainNav(page).locator('[aria-current="page"]');
      if (TOP_LEVEL_ROUTES.includes(route)) {
        await expect.soft(current, 'links with aria-current="page"').toHaveCount(1);
        await expect.soft(current, 'the aria-current="page" link').toHaveAttribute("href", withBase(route));
      } else {
        await expect.soft(current, `no navigation link is the page ${route} itself`).toHaveCount(0);
      }
    });
  }

  test("an unknown path answers 404 with a heading", async ({ page }) => {
    for (const route of ["/this-page-does-not-exist", "/services/no-such-service"]) {
      const response = await page.goto(withBase(route));
      expect(response, `no response for ${route}`).not.toBeNull();
      expect.soft(response!.status(), `HTTP status of ${route}`).toBe(404);
      const heading = page.locator("h1").filter({ visible: true });
      await expect.soft(heading, `visible h1 on the 404 page (${route})`).toHaveCount(1);
      await expect.soft(heading.first(), "404 heading text").not.toHaveText(/^\s*$/);
    }
  });
});
