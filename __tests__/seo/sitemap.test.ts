/** @jest-environment node */
import robots from "@/app/robots";
import sitemap from "@/app/sitemap";
import { pageMetadata } from "@/lib/metadata";
import { site } from "@/lib/site";

/* Every route of the site, typed in from the product spec's route list (plus /accessibility and /new-here) — not derived from the code. */
const SPEC_ROUTES = [
  "/", "/about", "/services", "/events", "/community", "/donate", "/contact", "/renewal-journey", "/privacy-policy", "/accessibility", "/retreat-center", "/new-here",
  "/services/sacred-weddings", "/services/ecstatic-dance", "/services/guided-meditation", "/services/spiritual-counseling",
  "/services/ancestral-healing", "/services/soul-coaching", "/services/seasonal-retreats", "/services/corporate-retreats",
  "/join/ceremony-assistant", "/join/community-outreach", "/join/event-coordinator", "/join/healing-arts-practitioner",
  "/join/sanctuary-support", "/join/small-group-host",
  "/events/red-book-series", "/events/mens-inner-work", "/events/accountability-call", "/events/mid-week-heart-to-heart",
  "/events/new-moon-circle", "/events/integration-workshop", "/events/winter-solstice-retreat", "/events/sacred-breathwork",
  "/events/womens-sacred-circle",
];

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

/** The Spanish twin of a spec route, as the product spec writes it: "/" -> "/es", "/about" -> "/es/about". */
const spanish = (route: string) => (route === "/" ? "/es" : `/es${route}`);

const GITHUB_PAGES = { NEXT_PUBLIC_BASE_PATH: "/heartwood", NEXT_PUBLIC_SITE_URL: "https://example.github.io" };

describe("sitemap.xml", () => {
  const urls = sitemap().map((entry) => entry.url);

  it("lists the 35 routes (the spec's 33, the accessibility statement and “New here?”) and their 35 Spanish twins once each, as absolute URLs under site.url", () => {
    expect(urls).toHaveLength(70);
    expect(new Set(urls).size).toBe(70);
    expect([...urls].sort()).toEqual([...SPEC_ROUTES, ...SPEC_ROUTES.map(spanish)].map((route) => `${site.url}${route}`).sort());
    for (const url of urls) expect(new URL(url).protocol).toBe("https:");
  });

  it("gives every entry its English, Spanish and x-default (English) alternates as absolute URLs", () => {
    const entries = sitemap();
    for (const route of SPEC_ROUTES) {
      const languages = { en: `${site.url}${route}`, es: `${site.url}${spanish(route)}`, "x-default": `${site.url}${route}` };
      const pair = entries.filter((entry) => entry.url === languages.en || entry.url === languages.es);
      expect(pair).toHaveLength(2);
      for (const entry of pair) expect(entry.alternates?.languages).toEqual(languages);
    }
    for (const entry of entries) {
      for (const url of Object.values(entry.alternates?.languages ?? {})) expect(new URL(url as string).protocol).toBe("https:");
    }
  });

  it("puts the base path into every URL, once", async () => {
    const fromOrigin = await withEnv(GITHUB_PAGES, async () => (await import("@/app/sitemap")).default());
    expect(fromOrigin).toHaveLength(70);
    expect(fromOrigin.map((entry) => entry.url)).toEqual(expect.arrayContaining(["https://example.github.io/heartwood/", "https://example.github.io/heartwood/es"]));
    for (const { url, alternates } of fromOrigin) {
      expect(url.startsWith("https://example.github.io/heartwood/")).toBe(true);
      expect(url).not.toContain("/heartwood/heartwood");
      for (const alternate of Object.values(alternates?.languages ?? {})) expect(alternate).toMatch(/^https:\/\/example\.github\.io\/heartwood\/(?!heartwood)/);
    }

    const fromFullUrl = await withEnv({ ...GITHUB_PAGES, NEXT_PUBLIC_SITE_URL: "https://example.github.io/heartwood/" }, async () =>
      (await import("@/app/sitemap")).default(),
    );
    expect(fromFullUrl.map((entry) => entry.url)).toEqual(fromOrigin.map((entry) => entry.url));
  });
});

describe("robots.txt", () => {
  it("allows every crawler everywhere and names the sitemap", () => {
    expect(robots()).toEqual({ rules: { userAgent: "*", allow: "/" }, sitemap: `${site.url}/sitemap.xml` });
  });

  it("names the sitemap under the base path", async () => {
    const result = await withEnv(GITHUB_PAGES, async () => (await import("@/app/robots")).default());
    expect(result.sitemap).toBe("https://example.github.io/heartwood/sitemap.xml");
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
      images: [{ url: `${site.url}/og/home.png`, width: 1200, height: 630, type: "image/png", alt: expect.stringContaining(site.name) }],
    });
    expect(meta.twitter).toMatchObject({ card: "summary_large_image", title: "Contact", images: [{ url: `${site.url}/og/home.png` }] });
  });

  it("uses the section's image when one is named", () => {
    const meta = pageMetadata({ locale: "en", title: "The Village", description: "Join us.", path: "/community", image: "village" });
    expect(meta.openGraph?.images).toEqual([expect.objectContaining({ url: `${site.url}/og/village.png` })]);
    expect(meta.twitter?.images).toEqual([expect.objectContaining({ url: `${site.url}/og/village.png` })]);
  });

  it("points share images, calendar links and JSON-LD at the base path", async () => {
    const { meta, ics, org, esIcs, esMeta } = await withEnv(GITHUB_PAGES, async () => ({
      meta: (await import("@/lib/metadata")).pageMetadata({ locale: "en", title: "Donate", description: "Give.", path: "/donate", image: "donate" }),
      ics: (await import("@/lib/calendar")).calendarFileHref("red-book-series", "en"),
      esIcs: (await import("@/lib/calendar")).calendarFileHref("red-book-series", "es"),
      esMeta: (await import("@/lib/metadata")).pageMetadata({ locale: "es", title: "Donar", description: "Dona.", path: "/donate", image: "donate" }),
      org: (await import("@/lib/structured-data")).organizationJsonLd("en"),
    }));
    expect(ics).toBe("/heartwood/events/red-book-series/calendar.ics");
    expect(org).toMatchObject({ url: "https://example.github.io/heartwood/", logo: { url: "https://example.github.io/heartwood/og/logo.png" } });
    expect(meta.openGraph?.images).toEqual([expect.objectContaining({ url: "https://example.github.io/heartwood/og/donate.png" })]);
    expect(esIcs).toBe("/heartwood/es/events/red-book-series/calendar.ics");
    expect(esMeta.openGraph?.images).toEqual([expect.objectContaining({ url: "https://example.github.io/heartwood/es/og/donate.png" })]);
  });
});
