import {
  ONE_OF_EACH_LAYOUT,
  PAGE_TITLE,
  expect,
  keepPopupClosed,
  test,
  waitForHydration,
  watchProblems,
} from "./helpers";

/*
 * The pages as a whole: an unknown address answers with the branded not-found page of its language, and no page logs
 * a late warning. Each page's own checks are in e2e/every-page.spec.ts and e2e/layouts.spec.ts; its metadata is read
 * from the built files by jest (__tests__/built/metadata.test.ts).
 */

test.describe("not found", () => {
  // The browser logs the 404 response of the document itself.
  test.use({ allowConsoleErrors: true });

  // /not-found is where the build writes the page before copying it to 404.html: it has no address of its own.
  for (const { lang, other, routes, actions } of [
    {
      lang: "en",
      other: "/es",
      routes: ["/this-page-does-not-exist", "/services/no-such-service", "/not-found"],
      actions: ["Return Home → /", "See Upcoming Events → /events"],
    },
    {
      lang: "es",
      other: "/",
      routes: ["/es/esta-pagina-no-existe", "/es/events/no-such-event"],
      actions: ["Vuelve al inicio → /es", "Mira los próximos eventos → /es/events"],
    },
  ])
    test(`an unknown path answers 404 with the branded page in its language (${lang}), leading home and to the events`, async ({
      page,
    }) => {
      for (const route of routes) {
        const response = await page.goto(route);
        expect(response?.status(), route).toBe(404);
        await expect(page.locator("html")).toHaveAttribute("lang", lang);
        await expect(page).toHaveTitle(PAGE_TITLE);
        await expect(page.locator("header a[hreflang]")).toHaveAttribute("href", other);
        await expect(page.locator("h1").filter({ visible: true })).toHaveCount(1);
        const links = page.locator("main a.btn");
        expect(
          await links.evaluateAll((all) => all.map((a) => `${a.textContent?.trim()} → ${a.getAttribute("href")}`)),
        ).toEqual(actions);
        await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
      }
    });
});

test("no late console warnings (e.g. an unused preload) a few seconds after load, one page of each layout @desktop-only", async ({
  context,
}) => {
  test.slow();
  await context.addInitScript(keepPopupClosed);
  // All open at once, so the wait is paid once: Chromium reports an unused preload 3 s after the load event.
  const pages = await Promise.all(
    ONE_OF_EACH_LAYOUT.map(async (route) => {
      const page = await context.newPage();
      const problems = watchProblems(page, { network: true });
      await page.goto(route);
      await waitForHydration(page, "main h1");
      return { route, page, problems };
    }),
  );
  await pages[0]!.page.waitForTimeout(3500);
  const all = pages.flatMap(({ route, problems }) => problems.list.map((problem) => `${route}: ${problem}`));
  expect(all, all.join("\n")).toEqual([]);
});
