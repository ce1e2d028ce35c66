import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Page } from "@playwright/test";
import { expect, test, waitForHydration, withBase } from "./helpers";
import { keepPopupClosed } from "./shared-page";

/**
 * scripts/defer-framework.mjs (a post-build step): Next's framework scripts are fetched once the page has
 * loaded and its hero has been painted, through one inline loader per page.
 */
type DeferModule = {
  LOADER: string;
  COMPILE_HINT: string;
  deferFramework(html: string, file: string): string;
  deferredScripts(html: string): { scripts: string[]; preloads: string[] } | null;
};
const deferModule = async () =>
  (await import(pathToFileURL(path.resolve("scripts/defer-framework.mjs")).href)) as DeferModule;

const OUT = path.resolve(process.env.OUT_DIR ?? "out");

test.describe("@desktop-only the post-build rewrite", () => {
  test("moves the async scripts and script hints into one loader, keeping everything else", async () => {
    const { deferFramework, LOADER } = await deferModule();
    const before =
      '<!DOCTYPE html><html><head><meta charSet="utf-8"/><link rel="stylesheet" href="/a.css"/>' +
      '<link rel="preload" as="script" fetchPriority="low" href="/c/page.js"/>' +
      '<link rel="preload" as="script" href="/c/hint.js"/>' +
      '<script src="/c/main.js" async=""></script><script src="/c/runtime.js" async=""></script>' +
      "<script>document.documentElement.dataset.js=''</script>" +
      '<script src="/c/polyfill.js" noModule=""></script></head>' +
      '<body><p>Text</p><script>self.__next_f.push([1,"<link rel=\\"preload\\" as=\\"script\\" href=\\"/x.js\\"/>"])</script>' +
      '<script src="/c/page.js" async=""></script></body></html>';
    const after =
      '<!DOCTYPE html><html><head><meta charSet="utf-8"/><link rel="stylesheet" href="/a.css"/>' +
      `<script data-scripts="/c/main.js /c/runtime.js /c/page.js" data-preloads="/c/hint.js">${LOADER}</script>` +
      "<script>document.documentElement.dataset.js=''</script>" +
      '<script src="/c/polyfill.js" noModule=""></script></head>' +
      '<body><p>Text</p><script>self.__next_f.push([1,"<link rel=\\"preload\\" as=\\"script\\" href=\\"/x.js\\"/>"])</script>' +
      "</body></html>";
    expect(deferFramework(before, "out/x.html")).toBe(after);
    expect(deferFramework(after, "out/x.html")).toBe(after);
  });

  test("stops on a page it cannot rewrite, naming the file", async () => {
    const { deferFramework } = await deferModule();
    expect(() => deferFramework("<html><head></head><body><p>x</p></body></html>", "out/bare.html")).toThrow(
      /^out\/bare\.html: no <script src async> in <head>/,
    );
    expect(() =>
      deferFramework('<html><head><script src="/c/main.js" async=""></script><script src="/blocking.js"></script></head></html>', "out/sync.html"),
    ).toThrow(/^out\/sync\.html: <script src="\/blocking\.js"> is not async/);
  });

  test("every exported page loads Next's scripts through its loader only; each listed file exists and starts with the compile hint", async () => {
    const { COMPILE_HINT, deferredScripts } = await deferModule();
    const pages = (function walk(dir: string): string[] {
      return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        if (entry.isDirectory()) return entry.name === "_next" ? [] : walk(path.join(dir, entry.name));
        return entry.name.endsWith(".html") ? [path.join(dir, entry.name)] : [];
      });
    })(OUT);
    expect(pages.length).toBeGreaterThan(30);
    const basePath = (process.env.NEXT_PUBLIC_BASE_PATH ?? "").replace(/\/+$/, "");
    for (const file of pages) {
      const html = readFileSync(file, "utf8");
      const name = path.relative(OUT, file);
      const deferred = deferredScripts(html);
      expect(deferred, name).not.toBeNull();
      expect(deferred!.scripts.length, name).toBeGreaterThanOrEqual(5);
      // Outside the loader: no external script but the legacy polyfill, and no script hint.
      const external = [...html.matchAll(/<script\b[^>]*\ssrc="[^"]*"[^>]*>/g)].map((m) => m[0]);
      expect(external.filter((tag) => !/noModule/i.test(tag)), name).toEqual([]);
      expect(html.replace(/<script\b[\s\S]*?<\/script>/g, ""), name).not.toMatch(/<link[^>]*as="script"/);
      for (const url of [...deferred!.scripts, ...deferred!.preloads]) {
        const script = path.join(OUT, url.slice(basePath.length));
        expect(existsSync(script), `${name}: ${url}`).toBe(true);
        // V8's compile hint, first thing in the file.
        expect(readFileSync(script, "utf8").startsWith(COMPILE_HINT), `${name}: ${url}`).toBe(true);
      }
    }
  });
});

/** Start times (ms since navigation) of the page's framework requests, of its load event and of its hero's paint. */
async function timings(page: Page) {
  return page.evaluate(async () => {
    const hero = await new Promise<number | null>((resolve) => {
      new PerformanceObserver((list) => resolve(list.getEntries()[0]?.startTime ?? null)).observe({ type: "element", buffered: true });
      setTimeout(() => resolve(null), 2000);
    });
    const nav = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
    const chunks = performance
      .getEntriesByType("resource")
      .filter((entry) => /\/_next\/static\/chunks\/[^/]+\.js$/.test(entry.name))
      .map((entry) => entry.startTime);
    return { load: nav.loadEventStart, hero, chunks };
  });
}

test.describe("in the browser", () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(keepPopupClosed);
  });

  for (const route of ["/", "/services", "/contact"]) {
    test(`${route}: the framework is fetched after the load event and the hero's paint, then the page hydrates`, async ({ page }) => {
      await page.goto(withBase(route));
      await waitForHydration(page, "header a");
      const { load, hero, chunks } = await timings(page);
      expect(load).toBeGreaterThan(0);
      expect(hero, "the hero's element timing").not.toBeNull();
      expect(chunks.length).toBeGreaterThanOrEqual(5);
      for (const start of chunks) {
        expect(start).toBeGreaterThanOrEqual(load);
        expect(start).toBeGreaterThanOrEqual(hero!);
      }
    });
  }

  test("a hero that fails to load does not hold the framework back", async ({ page }) => {
    await page.route("**/images/hero-*.svg", (route) => route.abort());
    await page.goto(withBase("/services"));
    await waitForHydration(page, "header a");
    const { load, chunks } = await timings(page);
    expect(chunks.length).toBeGreaterThanOrEqual(5);
    for (const start of chunks) expect(start).toBeGreaterThanOrEqual(load);
  });

  test("a hero that is never painted does not hold the framework back", async ({ page }) => {
    // Hidden, the hero gets no element timing entry: the loader's one-second fallback starts the scripts.
    await page.route(/\/services$/, async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace('elementtiming="hero"', 'elementtiming="hero" style="visibility:hidden"');
      await route.fulfill({ response, body: html });
    });
    await page.goto(withBase("/services"));
    await waitForHydration(page, "header a");
    const { load, hero, chunks } = await timings(page);
    expect(hero).toBeNull();
    expect(chunks.length).toBeGreaterThanOrEqual(5);
    for (const start of chunks) expect(start).toBeGreaterThanOrEqual(load);
  });

  test("@desktop-only the accents font files are fetched only for a page that uses an accented letter", async ({ page }) => {
    const fonts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "font") fonts.push(new URL(request.url()).pathname);
    });
    await page.goto(withBase("/services"));
    await waitForHydration(page, "header a"); // (hydration would put back the server's text)
    await page.evaluate(() => document.fonts.ready);
    expect(fonts).toHaveLength(2);
    expect(fonts.filter((url) => url.includes("accents"))).toEqual([]);

    await page.locator("h1").evaluate((h1) => (h1.textContent = "Café São José"));
    await page.locator("main p").first().evaluate((p) => (p.textContent = "Señor Müller, déjà vu"));
    await expect.poll(() => fonts.filter((url) => url.includes("accents")).length).toBe(2);
    // The two main faces and the two accents faces are all in use now (the size-adjusted fallbacks are not).
    const status = await page.evaluate(async () => {
      await document.fonts.ready;
      return [...document.fonts].filter((face) => !/Fallback/.test(face.family)).map((face) => face.status);
    });
    expect(status).toEqual(["loaded", "loaded", "loaded", "loaded"]);
  });
});
