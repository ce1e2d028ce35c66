import type { Page } from "@playwright/test";
import {
  NAV_LINKS,
  NAV_LINKS_ES,
  ONE_OF_EACH_LAYOUT,
  PAGE_TITLE,
  SPEC_ROUTES,
  SPEC_ROUTES_ES,
  TEXT_200,
  TEXT_SPACING,
  TOP_LEVEL_ROUTES,
  axeViolations,
  focusProblemsWhileTabbing,
  textLayoutProblems,
  textOverArtProblems,
  test as base,
  expect,
  exportedRoutes,
  inSpanish,
  keepPopupClosed,
  mainNav,
  metaDescription,
  openMenuIfCollapsed,
  projectContext,
  waitForHydration,
  watchProblems,
} from "./helpers";

/**
 * Every per-page check, in one visit per route and viewport with JavaScript and one without: every route on a
 * phone (most visitors), one page of each layout in each language on a laptop (the others share its markup).
 * The two tabs are shared by all tests of a worker: a fresh context per test costs a new renderer process,
 * more CPU than the visit itself on 2 cores. The popup is kept closed (its session flag set) and motion is
 * reduced, so scroll-triggered reveals show at once (and nothing may move); the JS tab records every
 * Content-Security-Policy violation. Beyond axe (every route): focus while tabbing, reflow at 320 px on phones; on one
 * page of each layout: text spacing and, on the laptop, text at 200 %.
 */
function recordCspViolations() {
  const seen: string[] = [];
  (window as unknown as { __csp: string[] }).__csp = seen;
  document.addEventListener("securitypolicyviolation", (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
}

/** The language of a route, and its English twin: "/es/about" → ["es", "/about"]. */
function languageOf(route: string): ["en" | "es", string] {
  if (route === "/es") return ["es", "/"];
  return route.startsWith("/es/") ? ["es", route.slice(3)] : ["en", route];
}

const test = base.extend<object, { jsPage: Page; noJsPage: Page; homeDescriptions: Record<string, string> }>({
  jsPage: [
    async ({ browser }, use, workerInfo) => {
      const context = await projectContext(browser, workerInfo.project.use, { reducedMotion: "reduce" });
      await context.addInitScript(keepPopupClosed);
      await context.addInitScript(recordCspViolations);
      await use(await context.newPage());
      await context.close();
    },
    { scope: "worker" },
  ],
  noJsPage: [
    async ({ browser }, use, workerInfo) => {
      const context = await projectContext(browser, workerInfo.project.use, { javaScriptEnabled: false });
      await use(await context.newPage());
      await context.close();
    },
    { scope: "worker" },
  ],
  homeDescriptions: [
    async ({ jsPage }, use) => {
      const descriptions: Record<string, string> = {};
      for (const [lang, home] of [["en", "/"], ["es", "/es"]]) {
        await jsPage.goto(home!);
        descriptions[lang!] = await metaDescription(jsPage);
      }
      await use(descriptions);
    },
    { scope: "worker" },
  ],
});

/** schema.org types each page's JSON-LD carries (top-level nodes, @graph flattened); none elsewhere. */
const JSON_LD_TYPES: Record<string, string[]> = {
  "/": ["NGO", "WebSite"],
  "/about": ["NGO"],
  "/donate": ["NGO"],
  "/new-here": ["FAQPage"],
  ...Object.fromEntries(SPEC_ROUTES.filter((route) => route.startsWith("/events/")).map((route) => [route, ["Event"]])),
};

/** The site path of an absolute URL the build wrote (its origin is the production one, not this server's). */
const sitePath = (url: string) => new URL(url).pathname;
const sameRoute = (path: string) => (path.length > 1 ? path.replace(/\/$/, "") : path);
/** Width and height from a PNG's IHDR chunk, or null when the bytes are not a PNG. */
function pngSize(bytes: Buffer): { width: number; height: number } | null {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  if (bytes.length < 24 || !bytes.subarray(0, 8).equals(signature) || bytes.toString("ascii", 12, 16) !== "IHDR") return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}
const servedImages = new Map<string, Promise<string>>();
/** "status type width×height" of a share image, fetched once per worker. */
function describeImage(page: Page, url: string): Promise<string> {
  if (!servedImages.has(url)) {
    servedImages.set(
      url,
      page.request.get(sitePath(url)).then(async (response) => {
        const size = pngSize(await response.body());
        return `${response.status()} ${response.headers()["content-type"]} ${size ? `${size.width}×${size.height}` : "not a PNG"}`;
      }),
    );
  }
  return servedImages.get(url)!;
}

/** What the page shows and declares, read in one round trip (the checks below then need no more). */
function readPage(page: Page) {
  return page.evaluate(() => {
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect();
      return element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) && box.width > 0 && box.height > 0;
    };
    const content = (selector: string) => document.querySelector(selector)?.getAttribute("content") ?? null;
    const nav = document.querySelector("header nav");
    const links = Array.from(nav?.querySelectorAll("li a:not([hreflang])") ?? []);
    const language = nav?.querySelector("a[hreflang]");
    return {
      lang: document.documentElement.lang,
      alternates: Object.fromEntries(
        Array.from(document.querySelectorAll('head link[rel="alternate"][hreflang]')).map((link) => [link.getAttribute("hreflang"), link.getAttribute("href")]),
      ),
      languageSwitch: language && { href: language.getAttribute("href"), hreflang: language.getAttribute("hreflang"), lang: language.getAttribute("lang"), visible: visible(language) },
      title: document.title,
      description: (content('meta[name="description"]') ?? "").trim(),
      canonical: document.querySelector('link[rel="canonical"]')?.getAttribute("href") ?? "",
      og: {
        url: content('meta[property="og:url"]'),
        title: content('meta[property="og:title"]'),
        description: content('meta[property="og:description"]'),
        image: content('meta[property="og:image"]') ?? "",
        imageAlt: content('meta[property="og:image:alt"]'),
        imageSize: [content('meta[property="og:image:width"]'), content('meta[property="og:image:height"]')],
        twitterCard: content('meta[name="twitter:card"]'),
        twitterImage: content('meta[name="twitter:image"]'),
      },
      jsonLd: Array.from(document.querySelectorAll('script[type="application/ld+json"]')).map((script) => script.textContent ?? ""),
      headings: Array.from(document.querySelectorAll("h1")).filter(visible).map((h1) => (h1.textContent ?? "").trim()),
      nav: links.map((link) => ({ label: (link.textContent ?? "").trim(), href: link.getAttribute("href"), visible: visible(link), current: link.getAttribute("aria-current") })),
      toggleShown: Array.from(nav?.querySelectorAll("button") ?? []).some(visible),
      imagePreloads: document.querySelectorAll('head link[rel="preload"][as="image"]').length,
      fontPreloads: document.querySelectorAll('head link[rel="preload"][as="font"]').length,
      // The hero's art as the page carries it (issue 41: written into the HTML, so it paints in the first frame), after hydration.
      heroArt: ((img) => (img ? { address: img.getAttribute("src")?.slice(0, 19), drawn: img.complete && img.naturalWidth > 0 } : null))(
        document.querySelector<HTMLImageElement>("main > header picture img"),
      ),
      squashedIcons: Array.from(document.querySelectorAll(".card-icon"))
        .map((icon) => icon.getBoundingClientRect())
        .filter((box) => box.width > 0 && Math.abs(box.width - box.height) > 1).length,
    };
  });
}
type PageFacts = Awaited<ReturnType<typeof readPage>>;

async function checkMetadata(page: Page, facts: PageFacts, route: string, homeDescription: string) {
  const [lang, english] = languageOf(route);
  expect.soft(facts.lang, "<html lang>").toBe(lang);
  expect.soft(facts.title, "title").toMatch(PAGE_TITLE);
  expect.soft(facts.description, "meta description").not.toBe("");
  if (english !== "/") expect.soft(facts.description, "meta description differs from the home page's").not.toBe(homeDescription);
  // Both languages name each other and English as the default, with absolute URLs.
  const alternates = Object.fromEntries(Object.entries(facts.alternates).map(([hreflang, href]) => [hreflang, sameRoute(sitePath(String(href)))]));
  expect.soft(alternates, "hreflang alternates").toEqual({ en: english, es: inSpanish(english), "x-default": english });

  const { canonical, og } = facts;
  expect.soft(canonical, "canonical URL").toMatch(/^https?:\/\//);
  if (canonical) expect.soft(sameRoute(sitePath(canonical)), "canonical path").toBe(sameRoute(route));
  expect.soft(og.url, "og:url").toBe(canonical);
  expect.soft(og.title, "og:title").toBeTruthy();
  expect.soft(og.description, "og:description").toBeTruthy();
  expect.soft(og.twitterCard, "twitter:card").toBe("summary_large_image");
  expect.soft(og.image, "og:image").toMatch(/^https?:\/\/.+\.png$/);
  expect.soft(og.imageAlt, "og:image:alt").toBeTruthy();
  expect.soft(og.twitterImage, "twitter:image").toBe(og.image);
  if (og.image) {
    expect.soft(await describeImage(page, og.image), `${og.image} is served as a 1200×630 PNG`).toBe("200 image/png 1200×630");
    expect.soft(og.imageSize, "og:image width and height").toEqual(["1200", "630"]);
  }

  const data = facts.jsonLd.map((text) => JSON.parse(text) as Record<string, unknown>);
  const nodes = data.flatMap((block) => (Array.isArray(block["@graph"]) ? (block["@graph"] as Record<string, unknown>[]) : [block]));
  expect.soft(nodes.map((node) => node["@type"]), "JSON-LD types").toEqual(JSON_LD_TYPES[english] ?? []);
  for (const block of data) expect.soft(block["@context"], "JSON-LD context").toBe("https://schema.org");
  // An Event's inLanguage is the language it is held in, a fact of the event (issue 39), not the page's.
  for (const node of nodes.filter((node) => "inLanguage" in node && node["@type"] !== "Event")) expect.soft(node.inLanguage, "JSON-LD inLanguage").toBe(`${lang}-US`);
  if (lang === "es") expect.soft(sitePath(og.image ?? ""), "Spanish share image").toMatch(/\/es\/og\//);
}

/** The navigation a route's language shows. */
const navOf = (route: string) => (languageOf(route)[0] === "es" ? NAV_LINKS_ES : NAV_LINKS);

function checkLayout(facts: PageFacts, route: string, isMobile: boolean) {
  const [lang, english] = languageOf(route);
  expect.soft(facts.headings.length, "visible h1 elements").toBe(1);
  expect.soft(facts.headings[0], "h1 text").toMatch(/\S/);
  expect.soft(facts.nav.map(({ label, href }) => ({ label, href })), "navigation entries").toEqual(navOf(route).map(({ label, href }) => ({ label, href: href })));
  // The switch to the same page in the other language, named in that language (a plain link), shown in the bar on phones too.
  const other = lang === "es" ? "en" : "es";
  expect.soft(facts.languageSwitch, "language switch").toMatchObject({ href: lang === "es" ? english : inSpanish(english), hreflang: other, lang: other, visible: true });
  if (!isMobile) {
    expect.soft(facts.toggleShown, "menu toggle on wide screens").toBe(false);
    expect.soft(facts.nav.filter((link) => !link.visible).map((link) => link.label), "hidden navigation links").toEqual([]);
  }
  const current = facts.nav.filter((link) => link.current === "page").map((link) => link.href);
  expect.soft(current, 'aria-current="page" links').toEqual(TOP_LEVEL_ROUTES.includes(route) ? [route] : []);
  // React preloads an early <img> unless it is lazy or low priority: none should compete with the page's first paint.
  expect.soft(facts.imagePreloads, "image preloads").toBe(0);
  // Chromium holds the first paint while a preloaded font loads (app/fonts.ts, reports/hero-lcp.md): the fonts swap in.
  expect.soft(facts.fontPreloads, "font preloads").toBe(0);
  // React keeps the server's src when it hydrates: the art is still the one written into the page, and drawn.
  expect.soft(facts.heroArt, "the hero's art").toEqual({ address: "data:image/svg+xml,", drawn: true });
  expect.soft(facts.squashedIcons, "icon circles that are not round").toBe(0);
}

/**
 * Without JavaScript: the language switch shows in the bar as it is (on phones too, without opening the menu), and every
 * navigation link shows (on phones behind the toggle, a native popover); all lie in the viewport.
 */
async function checkNavWithoutJs(page: Page, route: string) {
  const width = page.viewportSize()?.width ?? 0;
  const read = (selector: string) =>
    mainNav(page).evaluate(
      (nav, selector) =>
        Array.from(nav.querySelectorAll(selector)).map((link) => {
          const box = link.getBoundingClientRect();
          const visible = link.checkVisibility({ opacityProperty: true, visibilityProperty: true }) && box.width > 0 && box.height > 0;
          return { label: (link.textContent ?? "").trim(), href: link.getAttribute("href"), visible, left: box.left, right: box.right };
        }),
      selector,
    );
  const outside = (links: Awaited<ReturnType<typeof read>>) => links.filter((link) => !link.visible || link.left < 0 || link.right > width + 0.5).map((link) => link.label);
  const language = await read("a[hreflang]");
  expect.soft(language.length, "no-JS: the language switch").toBe(1);
  expect.soft(outside(language), "no-JS: the language switch hidden or outside the viewport, menu closed").toEqual([]);
  await openMenuIfCollapsed(page);
  const shown = await read("li a");
  expect.soft(shown.map(({ label, href }) => ({ label, href })), "no-JS: navigation entries").toEqual(navOf(route).map(({ label, href }) => ({ label, href: href })));
  expect.soft(outside(shown), "no-JS: navigation links hidden (e.g. behind a toggle that does not open) or outside the viewport").toEqual([]);
  await page.keyboard.press("Escape");
}

/** Without JavaScript: the heading and all content show; the navigation is checked on one page of each layout (it is the same bar on every page). */
async function checkWithoutJs(page: Page, route: string, { withNav }: { withNav: boolean }) {
  await page.goto(route);
  await expect.soft(page.locator("main h1"), "no-JS: the heading").toBeVisible();
  if (withNav) {
    await checkNavWithoutJs(page, route);
    // The bar is not fixed without JavaScript, and nothing has been revealed by a script: the art is checked again.
    const found = await textOverArtProblems(page);
    expect.soft(found, `no-JS: text over art:\n${found.join("\n")}`).toEqual([]);
  }
  const hidden = await page.locator("main").evaluate((main) =>
    Array.from(main.querySelectorAll("h1, h2, h3, h4, h5, h6, p, li, article, figure, a, button, form"))
      .filter((element) => !element.closest("[hidden], .visually-hidden, [aria-hidden='true']"))
      .filter((element) => !element.checkVisibility({ opacityProperty: true, visibilityProperty: true }))
      .map((element) => `${element.tagName.toLowerCase()} "${(element.textContent ?? "").trim().slice(0, 40)}"`),
  );
  expect.soft(hidden, "no-JS: content hidden until a script reveals it").toEqual([]);
}

const oneOfEachLayout = new Set(ONE_OF_EACH_LAYOUT.flatMap((route) => [route, inSpanish(route)]));
for (const route of [...SPEC_ROUTES, ...SPEC_ROUTES_ES]) {
  test(oneOfEachLayout.has(route) ? route : `${route} @mobile-only`, async ({ jsPage: page, noJsPage, homeDescriptions, isMobile }) => {
    const problems = watchProblems(page, { network: true });
    try {
      const response = await page.goto(route);
      expect(response?.status(), "HTTP status").toBe(200);
      await waitForHydration(page, "main h1");
      // Through the whole page, so scroll-driven code (navigation bar, reveals) runs too; then back to the top.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 30));
        }
        window.scrollTo(0, 0);
      });

      const facts = await readPage(page);
      await test.step("metadata", () => checkMetadata(page, facts, route, homeDescriptions[languageOf(route)[0]]!));
      checkLayout(facts, route, isMobile);
      await test.step("reduced motion: nothing animates", async () => {
        const moving = await page.evaluate(() => [
          ...document.getAnimations().map((animation) => `animation ${animation instanceof CSSAnimation ? animation.animationName : animation instanceof CSSTransition ? animation.transitionProperty : "(script)"}`),
          ...Array.from(document.querySelectorAll("*"))
            .filter((element) => getComputedStyle(element).transitionDuration.split(",").some((duration) => parseFloat(duration) > 0))
            .map((element) => `transition on ${element.tagName.toLowerCase()}.${String(element.className).split(" ")[0]}`),
        ]);
        expect.soft(moving, "with prefers-reduced-motion: reduce").toEqual([]);
      });
      await test.step("axe, and text over art at 4.5:1 on the pixels behind it in every section", async () => {
        const found = await axeViolations(page, { overArt: true });
        expect.soft(found, `axe violations and text over art:\n${found.join("\n")}`).toEqual([]);
      });
      await test.step("focus visible and never under the bar while tabbing", async () => {
        const found = await focusProblemsWhileTabbing(page);
        expect.soft(found, `focus:\n${found.join("\n")}`).toEqual([]);
      });
      if (oneOfEachLayout.has(route)) {
        await test.step("text spacing and 200% text: nothing cut off or overlapping", async () => {
          const spaced = await textLayoutProblems(page, TEXT_SPACING);
          expect.soft(spaced, `with WCAG 1.4.12 text spacing:\n${spaced.join("\n")}`).toEqual([]);
          // On a phone, text at 200 % is a 195 px wide layout, beyond the 320 px that reflow (1.4.10) asks for.
          if (!isMobile) {
            const large = await textLayoutProblems(page, TEXT_200);
            expect.soft(large, `with text at 200%:\n${large.join("\n")}`).toEqual([]);
          }
        });
      }
      if (isMobile) {
        await test.step("reflow: no sideways scrolling at 320 px", async () => {
          const viewport = page.viewportSize()!;
          await page.setViewportSize({ width: 320, height: viewport.height });
          // Once the layout has settled at the new width (a resize is followed by a frame or two of relayout).
          await page.waitForFunction(() => document.documentElement.scrollWidth <= 320, null, { timeout: 1000, polling: 50 }).catch(() => {});
          const wider = await page.evaluate(() =>
            Array.from(document.querySelectorAll("body *"))
              .filter((element) => element.getBoundingClientRect().right > 321 && element.checkVisibility())
              .slice(0, 5)
              .map((element) => `${element.tagName.toLowerCase()}.${String(element.className).split(" ")[0]} (right edge ${Math.round(element.getBoundingClientRect().right)}px)`),
          );
          const width = await page.evaluate(() => document.documentElement.scrollWidth);
          await page.setViewportSize(viewport);
          expect.soft(width, `page width at 320 px; wider: ${wider.join(", ")}`).toBeLessThanOrEqual(320);
        });
      }
      // The menu is the same on every page: checked open on each page of the bar, in both languages.
      if (isMobile && TOP_LEVEL_ROUTES.includes(route)) {
        await test.step("axe with the menu open", async () => {
          await openMenuIfCollapsed(page);
          const found = await axeViolations(page);
          expect.soft(found, `axe violations, menu open:\n${found.join("\n")}`).toEqual([]);
          await page.keyboard.press("Escape");
        });
      }
      await problems.quiet();
      expect.soft(problems.list, `console and network:\n${problems.list.join("\n")}`).toEqual([]);
      expect.soft(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp), "CSP violations").toEqual([]);
    } finally {
      problems.stop();
    }
    await test.step("without JavaScript", () => checkWithoutJs(noJsPage, route, { withNav: oneOfEachLayout.has(route) }));
  });
}

test("the export holds exactly the routes of the spec, in English and under /es in Spanish @desktop-only", () => {
  expect(exportedRoutes().sort()).toEqual([...SPEC_ROUTES, ...SPEC_ROUTES_ES].sort());
});

test.describe("not found", () => {
  // The browser logs the 404 response of the document itself.
  test.use({ allowConsoleErrors: true });

  test("an unknown path answers 404 with a branded page that leads home and to the events", async ({ page }) => {
  for (const route of ["/this-page-does-not-exist", "/services/no-such-service"]) {
    const response = await page.goto(route);
    expect(response?.status(), route).toBe(404);
    await expect(page).toHaveTitle(PAGE_TITLE);
    await expect(page.locator("h1").filter({ visible: true })).toHaveCount(1);
    await expect(page.getByRole("link", { name: "Return Home" })).toHaveAttribute("href", "/");
    await expect(page.getByRole("link", { name: "See Upcoming Events" })).toHaveAttribute("href", "/events");
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
  }
  });

  test("an unknown path under /es answers 404 with the Spanish page, which leads to the Spanish home and events", async ({ page }) => {
    for (const route of ["/es/esta-pagina-no-existe", "/es/events/no-such-event"]) {
      const response = await page.goto(route);
      expect(response?.status(), route).toBe(404);
      await expect(page.locator("html")).toHaveAttribute("lang", "es");
      await expect(page).toHaveTitle(PAGE_TITLE);
      const actions = page.locator("main a.btn");
      await expect(actions).toHaveCount(2);
      expect(await actions.evaluateAll((links) => links.map((link) => link.getAttribute("href")))).toEqual(["/es", "/es/events"]);
    }
  });
});

test("no late console warnings (e.g. an unused preload) a few seconds after load, one page of each layout @desktop-only", async ({ context }) => {
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
