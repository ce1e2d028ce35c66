import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import {
  test as base,
  expect,
  type Browser,
  type BrowserContextOptions,
  type ConsoleMessage,
  type Locator,
  type Page,
  type TestInfo,
  type Request,
  type Response,
} from "@playwright/test";

/** The organisation's plain label, ending every page title (spec §1). */
const SITE_NAME = "Heartwood Sanctuary";

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
  "/accessibility",
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

/** A route's Spanish twin: "/" → "/es", "/about" → "/es/about". */
export const inSpanish = (route: string) => (route === "/" ? "/es" : `/es${route}`);

/** Every Spanish route: the same 33, under /es. */
export const SPEC_ROUTES_ES = SPEC_ROUTES.map(inSpanish);

/** One page of each layout: the top-level pages and one page of each collection. */
export const ONE_OF_EACH_LAYOUT: readonly string[] = [
  ...SPEC_ROUTES.filter((route) => route.split("/").length === 2),
  "/services/guided-meditation",
  "/join/ceremony-assistant",
  "/events/red-book-series",
];

/** Routes that are themselves a navigation entry. */
export const TOP_LEVEL_ROUTES: readonly string[] = [...NAV_LINKS, ...NAV_LINKS_ES].map((link) => link.href);

/** Base path the site was built with (NEXT_PUBLIC_BASE_PATH), "" when served from the root. */
export const BASE_PATH = (process.env.NEXT_PUBLIC_BASE_PATH ?? "").replace(/\/+$/, "");

/** The URL path of a site route, with the base path ("/" → "/base" when there is one). */
export function withBase(route: string): string {
  if (!BASE_PATH) return route;
  return route === "/" ? BASE_PATH : `${BASE_PATH}${route}`;
}

/** Titles: "{page title} | Heartwood Sanctuary" or "{page title} - Heartwood Sanctuary" (spec §1). */
export const PAGE_TITLE = new RegExp(`^.+ (\\| |- )${SITE_NAME}$`);

/** The routes of the export: every page in out/ except the not-found pages. */
export function exportedRoutes(outDir = path.resolve(process.env.OUT_DIR ?? "out")): string[] {
  return readdirSync(outDir, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".html") && !["404.html", "_not-found.html"].includes(path.basename(file)))
    .map((file) => `/${file.split(path.sep).join("/")}`.replace(/(\/index)?\.html$/, "") || "/");
}

/** The site's main navigation landmark. */
export function mainNav(page: Page): Locator {
  return page.getByRole("navigation", { name: /^(main|primary|principal)\b/i });
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

/** Content of the page's meta description, "" when absent. */
export async function metaDescription(page: Page): Promise<string> {
  const meta = page.locator('meta[name="description"]');
  if ((await meta.count()) === 0) return "";
  return ((await meta.first().getAttribute("content")) ?? "").trim();
}

/** An init script: marks the donation popup as already shown this session, so it stays closed. */
export function keepPopupClosed() {
  sessionStorage.setItem("heartwood:donation-popup-shown", "1");
}

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

/** A new browser context with the project's device settings (viewport, touch, user agent…) plus `options`. */
export function projectContext(browser: Browser, project: TestInfo["project"]["use"], options: BrowserContextOptions = {}) {
  const { baseURL, viewport, screen, userAgent, deviceScaleFactor, isMobile, hasTouch, locale, colorScheme } = project;
  return browser.newContext({ baseURL, viewport, screen, userAgent, deviceScaleFactor, isMobile, hasTouch, locale, colorScheme, ...options });
}

/** Problems a page reports: console errors and warnings, uncaught exceptions and, with `network`, failed requests to the site. */
export type Problems = { list: string[]; stop: () => void; quiet: () => Promise<void> };

export function watchProblems(page: Page, { network = false } = {}): Problems {
  const list: string[] = [];
  const inflight = new Set<Request>();
  const origin = new URL(page.url().startsWith("http") ? page.url() : (base.info().project.use.baseURL ?? "http://localhost")).origin;
  const local = (url: string) => url.startsWith(origin);
  const short = (url: string) => url.replace(origin, "");
  const listeners = {
    console: (message: ConsoleMessage) => {
      if (message.type() !== "error" && message.type() !== "warning") return;
      const at = message.location().url ? ` (${short(message.location().url)})` : "";
      list.push(`console.${message.type()}: ${message.text()}${at}`);
    },
    pageerror: (error: Error) => list.push(`uncaught ${error.name}: ${error.message}`),
    request: (request: Request) => inflight.add(request),
    requestfinished: (request: Request) => inflight.delete(request),
    response: (response: Response) => {
      if (local(response.url()) && response.status() >= 400) list.push(`HTTP ${response.status()}: ${short(response.url())}`);
    },
    requestfailed: (request: Request) => {
      inflight.delete(request);
      const error = request.failure()?.errorText ?? "";
      // Aborted by the page itself (a navigation, a prefetch no longer needed), not by the server.
      if (error === "net::ERR_ABORTED") return;
      if (local(request.url())) list.push(`request failed: ${short(request.url())} (${error})`);
    },
  };
  const names = (network ? Object.keys(listeners) : ["console", "pageerror"]) as (keyof typeof listeners)[];
  for (const name of names) page.on(name as "console", listeners[name] as never);
  return {
    list,
    stop: () => {
      for (const name of names) page.off(name as "console", listeners[name] as never);
    },
    /** Resolves once no request has been in flight for 150 ms. */
    quiet: async () => {
      let since = Date.now();
      while (Date.now() - since < 150) {
        await page.waitForTimeout(50);
        if (inflight.size > 0) since = Date.now();
      }
    },
  };
}

const AXE_SOURCE = readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");
type AxeNode = { target: unknown[] };
type AxeRule = { id: string; impact: string | null; help: string; nodes: AxeNode[] };

/**
 * axe-core's WCAG 2.2 A/AA and best-practice violations on the page as it is, one line each, every impact; and the text
 * whose contrast axe leaves "incomplete" (over an image or a gradient, or partly covered), measured against the pixels
 * actually drawn behind it (contrastBehindText). Injected with page.evaluate: DevTools evaluation is not subject to the
 * page's Content-Security-Policy.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(() => document.fonts.ready);
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE);
  const { violations, unresolved } = await page.evaluate(() =>
    (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeRule[]; incomplete: AxeRule[] }> } }).axe
      .run(document, {
        runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"] },
        resultTypes: ["violations", "incomplete"],
      })
      .then((result) => ({
        violations: result.violations.map(({ id, impact, help, nodes }) => ({ id, impact, help, nodes: nodes.map((node) => ({ target: node.target })) })),
        unresolved: result.incomplete.filter((rule) => rule.id === "color-contrast").flatMap((rule) => rule.nodes.map((node) => node.target)),
      })),
  );
  const found = violations.map(
    (violation) => `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes.map((node) => JSON.stringify(node.target)).join(", ")}`,
  );
  // Only selectors of the top document (no iframes here) can be sampled.
  const selectors = unresolved.filter((target) => target.length === 1 && typeof target[0] === "string").map((target) => target[0] as string);
  return [...found, ...(await contrastBehindText(page, selectors))];
}

/**
 * Contrast of text over illustrations and gradients, where axe cannot tell the background: each element is brought into
 * view below the fixed bar (unless it is in it), the page is photographed with all text made transparent, and its
 * text colour is measured against every pixel under its text's line boxes. Lists each element for which more than
 * 1% of those pixels give less than 4.5:1 (3:1 for large text).
 */
export async function contrastBehindText(page: Page, selectors: string[]): Promise<string[]> {
  if (selectors.length === 0) return [];
  const problems: string[] = [];
  // Each element's own text colour and size, read before the text is hidden.
  const styles = await page.evaluate((selectors) =>
    selectors.map((selector) => {
      const element = document.querySelector(selector);
      if (!element) return null;
      const style = getComputedStyle(element);
      const size = parseFloat(style.fontSize);
      return { color: style.color, large: size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700) };
    }),
  selectors);
  const scrollY = await page.evaluate(() => window.scrollY);
  const hide = await page.addStyleTag({
    content: "*, *::before, *::after { color: transparent !important; text-shadow: none !important; -webkit-text-fill-color: transparent !important; }",
  });
  try {
    let shot: string | null = null;
    for (const [index, selector] of selectors.entries()) {
      const style = styles[index];
      if (!style) continue;
      const place = await page.evaluate(
        ({ selector, reuse }) => {
          const element = document.querySelector<HTMLElement>(selector);
          if (!element || !element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return null;
          const inFixed = (node: Element | null): boolean => !!node && (getComputedStyle(node).position === "fixed" || inFixed(node.parentElement));
          const fixed = inFixed(element);
          const bar = fixed ? 0 : (document.querySelector("header.site-nav")?.getBoundingClientRect().bottom ?? 0);
          let box = element.getBoundingClientRect();
          let moved = false;
          if (!reuse || box.top < bar || box.bottom > window.innerHeight) {
            if (!fixed) window.scrollBy({ top: box.top - bar - 16, behavior: "instant" });
            box = element.getBoundingClientRect();
            moved = true;
          }
          // The line boxes of its visible text (not of visually hidden text such as "(opens in a new tab)").
          const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
          const boxes: DOMRect[] = [];
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            if (!node.textContent?.trim()) continue;
            let hidden = false;
            for (let parent = node.parentElement; parent && !hidden && element.contains(parent); parent = parent.parentElement) {
              const box = parent.getBoundingClientRect();
              hidden = box.width <= 1 || box.height <= 1;
            }
            if (hidden) continue;
            const range = document.createRange();
            range.selectNodeContents(node);
            boxes.push(...Array.from(range.getClientRects()));
          }
          const rects = boxes
            .map(({ left, top, right, bottom }) => ({ left: Math.max(left, 0), top: Math.max(top, bar), right: Math.min(right, window.innerWidth), bottom: Math.min(bottom, window.innerHeight) }))
            .filter((rect) => rect.right - rect.left > 1 && rect.bottom - rect.top > 1);
          return { moved, rects };
        },
        { selector, reuse: shot !== null },
      );
      if (!place || place.rects.length === 0) continue;
      if (place.moved || shot === null) shot = (await page.screenshot({ scale: "css", caret: "hide", animations: "disabled" })).toString("base64");
      const worst = await page.evaluate(
        async ({ shot, rects, color }) => {
          const [r = 0, g = 0, b = 0, a = 1] = (color.match(/[\d.]+/g) ?? []).map(Number);
          const bitmap = await createImageBitmap(new Blob([Uint8Array.from(atob(shot), (char) => char.charCodeAt(0))]));
          const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
          const context = canvas.getContext("2d", { willReadFrequently: true })!;
          context.drawImage(bitmap, 0, 0);
          const luminance = (red: number, green: number, blue: number) => {
            const channel = (value: number) => ((value /= 255) <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4);
            return 0.2126 * channel(red) + 0.7152 * channel(green) + 0.0722 * channel(blue);
          };
          const ratios: number[] = [];
          for (const rect of rects) {
            const x = Math.floor(rect.left), y = Math.floor(rect.top);
            const width = Math.min(Math.ceil(rect.right) - x, bitmap.width - x), height = Math.min(Math.ceil(rect.bottom) - y, bitmap.height - y);
            if (width <= 0 || height <= 0) continue;
            const pixels = context.getImageData(x, y, width, height).data;
            for (let i = 0; i < pixels.length; i += 4) {
              const [br, bg, bb] = [pixels[i]!, pixels[i + 1]!, pixels[i + 2]!];
              // Text drawn with alpha blends with what is behind it.
              const text = luminance(r * a + br * (1 - a), g * a + bg * (1 - a), b * a + bb * (1 - a));
              const behind = luminance(br, bg, bb);
              ratios.push((Math.max(text, behind) + 0.05) / (Math.min(text, behind) + 0.05));
            }
          }
          // The 1st percentile: a star or a hairline of the illustration behind a letter does not decide it; a moon does.
          return ratios.sort((x, y) => x - y)[Math.floor(ratios.length * 0.01)] ?? Infinity;
        },
        { shot, rects: place.rects, color: style.color },
      );
      const needed = style.large ? 3 : 4.5;
      if (worst < needed) problems.push(`color-contrast over an image or gradient: ${selector} is below ${needed}:1 over 1% of the pixels behind it (${worst.toFixed(2)}:1)`);
    }
  } finally {
    await hide.evaluate((style) => (style as Element).remove());
    await page.evaluate((y) => window.scrollTo({ top: y, behavior: "instant" }), scrollY);
  }
  return problems;
}

/**
 * `test` whose `page` fails the test when it logs a console error or warning or throws an uncaught exception,
 * so every behaviour is also checked for a clean console. A test that provokes errors on purpose sets
 * `test.use({ allowConsoleErrors: true })`.
 */
export const test = base.extend<{ allowConsoleErrors: boolean }>({
  allowConsoleErrors: [false, { option: true }],
  page: async ({ page, allowConsoleErrors }, provide) => {
    const problems = watchProblems(page);
    await provide(page);
    problems.stop();
    if (!allowConsoleErrors) expect(problems.list, `console:\n${problems.list.join("\n")}`).toEqual([]);
  },
});

export { expect };
