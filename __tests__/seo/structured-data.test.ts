/** @jest-environment node */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { JsonLd, serializeJsonLd } from "@/components/seo/json-ld";
import { contentPath } from "@/lib/content/dir.mjs";
import { getEvent, type Event } from "@/lib/content";
import { givingTiers } from "@/lib/data/giving";
import type { Locale } from "@/lib/i18n";
import { platformLinks, site } from "@/lib/site";
import fs from "node:fs";
import YAML from "yaml";
import {
  ORGANIZATION_ID,
  donateJsonLd,
  eventJsonLd,
  faqJsonLd,
  homeJsonLd,
  organizationJsonLd,
} from "@/lib/seo/structured-data";

// The builders are typed with schema-dts, so tsc rejects a property or enumeration value they write out; a property
// spread in under a condition escapes that check, so each one is asserted here by name.
const SCHEMA = (member: string) => `https://schema.org/${member}`;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** What the page would carry: the builder's output after a JSON round trip. */
const asJson = (data: object): Record<string, Json> =>
  JSON.parse(serializeJsonLd(data as never)) as Record<string, Json>;

/** An event's JSON-LD on its page in a language. */
const eventLd = (slug: string, locale: Locale = "en") => asJson(eventJsonLd(getEvent(slug, locale), locale));

describe("NGO (home and /about)", () => {
  it("names the organisation, its contacts and the six cities of the spec", () => {
    const org = asJson(organizationJsonLd("en"));
    expect(org).toMatchObject({
      "@context": "https://schema.org",
      "@type": "NGO",
      "@id": ORGANIZATION_ID,
      name: "Heartwood Sanctuary",
      url: `${site.url}/`,
      email: site.email,
      telephone: "+13865550142",
      address: { "@type": "PostalAddress", addressRegion: "FL", addressCountry: "US" },
      logo: { "@type": "ImageObject", url: `${site.url}/og/logo.png` },
    });
    expect(org.description).toEqual(expect.any(String));
    const six = ["Palatka", "Jacksonville", "Miami", "Orlando", "Tampa", "Fort Lauderdale"];
    expect(org.areaServed).toEqual(six.map((name) => expect.objectContaining({ "@type": "City", name })));
  });

  // Nothing invented: the tax facts are site facts, empty until staff set them, so nothing claims them before then.
  it("states a legal name, an EIN and a 501(c)(3) status only once the site facts do", () => {
    const saved = site.donor;
    try {
      Object.assign(site, { donor: undefined });
      const org = asJson(organizationJsonLd("en"));
      for (const key of ["legalName", "taxID", "nonprofitStatus"]) expect(org).not.toHaveProperty(key);
      const donor = { legalName: "Heartwood Sanctuary Inc.", ein: "00-0000000", taxStatus: "501(c)(3) public charity" };
      Object.assign(site, { donor });
      expect(asJson(organizationJsonLd("en"))).toMatchObject({
        legalName: "Heartwood Sanctuary Inc.",
        taxID: "00-0000000",
        nonprofitStatus: SCHEMA("Nonprofit501c3"),
      });
    } finally {
      Object.assign(site, { donor: saved });
    }
  });

  it.each([
    ["en", "en-US", "/", "/og/home.png"],
    ["es", "es-US", "/es", "/es/og/home.png"],
  ] as const)(
    "%s home page: the NGO together with a WebSite in the page's language",
    (locale, inLanguage, home, image) => {
      const graph = asJson(homeJsonLd(locale))["@graph"] as Record<string, Json>[];
      expect(graph.map((node) => node["@type"])).toEqual(["NGO", "WebSite"]);
      const [org, website] = graph;
      expect(website).toMatchObject({ inLanguage, url: `${site.url}${home}`, publisher: { "@id": ORGANIZATION_ID } });
      expect(org).toMatchObject({ "@id": ORGANIZATION_ID, name: "Heartwood Sanctuary", image: `${site.url}${image}` });
      if (locale === "es") expect(org!.description).not.toBe(asJson(organizationJsonLd("en")).description);
    },
  );
});

describe("Event (event pages)", () => {
  const [ONLINE, OFFLINE] = [SCHEMA("OnlineEventAttendanceMode"), SCHEMA("OfflineEventAttendanceMode")];
  // Typed in from the spec: Zoom and the Voice Rooms are online, Interlachen and Miami are not; the capacities stated.
  it.each([
    ["red-book-series", ONLINE, undefined],
    ["mens-inner-work", ONLINE, undefined],
    ["accountability-call", ONLINE, undefined],
    ["mid-week-heart-to-heart", ONLINE, undefined],
    ["new-moon-circle", OFFLINE, 12],
    ["integration-workshop", OFFLINE, 8],
    ["winter-solstice-retreat", OFFLINE, 16],
    ["sacred-breathwork", OFFLINE, 15],
    ["womens-sacred-circle", OFFLINE, 12],
  ])("%s: attended %s, capacity %s; the same facts in Spanish", (slug, mode, capacity) => {
    const data = eventLd(slug);
    expect(data).toMatchObject({
      "@type": "Event",
      eventStatus: SCHEMA("EventScheduled"),
      eventAttendanceMode: mode,
      organizer: { "@type": "NGO", "@id": ORGANIZATION_ID },
      url: `${site.url}/events/${slug}`,
    });
    expect(data.maximumAttendeeCapacity).toBe(capacity);
    const location = data.location as Record<string, Json>;
    if (mode === ONLINE)
      expect(location).toMatchObject({ "@type": "VirtualLocation", url: platformLinks[getEvent(slug).platform] });
    else {
      expect(location).toMatchObject({
        "@type": "Place",
        address: { "@type": "PostalAddress", addressRegion: "FL", addressCountry: "US" },
      });
      // The spec's in-person events have their dates to be announced: none is stated.
      expect([data.startDate, data.eventSchedule]).toEqual([undefined, undefined]);
    }

    const spanish = eventLd(slug, "es");
    expect(spanish.name).toBe(getEvent(slug, "es").title);
    if (slug !== "red-book-series") expect(spanish.name).not.toBe(data.name);
    expect(spanish.description).not.toBe(data.description);
    expect(spanish.url).toBe(`${site.url}/es/events/${slug}`);
    expect(spanish.image).toBe(`${site.url}/es/og/events.png`);
    // Facts do not change with the language (inLanguage is the language the event is held in, not the page's);
    // a place's name may ("Terrenos de Heartwood Sanctuary"), its address does not.
    const facts = "startDate endDate eventSchedule eventAttendanceMode maximumAttendeeCapacity organizer inLanguage";
    for (const key of facts.split(" ")) expect([key, spanish[key]]).toEqual([key, data[key]]);
    const { name, ...where } = spanish.location as Record<string, unknown>;
    const { name: englishName, ...englishWhere } = location;
    expect(where).toEqual(englishWhere);
    expect(name).toBe(englishName === "Heartwood Sanctuary Grounds" ? "Terrenos de Heartwood Sanctuary" : englishName);
  });

  it("places the Miami workshop in Miami alone while its street is not confirmed, and names who leads", () => {
    expect(eventLd("integration-workshop").location).toEqual({
      "@type": "Place",
      name: "Inner Peace Center",
      address: { "@type": "PostalAddress", addressLocality: "Miami", addressRegion: "FL", addressCountry: "US" },
    });
    expect(eventLd("red-book-series").performer).toEqual([
      { "@type": "Person", name: "Daniel Reyes", jobTitle: "Jungian guide and dreamworker" },
    ]);
  });

  // A circle with no end is dated by its next meeting: on 1 October 2025, its first (spec §9). The Red Book series runs
  // ten Mondays, its last in EST.
  const RED_BOOK_END = { endDate: "2025-12-15T21:00-05:00", schedule: { repeatCount: 10, endDate: "2025-12-15" } };
  it.each([
    ["red-book-series", "Monday", "P1W", "2025-10-13", "20:00", "21:00", "PT1H", RED_BOOK_END],
    ["mens-inner-work", "Tuesday", "P1W", "2025-10-07", "19:30", "20:30", "PT1H", undefined],
    ["accountability-call", "Monday", "P1W", "2025-10-06", "12:00", "13:00", "PT1H", undefined],
    ["mid-week-heart-to-heart", "Wednesday", "P2W", "2025-10-08", "20:00", "21:30", "PT1H30M", undefined],
  ])("%s: every %s (%s) from %s, %s to %s", (slug, day, every, first, start, end, duration, ends) => {
    const data = eventLd(slug);
    expect([data.startDate, data.endDate]).toEqual([
      `${first}T${start}-04:00`,
      ends?.endDate ?? `${first}T${end}-04:00`,
    ]);
    expect(data.eventSchedule).toEqual({
      "@type": "Schedule",
      byDay: SCHEMA(day),
      repeatFrequency: every,
      startDate: first,
      startTime: `${start}:00`,
      endTime: `${end}:00`,
      duration,
      scheduleTimezone: "America/New_York",
      ...ends?.schedule,
    });
  });

  it("offers the free-for-members events at price 0, with the cost in the page's language", () => {
    for (const locale of ["en", "es"] as const) {
      for (const slug of ["red-book-series", "mid-week-heart-to-heart"])
        expect(eventLd(slug, locale).offers).toMatchObject({ "@type": "Offer", price: 0, priceCurrency: "USD" });
      expect(eventLd("winter-solstice-retreat", locale).offers).toBeUndefined();
    }
    expect((eventLd("red-book-series", "es").offers as Record<string, Json>).description).toBe(
      "Gratis para miembros de The\u00a0Village · Abierto al público",
    );
  });

  it("on 23 November 2026, dates an ended series by when it ran with no place offered, and a circle by its next meeting, in EST", () => {
    const pinned = process.env.SITE_TODAY;
    process.env.SITE_TODAY = "2026-11-23";
    try {
      const ended = eventLd("red-book-series");
      expect([ended.startDate, ended.endDate, ended.offers]).toEqual([
        "2025-10-13T20:00-04:00",
        "2025-12-15T21:00-05:00",
        undefined,
      ]);
      const circle = eventLd("mens-inner-work", "es");
      expect([circle.startDate, circle.endDate]).toEqual(["2026-11-24T19:30-05:00", "2026-11-24T20:30-05:00"]);
      expect(eventLd("mid-week-heart-to-heart").startDate).toBe("2026-12-02T20:00-05:00");
    } finally {
      process.env.SITE_TODAY = pinned;
    }
  });
});

describe("Event terms: what it costs and the language it is held in, only as stated", () => {
  const base = getEvent("winter-solstice-retreat");
  const withTerms = (terms: Partial<Event>) => asJson(eventJsonLd({ ...base, ...terms }, "en"));

  it("offers one price in US dollars in stock, or a range with its lowest and highest price", () => {
    expect(withTerms({ cost: { kind: "price", amount: 40 } }).offers).toMatchObject({
      "@type": "Offer",
      price: 40,
      priceCurrency: "USD",
      availability: SCHEMA("InStock"),
      description: "$40",
    });
    expect(withTerms({ cost: { kind: "sliding", amount: 40, upTo: 120 } }).offers).toMatchObject({
      price: 40,
      priceSpecification: { "@type": "PriceSpecification", minPrice: 40, maxPrice: 120, priceCurrency: "USD" },
      description: "Sliding scale, $40 to $120",
    });
  });

  it("marks a free event accessible for free, with no offer; a sliding scale with no amounts or a price not written offers nothing", () => {
    expect(withTerms({ cost: { kind: "free" } })).toMatchObject({ isAccessibleForFree: true });
    for (const cost of [{ kind: "free" }, { kind: "sliding" }, { kind: "price" }, undefined] as Event["cost"][])
      expect(withTerms({ cost }).offers).toBeUndefined();
    expect(withTerms({}).isAccessibleForFree).toBeUndefined();
  });

  it("says the language it is held in, and nothing when it is not stated", () => {
    expect(withTerms({ language: "es" }).inLanguage).toBe("es");
    expect(withTerms({ language: "both" }).inLanguage).toEqual(["en", "es"]);
    expect(withTerms({}).inLanguage).toBeUndefined();
    const spanishPage = eventJsonLd({ ...getEvent("winter-solstice-retreat", "es"), language: "en" }, "es");
    expect(asJson(spanishPage).inLanguage).toBe("en");
  });
});

describe("Donate page", () => {
  const english = asJson(donateJsonLd(givingTiers, "en")).makesOffer as Record<string, Json>[];

  // The programme names stay in English; the words around them, the monthly unit and the one-time gift are the page's.
  it.each([
    ["en", (tier: string) => `${tier} monthly gift`, "month", "One-Time Gift"],
    ["es", (tier: string) => `Donación mensual ${tier}`, "mes", "Donación única"],
  ] as const)(
    "%s: the five monthly tiers of the spec, in US dollars per month, and a one-time DonateAction",
    (locale, giftName, unit, oneTime) => {
      const data = asJson(donateJsonLd(givingTiers, locale));
      expect(data).toMatchObject({ "@type": "NGO", "@id": ORGANIZATION_ID });
      const offers = data.makesOffer as Record<string, Json>[];
      const tiers = ["Sacred Seed", "Rooted Supporter", "Radiant Light", "Legacy Giver", "Sanctuary Builder"];
      const prices = [25, 75, 150, 300, 500];
      expect(offers.map((offer) => [offer.name, offer.price])).toEqual(
        tiers.map((tier, i) => [giftName(tier), prices[i]]),
      );
      offers.forEach((offer, i) => {
        expect(offer.priceCurrency).toBe("USD");
        expect(offer.url).toMatch(/^https:\/\//);
        expect(offer.url).toBe(english[i]!.url);
        if (locale === "es") expect(offer.description).not.toBe(english[i]!.description);
        expect(offer.priceSpecification).toMatchObject({
          "@type": "UnitPriceSpecification",
          referenceQuantity: { unitCode: "MON", unitText: unit },
        });
      });
      expect(data.potentialAction).toEqual({
        "@type": "DonateAction",
        name: oneTime,
        target: site.links.oneTimeGift,
        recipient: { "@id": ORGANIZATION_ID },
      });
    },
  );
});

describe("JsonLd component", () => {
  it("renders one application/ld+json script that parses back to the data, with < escaped so no value closes it", () => {
    const data = Object.assign(organizationJsonLd("en"), { slogan: "</script><script>alert(1)</script>" });
    const html = renderToStaticMarkup(createElement(JsonLd, { data }));
    const match = /^<script type="application\/ld\+json">(.*)<\/script>$/s.exec(html);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).toContain("\\u003c/script>");
    expect(JSON.parse(match![1]!)).toEqual(JSON.parse(JSON.stringify(data)));
  });
});

describe("FAQPage (“New here?”)", () => {
  it.each(["en", "es"] as const)("%s: every question of the page's words file, each with its answer", (locale) => {
    const data = asJson(faqJsonLd(locale));
    expect(data["@type"]).toBe("FAQPage");
    // The words file as staff wrote it, read here without the site's loader.
    const path = contentPath(`content/${locale === "en" ? "" : "es/"}pages/new-here.yaml`);
    const file = YAML.parse(fs.readFileSync(path, "utf8")) as { faq: { question: string; answer: string }[] };
    expect(file.faq.length).toBeGreaterThanOrEqual(3);
    expect(data.mainEntity).toEqual(
      file.faq.map(({ question, answer }) => ({
        "@type": "Question",
        name: question,
        acceptedAnswer: { "@type": "Answer", text: answer },
      })),
    );
    expect(data.url).toBe(`${site.url}${locale === "en" ? "" : "/es"}/new-here`);
  });
});
