import { readdirSync } from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import sharp from "sharp";
import { openAdminOnLocalRepository as openLocalRepository } from "./local-repository";
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

export { SPEC_ROUTES, SPEC_ROUTES_ES, inSpanish } from "./spec-routes";
import { SPEC_ROUTES } from "./spec-routes";

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

/** One page of each layout: the top-level pages and one page of each collection. */
export const ONE_OF_EACH_LAYOUT: readonly string[] = [
  ...SPEC_ROUTES.filter((route) => route.split("/").length === 2),
  "/services/guided-meditation",
  "/join/ceremony-assistant",
  "/events/red-book-series",
];

/** Routes that are themselves a navigation entry. */
export const TOP_LEVEL_ROUTES: readonly string[] = [...NAV_LINKS, ...NAV_LINKS_ES].map((link) => link.href);

/** Titles: "{page title} | Heartwood Sanctuary" or "{page title} - Heartwood Sanctuary" (spec §1). */
export const PAGE_TITLE = new RegExp(`^.+ (\\| |- )${SITE_NAME}$`);

/** The routes of the export: every page in out/ except the not-found pages and the content manager (admin/). */
export function exportedRoutes(outDir = path.resolve(process.env.OUT_DIR ?? "out")): string[] {
  return readdirSync(outDir, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".html") && !["404.html", "_not-found.html"].includes(path.basename(file)) && !file.startsWith(`admin${path.sep}`))
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

/** Marks the page's tabbable elements in DOM order (window.__tabbables), installs window.__inspectFocus, and returns their labels. */
export async function markTabbables(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selector = [
      "a[href]",
      "area[href]",
      "button:not([disabled])",
      "input:not([type='hidden']):not([disabled])",
      "select:not([disabled])",
      "textarea:not([disabled])",
      "summary",
      "iframe",
      "[contenteditable='true']",
      "[tabindex]",
    ].join(", ");
    const tabbables = Array.from(document.querySelectorAll<HTMLElement>(selector)).filter(
      (element) =>
        element.tabIndex >= 0 &&
        !element.closest("[inert]") &&
        element.checkVisibility({ visibilityProperty: true }) &&
        !(element.closest("details:not([open])") && !element.matches("details > summary")),
    );
    const labelOf = (element: Element) =>
      `${element.tagName.toLowerCase()} "${(element.getAttribute("aria-label") ?? element.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40)}"`;
    const probe = window as unknown as { __tabbables: HTMLElement[]; __inspectFocus: () => FocusStep };
    probe.__tabbables = tabbables;
    probe.__inspectFocus = () => {
      const element = document.activeElement as HTMLElement | null;
      if (!element || element === document.body || element === document.documentElement) return { index: -2, label: "(body)", indicator: null, obscured: null };
      const label = labelOf(element);
      const style = getComputedStyle(element);
      const outline = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0 && style.outlineColor !== "rgba(0, 0, 0, 0)";
      const shadow = style.boxShadow !== "none" && style.boxShadow !== "";
      const indicator = outline || shadow ? null : `no focus indicator (outline ${style.outlineStyle} ${style.outlineWidth}, box-shadow ${style.boxShadow})`;

      let obscured: string | null = null;
      const header = document.querySelector("header.site-nav");
      const fixed = (node: Element | null): boolean => {
        for (let current = node; current; current = current.parentElement) if (getComputedStyle(current).position === "fixed") return true;
        return false;
      };
      // Elements in the bar itself, and fixed elements layered above it (the skip link), cannot be hidden by it.
      if (header && getComputedStyle(header).position === "fixed" && !header.contains(element) && !fixed(element)) {
        const bar = header.getBoundingClientRect();
        const box = element.getBoundingClientRect();
        if (box.top < bar.bottom - 0.5) obscured = `top ${Math.round(box.top)}px is above the bar's bottom ${Math.round(bar.bottom)}px`;
      }
      return { index: tabbables.indexOf(element), label, indicator, obscured };
    };
    return tabbables.map(labelOf);
  });
}

/** Where focus is: its index among the marked elements (-1: not one of them, -2: nothing focused), its label, its indicator and whether the bar hides it. */
export type FocusStep = { index: number; label: string; indicator: string | null; obscured: string | null };

/** Where focus is now (markTabbables first). */
export function inspectFocus(page: Page): Promise<FocusStep> {
  return page.evaluate(() => (window as unknown as { __inspectFocus: () => FocusStep }).__inspectFocus());
}

/**
 * Tabs through the whole page from the top (the bar transparent at first, scrolled later), then back with Shift+Tab,
 * and lists each focused element with no focus indicator or hidden under the fixed bar (WCAG 2.4.7, 2.4.11). Going
 * forward the browser scrolls each element into view itself; going back, each element is first placed right under the
 * top edge, behind the bar (as after scrolling with a mouse), so the page must move it out from under the bar. Each
 * stop is inspected in the page when the next key is pressed: one round trip per key.
 */
export async function focusProblemsWhileTabbing(page: Page): Promise<string[]> {
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
  const count = (await markTabbables(page)).length;
  await page.evaluate(() => {
    const probe = window as unknown as { __inspectFocus: () => FocusStep; __tabbables: HTMLElement[]; __steps: FocusStep[] };
    probe.__steps = [];
    const header = document.querySelector("header.site-nav");
    window.addEventListener(
      "keydown",
      (event) => {
        if (event.key !== "Tab") return;
        const step = probe.__inspectFocus();
        probe.__steps.push(step);
        const next = event.shiftKey && step.index > 0 ? probe.__tabbables[step.index - 1] : undefined;
        if (next && !header?.contains(next)) window.scrollBy({ top: next.getBoundingClientRect().top - 8, behavior: "instant" });
      },
      { capture: true },
    );
    (document.activeElement as HTMLElement | null)?.blur();
  });
  for (let press = 0; press <= count; press += 1) await page.keyboard.press("Tab");
  for (let press = 0; press <= count; press += 1) await page.keyboard.press("Shift+Tab");
  const steps = await page.evaluate(() => {
    const probe = window as unknown as { __inspectFocus: () => FocusStep; __steps: FocusStep[] };
    return [...probe.__steps, probe.__inspectFocus()];
  });
  const problems = new Set<string>();
  for (const step of steps) {
    if (step.indicator) problems.add(`${step.label}: ${step.indicator}`);
    if (step.obscured) problems.add(`${step.label}: hidden under the fixed navigation bar (${step.obscured})`);
  }
  const reached = new Set(steps.map((step) => step.index).filter((index) => index >= 0));
  if (reached.size < count) problems.add(`Tab reached ${reached.size} of ${count} interactive elements`);
  return [...problems];
}

/**
 * Opens a route with the page clock paused from the first script on, so page time moves only by runFor():
 * "2 s after arrival" is exact, however slow the machine. Resolves once the page (and so the donation popup's
 * timer) is hydrated. `at` is the visitor's clock (the page's date script reads it).
 */
export async function openWithPausedClock(page: Page, route = "/", at = "2025-10-01T12:00:00Z") {
  const start = new Date(at).getTime();
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 1000);
  await page.goto(route);
  await waitForHydration(page, "main h1");
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

/**
 * axe-core's WCAG 2.2 A/AA and best-practice violations on the page as it is, one line each, every impact; and the text
 * whose contrast axe leaves "incomplete" (over an image or a gradient, or partly covered), measured against the pixels
 * actually drawn behind it (contrastBehindText).
 */
export async function axeViolations(page: Page, { overArt = false }: { overArt?: boolean } = {}): Promise<string[]> {
  await page.evaluate(() => document.fonts.ready);
  // Mid-transition (a toast fading in), text is partly transparent and axe measures it against what shows through.
  await page.evaluate(() =>
    Promise.all(document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity).map((animation) => animation.finished.catch(() => undefined))),
  );
  const result = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .options({ resultTypes: ["violations", "incomplete"] })
    .analyze();
  const violations = result.violations;
  const unresolved = result.incomplete.filter((rule) => rule.id === "color-contrast").flatMap((rule) => rule.nodes.map((node) => node.target as unknown[]));
  const found = violations.map(
    (violation) => `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes.map((node) => JSON.stringify(node.target)).join(", ")}`,
  );
  // Only selectors of the top document (no iframes here) can be sampled.
  const selectors = unresolved.filter((target) => target.length === 1 && typeof target[0] === "string").map((target) => target[0] as string);
  // With `overArt`, the text over pictures is sampled in the same pass (one screenshot per scroll position for both).
  return [...found, ...(overArt ? await textOverArtProblems(page, selectors) : await contrastBehindText(page, selectors))];
}

/**
 * Adds a style sheet to the page and returns what removes it. Unlike page.addStyleTag, it also works with JavaScript
 * turned off (addStyleTag then never settles).
 */
async function addStyle(page: Page, css: string): Promise<() => Promise<void>> {
  const id = `test-style-${Math.random().toString(36).slice(2)}`;
  await page.evaluate(({ id, css }) => {
    const style = document.createElement("style");
    style.id = id;
    style.textContent = css;
    document.head.append(style);
  }, { id, css });
  return async () => {
    await page.evaluate((id) => document.getElementById(id)?.remove(), id);
  };
}

/** A decoded screenshot: its pixels, row by row, `channels` bytes each (red, green, blue first). */
type Pixels = { data: Buffer; width: number; height: number; channels: number };

/** Decodes a PNG in the test process (with sharp): the page itself may have JavaScript turned off. */
async function decodePng(png: Buffer): Promise<Pixels> {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: info.channels };
}

/** WCAG's relative luminance of an sRGB colour (0–255 channels). */
function luminance(red: number, green: number, blue: number): number {
  const channel = (value: number) => ((value /= 255) <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4);
  return 0.2126 * channel(red) + 0.7152 * channel(green) + 0.0722 * channel(blue);
}

/**
 * Contrast of text over illustrations and gradients, where axe cannot tell the background: each element is brought into
 * view below the fixed bar (unless it is in it), the page is photographed with all text made transparent, and its
 * text colour is measured against every pixel under its text's line boxes. Lists each element for which more than
 * 1% of those pixels give less than 4.5:1 (3:1 for large text), or less than `minimum` (or the selector's `minimums`
 * entry) when given. Text of another
 * colour inside the element (a link in a paragraph) is left to its own element.
 */
export async function contrastBehindText(page: Page, selectors: string[], { minimum, minimums = [] }: { minimum?: number; minimums?: (number | undefined)[] } = {}): Promise<string[]> {
  if (selectors.length === 0) return [];
  const problems: string[] = [];
  // Each element's own text colour and size, read before the text is hidden.
  const styles = await page.evaluate((selectors) =>
    selectors.map((selector) => {
      const element = document.querySelector(selector);
      if (!element) return null;
      const style = getComputedStyle(element);
      const size = parseFloat(style.fontSize);
      const text = (element.textContent ?? "").trim().replace(/\s+/g, " ");
      return { color: style.color, large: size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700), label: `${element.tagName.toLowerCase()} "${text.slice(0, 40)}"` };
    }),
  selectors);
  const scrollY = await page.evaluate(() => window.scrollY);
  // Without transitions, so the text is transparent at once where motion is not reduced (a button fades its colour).
  const shown = await addStyle(
    page,
    "*, *::before, *::after { color: transparent !important; text-shadow: none !important; -webkit-text-fill-color: transparent !important; transition: none !important; }",
  );
  try {
    let shot: Pixels | null = null;
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
          const color = getComputedStyle(element).color;
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            if (!node.textContent?.trim() || (node.parentElement && getComputedStyle(node.parentElement).color !== color)) continue;
            let hidden = false;
            for (let parent = node.parentElement; parent && !hidden && element.contains(parent); parent = parent.parentElement) {
              const box = parent.getBoundingClientRect();
              hidden = (box.width <= 1 || box.height <= 1) && getComputedStyle(parent).overflow !== "visible";
            }
            if (hidden) continue;
            const range = document.createRange();
            range.selectNodeContents(node);
            boxes.push(...Array.from(range.getClientRects()));
          }
          const rects = boxes
            .map(({ left, top, right, bottom }) => ({ left: Math.max(left, 0), top: Math.max(top, bar), right: Math.min(right, window.innerWidth), bottom: Math.min(bottom, window.innerHeight) }))
            .filter((rect) => rect.right - rect.left > 1 && rect.bottom - rect.top > 1)
            // Text covered by something on top (an open menu or dialog) is not read against what is drawn there.
            .filter((rect) => element.contains(document.elementFromPoint((rect.left + rect.right) / 2, (rect.top + rect.bottom) / 2)));
          return { moved, rects };
        },
        { selector, reuse: shot !== null },
      );
      if (!place || place.rects.length === 0) continue;
      if (place.moved || shot === null) shot = await decodePng(await page.screenshot({ scale: "css", caret: "hide", animations: "disabled" }));
      const image = shot;
      const [r = 0, g = 0, b = 0, a = 1] = (style.color.match(/[\d.]+/g) ?? []).map(Number);
      const ratios: number[] = [];
      for (const rect of place.rects) {
        const x = Math.floor(rect.left), y = Math.floor(rect.top);
        const width = Math.min(Math.ceil(rect.right) - x, image.width - x), height = Math.min(Math.ceil(rect.bottom) - y, image.height - y);
        for (let row = y; row < y + height; row += 1) {
          for (let column = x; column < x + width; column += 1) {
            const i = (row * image.width + column) * image.channels;
            const [br, bg, bb] = [image.data[i]!, image.data[i + 1]!, image.data[i + 2]!];
            // Text drawn with alpha blends with what is behind it.
            const text = luminance(r * a + br * (1 - a), g * a + bg * (1 - a), b * a + bb * (1 - a));
            const behind = luminance(br, bg, bb);
            ratios.push((Math.max(text, behind) + 0.05) / (Math.min(text, behind) + 0.05));
          }
        }
      }
      // The 1st percentile: a star or a hairline of the illustration behind a letter does not decide it; a moon does.
      const worst = ratios.sort((x, y) => x - y)[Math.floor(ratios.length * 0.01)] ?? Infinity;
      const needed = minimums[index] ?? minimum ?? (style.large ? 3 : 4.5);
      if (worst < needed) problems.push(`color-contrast over an image or gradient: ${selector} (${style.label}) is below ${needed}:1 over 1% of the pixels behind it (${worst.toFixed(2)}:1)`);
    }
  } finally {
    await shown();
    await page.evaluate((y) => window.scrollTo({ top: y, behavior: "instant" }), scrollY);
  }
  return problems;
}

/**
 * `test` whose `page` fails the test when it logs a console error or warning or throws an uncaught exception,
 * so every behaviour is also checked for a clean console. A test that provokes errors on purpose sets
 * `test.use({ allowConsoleErrors: true })`.
 */
/**
 * Noon in Florida on the day out/ is built for (npm run build:seasons, SITE_TODAY=2025-10-01): the desktop and mobile
 * projects read every page on that day, so what the pages' date script shows never depends on the day the tests run.
 * Time flows from there; a test may still set its own clock (openWithPausedClock).
 */
export const BUILD_DAY_NOON = "2025-10-01T12:00:00-04:00";

export const test = base.extend<{ allowConsoleErrors: boolean }>({
  allowConsoleErrors: [false, { option: true }],
  page: async ({ page, allowConsoleErrors }, provide, testInfo) => {
    if (["desktop", "mobile"].includes(testInfo.project.name)) await page.clock.setSystemTime(new Date(BUILD_DAY_NOON));
    const problems = watchProblems(page);
    await provide(page);
    problems.stop();
    if (!allowConsoleErrors) expect(problems.list, `console:\n${problems.list.join("\n")}`).toEqual([]);
  },
});

export { expect };

/** WCAG 1.4.12's text spacing (the W3C test bookmarklet's values). */
export const TEXT_SPACING: TextSetting = {
  css: "* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }",
};

/** How a text check changes the page: added CSS, or the browser's default font size (16 px unless set). */
export type TextSetting = { css: string } | { fontSize: number };
/** WCAG 1.4.4: text at 200 %, as with the browser's font size set to twice its default 16 px (rem, em and em media queries follow it). */
export const TEXT_200: TextSetting = { fontSize: 32 };

/**
 * With the text changed by `setting`: text cut off by a box that hides its overflow, text overlapping other text, text
 * outside the viewport's width, and a page wider than the viewport. Text is measured by its line boxes
 * (Range.getClientRects), in page coordinates.
 */
export async function textLayoutProblems(page: Page, setting: TextSetting): Promise<string[]> {
  // At the top, nothing focused: the fixed bar then sits where it is drawn over nothing, and the skip link is away.
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo({ top: 0, behavior: "instant" });
  });
  const cdp = "fontSize" in setting ? await page.context().newCDPSession(page) : null;
  const style = "css" in setting ? await page.addStyleTag({ content: setting.css }) : null;
  // The setting reaches the page asynchronously: wait until the root's font size follows it.
  const fontSize = async (size: number) => {
    await cdp!.send("Page.setFontSizes", { fontSizes: { standard: size, fixed: Math.round(size * 0.8125) } });
    await page.waitForFunction((size) => getComputedStyle(document.documentElement).fontSize === `${size}px`, size, { polling: 20 });
  };
  if ("fontSize" in setting) await fontSize(setting.fontSize);
  try {
    await page.evaluate(() => document.fonts.ready);
    return await page.evaluate(() => {
      const problems: string[] = [];
      const root = document.documentElement;
      if (root.scrollWidth > root.clientWidth) problems.push(`the page scrolls sideways: ${root.scrollWidth}px wide in a ${root.clientWidth}px viewport`);
      const label = (element: Element) => `${element.tagName.toLowerCase()}${element.className && typeof element.className === "string" ? `.${element.className.split(" ")[0]}` : ""} "${(element.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 30)}"`;
      type Line = { left: number; top: number; right: number; bottom: number; owner: Element };
      const lines: Line[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const owner = node.parentElement;
        if (!owner || !node.textContent?.trim() || owner.closest("script, style, noscript, template")) continue;
        if (!owner.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
        // Visually hidden text (a 1 px box that clips it) is meant to be unseen; a display: contents wrapper has no box but hides nothing.
        let hidden = false;
        for (let parent: Element | null = owner; parent && !hidden; parent = parent.parentElement) {
          const box = parent.getBoundingClientRect();
          hidden = (box.width <= 1 || box.height <= 1) && getComputedStyle(parent).overflow !== "visible";
        }
        if (hidden) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of Array.from(range.getClientRects())) {
          if (rect.width < 1 || rect.height < 1) continue;
          const line = { left: rect.left + scrollX, top: rect.top + scrollY, right: rect.right + scrollX, bottom: rect.bottom + scrollY, owner };
          lines.push(line);
          if (rect.left < -1 || rect.right > root.clientWidth + 1) problems.push(`${label(owner)} runs outside the viewport's width`);
          // Clipped: outside an ancestor that hides its overflow.
          for (let parent = owner.parentElement ? owner : null; parent && parent !== document.body; parent = parent.parentElement) {
            const computed = getComputedStyle(parent);
            const hides = (value: string) => value === "hidden" || value === "clip";
            if (!hides(computed.overflowX) && !hides(computed.overflowY)) continue;
            const box = parent.getBoundingClientRect();
            const outside =
              (hides(computed.overflowX) && (rect.left < box.left - 1 || rect.right > box.right + 1)) ||
              (hides(computed.overflowY) && (rect.top < box.top - 1 || rect.bottom > box.bottom + 1));
            if (outside) {
              problems.push(`${label(owner)} is cut off by ${label(parent)}`);
              break;
            }
          }
        }
      }
      // Overlapping: two text boxes of different elements sharing more than a quarter of the smaller one's height and some width.
      lines.sort((a, b) => a.top - b.top);
      const reported = new Set<string>();
      for (let i = 0; i < lines.length; i += 1) {
        const a = lines[i]!;
        for (let j = i + 1; j < lines.length && lines[j]!.top < a.bottom; j += 1) {
          const b = lines[j]!;
          if (a.owner === b.owner || a.owner.contains(b.owner) || b.owner.contains(a.owner)) continue;
          const width = Math.min(a.right, b.right) - Math.max(a.left, b.left);
          const height = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
          if (width > 2 && height > 0.25 * Math.min(a.bottom - a.top, b.bottom - b.top)) {
            const message = `${label(a.owner)} overlaps ${label(b.owner)}`;
            if (!reported.has(message)) problems.push(message);
            reported.add(message);
          }
        }
      }
      return [...new Set(problems)];
    });
  } finally {
    await style?.evaluate((element) => (element as Element).remove());
    if (cdp) await fontSize(16);
    await cdp?.detach();
  }
}

/** What focusIndicatorContrast measured: the indicator's colour, what is drawn around it, and their contrast. */
export type FocusContrast = {
  /** The 10th percentile of the contrast between the indicator's colour and each pixel just outside and inside it. */
  ratio: number;
  /** The indicator's colour (the commonest of the pixels that change on focus) and the commonest colour around it. */
  ring: string;
  around: string;
  /** How many pixels (device pixels) changed when the element took the focus. */
  changed: number;
};

/**
 * The contrast of `target`'s focus indicator with what surrounds it, from the rendered pixels (WCAG 1.4.11): the element
 * is photographed with its surroundings unfocused, then focused by script after keyboard use (so :focus-visible
 * applies) without moving the page. The pixels that change are the indicator; the unchanged pixels within 2 CSS px of
 * them are what it is seen against. Works over art, gradients and translucent bars alike. An element that only shows
 * when focused (`appearsOnFocus`, the skip link) is compared with itself focused but without its outline.
 */
export async function focusIndicatorContrast(page: Page, target: Locator, { appearsOnFocus = false } = {}): Promise<FocusContrast> {
  const MARGIN = 12;
  // Below the fixed bar (unless it is in the bar or fixed itself), nothing else focused.
  const box = await target.evaluate((element: HTMLElement, appearsOnFocus) => {
    (document.activeElement as HTMLElement | null)?.blur?.();
    if (appearsOnFocus) element.focus({ preventScroll: true });
    const inFixed = (node: Element | null): boolean => !!node && (getComputedStyle(node).position === "fixed" || inFixed(node.parentElement));
    if (!inFixed(element)) {
      const bar = document.querySelector("header.site-nav")?.getBoundingClientRect().bottom ?? 0;
      const { top, bottom } = element.getBoundingClientRect();
      if (top < bar + 24 || bottom > window.innerHeight - 24) window.scrollBy({ top: top - bar - 48, behavior: "instant" });
    }
    const { x, y, width, height } = element.getBoundingClientRect();
    return { x, y, width, height };
  }, appearsOnFocus);
  const viewport = page.viewportSize()!;
  const x = Math.max(0, Math.floor(box.x - MARGIN)), y = Math.max(0, Math.floor(box.y - MARGIN));
  const clip = { x, y, width: Math.min(viewport.width, Math.ceil(box.x + box.width + MARGIN)) - x, height: Math.min(viewport.height, Math.ceil(box.y + box.height + MARGIN)) - y };
  const shoot = async () => decodePng(await page.screenshot({ clip, animations: "disabled", caret: "hide" }));
  const plain = appearsOnFocus ? await addStyle(page, ":focus-visible { outline-color: transparent !important; }") : null;
  const before = await shoot();
  await plain?.();
  const visible = await target.evaluate((element: HTMLElement) => {
    element.focus({ preventScroll: true });
    return element.matches(":focus-visible");
  });
  if (!visible) throw new Error("the element took the focus without :focus-visible (was the mouse used before?)");
  const after = await shoot();
  await target.evaluate((element: HTMLElement) => element.blur());
  const reach = Math.round(2 * (await page.evaluate(() => window.devicePixelRatio)));

  const { width, height, channels } = after;
  const colour = (data: Buffer, p: number) => (data[p * channels]! << 16) | (data[p * channels + 1]! << 8) | data[p * channels + 2]!;
  const hex = (key: number) => `#${key.toString(16).padStart(6, "0")}`;
  const luminanceOf = (key: number) => luminance(key >> 16, (key >> 8) & 255, key & 255);
  const commonest = (counts: Map<number, number>) => [...counts].sort((x, y) => y[1] - x[1])[0]?.[0] ?? 0;
  const changed = new Uint8Array(width * height);
  const ring = new Map<number, number>();
  let total = 0;
  for (let p = 0; p < width * height; p += 1) {
    let difference = 0;
    for (let k = 0; k < 3; k += 1) difference += Math.abs(before.data[p * channels + k]! - after.data[p * channels + k]!);
    if (difference <= 30) continue;
    changed[p] = 1;
    total += 1;
    ring.set(colour(after.data, p), (ring.get(colour(after.data, p)) ?? 0) + 1);
  }
  if (total === 0) return { ratio: 1, ring: "(nothing changed)", around: "", changed: 0 };
  const ringColour = commonest(ring);
  const ringLuminance = luminanceOf(ringColour);
  // The unchanged pixels within `reach` device pixels of a changed one: what the indicator is seen against.
  const ratios: number[] = [];
  const around = new Map<number, number>();
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const p = y * width + x;
      if (changed[p]) continue;
      let near = false;
      for (let row = Math.max(0, y - reach); row <= Math.min(height - 1, y + reach) && !near; row += 1) {
        for (let column = Math.max(0, x - reach); column <= Math.min(width - 1, x + reach) && !near; column += 1) near = changed[row * width + column] === 1;
      }
      if (!near) continue;
      const key = colour(after.data, p);
      const l = luminanceOf(key);
      ratios.push((Math.max(l, ringLuminance) + 0.05) / (Math.min(l, ringLuminance) + 0.05));
      around.set(key, (around.get(key) ?? 0) + 1);
    }
  }
  ratios.sort((x, y) => x - y);
  return { ratio: ratios[Math.floor(ratios.length * 0.1)] ?? 1, ring: hex(ringColour), around: hex(commonest(around)), changed: total };
}

/**
 * Text drawn over an illustration or a photo, in any section: every element whose own text's line boxes overlap a
 * picture (an <img> or <svg> at least 96 px on each side: icons and the logo are smaller) is measured against the pixels
 * behind it (contrastBehindText), at 4.5:1 whatever its size. `alsoSample` (axe's unresolved contrast) is measured in the
 * same pass at its usual thresholds. Starts from the top of the page, where the bar lies over the hero.
 */
export async function textOverArtProblems(page: Page, alsoSample: string[] = []): Promise<string[]> {
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur?.();
    window.scrollTo({ top: 0, behavior: "instant" });
  });
  const marked = await page.evaluate((alsoSample) => {
    const MIN = 96;
    const inPage = (rect: DOMRect) => ({ left: rect.left + scrollX, top: rect.top + scrollY, right: rect.right + scrollX, bottom: rect.bottom + scrollY });
    const art = Array.from(document.querySelectorAll("img, svg"))
      .filter((element) => !element.parentElement?.closest("svg") && element.checkVisibility({ visibilityProperty: true }))
      .map((element) => element.getBoundingClientRect())
      .filter((rect) => rect.width >= MIN && rect.height >= MIN)
      .map(inPage);
    const owners = new Set<Element>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const owner = node.parentElement;
      if (!owner || owners.has(owner) || !node.textContent?.trim() || owner.closest("script, style, noscript, template, svg")) continue;
      range.selectNodeContents(node);
      const overlaps = Array.from(range.getClientRects())
        .map(inPage)
        .some((line) => art.some((box) => Math.min(line.right, box.right) - Math.max(line.left, box.left) > 1 && Math.min(line.bottom, box.bottom) - Math.max(line.top, box.top) > 1));
      if (overlaps) owners.add(owner);
    }
    const others = alsoSample.map((selector) => document.querySelector(selector)).filter((element): element is Element => !!element && !owners.has(element));
    // In document order, so the bar (fixed, over the hero at the top) comes first.
    const all = [...owners, ...new Set(others)].sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
    return all.map((element, index) => {
      element.setAttribute("data-over-art", String(index));
      return { selector: `[data-over-art="${index}"]`, art: owners.has(element) };
    });
  }, alsoSample);
  try {
    return await contrastBehindText(
      page,
      marked.map(({ selector }) => selector),
      { minimums: marked.map(({ art }) => (art ? 4.5 : undefined)) },
    );
  } finally {
    await page.evaluate(() => document.querySelectorAll("[data-over-art]").forEach((element) => element.removeAttribute("data-over-art")));
  }
}

export { repositoryFiles } from "./local-repository";

/** /admin on "Work with Local Repository" with a copy of content/ (e2e/local-repository.ts). */
export async function openAdminOnLocalRepository(page: Page): Promise<void> {
  await openLocalRepository(page, "/admin");
}
