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

/* Properties allowed on each type, typed in from the schema.org type pages (own plus inherited), not generated from
 * the code under test: a property misspelt or put on the wrong type fails here even when schema-dts lets it through. */
const props = (own: TemplateStringsArray, ...parents: string[][]) => [
  ...parents.flat(),
  ...own.join(" ").trim().split(/\s+/),
];
const THING = props`
  additionalType alternateName description disambiguatingDescription identifier image mainEntityOfPage name
  potentialAction sameAs subjectOf url
`;
const ORGANIZATION = props`${THING}
  actionableFeedbackPolicy address agentInteractionStatistic aggregateRating alumni areaServed award brand
  contactPoint correctionsPolicy department dissolutionDate diversityPolicy diversityStaffingReport duns email
  employee ethicsPolicy event faxNumber founder foundingDate foundingLocation funder funding globalLocationNumber
  hasCredential hasMerchantReturnPolicy hasOfferCatalog hasPOS interactionStatistic isicV4 iso6523Code keywords
  knowsAbout knowsLanguage legalName leiCode location logo makesOffer member memberOf naics nonprofitStatus
  numberOfEmployees ownershipFundingInfo owns parentOrganization publishingPrinciples review seeks slogan sponsor
  subOrganization taxID telephone unnamedSourcesPolicy vatID
`;
const CREATIVE_WORK = props`${THING}
  about abstract accessMode accessibilityFeature accountablePerson alternativeHeadline audience author citation
  comment contentLocation contributor copyrightHolder copyrightYear creator dateCreated dateModified datePublished
  editor encoding funder genre hasPart headline inLanguage isAccessibleForFree isPartOf keywords license mainEntity
  maintainer mentions offers publisher sponsor text thumbnailUrl version
`;
const PLACE = props`${THING}
  additionalProperty address aggregateRating amenityFeature branchCode containedIn containedInPlace containsPlace
  event faxNumber geo globalLocationNumber hasMap isAccessibleForFree isicV4 keywords latitude logo longitude
  maximumAttendeeCapacity openingHoursSpecification photo publicAccess review slogan smokingAllowed
  specialOpeningHoursSpecification telephone tourBookingPage
`;
const PRICE_SPECIFICATION = props`${THING}
  eligibleQuantity eligibleTransactionVolume maxPrice minPrice price priceCurrency validFrom validThrough
  valueAddedTaxIncluded membershipPointsEarned validForMemberTier
`;
const ACTION = props`${THING}
  actionProcess actionStatus agent endTime error instrument location object participant provider result startTime
  target
`;
const ALLOWED: Record<string, string[]> = {
  NGO: ORGANIZATION,
  WebSite: props`${CREATIVE_WORK}issn`,
  ImageObject: props`${CREATIVE_WORK}
    caption embeddedTextCaption exifData representativeOfPage contentUrl contentSize encodingFormat width height
    uploadDate bitrate duration
  `,
  PostalAddress: props`${THING}
    addressCountry addressLocality addressRegion extendedAddress postOfficeBoxNumber postalCode streetAddress
    areaServed availableLanguage contactOption contactType email faxNumber hoursAvailable productSupported telephone
  `,
  City: PLACE,
  State: PLACE,
  Place: PLACE,
  VirtualLocation: THING,
  Event: props`${THING}
    about actor aggregateRating attendee audience composer contributor director doorTime duration endDate
    eventAttendanceMode eventSchedule eventStatus funder funding inLanguage isAccessibleForFree keywords location
    maximumAttendeeCapacity maximumPhysicalAttendeeCapacity maximumVirtualAttendeeCapacity offers organizer performer
    previousStartDate recordedIn remainingAttendeeCapacity review sponsor startDate subEvent superEvent translator
    typicalAgeRange workFeatured workPerformed
  `,
  Schedule: props`${THING}
    byDay byMonth byMonthDay byMonthWeek duration endDate endTime exceptDate repeatCount repeatFrequency
    scheduleTimezone startDate startTime
  `,
  Offer: props`${THING}
    acceptedPaymentMethod addOn advanceBookingRequirement aggregateRating areaServed availability availabilityEnds
    availabilityStarts availableAtOrFrom availableDeliveryMethod businessFunction category deliveryLeadTime
    eligibleCustomerType eligibleDuration eligibleQuantity eligibleRegion eligibleTransactionVolume gtin
    includesObject ineligibleRegion inventoryLevel itemCondition itemOffered leaseLength mpn offeredBy price
    priceCurrency priceSpecification priceValidUntil review seller serialNumber sku validFrom validThrough warranty
  `,
  UnitPriceSpecification: props`${PRICE_SPECIFICATION}
    billingDuration billingIncrement billingStart priceComponentType priceType referenceQuantity unitCode unitText
  `,
  QuantitativeValue: props`${THING}additionalProperty maxValue minValue unitCode unitText value valueReference`,
  Person: props`${THING}
    additionalName address affiliation alumniOf award birthDate email familyName givenName honorificPrefix
    honorificSuffix jobTitle knowsAbout knowsLanguage memberOf telephone worksFor
  `,
  Audience: props`${THING}audienceType geographicArea`,
  DonateAction: props`${ACTION}recipient price priceCurrency priceSpecification`,
  PriceSpecification: PRICE_SPECIFICATION,
  FAQPage: props`${CREATIVE_WORK}
    breadcrumb lastReviewed mainContentOfPage primaryImageOfPage relatedLink reviewedBy significantLink speakable
    specialty
  `,
  Question: props`${CREATIVE_WORK}
    acceptedAnswer answerCount downvoteCount eduQuestionType parentItem suggestedAnswer upvoteCount
  `,
  Answer: props`${CREATIVE_WORK}answerExplanation downvoteCount parentItem upvoteCount`,
};

const SCHEMA = (member: string) => `https://schema.org/${member}`;

/** Enumeration members the builders may use, by property (schema.org enumeration pages). */
const ENUMERATIONS: Record<string, string[]> = {
  eventStatus: props`EventCancelled EventMovedOnline EventPostponed EventRescheduled EventScheduled`.map(SCHEMA),
  eventAttendanceMode: props`MixedEventAttendanceMode OfflineEventAttendanceMode OnlineEventAttendanceMode`.map(SCHEMA),
  byDay: props`Monday Tuesday Wednesday Thursday Friday Saturday Sunday`.map(SCHEMA),
  availability: props`InStock LimitedAvailability PreOrder SoldOut OutOfStock`.map(SCHEMA),
  nonprofitStatus: ["https://schema.org/Nonprofit501c3"],
};

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Every problem found in a JSON-LD value: unknown types, properties not on the type, bad enumeration values. */
function problems(value: Json, at = "$"): string[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => problems(item, `${at}[${i}]`));
  if (value === null || typeof value !== "object") return [];
  const found: string[] = [];
  const type = value["@type"];
  const keys = Object.keys(value).filter((key) => !["@context", "@id", "@type", "@graph"].includes(key));
  if (type === undefined) {
    if (!("@id" in value) && !("@graph" in value)) found.push(`${at}: object without @type or @id`);
    if (!("@graph" in value) && keys.length > 0) found.push(`${at}: a node reference carries ${keys.join(", ")}`);
  } else if (typeof type !== "string" || !ALLOWED[type]) {
    found.push(`${at}: unexpected @type ${JSON.stringify(type)}`);
  } else {
    for (const key of keys) {
      if (!ALLOWED[type]!.includes(key)) found.push(`${at}.${key}: not a property of ${type}`);
      const allowedValues = ENUMERATIONS[key];
      if (allowedValues && !allowedValues.includes(value[key] as string))
        found.push(`${at}.${key}: ${JSON.stringify(value[key])} is not a member`);
    }
  }
  for (const key of Object.keys(value)) found.push(...problems(value[key]!, `${at}.${key}`));
  return found;
}

/** What the page would carry: the builder's output after a JSON round trip. */
const asJson = (data: object): Record<string, Json> =>
  JSON.parse(serializeJsonLd(data as never)) as Record<string, Json>;

/** An event's JSON-LD on its page in a language. */
const eventLd = (slug: string, locale: Locale = "en") => asJson(eventJsonLd(getEvent(slug, locale), locale));

it.each([
  [{ "@type": "Event", name: "x", telephone: "1" }, "$.telephone: not a property of Event"],
  [{ "@type": "Happening", name: "x" }, '$: unexpected @type "Happening"'],
  [{ "@type": "Event", eventStatus: "Scheduled" }, '$.eventStatus: "Scheduled" is not a member'],
  [
    { "@type": "Event", location: { "@type": "VirtualLocation", address: "x" } },
    "$.location.address: not a property of VirtualLocation",
  ],
])("the property check itself rejects %j: %s", (value, problem) => {
  expect(problems(value)).toEqual([problem]);
});

describe("NGO (home and /about)", () => {
  // Nothing invented: the tax status is a site fact, empty until staff set it, so nothing claims 501(c)(3) before then.
  it("names the organisation, its contacts and the six cities of the spec, and a 501(c)(3) status only when the site facts state one", () => {
    const org = asJson(organizationJsonLd("en"));
    expect(problems(org)).toEqual([]);
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
    if (/501\(c\)\(3\)/.test(site.donor?.taxStatus ?? "")) expect(org.nonprofitStatus).toBe(SCHEMA("Nonprofit501c3"));
    else expect(org).not.toHaveProperty("nonprofitStatus");
    const cities = org.areaServed as { "@type": string; name: string }[];
    expect(cities.map((city) => city["@type"])).toEqual(Array(6).fill("City"));
    const six = ["Palatka", "Jacksonville", "Miami", "Orlando", "Tampa", "Fort Lauderdale"];
    expect(cities.map((city) => city.name)).toEqual(six);
  });

  it.each([
    ["en", "en-US", "/", "/og/home.png"],
    ["es", "es-US", "/es", "/es/og/home.png"],
  ] as const)(
    "%s home page: the NGO together with a WebSite in the page's language",
    (locale, inLanguage, home, image) => {
      const data = asJson(homeJsonLd(locale));
      expect(problems(data)).toEqual([]);
      const graph = data["@graph"] as Record<string, Json>[];
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
  const EVENTS: [string, string, number | undefined][] = [
    ["red-book-series", ONLINE, undefined],
    ["mens-inner-work", ONLINE, undefined],
    ["accountability-call", ONLINE, undefined],
    ["mid-week-heart-to-heart", ONLINE, undefined],
    ["new-moon-circle", OFFLINE, 12],
    ["integration-workshop", OFFLINE, 8],
    ["winter-solstice-retreat", OFFLINE, 16],
    ["sacred-breathwork", OFFLINE, 15],
    ["womens-sacred-circle", OFFLINE, 12],
  ];

  it.each(EVENTS)(
    "%s: schema.org properties only, attended %s, capacity %s; the same facts in Spanish",
    (slug, mode, capacity) => {
      const data = eventLd(slug);
      expect(problems(data)).toEqual([]);
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
      else
        expect(location).toMatchObject({
          "@type": "Place",
          address: { "@type": "PostalAddress", addressRegion: "FL", addressCountry: "US" },
        });

      const spanish = eventLd(slug, "es");
      expect(problems(spanish)).toEqual([]);
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
      expect(name).toBe(
        englishName === "Heartwood Sanctuary Grounds" ? "Terrenos de Heartwood Sanctuary" : englishName,
      );
    },
  );

  it("places the Miami workshop at the Inner Peace Center, in Miami alone while its street is not confirmed", () => {
    expect(eventLd("integration-workshop").location).toEqual({
      "@type": "Place",
      name: "Inner Peace Center",
      address: { "@type": "PostalAddress", addressLocality: "Miami", addressRegion: "FL", addressCountry: "US" },
    });
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

  it("leaves out dates for events whose dates are to be announced (the spec's in-person ones)", () => {
    for (const [slug] of EVENTS.filter(([, mode]) => mode === OFFLINE)) {
      const data = eventLd(slug);
      expect(data.startDate).toBeUndefined();
      expect(data.eventSchedule).toBeUndefined();
    }
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
});

describe("Event, as time passes (SITE_TODAY)", () => {
  const pinned = process.env.SITE_TODAY;
  beforeAll(() => {
    process.env.SITE_TODAY = "2026-11-23";
  });
  afterAll(() => {
    process.env.SITE_TODAY = pinned;
  });

  it("dates an ended series by when it ran, and offers no place in it", () => {
    const data = eventLd("red-book-series");
    expect([data.startDate, data.endDate]).toEqual(["2025-10-13T20:00-04:00", "2025-12-15T21:00-05:00"]);
    expect(data.offers).toBeUndefined();
  });

  it("dates a weekly circle by its next meeting, in EST", () => {
    const data = eventLd("mens-inner-work", "es");
    expect([data.startDate, data.endDate]).toEqual(["2026-11-24T19:30-05:00", "2026-11-24T20:30-05:00"]);
    expect(eventLd("mid-week-heart-to-heart").startDate).toBe("2026-12-02T20:00-05:00");
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
      expect(problems(data)).toEqual([]);
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

describe("Event terms: what it costs and the language it is held in, only as stated", () => {
  const base = getEvent("winter-solstice-retreat");
  const withTerms = (terms: Partial<Event>) => asJson(eventJsonLd({ ...base, ...terms }, "en"));

  it.each([
    [
      "one price in US dollars, in stock",
      { kind: "price", amount: 40 },
      { "@type": "Offer", price: 40, priceCurrency: "USD", availability: SCHEMA("InStock"), description: "$40" },
    ],
    [
      "a range with its lowest and highest price",
      { kind: "sliding", amount: 40, upTo: 120 },
      {
        price: 40,
        priceSpecification: { "@type": "PriceSpecification", minPrice: 40, maxPrice: 120, priceCurrency: "USD" },
        description: "Sliding scale, $40 to $120",
      },
    ],
  ] as [string, Event["cost"], object][])("offers %s", (_, cost, offer) => {
    const data = withTerms({ cost });
    expect(problems(data)).toEqual([]);
    expect(data.offers).toMatchObject(offer);
  });

  it("marks a free event accessible for free, with no offer; a sliding scale with no amounts or a price not written offers nothing", () => {
    const free = withTerms({ cost: { kind: "free" } });
    expect(problems(free)).toEqual([]);
    expect(free.isAccessibleForFree).toBe(true);
    expect(free.offers).toBeUndefined();
    expect(withTerms({ cost: { kind: "sliding" } }).offers).toBeUndefined();
    expect(withTerms({ cost: { kind: "price" } }).offers).toBeUndefined();
    expect(withTerms({}).offers).toBeUndefined();
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

describe("FAQPage (“New here?”)", () => {
  it.each(["en", "es"] as const)("%s: every question of the page's words file, each with its answer", (locale) => {
    const data = asJson(faqJsonLd(locale));
    expect(problems(data)).toEqual([]);
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
