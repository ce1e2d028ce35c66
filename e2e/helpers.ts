import path from "node:path";
import { pathToFileURL } from "node:url";
import { test as base, type Locator, type Page } from "@playwright/test";

/** The organisation's plain label, ending every page title (spec §1). */
export const SITE_NAME = "Heartwood Sanctuary";

/**
 * Every route of the site, written out from /work/shared/spec.md §2 — NOT read from the build,
 * so a page that is missing from the export fails the tests.
 */
export const SPEC_ROUTES = [
  "/",
  "/about",
  "/services",
  "/events",
  "/community",
  "/donate",
  "/contact",
  "/renewal-journey",
  "/privacy-policy",
  "/retreat-center",
  // Service pages
  "/services/sacred-weddings",
  "/services/ecstatic-dance",
  "/services/guided-meditation",
  "/services/spiritual-counseling",
  "/services/ancestral-healing",
  "/services/soul-coaching",
  "/services/seasonal-retreats",
  "/services/corporate-retreats",
  // Volunteer pages
  "/join/ceremony-assistant",
  "/join/community-outreach",
  "/join/event-coordinator",
  "/join/healing-arts-practitioner",
  "/join/sanctuary-support",
  "/join/small-group-host",
  // Event pages
  "/events/red-book-series",
  "/events/mens-inner-work",
  "/events/accountability-call",
  "/events/mid-week-heart-to-heart",
  "/events/new-moon-circle",
  "/events/integration-workshop",
  "/events/winter-solstice-retreat",
  "/events/sacred-breathwork",
  "/events/womens-sacred-circle",
] as const;

/** The fixed navigation bar, in spec order (spec §2, site-wide shell). */
export const NAV_LINKS = [
  { label: "Home", href: "/" },
  { label: "About", href: "/about" },
  { label: "Services", href: "/services" },
  { label: "Events", href: "/events" },
  { label: "The Village", href: "/community" },
  { label: "Donate", href: "/donate" },
  { label: "Contact", href: "/contact" },
] as const;

/** Routes that are themselves a navigation entry. */
export const TOP_LEVEL_ROUTES: readonly string[] = NAV_LINKS.map((link) => link.href);

/** Base path the site was built with (NEXT_PUBLIC_BASE_PATH), "" when served from the root. */
export const BASE_PATH = (process.env.NEXT_PUBLIC_BASE_PATH ?? "").replace(/\/+$/, "");

/** The URL path of a site route, with the base path ("/" → "/base" when there is one). */
export function withBase(route: string): string {
  if (!BASE_PATH) return route;
  return route === "/" ? BASE_PATH : `${BASE_PATH}${route}`;
}

/** Titles of inner pages: "{page title} | Heartwood Sanctuary" or "{page title} - Heartwood Sanctuary". */
export const PAGE_TITLE = new RegExp(`^.+ (\\| |- )${SITE_NAME}$`);

/**
 * listRoutes() of scripts/routes.mjs: the routes of the export in out/.
 * Imported dynamically on purpose: a static import of an .mjs file from a TypeScript test breaks
 * under Playwright's CommonJS transform on Node 20 ("exports is not defined in ES module scope").
 */
export async function exportedRoutes(): Promise<string[]> {
  const moduleUrl = pathToFileURL(path.join(__dirname, "..", "scripts", "routes.mjs")).href;
  const { listRoutes } = (await import(moduleUrl)) as { listRoutes: (dir?: string) => string[] };
  return listRoutes();
}

/** The site's main navigation landmark. */
export function mainNav(page: Page): Locator {
  return page.getByRole("navigation", { name: /^(main|primary)\b/i });
}

/** The entries of the main navigation: the links in its list (not the logo/brand link). */
export function navLinks(page: Page): Locator {
  return mainNav(page).locator("li a");
}

/** Content of the page's meta description, "" when absent. */
export async function metaDescription(page: Page): Promise<string> {
  const meta = page.locator('meta[name="description"]');
  if ((await meta.count()) === 0) return "";
  return ((await meta.first().getAttribute("content")) ?? "").trim();
}

/** The href attributes of a list of links, in document order. */
export function hrefsOf(links: Locator): Promise<(string | null)[]> {
  return links.evaluateAll((elements) => elements.map((element) => element.getAttribute("href")));
}

/**
 * `test` with a worker-scoped `homeDescription`: the home page's meta description, loaded once
 * per worker so each route can check its own description differs from it.
 */
export const test = base.extend<object, { homeDescription: string }>({
  homeDescription: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext({ baseURL: workerInfo.project.use.baseURL });
      let description = "";
      try {
        const page = await context.newPage();
        await page.goto(withBase("/"));
        description = await metaDescription(page);
      } finally {
        await context.close();
      }
      await use(description);
    },
    { scope: "worker" },
  ],
});

export { expect } from "@playwright/test";

/**
 * Waits until React has hydrated the element matching `selector` (React puts its fiber on every element it
 * hydrates), so client behaviour (listeners, effects) can be exercised and its absence is meaningful.
 * Polls on an interval, not on animation frames, so it also works under page.clock.
 */
export async function waitForHydration(page: Page, selector: string): Promise<void> {
  await page.waitForFunction(
    (target) => {
      const element = document.querySelector(target);
      return !!element && Object.keys(element).some((key) => key.startsWith("__reactFiber$"));
    },
    selector,
    { polling: 50 },
  );
}

/** Opens the mobile menu when the toggle is shown (small screens with JavaScript); no-op on wide screens. */
export async function openMenuIfCollapsed(page: Page): Promise<void> {
  const toggle = page.locator(".site-nav__toggle");
  if ((await toggle.isVisible()) && (await toggle.getAttribute("aria-expanded")) !== "true") await toggle.click();
}
