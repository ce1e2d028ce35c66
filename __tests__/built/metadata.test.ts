import fs from "node:fs";
import path from "node:path";
import { ONE_OF_EACH_LAYOUT, PAGE_TITLE } from "@/e2e/site";
import { SPEC_ROUTES, SPEC_ROUTES_ES, inSpanish } from "@/e2e/spec-routes";
import { OUT, documentOf, exportedRoutes, routeOf } from "./built-site";

/** schema.org types each page's JSON-LD carries (top-level nodes, @graph flattened); none elsewhere. */
const JSON_LD_TYPES: Record<string, string[]> = {
  "/": ["NGO", "WebSite"],
  "/about": ["NGO"],
  "/donate": ["NGO"],
  "/new-here": ["FAQPage"],
  ...Object.fromEntries(SPEC_ROUTES.filter((route) => route.startsWith("/events/")).map((route) => [route, ["Event"]])),
};

/** The language of a route, and its English twin: "/es/about" → ["es", "/about"]. */
function languageOf(route: string): ["en" | "es", string] {
  if (route === "/es") return ["es", "/"];
  return route.startsWith("/es/") ? ["es", route.slice(3)] : ["en", route];
}

/** Width and height from a PNG's IHDR chunk, or null when the bytes are not a PNG. */
function pngSize(bytes: Buffer): { width: number; height: number } | null {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  if (bytes.length < 24 || !bytes.subarray(0, 8).equals(signature) || bytes.toString("ascii", 12, 16) !== "IHDR")
    return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

const meta = (document: Document, selector: string) =>
  document.querySelector(selector)?.getAttribute("content") ?? null;
const descriptionOf = (document: Document) => (meta(document, 'meta[name="description"]') ?? "").trim();

test("the export holds every route of the spec, in English and under /es in Spanish", () => {
  expect(exportedRoutes()).toEqual(expect.arrayContaining([...SPEC_ROUTES, ...SPEC_ROUTES_ES]));
});

test("sitemap.xml lists exactly the pages of the export, each with its English, Spanish and default (English) twin", () => {
  const xml = fs.readFileSync(path.join(OUT, "sitemap.xml"), "utf8");
  const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, entry]) => ({
    route: routeOf(/<loc>([^<]+)<\/loc>/.exec(entry!)![1]!),
    alternates: Object.fromEntries(
      [...entry!.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(([, lang, url]) => [lang, routeOf(url!)]),
    ),
  }));
  expect(entries.map(({ route }) => route).sort()).toEqual(exportedRoutes().sort());
  for (const { route, alternates } of entries) {
    const [, english] = languageOf(route);
    expect({ route, alternates }).toEqual({
      route,
      alternates: { en: english, es: inSpanish(english), "x-default": english },
    });
  }
});

test("every page has a title and a description no other page of its language has", () => {
  const pages = exportedRoutes().map((route) => ({ route, document: documentOf(route) }));
  const shared = (read: (document: Document) => string) => {
    const seen = new Map<string, string>();
    return pages.flatMap(({ route, document }) => {
      // A name (The Village, The Red Book Series) may stay the same in both languages.
      const value = `${document.documentElement.lang}: ${read(document)}`;
      const other = seen.get(value);
      seen.set(value, route);
      return other ? [`${other} and ${route}: ${value}`] : [];
    });
  };
  expect(shared((document) => document.title)).toEqual([]);
  expect(shared(descriptionOf)).toEqual([]);
});

/** One page of each layout, in each language: the pages of a layout share the code that writes their metadata. */
describe.each([...ONE_OF_EACH_LAYOUT, ...ONE_OF_EACH_LAYOUT.map(inSpanish)])("%s", (route) => {
  const [lang, english] = languageOf(route);
  const document = documentOf(route);
  const og = {
    url: meta(document, 'meta[property="og:url"]'),
    image: meta(document, 'meta[property="og:image"]') ?? "",
  };

  test("names its language, a branded title and a description", () => {
    expect(document.documentElement.lang).toBe(lang);
    expect(document.title).toMatch(PAGE_TITLE);
    expect(descriptionOf(document)).not.toBe("");
  });

  test("names both languages, English as the default, and its canonical address", () => {
    const alternates = Object.fromEntries(
      Array.from(document.querySelectorAll('head link[rel="alternate"][hreflang]')).map((link) => [
        link.getAttribute("hreflang"),
        routeOf(link.getAttribute("href") ?? ""),
      ]),
    );
    expect(alternates).toEqual({ en: english, es: inSpanish(english), "x-default": english });
    const canonical = document.querySelector('link[rel="canonical"]')?.getAttribute("href") ?? "";
    expect(canonical).toMatch(/^https?:\/\//);
    expect(routeOf(canonical)).toBe(route);
    expect(og.url).toBe(canonical);
  });

  test("shares with a title, a description and a 1200×630 PNG image in its language", () => {
    expect(meta(document, 'meta[property="og:title"]')).toBeTruthy();
    expect(meta(document, 'meta[property="og:description"]')).toBeTruthy();
    expect(meta(document, 'meta[name="twitter:card"]')).toBe("summary_large_image");
    expect(og.image).toMatch(/^https?:\/\/.+\.png$/);
    expect(meta(document, 'meta[property="og:image:alt"]')).toBeTruthy();
    expect(meta(document, 'meta[name="twitter:image"]')).toBe(og.image);
    expect([
      meta(document, 'meta[property="og:image:width"]'),
      meta(document, 'meta[property="og:image:height"]'),
    ]).toEqual(["1200", "630"]);
    const file = path.join(OUT, routeOf(og.image));
    expect(pngSize(fs.readFileSync(file))).toEqual({ width: 1200, height: 630 });
    if (lang === "es") expect(routeOf(og.image)).toMatch(/\/es\/og\//);
  });

  test("carries the JSON-LD of its kind of page, in its language", () => {
    const data = Array.from(document.querySelectorAll('script[type="application/ld+json"]')).map(
      (script) => JSON.parse(script.textContent ?? "") as Record<string, unknown>,
    );
    const nodes = data.flatMap((block) =>
      Array.isArray(block["@graph"]) ? (block["@graph"] as Record<string, unknown>[]) : [block],
    );
    expect(nodes.map((node) => node["@type"])).toEqual(JSON_LD_TYPES[english] ?? []);
    for (const block of data) expect(block["@context"]).toBe("https://schema.org");
    // An Event's inLanguage is the language it is held in, a fact of the event, not the page's.
    for (const node of nodes.filter((node) => "inLanguage" in node && node["@type"] !== "Event"))
      expect(node.inLanguage).toBe(`${lang}-US`);
  });
});
