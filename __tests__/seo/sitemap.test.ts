/** @jest-environment node */
import robots from "@/app/robots";
import sitemap from "@/app/sitemap";
import { pageMetadata } from "@/lib/seo/metadata";
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

/** A build for another address than wrangler.jsonc's SITE_URL. */
const ELSEWHERE = { NEXT_PUBLIC_SITE_URL: "https://heartwood.example.com" };

describe("sitemap.xml", () => {
  const urls = sitemap().map((entry) => entry.url);

  it("lists the 35 routes (the spec's 33, the accessibility statement and “New here?”) and their 35 Spanish twins once each, as absolute URLs under site.url", () => {
    expect(urls).toHaveLength(70);
    expect(new Set(urls).size).toBe(70);
    expect([...urls].sort()).toEqual(
      [...SPEC_ROUTES, ...SPEC_ROUTES.map(spanish)].map((route) => `${site.url}${route}`).sort(),
    );
    for (const url of urls) expect(new URL(url).protocol).toBe("https:");
  });

  it("gives every entry its English, Spanish and x-default (English) alternates as absolute URLs", () => {
    const entries = sitemap();
    for (const route of SPEC_ROUTES) {
      const languages = {
        en: `${site.url}${route}`,
        es: `${site.url}${spanish(route)}`,
        "x-default": `${site.url}${route}`,
      };
      const pair = entries.filter((entry) => entry.url === languages.en || entry.url === languages.es);
      expect(pair).toHaveLength(2);
      for (const entry of pair) expect(entry.alternates?.languages).toEqual(languages);
    }
    for (const entry of entries) {
      for (const url of Object.values(entry.alternates?.languages ?? {}))
        expect(new URL(url as string).protocol).toBe("https:");
    }
  });

  it("puts the address the site is built for into every URL, with or without a trailing slash", async () => {
    const fromOrigin = await withEnv(ELSEWHERE, async () => (await import("@/app/sitemap")).default());
    expect(fromOrigin).toHaveLength(70);
    expect(fromOrigin.map((entry) => entry.url)).toEqual(
      expect.arrayContaining(["https://heartwood.example.com/", "https://heartwood.example.com/es"]),
    );
    for (const { url, alternates } of fromOrigin) {
      expect(url.startsWith("https://heartwood.example.com/")).toBe(true);
      for (const alternate of Object.values(alternates?.languages ?? {}))
        expect(alternate).toMatch(/^https:\/\/heartwood\.example\.com\/(?!\/)/);
    }

    const withSlash = await withEnv({ NEXT_PUBLIC_SITE_URL: "https://heartwood.example.com/" }, async () =>
      (await import("@/app/sitemap")).default(),
    );
    expect(withSlash.map((entry) => entry.url)).toEqual(fromOrigin.map((entry) => entry.url));
  });
});

describe("robots.txt", () => {
  it("allows every crawler everywhere and names the sitemap", () => {
    expect(robots()).toEqual({ rules: { userAgent: "*", allow: "/" }, sitemap: `${site.url}/sitemap.xml` });
  });

  it("names the sitemap at the address the site is built for", async () => {
    const result = await withEnv(ELSEWHERE, async () => (await import("@/app/robots")).default());
    expect(result.sitemap).toBe("https://heartwood.example.com/sitemap.xml");
  });
});

describe("pageMetadata: OpenGraph and Twitter", () => {
  it("gives every page a 1200×630 PNG share image, the home one by default", () => {
    const meta = pageMetadata({ locale: "en", title: "Contact", description: "Reach us.", path: "/contact" });
    expect(meta.alternates?.canonical).toBe("/contact");
    expect(meta.openGraph).toMatchObject({
      title: "Contact",
      description: "Reach us.",
      url: "/contact",
      siteName: site.name,
      images: [
        {
          url: `${site.url}/og/home.png`,
          width: 1200,
          height: 630,
          type: "image/png",
          alt: expect.stringContaining(site.name),
        },
      ],
    });
    expect(meta.twitter).toMatchObject({
      card: "summary_large_image",
      title: "Contact",
      images: [{ url: `${site.url}/og/home.png` }],
    });
  });

  it("uses the section's image when one is named", () => {
    const meta = pageMetadata({
      locale: "en",
      title: "The Village",
      description: "Join us.",
      path: "/community",
      image: "village",
    });
    expect(meta.openGraph?.images).toEqual([expect.objectContaining({ url: `${site.url}/og/village.png` })]);
    expect(meta.twitter?.images).toEqual([expect.objectContaining({ url: `${site.url}/og/village.png` })]);
  });

  it("points share images, calendar links and JSON-LD at the address the site is built for", async () => {
    const { meta, ics, org, esIcs, esMeta } = await withEnv(ELSEWHERE, async () => ({
      meta: (await import("@/lib/seo/metadata")).pageMetadata({
        locale: "en",
        title: "Donate",
        description: "Give.",
        path: "/donate",
        image: "donate",
      }),
      ics: (await import("@/lib/calendar")).calendarFileHref("red-book-series", "en"),
      esIcs: (await import("@/lib/calendar")).calendarFileHref("red-book-series", "es"),
      esMeta: (await import("@/lib/seo/metadata")).pageMetadata({
        locale: "es",
        title: "Donar",
        description: "Dona.",
        path: "/donate",
        image: "donate",
      }),
      org: (await import("@/lib/seo/structured-data")).organizationJsonLd("en"),
    }));
    expect(ics).toBe("/events/red-book-series/calendar.ics");
    expect(org).toMatchObject({
      url: "https://heartwood.example.com/",
      logo: { url: "https://heartwood.example.com/og/logo.png" },
    });
    expect(meta.openGraph?.images).toEqual([
      expect.objectContaining({ url: "https://heartwood.example.com/og/donate.png" }),
    ]);
    expect(esIcs).toBe("/es/events/red-book-series/calendar.ics");
    expect(esMeta.openGraph?.images).toEqual([
      expect.objectContaining({ url: "https://heartwood.example.com/es/og/donate.png" }),
    ]);
  });
});
