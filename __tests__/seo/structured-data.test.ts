/** @jest-environment node */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { JsonLd, serializeJsonLd } from "@/components/seo/json-ld";
import { getEvent, getEvents, type Event } from "@/lib/content";
import { givingTiers } from "@/lib/data/giving";
import { words } from "@/lib/i18n";
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

/*
 * Properties allowed on each type, typed in from the schema.org type pages (own properties plus
 * those inherited from the parent types), NOT generated from the code under test. A property
 * misspelt or put on the wrong type fails here even when schema-dts would let it through.
 */
const THING = [
  "additionalType",
  "alternateName",
  "description",
  "disambiguatingDescription",
  "identifier",
  "image",
  "mainEntityOfPage",
  "name",
  "potentialAction",
  "sameAs",
  "subjectOf",
  "url",
];
const ORGANIZATION = [
  ...THING,
  "actionableFeedbackPolicy",
  "address",
  "agentInteractionStatistic",
  "aggregateRating",
  "alumni",
  "areaServed",
  "award",
  "brand",
  "contactPoint",
  "correctionsPolicy",
  "department",
  "dissolutionDate",
  "diversityPolicy",
  "diversityStaffingReport",
  "duns",
  "email",
  "employee",
  "ethicsPolicy",
  "event",
  "faxNumber",
  "founder",
  "foundingDate",
  "foundingLocation",
  "funder",
  "funding",
  "globalLocationNumber",
  "hasCredential",
  "hasMerchantReturnPolicy",
  "hasOfferCatalog",
  "hasPOS",
  "interactionStatistic",
  "isicV4",
  "iso6523Code",
  "keywords",
  "knowsAbout",
  "knowsLanguage",
  "legalName",
  "leiCode",
  "location",
  "logo",
  "makesOffer",
  "member",
  "memberOf",
  "naics",
  "nonprofitStatus",
  "numberOfEmployees",
  "ownershipFundingInfo",
  "owns",
  "parentOrganization",
  "publishingPrinciples",
  "review",
  "seeks",
  "slogan",
  "sponsor",
  "subOrganization",
  "taxID",
  "telephone",
  "unnamedSourcesPolicy",
  "vatID",
];
const CREATIVE_WORK = [
  ...THING,
  "about",
  "abstract",
  "accessMode",
  "accessibilityFeature",
  "accountablePerson",
  "alternativeHeadline",
  "audience",
  "author",
  "citation",
  "comment",
  "contentLocation",
  "contributor",
  "copyrightHolder",
  "copyrightYear",
  "creator",
  "dateCreated",
  "dateModified",
  "datePublished",
  "editor",
  "encoding",
  "funder",
  "genre",
  "hasPart",
  "headline",
  "inLanguage",
  "isAccessibleForFree",
  "isPartOf",
  "keywords",
  "license",
  "mainEntity",
  "maintainer",
  "mentions",
  "offers",
  "publisher",
  "sponsor",
  "text",
  "thumbnailUrl",
  "version",
];
const PLACE = [
  ...THING,
  "additionalProperty",
  "address",
  "aggregateRating",
  "amenityFeature",
  "branchCode",
  "containedIn",
  "containedInPlace",
  "containsPlace",
  "event",
  "faxNumber",
  "geo",
  "globalLocationNumber",
  "hasMap",
  "isAccessibleForFree",
  "isicV4",
  "keywords",
  "latitude",
  "logo",
  "longitude",
  "maximumAttendeeCapacity",
  "openingHoursSpecification",
  "photo",
  "publicAccess",
  "review",
  "slogan",
  "smokingAllowed",
  "specialOpeningHoursSpecification",
  "telephone",
  "tourBookingPage",
];
const PRICE_SPECIFICATION = [
  ...THING,
  "eligibleQuantity",
  "eligibleTransactionVolume",
  "maxPrice",
  "minPrice",
  "price",
  "priceCurrency",
  "validFrom",
  "validThrough",
  "valueAddedTaxIncluded",
  "membershipPointsEarned",
  "validForMemberTier",
];
const ACTION = [
  ...THING,
  "actionProcess",
  "actionStatus",
  "agent",
  "endTime",
  "error",
  "instrument",
  "location",
  "object",
  "participant",
  "provider",
  "result",
  "startTime",
  "target",
];

const ALLOWED: Record<string, string[]> = {
  NGO: ORGANIZATION,
  WebSite: [...CREATIVE_WORK, "issn"],
  ImageObject: [
    ...CREATIVE_WORK,
    "caption",
    "embeddedTextCaption",
    "exifData",
    "representativeOfPage",
    "contentUrl",
    "contentSize",
    "encodingFormat",
    "width",
    "height",
    "uploadDate",
    "bitrate",
    "duration",
  ],
  PostalAddress: [
    ...THING,
    "addressCountry",
    "addressLocality",
    "addressRegion",
    "extendedAddress",
    "postOfficeBoxNumber",
    "postalCode",
    "streetAddress",
    "areaServed",
    "availableLanguage",
    "contactOption",
    "contactType",
    "email",
    "faxNumber",
    "hoursAvailable",
    "productSupported",
    "telephone",
  ],
  City: PLACE,
  State: PLACE,
  Place: PLACE,
  VirtualLocation: THING,
  Event: [
    ...THING,
    "about",
    "actor",
    "aggregateRating",
    "attendee",
    "audience",
    "composer",
    "contributor",
    "director",
    "doorTime",
    "duration",
    "endDate",
    "eventAttendanceMode",
    "eventSchedule",
    "eventStatus",
    "funder",
    "funding",
    "inLanguage",
    "isAccessibleForFree",
    "keywords",
    "location",
    "maximumAttendeeCapacity",
    "maximumPhysicalAttendeeCapacity",
    "maximumVirtualAttendeeCapacity",
    "offers",
    "organizer",
    "performer",
    "previousStartDate",
    "recordedIn",
    "remainingAttendeeCapacity",
    "review",
    "sponsor",
    "startDate",
    "subEvent",
    "superEvent",
    "translator",
    "typicalAgeRange",
    "workFeatured",
    "workPerformed",
  ],
  Schedule: [
    ...THING,
    "byDay",
    "byMonth",
    "byMonthDay",
    "byMonthWeek",
    "duration",
    "endDate",
    "endTime",
    "exceptDate",
    "repeatCount",
    "repeatFrequency",
    "scheduleTimezone",
    "startDate",
    "startTime",
  ],
  Offer: [
    ...THING,
    "acceptedPaymentMethod",
    "addOn",
    "advanceBookingRequirement",
    "aggregateRating",
    "areaServed",
    "availability",
    "availabilityEnds",
    "availabilityStarts",
    "availableAtOrFrom",
    "availableDeliveryMethod",
    "businessFunction",
    "category",
    "deliveryLeadTime",
    "eligibleCustomerType",
    "eligibleDuration",
    "eligibleQuantity",
    "eligibleRegion",
    "eligibleTransactionVolume",
    "gtin",
    "includesObject",
    "ineligibleRegion",
    "inventoryLevel",
    "itemCondition",
    "itemOffered",
    "leaseLength",
    "mpn",
    "offeredBy",
    "price",
    "priceCurrency",
    "priceSpecification",
    "priceValidUntil",
    "review",
    "seller",
    "serialNumber",
    "sku",
    "validFrom",
    "validThrough",
    "warranty",
  ],
  UnitPriceSpecification: [
    ...PRICE_SPECIFICATION,
    "billingDuration",
    "billingIncrement",
    "billingStart",
    "priceComponentType",
    "priceType",
    "referenceQuantity",
    "unitCode",
    "unitText",
  ],
  QuantitativeValue: [
    ...THING,
    "additionalProperty",
    "maxValue",
    "minValue",
    "unitCode",
    "unitText",
    "value",
    "valueReference",
  ],
  Person: [
    ...THING,
    "additionalName",
    "address",
    "affiliation",
    "alumniOf",
    "award",
    "birthDate",
    "email",
    "familyName",
    "givenName",
    "honorificPrefix",
    "honorificSuffix",
    "jobTitle",
    "knowsAbout",
    "knowsLanguage",
    "memberOf",
    "telephone",
    "worksFor",
  ],
  Audience: [...THING, "audienceType", "geographicArea"],
  DonateAction: [...ACTION, "recipient", "price", "priceCurrency", "priceSpecification"],
  PriceSpecification: PRICE_SPECIFICATION,
  FAQPage: [
    ...CREATIVE_WORK,
    "breadcrumb",
    "lastReviewed",
    "mainContentOfPage",
    "primaryImageOfPage",
    "relatedLink",
    "reviewedBy",
    "significantLink",
    "speakable",
    "specialty",
  ],
  Question: [
    ...CREATIVE_WORK,
    "acceptedAnswer",
    "answerCount",
    "downvoteCount",
    "eduQuestionType",
    "parentItem",
    "suggestedAnswer",
    "upvoteCount",
  ],
  Answer: [...CREATIVE_WORK, "answerExplanation", "downvoteCount", "parentItem", "upvoteCount"],
};

/** Enumeration members the builders may use, by property (schema.org enumeration pages). */
const ENUMERATIONS: Record<string, string[]> = {
  eventStatus: ["EventCancelled", "EventMovedOnline", "EventPostponed", "EventRescheduled", "EventScheduled"].map(
    (m) => `https://schema.org/${m}`,
  ),
  eventAttendanceMode: ["MixedEventAttendanceMode", "OfflineEventAttendanceMode", "OnlineEventAttendanceMode"].map(
    (m) => `https://schema.org/${m}`,
  ),
  byDay: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"].map(
    (m) => `https://schema.org/${m}`,
  ),
  availability: ["InStock", "LimitedAvailability", "PreOrder", "SoldOut", "OutOfStock"].map(
    (m) => `https://schema.org/${m}`,
  ),
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

const SCHEMA = (member: string) => `https://schema.org/${member}`;

describe("the property check itself", () => {
  it("rejects a property of another type, an unknown type and a wrong enumeration value", () => {
    expect(problems({ "@type": "Event", name: "x", telephone: "1" })).toEqual(["$.telephone: not a property of Event"]);
    expect(problems({ "@type": "Happening", name: "x" })).toEqual(['$: unexpected @type "Happening"']);
    expect(problems({ "@type": "Event", eventStatus: "Scheduled" })).toEqual([
      '$.eventStatus: "Scheduled" is not a member',
    ]);
    expect(problems({ "@type": "Event", location: { "@type": "VirtualLocation", address: "x" } })).toEqual([
      "$.location.address: not a property of VirtualLocation",
    ]);
  });
});

describe("NGO (home and /about)", () => {
  const org = asJson(organizationJsonLd("en"));

  it("uses only schema.org properties", () => {
    expect(problems(org)).toEqual([]);
    expect(org["@context"]).toBe("https://schema.org");
    expect(org["@type"]).toBe("NGO");
  });

  // Nothing invented: the tax status is a site fact, empty until staff set it, so nothing claims 501(c)(3) before then.
  it("names the organisation and its contacts, and a 501(c)(3) status only when the site facts state one", () => {
    expect(org).toMatchObject({
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
  });

  it("serves the six cities of the spec, as City objects", () => {
    const cities = org.areaServed as { "@type": string; name: string }[];
    expect(cities.map((city) => city["@type"])).toEqual(Array(6).fill("City"));
    expect(cities.map((city) => city.name)).toEqual([
      "Palatka",
      "Jacksonville",
      "Miami",
      "Orlando",
      "Tampa",
      "Fort Lauderdale",
    ]);
  });

  it("is published on the home page together with the WebSite", () => {
    const home = asJson(homeJsonLd("en"));
    expect(problems(home)).toEqual([]);
    const graph = home["@graph"] as Record<string, Json>[];
    expect(graph.map((node) => node["@type"])).toEqual(["NGO", "WebSite"]);
    expect(graph[1]!.publisher).toEqual({ "@id": ORGANIZATION_ID });
  });
});

describe("Event (event pages)", () => {
  const events = getEvents();

  it.each(events.map((event) => event.slug))("%s uses only schema.org properties", (slug) => {
    const data = asJson(eventJsonLd(getEvent(slug), "en"));
    expect(problems(data)).toEqual([]);
    expect(data["@type"]).toBe("Event");
    expect(data.eventStatus).toBe(SCHEMA("EventScheduled"));
    expect(data.organizer).toMatchObject({ "@type": "NGO", "@id": ORGANIZATION_ID });
    expect(data.url).toBe(`${site.url}/events/${slug}`);
  });

  it("matches the attendance mode and location to how people attend", () => {
    for (const event of events) {
      const data = asJson(eventJsonLd(event, "en"));
      const location = data.location as Record<string, Json>;
      if (data.eventAttendanceMode === SCHEMA("OnlineEventAttendanceMode")) {
        expect(location).toMatchObject({ "@type": "VirtualLocation", url: platformLinks[event.platform] });
      } else {
        expect(data.eventAttendanceMode).toBe(SCHEMA("OfflineEventAttendanceMode"));
        expect(location["@type"]).toBe("Place");
        expect(location.address).toMatchObject({ "@type": "PostalAddress", addressRegion: "FL", addressCountry: "US" });
      }
    }
    // Typed in from the spec: Zoom and the Voice Rooms are online; Interlachen and Miami are not.
    const modes = Object.fromEntries(events.map((e) => [e.slug, asJson(eventJsonLd(e, "en")).eventAttendanceMode]));
    expect(modes).toEqual({
      "red-book-series": SCHEMA("OnlineEventAttendanceMode"),
      "mens-inner-work": SCHEMA("OnlineEventAttendanceMode"),
      "accountability-call": SCHEMA("OnlineEventAttendanceMode"),
      "mid-week-heart-to-heart": SCHEMA("OnlineEventAttendanceMode"),
      "new-moon-circle": SCHEMA("OfflineEventAttendanceMode"),
      "integration-workshop": SCHEMA("OfflineEventAttendanceMode"),
      "winter-solstice-retreat": SCHEMA("OfflineEventAttendanceMode"),
      "sacred-breathwork": SCHEMA("OfflineEventAttendanceMode"),
      "womens-sacred-circle": SCHEMA("OfflineEventAttendanceMode"),
    });
  });

  it("places the Miami workshop at the Inner Peace Center", () => {
    const location = asJson(eventJsonLd(getEvent("integration-workshop"), "en")).location as Record<string, Json>;
    expect(location).toMatchObject({
      name: "Inner Peace Center",
      address: { addressLocality: "Miami", postalCode: "33137" },
    });
  });

  it("gives the capacity of the spec where there is one", () => {
    const capacities = Object.fromEntries(
      events.map((e) => [e.slug, asJson(eventJsonLd(e, "en")).maximumAttendeeCapacity]),
    );
    expect(capacities).toMatchObject({
      "new-moon-circle": 12,
      "womens-sacred-circle": 12,
      "winter-solstice-retreat": 16,
      "sacred-breathwork": 15,
      "integration-workshop": 8,
    });
    expect(capacities["red-book-series"]).toBeUndefined();
  });

  it("starts the Red Book series on 2025-10-13 at 20:00 Florida time, ten Mondays", () => {
    const data = asJson(eventJsonLd(getEvent("red-book-series"), "en"));
    expect(data.startDate).toBe("2025-10-13T20:00-04:00");
    expect(data.endDate).toBe("2025-12-15T21:00-05:00");
    expect(data.eventSchedule).toEqual({
      "@type": "Schedule",
      byDay: SCHEMA("Monday"),
      repeatFrequency: "P1W",
      repeatCount: 10,
      startDate: "2025-10-13",
      endDate: "2025-12-15",
      startTime: "20:00:00",
      endTime: "21:00:00",
      duration: "PT1H",
      scheduleTimezone: "America/New_York",
    });
  });

  it("describes the weekly and bi-weekly circles with a Schedule", () => {
    const schedule = (slug: string) => asJson(eventJsonLd(getEvent(slug), "en")).eventSchedule as Record<string, Json>;
    expect(schedule("mens-inner-work")).toMatchObject({
      byDay: SCHEMA("Tuesday"),
      repeatFrequency: "P1W",
      startTime: "19:30:00",
      endTime: "20:30:00",
    });
    expect(schedule("accountability-call")).toMatchObject({
      byDay: SCHEMA("Monday"),
      repeatFrequency: "P1W",
      startTime: "12:00:00",
      endTime: "13:00:00",
    });
    expect(schedule("mid-week-heart-to-heart")).toMatchObject({
      byDay: SCHEMA("Wednesday"),
      repeatFrequency: "P2W",
      startTime: "20:00:00",
      endTime: "21:30:00",
      duration: "PT1H30M",
    });
    for (const slug of ["mens-inner-work", "accountability-call", "mid-week-heart-to-heart"]) {
      expect(schedule(slug).repeatCount).toBeUndefined();
      expect(schedule(slug).endDate).toBeUndefined();
    }
  });

  it("dates a circle with no end by its next occurrence (on 1 October 2025, its first: spec §9)", () => {
    const dates = (slug: string) => {
      const { startDate, endDate } = asJson(eventJsonLd(getEvent(slug), "en"));
      return [startDate, endDate];
    };
    expect(dates("mens-inner-work")).toEqual(["2025-10-07T19:30-04:00", "2025-10-07T20:30-04:00"]);
    expect(dates("accountability-call")).toEqual(["2025-10-06T12:00-04:00", "2025-10-06T13:00-04:00"]);
    expect(dates("mid-week-heart-to-heart")).toEqual(["2025-10-08T20:00-04:00", "2025-10-08T21:30-04:00"]);
  });

  it("leaves out dates for events whose dates are to be announced", () => {
    for (const slug of [
      "new-moon-circle",
      "integration-workshop",
      "winter-solstice-retreat",
      "sacred-breathwork",
      "womens-sacred-circle",
    ]) {
      const data = asJson(eventJsonLd(getEvent(slug), "en"));
      expect(data.startDate).toBeUndefined();
      expect(data.eventSchedule).toBeUndefined();
    }
  });

  it("offers the free-for-members events at price 0", () => {
    for (const slug of ["red-book-series", "mid-week-heart-to-heart"]) {
      expect(asJson(eventJsonLd(getEvent(slug), "en")).offers).toMatchObject({
        "@type": "Offer",
        price: 0,
        priceCurrency: "USD",
      });
    }
    expect(asJson(eventJsonLd(getEvent("winter-solstice-retreat"), "en")).offers).toBeUndefined();
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
    const data = asJson(eventJsonLd(getEvent("red-book-series"), "en"));
    expect([data.startDate, data.endDate]).toEqual(["2025-10-13T20:00-04:00", "2025-12-15T21:00-05:00"]);
    expect(data.offers).toBeUndefined();
  });

  it("dates a weekly circle by its next meeting, in EST", () => {
    const data = asJson(eventJsonLd(getEvent("mens-inner-work", "es"), "es"));
    expect([data.startDate, data.endDate]).toEqual(["2026-11-24T19:30-05:00", "2026-11-24T20:30-05:00"]);
    expect(asJson(eventJsonLd(getEvent("mid-week-heart-to-heart"), "en")).startDate).toBe("2026-12-02T20:00-05:00");
  });
});

describe("Donate page", () => {
  const data = asJson(donateJsonLd(givingTiers, "en"));

  it("uses only schema.org properties", () => {
    expect(problems(data)).toEqual([]);
    expect(data).toMatchObject({ "@type": "NGO", "@id": ORGANIZATION_ID });
  });

  it("offers the five monthly tiers of the spec, in US dollars per month", () => {
    const offers = data.makesOffer as Record<string, Json>[];
    expect(offers.map((offer) => [offer.name, offer.price])).toEqual([
      ["Sacred Seed monthly gift", 25],
      ["Rooted Supporter monthly gift", 75],
      ["Radiant Light monthly gift", 150],
      ["Legacy Giver monthly gift", 300],
      ["Sanctuary Builder monthly gift", 500],
    ]);
    for (const offer of offers) {
      expect(offer.priceCurrency).toBe("USD");
      expect(offer.url).toMatch(/^https:\/\//);
      expect(offer.priceSpecification).toMatchObject({
        "@type": "UnitPriceSpecification",
        referenceQuantity: { unitCode: "MON" },
      });
    }
  });

  it("has a one-time DonateAction to the organisation", () => {
    expect(data.potentialAction).toEqual({
      "@type": "DonateAction",
      name: "One-Time Gift",
      target: site.links.oneTimeGift,
      recipient: { "@id": ORGANIZATION_ID },
    });
  });
});

describe("JsonLd component", () => {
  it("renders one application/ld+json script that parses back to the data", () => {
    const data = organizationJsonLd("en");
    const html = renderToStaticMarkup(createElement(JsonLd, { data }));
    const match = /^<script type="application\/ld\+json">(.*)<\/script>$/s.exec(html);
    expect(match).not.toBeNull();
    expect(JSON.parse(match![1]!)).toEqual(JSON.parse(JSON.stringify(data)));
  });

  it("escapes < so a value cannot close the script", () => {
    const data = Object.assign(organizationJsonLd("en"), { slogan: "</script><script>alert(1)</script>" });
    const html = renderToStaticMarkup(createElement(JsonLd, { data }));
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).toContain("\\u003c/script>");
    expect(JSON.parse(serializeJsonLd(data)).slogan).toBe(data.slogan);
  });
});

describe("Spanish JSON-LD", () => {
  it.each(getEvents("es").map((event) => event.slug))(
    "%s: a Spanish Event with its Spanish name, under /es/events",
    (slug) => {
      const data = asJson(eventJsonLd(getEvent(slug, "es"), "es"));
      const english = asJson(eventJsonLd(getEvent(slug, "en"), "en"));
      expect(problems(data)).toEqual([]);
      // inLanguage is the language the event is held in (a fact), not the page's language.
      expect(data.inLanguage).toEqual(english.inLanguage);
      expect(data.name).toBe(getEvent(slug, "es").title);
      if (slug !== "red-book-series") expect(data.name).not.toBe(english.name);
      expect(data.description).not.toBe(english.description);
      expect(data.url).toBe(`${site.url}/es/events/${slug}`);
      expect(data.image).toBe(`${site.url}/es/og/events.png`);
      // Facts do not change with the language; a place's name may ("Terrenos de Heartwood Sanctuary"), its address does not.
      for (const key of [
        "startDate",
        "endDate",
        "eventSchedule",
        "eventAttendanceMode",
        "maximumAttendeeCapacity",
        "organizer",
      ]) {
        expect([key, data[key]]).toEqual([key, english[key]]);
      }
      const { name, ...where } = data.location as Record<string, unknown>;
      const { name: englishName, ...englishWhere } = english.location as Record<string, unknown>;
      expect(where).toEqual(englishWhere);
      expect(name).toBe(
        englishName === "Heartwood Sanctuary Grounds" ? "Terrenos de Heartwood Sanctuary" : englishName,
      );
    },
  );

  it("names the monthly unit of a gift in the page's language", () => {
    expect(JSON.stringify(donateJsonLd(givingTiers, "es"))).toContain('"unitText":"mes"');
    expect(JSON.stringify(donateJsonLd(givingTiers, "es"))).not.toContain('"unitText":"month"');
    expect(JSON.stringify(donateJsonLd(givingTiers, "en"))).toContain('"unitText":"month"');
  });

  it("keeps the free offer of the free-for-members events, with the Spanish cost", () => {
    const offers = asJson(eventJsonLd(getEvent("red-book-series", "es"), "es")).offers as Record<string, Json>;
    expect(offers).toMatchObject({ "@type": "Offer", price: 0, priceCurrency: "USD" });
    expect(offers.description).toBe("Gratis para miembros de The\u00a0Village · Abierto al público");
    expect(asJson(eventJsonLd(getEvent("winter-solstice-retreat", "es"), "es")).offers).toBeUndefined();
  });

  it("publishes the Spanish home page as a Spanish WebSite of the same organisation", () => {
    const home = asJson(homeJsonLd("es"));
    expect(problems(home)).toEqual([]);
    const [org, website] = home["@graph"] as Record<string, Json>[];
    expect(website).toMatchObject({
      "@type": "WebSite",
      inLanguage: "es-US",
      url: `${site.url}/es`,
      publisher: { "@id": ORGANIZATION_ID },
    });
    expect(asJson(homeJsonLd("en"))["@graph"]).toEqual(
      expect.arrayContaining([expect.objectContaining({ "@type": "WebSite", inLanguage: "en-US" })]),
    );
    expect(org).toMatchObject({ "@type": "NGO", "@id": ORGANIZATION_ID, name: "Heartwood Sanctuary" });
    expect(org!.description).not.toBe(asJson(organizationJsonLd("en")).description);
    expect(org!.image).toBe(`${site.url}/es/og/home.png`);
  });

  it("offers the same five tiers at the same prices on the Spanish donate page, in Spanish words", () => {
    const data = asJson(donateJsonLd(givingTiers, "es"));
    expect(problems(data)).toEqual([]);
    const offers = data.makesOffer as Record<string, Json>[];
    expect(offers.map((offer) => offer.price)).toEqual([25, 75, 150, 300, 500]);
    const english = asJson(donateJsonLd(givingTiers, "en")).makesOffer as Record<string, Json>[];
    offers.forEach((offer, i) => {
      // The programme name stays, the words around it are Spanish.
      expect(offer.name).toContain(
        ["Sacred Seed", "Rooted Supporter", "Radiant Light", "Legacy Giver", "Sanctuary Builder"][i]!,
      );
      expect(offer.name).not.toBe(english[i]!.name);
      expect(offer.description).not.toBe(english[i]!.description);
      expect(offer.url).toBe(english[i]!.url);
    });
    expect((data.potentialAction as Record<string, Json>).name).toBe(words("donate", "es").oneTime.title);
    expect((data.potentialAction as Record<string, Json>).name).not.toBe("One-Time Gift");
  });
});

describe("Event terms: what it costs and the language it is held in, only as stated", () => {
  const base = getEvent("winter-solstice-retreat");
  const withTerms = (terms: Partial<Event>) => asJson(eventJsonLd({ ...base, ...terms }, "en"));

  it("offers one price in US dollars, in stock", () => {
    const data = withTerms({ cost: { kind: "price", amount: 40 } });
    expect(problems(data)).toEqual([]);
    expect(data.offers).toMatchObject({
      "@type": "Offer",
      price: 40,
      priceCurrency: "USD",
      availability: SCHEMA("InStock"),
      description: "$40",
    });
  });

  it("offers a range with its lowest and highest price", () => {
    const data = withTerms({ cost: { kind: "sliding", amount: 40, upTo: 120 } });
    expect(problems(data)).toEqual([]);
    expect(data.offers).toMatchObject({
      price: 40,
      priceSpecification: { "@type": "PriceSpecification", minPrice: 40, maxPrice: 120, priceCurrency: "USD" },
      description: "Sliding scale, $40 to $120",
    });
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
    expect(asJson(eventJsonLd({ ...getEvent("winter-solstice-retreat", "es"), language: "en" }, "es")).inLanguage).toBe(
      "en",
    );
  });
});

describe("FAQPage (“New here?”)", () => {
  it.each(["en", "es"] as const)("%s: every question of the page's words file, each with its answer", (locale) => {
    const data = asJson(faqJsonLd(locale));
    expect(problems(data)).toEqual([]);
    expect(data["@type"]).toBe("FAQPage");
    // The words file as staff wrote it, read here without the site's loader.
    const file = YAML.parse(fs.readFileSync(`content/${locale === "en" ? "" : "es/"}pages/new-here.yaml`, "utf8")) as {
      faq: { question: string; answer: string }[];
    };
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
