import type { BrowserContextOptions, Page } from "@playwright/test";
import { test as base } from "./helpers";

// Kept for csp.spec.ts's route sweep (the tooling's file); pages.spec.ts now makes every per-route visit.
export { keepPopupClosed } from "./helpers";

/**
 * `test` with a worker-scoped `sharedPage`: one browser tab per worker, reused by every test of the file that
 * asks for it. Route sweeps (one test per route, ~70 per file) use it: a fresh context per test costs a new
 * renderer process, three to four times the CPU of the page visit itself, and the suite runs on 2 cores.
 * Each test navigates the tab itself; sessionStorage and localStorage carry over between tests (same origin).
 * `initScript` runs before every document's own scripts (e.g. to set a session flag).
 * The tab is not traced (Playwright traces its own per-test context only): failure messages name what failed.
 */
export function withSharedPage(options: BrowserContextOptions = {}, initScript?: () => void) {
  return base.extend<object, { sharedPage: Page }>({
    sharedPage: [
      async ({ browser }, use, workerInfo) => {
        const project = workerInfo.project.use;
        const context = await browser.newContext({
          baseURL: project.baseURL,
          viewport: project.viewport,
          screen: project.screen,
          userAgent: project.userAgent,
          deviceScaleFactor: project.deviceScaleFactor,
          isMobile: project.isMobile,
          hasTouch: project.hasTouch,
          locale: project.locale,
          colorScheme: project.colorScheme,
          ...options,
        });
        if (initScript) await context.addInitScript(initScript);
        const page = await context.newPage();
        await use(page);
        await context.close();
      },
      { scope: "worker" },
    ],
  });
}
