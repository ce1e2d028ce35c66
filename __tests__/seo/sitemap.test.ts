/** @jest-environment node */
import sitemap from "@/app/sitemap";

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
