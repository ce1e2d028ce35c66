import { SPEC_ROUTES, SPEC_ROUTES_ES, expect, test } from "./helpers";

/** Event pages with a weekly rhythm (spec §2: Red Book, men's circle, accountability call, heart-to-heart). */
const SCHEDULED_EVENTS = ["red-book-series", "mens-inner-work", "accountability-call", "mid-week-heart-to-heart"];
/** Event pages whose dates are still to be announced: no calendar actions. */
const TBD_EVENTS = ["new-moon-circle", "integration-workshop", "winter-solstice-retreat", "sacred-breathwork", "womens-sacred-circle"];

/** The site path of an absolute URL the build wrote (its origin is the production one, not this server's). */
const sitePath = (url: string) => new URL(url).pathname;
/** "/heartwood/" and "/heartwood" are the same page. */
const sameRoute = (path: string) => (path.length > 1 ? path.replace(/\/$/, "") : path);

test.describe("files for search engines @desktop-only", () => {
  test("sitemap.xml lists every route in both languages, each one served, with its hreflang alternates", async ({ request }) => {
    const response = await request.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("xml");
    const xml = await response.text();
    const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    const routes = [...SPEC_ROUTES, ...SPEC_ROUTES_ES];
    expect(locations).toHaveLength(routes.length);
    expect(locations.map((loc) => sameRoute(sitePath(loc))).sort()).toEqual(routes.map((route) => sameRoute(route)).sort());
    // Each entry names the page in English, in Spanish and the default (English), Google's sitemap hreflang form.
    for (const [, entry] of xml.matchAll(/<url>([\s\S]*?)<\/url>/g)) {
      expect([...entry!.matchAll(/hreflang="([^"]+)"/g)].map((m) => m[1]).sort(), entry).toEqual(["en", "es", "x-default"]);
    }
    for (const loc of locations) expect((await request.get(sitePath(loc))).status(), loc).toBe(200);
  });

  test("robots.txt allows crawling and points to the sitemap", async ({ request }) => {
    const response = await request.get("/robots.txt");
    expect(response.status()).toBe(200);
    const text = await response.text();
    expect(text).toMatch(/^User-Agent: \*$/im);
    expect(text).toMatch(/^Allow: \/$/m);
    const sitemap = /^Sitemap: (\S+)$/m.exec(text)?.[1];
    expect(sitemap && sitePath(sitemap)).toBe("/sitemap.xml");
  });

  test("the icon is linked from the root and served", async ({ page, request }) => {
    await page.goto("/");
    const href = await page.locator('link[rel="icon"]').first().getAttribute("href");
    expect(href?.startsWith("/")).toBe(true);
    expect((await request.get(href!)).status()).toBe(200);
  });
});

test.describe("add to calendar", () => {
  for (const slug of SCHEDULED_EVENTS) {
    test(`${slug}: .ics download and Google Calendar link in the details card @desktop-only`, async ({ page, request }) => {
      await page.goto(`/events/${slug}`);
      const card = page.locator("article", { has: page.getByRole("heading", { name: "Event Details" }) });
      await expect(card.getByRole("heading", { name: "Add to Calendar" })).toBeVisible();

      const ics = card.getByRole("link", { name: /\.ics/ });
      await expect(ics).toBeVisible();
      await expect(ics).toHaveAttribute("href", `/events/${slug}/calendar.ics`);
      await expect(ics).toHaveAttribute("download", `${slug}.ics`);
      const response = await request.get(`/events/${slug}/calendar.ics`);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toMatch(/^text\/calendar/);
      const text = await response.text();
      expect(text.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
      expect(text).toContain(`\r\nUID:${slug}@`);
      expect(text).toContain("\r\nDTSTART;TZID=America/New_York:");

      const google = card.getByRole("link", { name: /Google Calendar/ });
      await expect(google).toBeVisible();
      await expect(google).toHaveAttribute("href", /^https:\/\/calendar\.google\.com\/calendar\/render\?action=TEMPLATE&/);
      await expect(google).toHaveAttribute("target", "_blank");
      const rel = ((await google.getAttribute("rel")) ?? "").split(/\s+/);
      expect(rel).toEqual(expect.arrayContaining(["noopener", "noreferrer"]));
    });
  }

  test("events with dates to be announced offer no calendar @desktop-only", async ({ page }) => {
    for (const slug of TBD_EVENTS) {
      await page.goto(`/events/${slug}`);
      await expect(page.getByRole("heading", { name: "Event Details" }), slug).toBeVisible();
      await expect(page.getByRole("heading", { name: "Add to Calendar" }), slug).toHaveCount(0);
      await expect(page.getByRole("link", { name: /Google Calendar|\.ics/ }), slug).toHaveCount(0);
    }
  });
});

test.describe("subscribe to the calendar", () => {
  test("/events offers the feed as a webcal:// link, a Google Calendar link and its https address @desktop-only", async ({ page }) => {
    await page.goto("/events");
    const section = page.getByRole("region", { name: "Subscribe to our calendar" });
    await expect(section).toBeVisible();

    const webcal = section.getByRole("link", { name: "Subscribe in your calendar" });
    const href = await webcal.getAttribute("href");
    expect(href).toMatch(/^webcal:\/\/[^/]+.*\/events\/calendar\.ics$/);
    expect(sitePath(href!.replace(/^webcal:/, "https:"))).toBe("/events/calendar.ics");

    const google = section.getByRole("link", { name: /Add to Google Calendar/ });
    const googleUrl = new URL((await google.getAttribute("href"))!);
    expect(`${googleUrl.origin}${googleUrl.pathname}`).toBe("https://calendar.google.com/calendar/r");
    expect(googleUrl.searchParams.get("cid")).toBe(href);
    await expect(google).toHaveAttribute("target", "_blank");
    expect(((await google.getAttribute("rel")) ?? "").split(/\s+/)).toEqual(expect.arrayContaining(["noopener", "noreferrer"]));

    // The address to copy is the same feed over https, as plain text.
    await expect(section.locator("code")).toHaveText(href!.replace(/^webcal:/, "https:"));
  });

  test("/events/calendar.ics is served as text/calendar with the four scheduled events", async ({ request }) => {
    const response = await request.get("/events/calendar.ics");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^text\/calendar/);
    const text = await response.text();
    expect(text.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
    const uids = [...text.matchAll(/\r\nUID:([^@\r]+)@/g)].map((m) => m[1]).sort();
    expect(uids).toEqual([...SCHEDULED_EVENTS].sort());
  });
});
