import {
  test as base,
  expect,
  type Browser,
  type BrowserContextOptions,
  type ConsoleMessage,
  type Page,
  type Request,
  type Response,
  type TestInfo,
} from "@playwright/test";

/**
 * Waits until React has hydrated the element matching `selector` (its fiber is on the element). Polls on an interval,
 * not on animation frames, so it also works under page.clock.
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

/** Opens a route, hydrated, its clock paused from the first script on (so time moves only by runFor()) at `at`. */
export async function openWithPausedClock(page: Page, route = "/", at = "2025-10-01T12:00:00Z") {
  const start = new Date(at).getTime();
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 1000);
  await page.goto(route);
  await waitForHydration(page, "main h1");
}

/** A new browser context with the project's device settings (viewport, touch, user agent…) plus `options`. */
export const projectContext = (
  browser: Browser,
  project: TestInfo["project"]["use"],
  options: BrowserContextOptions = {},
) => browser.newContext({ ...(project as BrowserContextOptions), ...options });

/** Problems a page reports: console errors and warnings, uncaught exceptions and, with `network`, failed requests to the site. */
export type Problems = { list: string[]; stop: () => void; quiet: () => Promise<void> };

export function watchProblems(page: Page, { network = false, site = "" } = {}): Problems {
  const list: string[] = [];
  const inflight = new Set<Request>();
  // The site's own requests: `site`'s, else those of the page's address or the project's.
  const origin = new URL(
    site || (page.url().startsWith("http") ? page.url() : (base.info().project.use.baseURL ?? "http://localhost")),
  ).origin;
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
      if (local(response.url()) && response.status() >= 400)
        list.push(`HTTP ${response.status()}: ${short(response.url())}`);
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

/** Noon in Florida on out/'s day (SITE_TODAY): what the pages' date script shows never depends on the test's day. */
export const BUILD_DAY_NOON = "2025-10-01T12:00:00-04:00";

/** `test` whose `page` fails on a console error or warning or an uncaught exception, unless `allowConsoleErrors` is set. */
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
