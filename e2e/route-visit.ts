import type { Page } from "@playwright/test";
import {
  BUILD_DAY_NOON,
  ONE_OF_EACH_LAYOUT,
  test as base,
  inSpanish,
  keepPopupClosed,
  projectContext,
  waitForHydration,
} from "./helpers";

/**
 * What e2e/every-page.spec.ts and e2e/layouts.spec.ts share (layouts: one page of each layout, and the Spanish twins of
 * the busiest pages for their longer words). The tabs are shared by a worker's tests: a fresh context per test costs a
 * new renderer process, more CPU than the visit itself. Motion is reduced, so scroll-triggered reveals show at once.
 */
export const LAYOUT_ROUTES = [...ONE_OF_EACH_LAYOUT, ...["/", "/events", "/donate", "/contact"].map(inSpanish)];

/** The language of a route, and its English twin: "/es/about" → ["es", "/about"]. */
export function languageOf(route: string): ["en" | "es", string] {
  if (route === "/es") return ["es", "/"];
  return route.startsWith("/es/") ? ["es", route.slice(3)] : ["en", route];
}

function recordCspViolations() {
  const seen: string[] = [];
  (window as unknown as { __csp: string[] }).__csp = seen;
  document.addEventListener("securitypolicyviolation", (event) =>
    seen.push(`${event.violatedDirective} ${event.blockedURI}`),
  );
}

/** The CSP violations the page has recorded since it loaded. */
export const cspViolations = (page: Page) => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);

export const test = base.extend<object, { jsPage: Page; noJsPage: Page }>({
  jsPage: [
    async ({ browser }, use, workerInfo) => {
      const context = await projectContext(browser, workerInfo.project.use, { reducedMotion: "reduce" });
      await context.clock.setSystemTime(new Date(BUILD_DAY_NOON));
      await context.addInitScript(keepPopupClosed);
      await context.addInitScript(recordCspViolations);
      await use(await context.newPage());
      await context.close();
    },
    { scope: "worker" },
  ],
  noJsPage: [
    async ({ browser }, use, workerInfo) => {
      const context = await projectContext(browser, workerInfo.project.use, { javaScriptEnabled: false });
      await use(await context.newPage());
      await context.close();
    },
    { scope: "worker" },
  ],
});

/** Opens a route (status 200), hydrated; `scrollThrough` scrolls through it (scroll-driven code runs) and back to the top. */
export async function visit(page: Page, route: string, { scrollThrough = false } = {}): Promise<void> {
  const response = await page.goto(route);
  test.expect(response?.status(), "HTTP status").toBe(200);
  await waitForHydration(page, "main h1");
  if (!scrollThrough) return;
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
    window.scrollTo(0, 0);
  });
}
