/** @jest-environment node */
import robots from "@/app/robots";
import sitemap from "@/app/sitemap";
import { site } from "@/lib/site";
import { SPEC_ROUTES, inSpanish as spanish } from "@/e2e/spec-routes";

/** Loads a module afresh with other build-time environment variables. */
async function withEnv<T>(env: Record<string, string>, load: () => Promise<T>): Promise<T> {
  const saved = { ...process.env };
  Object.assign(process.env, env);
  try {
    let loaded: T | undefined;
    await jest.isolateModulesAsync(async () => {
      loaded = await load();
    });
    return loaded!;
  } finally {
    process.env = saved;
  }
}

describe("sitemap.xml", () => {
  it("lists every route of the spec and its Spanish twin, each page once, as absolute URLs under site.url, each with its English, Spanish and x-default (English) alternates", () => {
    const entries = sitemap();
    const urls = entries.map((entry) => entry.url);
    expect(site.url).toMatch(/^https:\/\//);
    expect(urls.filter((url, index) => urls.indexOf(url) !== index)).toEqual([]);
    expect(urls).toEqual(
      expect.arrayContaining([...SPEC_ROUTES, ...SPEC_ROUTES.map(spanish)].map((route) => `${site.url}${route}`)),
    );
    for (const { url, alternates } of entries) {
      const route = url.slice(site.url.length) || "/";
      const english = route === "/es" ? "/" : route.replace(/^\/es\//, "/");
      expect(alternates?.languages).toEqual({
        en: `${site.url}${english}`,
        es: `${site.url}${spanish(english)}`,
        "x-default": `${site.url}${english}`,
      });
    }
  });
});

describe("robots.txt", () => {
  it("allows every crawler everywhere and names the sitemap", () => {
    expect(robots()).toEqual({ rules: { userAgent: "*", allow: "/" }, sitemap: `${site.url}/sitemap.xml` });
  });
});

describe("a build for another address than wrangler.jsonc's SITE_URL", () => {
  it("puts it into the sitemap (with or without a trailing slash), robots.txt, share images and JSON-LD; calendar links stay site paths", async () => {
    const built = await withEnv({ NEXT_PUBLIC_SITE_URL: "https://heartwood.example.com" }, async () => {
      const { pageMetadata } = await import("@/lib/seo/metadata");
      const { calendarFileHref } = await import("@/lib/calendar");
      const donate = { title: "Donate", description: "Give.", path: "/donate", image: "donate" } as const;
      return {
        sitemap: (await import("@/app/sitemap")).default(),
        robots: (await import("@/app/robots")).default(),
        meta: pageMetadata({ locale: "en", ...donate }),
        esMeta: pageMetadata({ locale: "es", ...donate }),
        ics: calendarFileHref("red-book-series", "en"),
        esIcs: calendarFileHref("red-book-series", "es"),
        org: (await import("@/lib/seo/structured-data")).organizationJsonLd("en"),
      };
    });
    expect(built.sitemap).toHaveLength(sitemap().length);
    expect(built.sitemap.map((entry) => entry.url)).toEqual(
      expect.arrayContaining(["https://heartwood.example.com/", "https://heartwood.example.com/es"]),
    );
    for (const { url, alternates } of built.sitemap) {
      expect(url.startsWith("https://heartwood.example.com/")).toBe(true);
      for (const alternate of Object.values(alternates?.languages ?? {}))
        expect(alternate).toMatch(/^https:\/\/heartwood\.example\.com\/(?!\/)/);
    }
    const withSlash = await withEnv({ NEXT_PUBLIC_SITE_URL: "https://heartwood.example.com/" }, async () =>
      (await import("@/app/sitemap")).default(),
    );
    expect(withSlash.map((entry) => entry.url)).toEqual(built.sitemap.map((entry) => entry.url));

    expect(built.robots.sitemap).toBe("https://heartwood.example.com/sitemap.xml");
    expect(built.ics).toBe("/events/red-book-series/calendar.ics");
    expect(built.esIcs).toBe("/es/events/red-book-series/calendar.ics");
    expect(built.org).toMatchObject({
      url: "https://heartwood.example.com/",
      logo: { url: "https://heartwood.example.com/og/logo.png" },
    });
    expect(built.meta.openGraph?.images).toEqual([
      expect.objectContaining({ url: "https://heartwood.example.com/og/donate.png" }),
    ]);
    expect(built.esMeta.openGraph?.images).toEqual([
      expect.objectContaining({ url: "https://heartwood.example.com/es/og/donate.png" }),
    ]);
  });
});
