import type { ConsoleMessage, Page, Request, Response } from "@playwright/test";
import { expect, SPEC_ROUTES, waitForHydration, withBase } from "./helpers";
import { keepPopupClosed, withSharedPage } from "./shared-page";

/**
 * A clean console: visiting any route, and using the popup, the mobile menu and the contact form, logs no
 * console error or warning (React's hydration mismatch reports included), throws no uncaught exception and
 * makes no request to the site that fails or answers with a status of 400 or more.
 */
const POPUP_FLAG = "heartwood:donation-popup-shown";

/** The route sweep shares one tab per worker (see shared-page.ts), with the popup kept closed. */
const test = withSharedPage({}, keepPopupClosed);

/** Collects every problem the page reports from now on, as readable lines. */
type Watch = string[] & { stop: () => void; quiet: () => Promise<void> };

function watch(page: Page): Watch {
  const problems: Watch = Object.assign([] as string[], { stop: () => {}, quiet: async () => {} });
  const inflight = new Set<Request>();
  const onRequest = (request: Request) => inflight.add(request);
  const onRequestDone = (request: Request) => inflight.delete(request);
  const siteOrigin = new URL(test.info().project.use.baseURL ?? "http://localhost").origin;
  const local = (url: string) => url.startsWith(siteOrigin);
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() === "error" || message.type() === "warning") {
      const at = message.location().url ? ` (${message.location().url.replace(siteOrigin, "")})` : "";
      problems.push(`console.${message.type()}: ${message.text()}${at}`);
    }
  };
  const onPageError = (error: Error) => problems.push(`uncaught ${error.name}: ${error.message}`);
  // Chromium reports every fetch(…, { method: "HEAD" }) (Next's prefetch probes them) as aborted once the
  // response has arrived; a request that got its response is judged by that response's status instead.
  const answered = new WeakSet<Request>();
  const onResponse = (response: Response) => {
    answered.add(response.request());
    if (local(response.url()) && response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.request().method()} ${response.url().replace(siteOrigin, "")}`);
  };
  const onRequestFailed = (request: Request) => {
    inflight.delete(request);
    const error = request.failure()?.errorText ?? "";
    if (answered.has(request) && error === "net::ERR_ABORTED") return;
    if (local(request.url())) problems.push(`request failed: ${request.method()} ${request.url().replace(siteOrigin, "")} (${error})`);
  };
  page.on("console", onConsole);
  page.on("pageerror", onPageError);
  page.on("request", onRequest);
  page.on("requestfinished", onRequestDone);
  page.on("response", onResponse);
  page.on("requestfailed", onRequestFailed);
  /** Resolves once no request has been in flight for 300 ms (Playwright's "networkidle" fires only once a document). */
  problems.quiet = async () => {
    let quietSince = Date.now();
    while (Date.now() - quietSince < 300) {
      await page.waitForTimeout(50);
      if (inflight.size > 0) quietSince = Date.now();
    }
  };
  problems.stop = () => {
    page.off("request", onRequest);
    page.off("requestfinished", onRequestDone);
    page.off("console", onConsole);
    page.off("pageerror", onPageError);
    page.off("response", onResponse);
    page.off("requestfailed", onRequestFailed);
  };
  return problems;
}

/** Loads a route and waits until it is hydrated and its link prefetches have settled. */
async function load(page: Page, route: string, watching: Watch) {
  await page.goto(withBase(route));
  await waitForHydration(page, "main h1");
  await watching.quiet();
}

test.describe("console and network stay clean", () => {
  test.describe("every route @desktop-only", () => {
    // Layout differences are CSS only, so one viewport covers every route; on mobile the late-warnings test
    // below visits one route of each layout, and the menu test covers the small-screen client behaviour.

    for (const route of SPEC_ROUTES) {
      test(route, async ({ sharedPage: page }) => {
        const problems = watch(page);
        await load(page, route, problems);
        // Scroll through the page: scroll-driven effects (navigation bar, roadmap reveals) run too.
        await page.evaluate(async () => {
          for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
            window.scrollTo(0, y);
            await new Promise((resolve) => setTimeout(resolve, 30));
          }
        });
        await problems.quiet();
        problems.stop();
        expect([...problems], `${route}:\n${problems.join("\n")}`).toEqual([]);
      });
    }
  });

  test("no late warnings a few seconds after load (e.g. unused preloads), one page of each layout", async ({ context }) => {
    test.slow();
    const routes = ["/", "/about", "/services", "/services/guided-meditation", "/events", "/events/red-book-series", "/join/ceremony-assistant", "/community", "/donate", "/contact", "/renewal-journey", "/privacy-policy", "/retreat-center"];
    await context.addInitScript((flag) => sessionStorage.setItem(flag, "1"), POPUP_FLAG);
    // All open at once, so the wait is paid once: Chromium reports an unused preload 3 s after the load event.
    const found = await Promise.all(
      routes.map(async (route) => {
        const page = await context.newPage();
        const problems = watch(page);
        await load(page, route, problems);
        return { route, page, problems };
      }),
    );
    await found[0]!.page.waitForTimeout(3500);
    const all = found.flatMap(({ route, problems }) => problems.map((problem) => `${route}: ${problem}`));
    expect(all, all.join("\n")).toEqual([]);
  });

  test("the donation popup opens and closes", async ({ page }) => {
    const problems = watch(page);
    await page.clock.install();
    await load(page, "/", problems);
    // 3 s to open, then time for Headless UI's enter transition (the page's clock is frozen in between).
    await page.clock.runFor(4000);
    // The dialog element has no box of its own (its backdrop and frame are fixed): look at its heading.
    const dialog = page.getByRole("dialog", { name: "Help Build Our Sacred Sanctuary" });
    await expect(dialog.getByRole("heading", { name: "Help Build Our Sacred Sanctuary" })).toBeVisible();
    await dialog.getByRole("button", { name: "Close", exact: true }).click();
    await expect(dialog).toHaveCount(0);
    await page.clock.runFor(1000);
    expect([...problems], problems.join("\n")).toEqual([]);
  });

  test("the mobile menu opens, navigates and closes @mobile-only", async ({ page }) => {
    await page.addInitScript((flag) => sessionStorage.setItem(flag, "1"), POPUP_FLAG);
    const problems = watch(page);
    await load(page, "/", problems);
    const toggle = page.locator(".site-nav__toggle");
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Events" }).click();
    await expect(page).toHaveURL(new RegExp(`${withBase("/events")}$`));
    await waitForHydration(page, "main h1");
    await problems.quiet();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect([...problems], problems.join("\n")).toEqual([]);
  });

  test("the contact form sends (window.open stubbed) and confirms", async ({ page }) => {
    await page.addInitScript(() => {
      window.open = () => null;
    });
    const problems = watch(page);
    await load(page, "/contact", problems);
    const form = page.locator("form.contact-form");
    await form.locator('[name="name"]').fill("Ana Rivera");
    await form.locator('[name="email"]').fill("ana@example.com");
    await form.locator('[name="subject"]').fill("Hello");
    await form.locator('[name="message"]').fill("A question about the new moon circle.");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Message Sent!")).toBeVisible();
    expect([...problems], problems.join("\n")).toEqual([]);
  });
});
