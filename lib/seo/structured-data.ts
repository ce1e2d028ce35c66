import type {
  City,
  DayOfWeek,
  Event as EventLd,
  FAQPage,
  Graph,
  NGO,
  Offer,
  Place,
  PostalAddress,
  Schedule,
  VirtualLocation,
  WebSite,
  WithContext,
} from "schema-dts";
import { isScheduled, type ScheduledEvent } from "../calendar";
import { facilitatorsOf, type Event } from "../content";
import { formatCostWithNote, languageTags } from "../event-terms";
import { isoDateTime, isOnline, statusOf, TIME_ZONE } from "../format";
import { endOf, lastOccurrence } from "../schedule";
import type { GivingTier } from "../data/giving";
import { LOGO, ogImage } from "./og";
import { localeInfo, localePath, say, ui, wordsOf, type Locale } from "../i18n";
import { absoluteUrl } from "../paths";
import { placeName, platformLinks, site } from "../site";

/**
 * schema.org JSON-LD for the pages that describe the organisation, an event or a way to give,
 * rendered by components/seo/json-ld.tsx. Types come from schema-dts, so a misspelt property
 * or a wrong enumeration value fails `tsc`.
 */

/** The organisation's node id: every page refers to the same NGO. */
export const ORGANIZATION_ID = `${absoluteUrl("/")}#organization`;

const DAY_NAMES = {
  MO: "Monday",
  TU: "Tuesday",
  WE: "Wednesday",
  TH: "Thursday",
  FR: "Friday",
  SA: "Saturday",
  SU: "Sunday",
} as const;

/** A schema-dts node type without the bare-string (URL) form the library allows for references. */
type Node<T> = Exclude<T, string>;

/** A reference to the NGO, with enough to read on its own. */
function organizationRef(): Node<NGO> {
  return { "@type": "NGO", "@id": ORGANIZATION_ID, name: site.name, url: absoluteUrl("/") };
}

/** The organisation: a Florida nonprofit serving six cities, described in `locale`; its tax facts when Site facts state them. */
export function organizationJsonLd(locale: Locale): WithContext<NGO> {
  return { "@context": "https://schema.org", ...organization(locale) };
}

function organization(locale: Locale): Node<NGO> {
  const t = ui(locale).site;
  return {
    "@type": "NGO",
    "@id": ORGANIZATION_ID,
    name: site.name,
    description: say(locale, t.description),
    slogan: t.tagline,
    url: absoluteUrl("/"),
    logo: { "@type": "ImageObject", url: absoluteUrl(LOGO.path), width: `${LOGO.size}`, height: `${LOGO.size}` },
    image: ogImage("home", locale).url,
    email: site.email,
    telephone: site.phone.e164,
    // Tax facts only as Site facts state them: none is assumed.
    ...(site.donor?.legalName && { legalName: site.donor.legalName }),
    ...(site.donor?.ein && { taxID: site.donor.ein }),
    ...(/501\(c\)\(3\)/.test(site.donor?.taxStatus ?? "") && {
      nonprofitStatus: "https://schema.org/Nonprofit501c3" as const,
    }),
    address: { "@type": "PostalAddress", addressRegion: "FL", addressCountry: "US" },
    areaServed: site.cities.map((name): City => ({
      "@type": "City",
      name,
      containedInPlace: { "@type": "State", name: site.region },
    })),
  };
}

/** The home page: the organisation and the website it publishes, in `locale`. */
export function homeJsonLd(locale: Locale): Graph {
  const home = localePath(locale, "/");
  const website: WebSite = {
    "@type": "WebSite",
    "@id": `${absoluteUrl(home)}#website`,
    name: site.name,
    url: absoluteUrl(home),
    description: say(locale, ui(locale).site.description),
    inLanguage: localeInfo[locale].intl,
    publisher: { "@id": ORGANIZATION_ID },
  };
  return { "@context": "https://schema.org", "@graph": [organization(locale), website] };
}

function eventLocation(event: Event, locale: Locale): Place | VirtualLocation {
  const place = site.places[event.place];
  const name = placeName(place, locale);
  if (!place.address) return { "@type": "VirtualLocation", name, url: platformLinks[event.platform] };
  const { street, city, region, postalCode, confirmed } = place.address;
  // Until the street is confirmed, search engines get the town alone, as the page does.
  const address: PostalAddress = {
    "@type": "PostalAddress",
    ...(confirmed && { streetAddress: street }),
    addressLocality: city,
    addressRegion: region,
    ...(confirmed && { postalCode }),
    addressCountry: "US",
  };
  return { "@type": "Place", name, address };
}

/** The weekly rhythm of a recurring event (times are Florida wall-clock times). */
function eventSchedule({ schedule }: ScheduledEvent): Schedule {
  const minutes = schedule.duration;
  const last = lastOccurrence(schedule);
  return {
    "@type": "Schedule",
    byDay: `https://schema.org/${DAY_NAMES[schedule.byDay]}` satisfies DayOfWeek,
    repeatFrequency: `P${schedule.intervalWeeks}W`,
    ...(schedule.count && { repeatCount: schedule.count }),
    startDate: schedule.firstDate,
    ...(last && { endDate: last }),
    startTime: `${schedule.startTime}:00`,
    endTime: `${endOf(schedule, schedule.firstDate).time}:00`,
    duration: `PT${Math.floor(minutes / 60) ? `${Math.floor(minutes / 60)}H` : ""}${minutes % 60 ? `${minutes % 60}M` : ""}`,
    scheduleTimezone: TIME_ZONE,
  };
}

/**
 * When a scheduled event takes place as of today: from its next occurrence (to the end of the series when it
 * has one) or, once it has ended, the dates it ran, so search engines never list it as upcoming.
 */
function eventDates(event: ScheduledEvent): { startDate: string; endDate: string } {
  const { schedule } = event;
  const status = statusOf(event);
  const start = status.state === "ended" ? status.first : status.state === "tbd" ? schedule.firstDate : status.next;
  const end = lastOccurrence(schedule) ?? start;
  const finish = endOf(schedule, end);
  return { startDate: isoDateTime(start, schedule.startTime), endDate: isoDateTime(finish.date, finish.time) };
}

/**
 * What attending costs, from the event's stated cost only: a zero-price offer for members, the price (or the range)
 * for a price or a sliding scale with amounts; nothing for a cost not stated (lib/event-terms.ts).
 */
function eventOffer(event: Event, locale: Locale): Offer | undefined {
  const cost = event.cost;
  if (!cost || cost.kind === "free") return undefined;
  const base = {
    "@type": "Offer",
    priceCurrency: "USD",
    url: platformLinks[event.platform],
    description: formatCostWithNote(event, locale),
    availability: "https://schema.org/InStock",
  } as const;
  if (cost.kind === "members") return { ...base, price: 0 };
  if (cost.amount === undefined) return undefined;
  if (cost.upTo === undefined || cost.upTo <= cost.amount) return { ...base, price: cost.amount };
  return {
    ...base,
    price: cost.amount,
    priceSpecification: {
      "@type": "PriceSpecification",
      minPrice: cost.amount,
      maxPrice: cost.upTo,
      priceCurrency: "USD",
    },
  };
}

/** An event page: where, when (if known), how to attend, and who holds it, in the language of the page. */
export function eventJsonLd(event: Event, locale: Locale): WithContext<EventLd> {
  const scheduled = isScheduled(event) ? event : undefined;
  const ended = statusOf(event).state === "ended";
  const offer = ended ? undefined : eventOffer(event, locale);
  const held = languageTags(event);
  return {
    "@context": "https://schema.org",
    "@type": "Event",
    name: event.title,
    description: event.intro,
    url: absoluteUrl(localePath(locale, `/events/${event.slug}`)),
    // The language it is held in, when stated; never guessed from the page's language.
    ...(held && { inLanguage: held.length === 1 ? held[0] : held }),
    ...(event.cost?.kind === "free" && { isAccessibleForFree: true }),
    image: ogImage("events", locale).url,
    organizer: organizationRef(),
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: isOnline(event)
      ? "https://schema.org/OnlineEventAttendanceMode"
      : "https://schema.org/OfflineEventAttendanceMode",
    location: eventLocation(event, locale),
    audience: { "@type": "Audience", audienceType: event.audience },
    ...(scheduled && eventDates(scheduled)),
    ...(scheduled && { eventSchedule: eventSchedule(scheduled) }),
    ...(event.capacity && { maximumAttendeeCapacity: event.capacity }),
    ...(event.facilitators?.length && {
      performer: facilitatorsOf(event, "events", event.lang).map((person) => ({
        "@type": "Person" as const,
        name: person.name,
        jobTitle: person.role,
      })),
    }),
    ...(offer && { offers: offer }),
  };
}

/** “New here?”: its questions and answers as an FAQPage, in `locale` (the list staff extend in /admin). */
export function faqJsonLd(locale: Locale): WithContext<FAQPage> {
  const t = wordsOf("newHere", locale);
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    url: absoluteUrl(localePath(locale, "/new-here")),
    inLanguage: localeInfo[locale].intl,
    mainEntity: t.faq.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}

/** /donate: the organisation offering its monthly giving tiers, and a one-time gift to it, in `locale`. */
export function donateJsonLd(tiers: readonly GivingTier[], locale: Locale): WithContext<NGO> {
  const t = wordsOf("donate", locale);
  return {
    "@context": "https://schema.org",
    ...organizationRef(),
    makesOffer: tiers.map((tier): Offer => ({
      "@type": "Offer",
      name: say(locale, t.offerName, { tier: t.tiers[tier.id].name }),
      description: t.tiers[tier.id].impact,
      url: tier.paymentLink,
      price: tier.amount,
      priceCurrency: "USD",
      priceSpecification: {
        "@type": "UnitPriceSpecification",
        price: tier.amount,
        priceCurrency: "USD",
        referenceQuantity: {
          "@type": "QuantitativeValue",
          value: 1,
          unitCode: "MON",
          unitText: ui(locale).prices.month,
        },
      },
    })),
    potentialAction: {
      "@type": "DonateAction",
      name: t.oneTime.title,
      target: site.links.oneTimeGift,
      recipient: { "@id": ORGANIZATION_ID },
    },
  };
}
