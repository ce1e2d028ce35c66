import { readFile } from "node:fs/promises";
import path from "node:path";
import { type APIRequestContext, expect, test } from "@playwright/test";

// What the server sends, with out/_headers applied (tagged @desktop-only: it does not depend on the viewport). Each
// page's own policy in its <meta> is checked by jest over the built files (__tests__/built/page-policy.test.ts).
const OUT = path.resolve(process.env.OUT_DIR ?? "out");

test("@desktop-only out/_headers, read by Netlify's parser, stays within Cloudflare Pages' limits", async () => {
  const { parseAllHeaders } = await import("@netlify/headers-parser");
  const file = path.join(OUT, "_headers");
  const { headers: rules, errors } = await parseAllHeaders({ headersFiles: [file], configHeaders: [], minimal: true });
  expect(errors).toEqual([]);
  expect(rules.length).toBeGreaterThan(0);
  expect(rules.length).toBeLessThanOrEqual(100);
  const lines = (await readFile(file, "utf8")).split("\n");
  expect(Math.max(...lines.map((line) => line.length))).toBeLessThanOrEqual(2000);
});

const FILE_POLICY = "default-src 'none'; frame-ancestors 'none'";
const IMMUTABLE = "public, max-age=31536000, immutable";
const REVALIDATE = "public, max-age=0, must-revalidate";

/** The home page's hashed files: scripts by src, style sheets by href, and the fonts those style sheets name. */
async function hashedFiles(request: APIRequestContext) {
  const html = await (await request.get("/")).text();
  const named = [...html.matchAll(/(?:src|href)="(\/_next\/static\/[^"]+\.(?:js|css))"/g)].map(([, url]) => url!);
  const fonts: string[] = [];
  for (const sheet of named.filter((url) => url.endsWith(".css"))) {
    const css = await (await request.get(sheet)).text();
    fonts.push(
      ...[...css.matchAll(/url\(([^)]+\.woff2)\)/g)].map(([, url]) => new URL(url!, `http://site${sheet}`).pathname),
    );
  }
  return {
    scripts: named.filter((url) => url.endsWith(".js")),
    styles: named.filter((url) => url.endsWith(".css")),
    fonts: [...new Set(fonts)],
  };
}

test("@desktop-only second visits are instant: hashed scripts, styles and fonts are kept a year; pages, /admin, share images and calendars are revalidated", async ({
  request,
}) => {
  const { scripts, styles, fonts } = await hashedFiles(request);
  expect([scripts.length > 0, styles.length > 0, fonts.length > 0]).toEqual([true, true, true]);
  for (const url of [...scripts, ...styles, ...fonts])
    expect((await request.get(url)).headers()["cache-control"], url).toBe(IMMUTABLE);
  for (const url of [
    "/",
    "/events/red-book-series",
    "/admin/",
    "/admin/config.yml",
    "/og/home.png",
    "/events/calendar.ics",
    "/build.json",
  ]) {
    expect((await request.get(url)).headers()["cache-control"], url).toBe(REVALIDATE);
  }
  // Photo copies are named by their content (scripts/photos.mjs): the rule is there for the first one uploaded.
  const rules = await readFile(path.join(OUT, "_headers"), "utf8");
  expect(rules).toMatch(/^\/photos\/\*\n(?: {2}.*\n)*? {2}Cache-Control: public, max-age=31536000, immutable$/m);
});

test("@desktop-only every response carries the site-wide headers; files that are not pages allow nothing (default-src 'none'), pages keep their own policy", async ({
  request,
}) => {
  const { scripts, fonts } = await hashedFiles(request);
  const files = [
    scripts[0]!,
    fonts[0]!,
    "/images/logo.svg",
    "/og/home.png",
    "/es/og/home.png",
    "/icon.svg",
    "/build.json",
    "/events/calendar.ics",
    "/es/events/mens-inner-work/calendar.ics",
    "/robots.txt",
    "/sitemap.xml",
    // Next's data for client navigations.
    "/about.txt",
  ];
  // The content manager's files beside its page (which keeps /admin's own opener policy for its sign-in popup).
  for (const url of ["/admin/sveltia-cms.js", "/admin/config.yml"])
    expect((await request.get(url)).headers()["content-security-policy"], url).toBe(FILE_POLICY);
  for (const url of [...files, "/", "/events", "/events/red-book-series", "/es/contact", "/no-such-page"]) {
    const headers = (await request.get(url)).headers();
    expect(headers["strict-transport-security"], url).toBe("max-age=31536000; includeSubDomains");
    expect(headers["x-content-type-options"], url).toBe("nosniff");
    expect(headers["x-frame-options"], url).toBe("DENY");
    expect(headers["referrer-policy"], url).toBe("strict-origin-when-cross-origin");
    expect(headers["permissions-policy"], url).toBe("camera=(), microphone=(), geolocation=()");
    expect(headers["cross-origin-opener-policy"], url).toBe("same-origin");
    const policy = headers["content-security-policy"];
    if (files.includes(url)) expect(policy, url).toBe(FILE_POLICY);
    else {
      expect(policy, url).toContain("frame-ancestors 'none'");
      expect(policy, url).toContain("form-action 'self' mailto:");
      expect(policy, url).not.toContain("default-src 'none'");
    }
  }
});

test("@desktop-only calendars are served as text/calendar and the sitemap as XML", async ({ request }) => {
  for (const url of [
    "/events/calendar.ics",
    "/events/red-book-series/calendar.ics",
    "/es/events/mens-inner-work/calendar.ics",
  ]) {
    const response = await request.get(url);
    expect(response.status(), url).toBe(200);
    expect(response.headers()["content-type"], url).toMatch(/^text\/calendar/);
  }
  expect((await request.get("/sitemap.xml")).headers()["content-type"]).toContain("xml");
});
