import type { APIRequestContext, Page } from "@playwright/test";
import { BASE_PATH, SPEC_ROUTES, expect, test, withBase } from "./helpers";
import { keepPopupClosed, withSharedPage } from "./shared-page";

/** The route sweep shares one tab per worker (see shared-page.ts), with the donation popup kept closed. */
const sweep = withSharedPage({}, keepPopupClosed);

/** Event pages with a weekly rhythm (spec §2: Red Book, men's circle, accountability call, heart-to-heart). */
const SCHEDULED_EVENTS = ["red-book-series", "mens-inner-work", "accountability-call", "mid-week-heart-to-heart"];
/** Event pages whose dates are still to be announced: no calendar actions. */
const TBD_EVENTS = ["new-moon-circle", "integration-workshop", "winter-solstice-retreat", "sacred-breathwork", "womens-sacred-circle"];

/** schema.org types each page's JSON-LD carries (top-level nodes, @graph flattened). */
const JSON_LD_TYPES: Record<string, string[]> = {
  "/": ["NGO", "WebSite"],
  "/about": ["NGO"],
  "/donate": ["NGO"],
  ...Object.fromEntries([...SCHEDULED_EVENTS, ...TBD_EVENTS].map((slug) => [`/events/${slug}`, ["Event"]])),
};

/** The site path of an absolute URL the build wrote (its origin is the production one, not this server's). */
const sitePath = (url: string) => new URL(url).pathname;
/** "/heartwood/" and "/heartwood" are the same page. */
const sameRoute = (path: string) => (path.length > 1 ? path.replace(/\/$/, "") : path);

async function metaContent(page: Page, selector: string): Promise<string | null> {
  const meta = page.locator(selector);
  return (await meta.count()) ? meta.first().getAttribute("content") : null;
}

/** Width and height from a PNG's IHDR chunk, or null when the bytes are not a PNG. */
function pngSize(bytes: Buffer): { width: number; height: number } | null {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  if (bytes.length < 24 || !bytes.subarray(0, 8).equals(signature) || bytes.toString("ascii", 12, 16) !== "IHDR") return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

const checkedImages = new Map<string, { type: string; size: ReturnType<typeof pngSize> }>();
async function shareImage(request: APIRequestContext, url: string) {
  if (!checkedImages.has(url)) {
    const response = await request.get(sitePath(url));
    expect(response.status(), `share image ${url}`).toBe(200);
    checkedImages.set(url, { type: response.headers()["content-type"] ?? "", size: pngSize(await response.body()) });
  }
  return checkedImages.get(url)!;
}

test.describe("search and share metadata @desktop-only", () => {

  for (const route of SPEC_ROUTES) {
    sweep(`${route}: canonical, OpenGraph, Twitter card and JSON-LD`, async ({ sharedPage: page, request }) => {
      expect((await page.goto(withBase(route)))?.status()).toBe(200);

      const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
      expect(canonical, "canonical URL").toMatch(/^https?:\/\//);
      expect(sameRoute(sitePath(canonical!)), "canonical path").toBe(sameRoute(withBase(route)));
      expect(await metaContent(page, 'meta[property="og:url"]'), "og:url").toBe(canonical);

      expect(await metaContent(page, 'meta[property="og:title"]'), "og:title").toBeTruthy();
      expect(await metaContent(page, 'meta[property="og:description"]'), "og:description").toBeTruthy();
      expect(await metaContent(page, 'meta[name="twitter:card"]'), "twitter:card").toBe("summary_large_image");

      const image = await metaContent(page, 'meta[property="og:image"]');
      expect(image, "og:image").toMatch(/^https?:\/\/.+\.png$/);
      expect(sitePath(image!).startsWith(`${BASE_PATH}/og/`), "og:image lies under the base path").toBe(true);
      expect(await metaContent(page, 'meta[property="og:image:width"]')).toBe("1200");
      expect(await metaContent(page, 'meta[property="og:image:height"]')).toBe("630");
      expect(await metaContent(page, 'meta[property="og:image:alt"]'), "og:image:alt").toBeTruthy();
      expect(await metaContent(page, 'meta[name="twitter:image"]'), "twitter:image").toBe(image);
      const served = await shareImage(request, image!);
      expect(served.type).toBe("image/png");
      expect(served.size, `${image} is a 1200×630 PNG`).toEqual({ width: 1200, height: 630 });

      const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
      const nodes = blocks
        .map((text) => JSON.parse(text) as Record<string, unknown>)
        .flatMap((data) => (Array.isArray(data["@graph"]) ? (data["@graph"] as Record<string, unknown>[]) : [data]));
      expect(nodes.map((node) => node["@type"]), "JSON-LD types").toEqual(JSON_LD_TYPES[route] ?? []);
      for (const block of blocks) expect(JSON.parse(block)["@context"]).toBe("https://schema.org");
    });
  }

  test("sitemap.xml lists every route, each one served", async ({ request }) => {
    const response = await request.get(withBase("/sitemap.xml"));
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("xml");
    const locations = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(locations).toHaveLength(SPEC_ROUTES.length);
    expect(locations.map((loc) => sameRoute(sitePath(loc))).sort()).toEqual(SPEC_ROUTES.map((route) => sameRoute(withBase(route))).sort());
    for (const loc of locations) expect((await request.get(sitePath(loc))).status(), loc).toBe(200);
  });

  test("robots.txt allows crawling and points to the sitemap", async ({ request }) => {
    const response = await request.get(withBase("/robots.txt"));
    expect(response.status()).toBe(200);
    const text = await response.text();
    expect(text).toMatch(/^User-Agent: \*$/im);
    expect(text).toMatch(/^Allow: \/$/m);
    const sitemap = /^Sitemap: (\S+)$/m.exec(text)?.[1];
    expect(sitemap && sitePath(sitemap)).toBe(withBase("/sitemap.xml"));
  });

  test("the icon is linked under the base path and served", async ({ page, request }) => {
    await page.goto(withBase("/"));
    const href = await page.locator('link[rel="icon"]').first().getAttribute("href");
    expect(href?.startsWith(`${BASE_PATH}/`)).toBe(true);
    expect((await request.get(href!)).status()).toBe(200);
  });
});

test.describe("add to calendar", () => {
  for (const slug of SCHEDULED_EVENTS) {
    test(`${slug}: .ics download and Google Calendar link in the details card`, async ({ page, request }) => {
      await page.goto(withBase(`/events/${slug}`));
      const card = page.locator("article", { has: page.getByRole("heading", { name: "Event Details" }) });
      await expect(card.getByRole("heading", { name: "Add to Calendar" })).toBeVisible();

      const ics = card.getByRole("link", { name: /\.ics/ });
      await expect(ics).toBeVisible();
      await expect(ics).toHaveAttribute("href", withBase(`/events/${slug}/calendar.ics`));
      await expect(ics).toHaveAttribute("download", `${slug}.ics`);
      const response = await request.get(withBase(`/events/${slug}/calendar.ics`));
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

  test("events with dates to be announced offer no calendar", async ({ page }) => {
    for (const slug of TBD_EVENTS) {
      await page.goto(withBase(`/events/${slug}`));
      await expect(page.getByRole("heading", { name: "Event Details" }), slug).toBeVisible();
      await expect(page.getByRole("heading", { name: "Add to Calendar" }), slug).toHaveCount(0);
      await expect(page.getByRole("link", { name: /Google Calendar|\.ics/ }), slug).toHaveCount(0);
    }
  });
});

test("the 404 page is branded and leads home and to the events", async ({ page }) => {
  const response = await page.goto(withBase("/no/such/page"));
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle(/^Page Not Found \| Heartwood Sanctuary$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: "Return Home" })).toHaveAttribute("href", withBase("/"));
  await expect(page.getByRole("link", { name: "See Upcoming Events" })).toHaveAttribute("href", withBase("/events"));
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
});
