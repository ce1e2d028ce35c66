import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import { SPEC_ROUTES } from "./spec-routes";

/** The site as the tests know it: its navigation, its kinds of page, and where things are on a page. */

/** The organisation's plain label, ending every page title (spec §1). */
const SITE_NAME = "Heartwood Sanctuary";
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

/** The navigation bar of the Spanish pages (issue "Una versión en español": every route under /es). */
export const NAV_LINKS_ES = [
  { label: "Inicio", href: "/es" },
  { label: "Nosotros", href: "/es/about" },
  { label: "Servicios", href: "/es/services" },
  { label: "Eventos", href: "/es/events" },
  { label: "The Village", href: "/es/community" },
  { label: "Donar", href: "/es/donate" },
  { label: "Contacto", href: "/es/contact" },
] as const;

/** One page of each layout: the top-level pages (the spec's, the accessibility statement and "New here?") and one page of each collection. */
export const ONE_OF_EACH_LAYOUT: readonly string[] = [
  ...SPEC_ROUTES.filter((route) => route.split("/").length === 2),
  "/accessibility",
  "/new-here",
  "/services/guided-meditation",
  "/join/ceremony-assistant",
  "/events/red-book-series",
];

/** Titles: "{page title} | Heartwood Sanctuary" or "{page title} - Heartwood Sanctuary" (spec §1). */
export const PAGE_TITLE = new RegExp(`^.+ (\\| |- )${SITE_NAME}$`);

/**
 * The routes of an export: every page in `outDir` except the not-found pages and the content manager (admin/). A
 * missing folder throws: the build comes first.
 */
export function exportedRoutes(outDir = path.resolve(process.env.OUT_DIR ?? "out")): string[] {
  if (!existsSync(path.join(outDir, "index.html")))
    throw new Error(`${path.relative(process.cwd(), outDir)}/index.html is missing: build first (npm run build:test).`);
  return readdirSync(outDir, { recursive: true, encoding: "utf8" })
    .filter(
      (file) =>
        file.endsWith(".html") &&
        !["404.html", "_not-found.html"].includes(path.basename(file)) &&
        !file.startsWith(`admin${path.sep}`),
    )
    .map((file) => `/${file.split(path.sep).join("/")}`.replace(/(\/index)?\.html$/, "") || "/");
}

/** The site's main navigation landmark. */
export function mainNav(page: Page): Locator {
  return page.getByRole("navigation", { name: /^(main|primary|principal)\b/i });
}

/** The main navigation's links matching `selector`, with whether each is shown inside the viewport. */
export function navLinks(page: Page, selector = "li a:not([hreflang])") {
  return mainNav(page).evaluate(
    (nav, selector) =>
      Array.from(nav.querySelectorAll(selector)).map((link) => {
        const box = link.getBoundingClientRect();
        const shown =
          link.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
          box.width > 0 &&
          box.height > 0 &&
          box.left >= 0 &&
          box.right <= window.innerWidth + 0.5;
        return { label: (link.textContent ?? "").trim(), href: link.getAttribute("href"), shown };
      }),
    selector,
  );
}

/** The button that shows and hides the links on small screens (the navigation's only button). */
export function menuToggle(page: Page): Locator {
  return mainNav(page).getByRole("button");
}

/** Opens the mobile menu when the toggle is shown (small screens); no-op on wide screens. */
export async function openMenuIfCollapsed(page: Page): Promise<void> {
  const toggle = menuToggle(page);
  if ((await toggle.isVisible()) && (await toggle.getAttribute("aria-expanded")) !== "true") await toggle.click();
}

/** An init script: marks the donation popup as already shown this session, so it stays closed. */
export function keepPopupClosed() {
  sessionStorage.setItem("heartwood:donation-popup-shown", "1");
}
