import { createHash } from "node:crypto";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { Page } from "@playwright/test";
import { UrgentNotice } from "@/components/layout/urgent-notice";
import { NOTICE_SCRIPT } from "@/lib/dates-script";
import { axeViolations, expect, openWithPausedClock, projectContext, test, waitForHydration } from "./helpers";

// In the browser, on the page clock: what jest cannot see (the real timer, the dialog's code loaded on demand, the
// session, a tap outside). Its words, link and close controls are __tests__/components/donation-popup.test.tsx's.
const TITLE = "Help Build Our Sacred Sanctuary";
const FLAG = "heartwood:donation-popup-shown";

const dialog = (page: Page) => page.getByRole("dialog", { name: TITLE });
const flag = (page: Page) => page.evaluate((name) => sessionStorage.getItem(name), FLAG);

/** The dialog element itself has no box (its backdrop and frame are fixed), so visibility is checked on its panel. */
async function expectOpen(page: Page) {
  await expect(dialog(page)).toHaveCount(1);
  await expect(dialog(page).getByRole("heading", { name: TITLE })).toBeVisible();
  await expect(dialog(page).getByRole("button", { name: "Close", exact: true })).toBeVisible();
}

/** Home page, hydrated, then 4 s on the clock: the popup is open; time then flows normally again. */
async function openHomeWithPopup(page: Page) {
  await openWithPausedClock(page);
  await page.clock.runFor(4000);
  await expectOpen(page);
  await page.clock.resume();
}

/**
 * Lets React finish any render already scheduled (its scheduler posts MessageChannel tasks, which the page
 * clock does not fake): two message round-trips queued behind it. Makes "the popup is absent" meaningful.
 */
const settle = (page: Page) =>
  page.evaluate(async () => {
    for (const round of [1, 2]) {
      const { port1, port2 } = new MessageChannel();
      await new Promise((resolve) => {
        port1.onmessage = resolve;
        port2.postMessage(round);
      });
    }
  });

/**
 * Starts watching the page's script responses; the returned function gives the URLs of those whose text
 * contains the dialog's title. (Resource timing cannot be used: the page clock replaces `performance`.)
 */
function watchDialogScripts(page: Page) {
  const found: Promise<string | null>[] = [];
  page.on("response", (response) => {
    // The dialog's chunk is known by its markup's class: its words come from the page as props.
    const dialogChunk = (text: string) => (text.includes("donation-dialog__panel") ? response.url() : null);
    if (new URL(response.url()).pathname.endsWith(".js")) found.push(response.text().then(dialogChunk, () => null));
  });
  return async () => (await Promise.all(found)).filter((url) => url !== null);
}

/** No popup, its code not downloaded, the session's flag as it was (`seen`). */
async function expectNone(page: Page, dialogScripts: () => Promise<unknown[]>, seen: string | null = null) {
  await settle(page);
  await expect(dialog(page)).toHaveCount(0);
  await expect(page.getByText(TITLE)).toHaveCount(0);
  expect(await flag(page)).toBe(seen);
  expect(await dialogScripts()).toEqual([]);
}

test.describe("donation popup", () => {
  for (const [route, seen, opens, when] of [
    ["/", null, true, "is hidden, and its code not downloaded, at 2 s; open by 4 s after arrival"],
    ["/", "1", false, "never opens, nor downloads its code, for a visitor who has seen it this session"],
    ["/about", null, false, "never opens, nor downloads its code, on other routes"],
  ] as const) {
    test(`${when} @mobile-only`, async ({ page }) => {
      if (seen) await page.addInitScript((name) => sessionStorage.setItem(name, "1"), FLAG);
      const dialogScripts = watchDialogScripts(page);
      await openWithPausedClock(page, route);
      await page.clock.runFor(2000);
      await expectNone(page, dialogScripts, seen);
      await page.clock.runFor(2000);
      if (!opens) return expectNone(page, dialogScripts, seen);
      await expectOpen(page);
      expect(await flag(page)).not.toBeNull();
      expect(await dialogScripts()).toHaveLength(1);
    });
  }

  test("a click inside keeps it open, a reload does not open it again; a new session does, and its close button closes it @mobile-only", async ({
    page,
    browser,
  }, testInfo) => {
    await openHomeWithPopup(page);
    await dialog(page).getByRole("heading", { name: TITLE }).click();
    await expectOpen(page);

    await page.reload();
    await waitForHydration(page, "main h1");
    await page.clock.runFor(4000);
    await settle(page);
    await expect(dialog(page)).toHaveCount(0);

    // A fresh context: a new session, with this project's device settings.
    const context = await projectContext(browser, testInfo.project.use);
    try {
      const other = await context.newPage();
      await openHomeWithPopup(other);
      await dialog(other).getByRole("button", { name: "Close", exact: true }).click();
      await expect(dialog(other)).toHaveCount(0);
    } finally {
      await context.close();
    }
  });

  test("passes axe while open, and closes with a click (or tap) outside it", async ({ page, isMobile }) => {
    await openHomeWithPopup(page);
    await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== "running"));
    const found = await axeViolations(page);
    expect(found, found.join("\n")).toEqual([]);
    // On phones Headless UI listens for the tap (touch events), elsewhere for the pointer.
    if (isMobile) await page.touchscreen.tap(5, 5);
    else await page.mouse.click(5, 5);
    await expect(dialog(page)).toHaveCount(0);
  });

  /*
   * A bad day: the home page as built, with an urgent notice put at the top of its body as the layout writes it (a
   * made-up closure, for this test only; React leaves an element it did not render there alone), and its script
   * allowed by the page's policy as the build allows it.
   */
  const notice = {
    text: "The sanctuary grounds are closed today after the storm.",
    spanishText: "Los terrenos del santuario están cerrados hoy tras la tormenta.",
    endDate: "2099-11-28",
    endTime: "21:00",
  };
  for (const [at, open, when] of [
    ["2099-11-28T20:59:00-05:00", false, "opens no popup within 7 s while an urgent notice shows"],
    ["2099-11-28T21:00:00-05:00", true, "opens as usual once the notice has ended on the visitor's clock"],
  ] as const) {
    test(`the home page ${when} @mobile-only`, async ({ page }) => {
      const bar = renderToStaticMarkup(createElement(UrgentNotice, { locale: "en", notice }));
      const hash = `'sha256-${createHash("sha256").update(NOTICE_SCRIPT).digest("base64")}'`;
      await page.route("/", async (route) => {
        // The page itself; any other request for "/" (a HEAD the page may send) goes through as it is.
        if (route.request().resourceType() !== "document") return route.continue();
        const response = await route.fetch();
        const html = (await response.text())
          .replace(/(<body[^>]*>)/, `$1${bar}`)
          .replace("script-src 'self'", `script-src 'self' ${hash}`);
        await route.fulfill({ response, body: html });
      });
      const dialogScripts = watchDialogScripts(page);
      await openWithPausedClock(page, "/", at);
      await expect(page.getByRole("complementary", { name: "Urgent notice:" })).toBeVisible({ visible: !open });
      // Every script the timer may start downloading, answered, before anything is judged absent.
      const answered: Promise<unknown>[] = [];
      page.on("request", (request) => {
        // A request that starts after the wait is not judged: its answer may outlive the test.
        if (new URL(request.url()).pathname.endsWith(".js")) answered.push(request.response().catch(() => null));
      });
      await page.clock.runFor(open ? 4000 : 7000);
      await settle(page);
      await Promise.all(answered);
      if (open) await expectOpen(page);
      else await expectNone(page, dialogScripts);
      // A request still being answered when the test ends would fail the run outside any test.
      await page.unrouteAll({ behavior: "ignoreErrors" });
    });
  }

  test.describe("when its code fails", () => {
    // The aborted download is logged by the browser and the framework.
    test.use({ allowConsoleErrors: true });

    test("if its code cannot be loaded, nothing opens and it can still open on a later visit @mobile-only", async ({
      page,
    }) => {
      await openWithPausedClock(page);
      await page.route("**/_next/static/chunks/**", (route) => route.abort("internetdisconnected"));
      const failed = page.waitForEvent("requestfailed");
      await page.clock.runFor(4000);
      await failed;
      await settle(page);
      await expect(dialog(page)).toHaveCount(0);
      expect(await flag(page)).toBeNull();

      await page.unroute("**/_next/static/chunks/**");
      await page.reload();
      await waitForHydration(page, "main h1");
      await page.clock.runFor(4000);
      await expectOpen(page);
    });
  });
});
