import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { type APIRequestContext, expect, test } from "@playwright/test";
import { DATES_SCRIPT } from "../lib/enhance";
import { SPEC_ROUTES, exportedRoutes } from "./helpers";

// Tagged @desktop-only (see playwright.config.ts): what the server sends does not depend on the viewport.
const OUT = path.resolve(process.env.OUT_DIR ?? "out");
// Scripting off: the DOM is read as sent, and nothing the page runs can change it.
test.use({ javaScriptEnabled: false });
const hash = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

test("@desktop-only every page's <meta> policy comes before any script and lists exactly its inline scripts' hashes and the date script's", async ({ page, request }) => {
  for (const route of [...SPEC_ROUTES, "/no-such-page"]) {
    const html = await (await request.get(route)).text();
    await page.setContent(html, { waitUntil: "domcontentloaded" });
    const found = await page.evaluate(() => {
      const metas = [...document.querySelectorAll('meta[http-equiv="Content-Security-Policy" i]')];
      const scripts = [...document.querySelectorAll("script")];
      const inline = scripts.filter((s) => !s.src && ["", "text/javascript", "module"].includes(s.type.toLowerCase()));
      const beforeScripts = !!metas[0] && scripts.every((s) => metas[0]!.compareDocumentPosition(s) & Node.DOCUMENT_POSITION_FOLLOWING);
      return { count: metas.length, policy: metas[0]?.getAttribute("content") ?? "", inline: inline.map((s) => s.textContent ?? ""), beforeScripts, inHead: metas[0]?.parentElement?.tagName };
    });
    expect(found.count, route).toBe(1);
    expect(found.inHead, route).toBe("HEAD");
    expect(found.beforeScripts, route).toBe(true);
    expect(found.inline.length, route).toBeGreaterThan(0);
    const scriptSrc = /(?:^|;\s*)script-src ([^;]*)/.exec(found.policy)?.[1] ?? "";
    // The date script on every page: a client-side navigation runs it on pages that did not have it (components/events/dates-script.tsx).
    expect(scriptSrc.split(" ").filter((source) => source.startsWith("'sha256-")).sort(), route).toEqual([...new Set([...found.inline, DATES_SCRIPT].map(hash))].sort());
    expect(scriptSrc, route).not.toContain("unsafe-inline");
    for (const directive of ["default-src 'self'", "object-src 'none'", "base-uri 'self'", "form-action 'self' mailto:"]) expect(found.policy, route).toContain(directive);
  }
});

test("@desktop-only site-wide headers are sent with every response", async ({ request }) => {
  for (const url of ["/", "/events/red-book-series", "/images/logo.svg", "/no-such-page"]) {
    const headers = (await request.get(url)).headers();
    expect(headers["strict-transport-security"], url).toBe("max-age=31536000; includeSubDomains");
    expect(headers["x-content-type-options"], url).toBe("nosniff");
    expect(headers["x-frame-options"], url).toBe("DENY");
    expect(headers["referrer-policy"], url).toBe("strict-origin-when-cross-origin");
    expect(headers["permissions-policy"], url).toBe("camera=(), microphone=(), geolocation=()");
    expect(headers["cross-origin-opener-policy"], url).toBe("same-origin");
    expect(headers["content-security-policy"], url).toContain("frame-ancestors 'none'");
  }
});

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
    fonts.push(...[...css.matchAll(/url\(([^)]+\.woff2)\)/g)].map(([, url]) => new URL(url!, `http://site${sheet}`).pathname));
  }
  return { scripts: named.filter((url) => url.endsWith(".js")), styles: named.filter((url) => url.endsWith(".css")), fonts: [...new Set(fonts)] };
}

test("@desktop-only second visits are instant: hashed scripts, styles and fonts are kept a year; pages, /admin, share images and calendars are revalidated (issue 41)", async ({ request }) => {
  const { scripts, styles, fonts } = await hashedFiles(request);
  expect([scripts.length > 0, styles.length > 0, fonts.length > 0]).toEqual([true, true, true]);
  for (const url of [...scripts, ...styles, ...fonts]) expect((await request.get(url)).headers()["cache-control"], url).toBe(IMMUTABLE);
  for (const url of ["/", "/events/red-book-series", "/admin/", "/admin/config.yml", "/og/home.png", "/events/calendar.ics", "/build.json"]) {
    expect((await request.get(url)).headers()["cache-control"], url).toBe(REVALIDATE);
  }
  // Photo copies are named by their content (scripts/photos.mjs): the rule is there for the first one uploaded.
  const rules = await readFile(path.join(OUT, "_headers"), "utf8");
  expect(rules).toMatch(/^\/photos\/\*\n(?: {2}.*\n)*? {2}Cache-Control: public, max-age=31536000, immutable$/m);
});

test("@desktop-only files that are not pages allow nothing (default-src 'none'); pages keep their own policy", async ({ request }) => {
  const { scripts, fonts } = await hashedFiles(request);
  for (const url of [scripts[0]!, fonts[0]!, "/images/logo.svg", "/og/home.png", "/es/og/home.png", "/icon.svg", "/build.json", "/events/calendar.ics", "/es/events/mens-inner-work/calendar.ics", "/robots.txt", "/sitemap.xml"]) {
    expect((await request.get(url)).headers()["content-security-policy"], url).toBe(FILE_POLICY);
  }
  for (const url of ["/", "/events", "/es/contact", "/no-such-page"]) {
    const policy = (await request.get(url)).headers()["content-security-policy"];
    expect(policy, url).toContain("form-action 'self' mailto:");
    expect(policy, url).not.toContain("default-src 'none'");
  }
});

/** What an inline script of Next's own may be: its flight data (a JSON array handed to a queue) or Turbopack's list of chunks (JSON). */
const NEXT_DATA = [/^\(self\.__next_f=self\.__next_f\|\|\[\]\)\.push\(([\s\S]*)\)$/, /^self\.__next_f\.push\(([\s\S]*)\)$/, /^\(globalThis\["TURBOPACK"\] \|\| \(globalThis\["TURBOPACK"\] = \[\]\)\)\.push\(([\s\S]*)\);$/];

test("@desktop-only the only inline code any page runs is the site's date script, where dates are shown; all else inline is data (security review, finding 20)", async () => {
  // The policy hashes whatever inline script the build wrote: this is what keeps that list to what the code meant.
  const found = new Map<string, string[]>();
  for (const route of exportedRoutes(OUT)) {
    const file = path.join(OUT, route === "/" ? "index.html" : `${route.slice(1)}.html`);
    const html = await readFile(file, "utf8");
    for (const [, attributes = "", text = ""] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
      if (/\ssrc=/i.test(attributes) || /type="application\/ld\+json"/i.test(attributes)) continue;
      const data = NEXT_DATA.map((pattern) => pattern.exec(text)?.[1]).find((argument) => argument !== undefined);
      let kind = text === DATES_SCRIPT ? "dates" : "code";
      if (data !== undefined) {
        try {
          JSON.parse(data);
          kind = "data";
        } catch {
          kind = "code";
        }
      }
      found.set(kind, [...(found.get(kind) ?? []), route]);
    }
  }
  expect(found.get("code") ?? []).toEqual([]);
  // The date script is on the pages that show dates, and no other (the retreat's dates are to be announced).
  const dated = found.get("dates") ?? [];
  for (const route of ["/", "/events", "/events/mens-inner-work", "/es", "/es/events"]) expect(dated).toContain(route);
  for (const route of ["/about", "/contact", "/donate", "/events/winter-solstice-retreat"]) expect(dated).not.toContain(route);
});
