import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { ONE_OF_EACH_LAYOUT } from "@/e2e/site";
import { SPEC_ROUTES, SPEC_ROUTES_ES, inSpanish } from "@/e2e/spec-routes";
import { splitLocale } from "@/lib/i18n/locales";
import { OUT, documentOf, exportedRoutes, routeOf } from "./built-site";

/** schema.org types each page's JSON-LD carries (top-level nodes, @graph flattened); none elsewhere. */
const JSON_LD_TYPES: Record<string, string[]> = {
  "/": ["NGO", "WebSite"],
  "/about": ["NGO"],
  "/donate": ["NGO"],
  "/new-here": ["FAQPage"],
  ...Object.fromEntries(SPEC_ROUTES.filter((route) => route.startsWith("/events/")).map((route) => [route, ["Event"]])),
};

/** A meta tag's content, by property (Open Graph) or name. */
const meta = (document: Document, key: string) =>
  document.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute("content") ?? null;
const descriptionOf = (document: Document) => (meta(document, "description") ?? "").trim();

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
    const [, english] = splitLocale(route);
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
  const [lang, english] = splitLocale(route);
  const document = documentOf(route);
  const card = (key: string) => meta(document, key);

  test("names its language, a description, both languages (English the default) and its address", () => {
    expect(document.documentElement.lang).toBe(lang);
    expect(descriptionOf(document)).not.toBe("");
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
    expect(card("og:url")).toBe(canonical);
  });

  test("is titled “… | Heartwood Sanctuary”, and shares its title and description with a 1200×630 PNG in its language, described in that language", async () => {
    const [title, description, image] = [card("og:title"), card("og:description"), card("og:image") ?? ""];
    expect(document.title).toBe(`${title} | Heartwood Sanctuary`);
    expect([description, card("twitter:title"), card("twitter:image")]).toEqual([
      descriptionOf(document),
      title,
      image,
    ]);
    expect([card("og:site_name"), card("og:locale"), card("og:locale:alternate")]).toEqual([
      "Heartwood Sanctuary",
      `${lang}_US`,
      `${lang === "en" ? "es" : "en"}_US`,
    ]);
    expect(card("twitter:card")).toBe("summary_large_image");
    expect(image).toMatch(lang === "es" ? /^https?:\/\/[^/]+\/es\/og\/.+\.png$/ : /^https?:\/\/[^/]+\/og\/.+\.png$/);
    expect([card("og:image:type"), card("og:image:width"), card("og:image:height")]).toEqual([
      "image/png",
      "1200",
      "630",
    ]);
    expect(await sharp(path.join(OUT, routeOf(image))).metadata()).toMatchObject({
      format: "png",
      width: 1200,
      height: 630,
    });
    const twin = documentOf(lang === "en" ? inSpanish(route) : english);
    expect(card("og:image:alt")).toContain("Heartwood Sanctuary");
    expect(card("og:image:alt")).not.toBe(meta(twin, "og:image:alt"));
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
