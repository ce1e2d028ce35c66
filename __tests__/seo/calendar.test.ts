/** @jest-environment node */
import ICAL from "ical.js";
import { GET, generateStaticParams } from "@/app/(en)/events/[slug]/calendar.ics/route";
import { GET as getFeed } from "@/app/(en)/events/calendar.ics/route";
import {
  GET as getSpanishFile,
  generateStaticParams as spanishStaticParams,
} from "@/app/es/events/[slug]/calendar.ics/route";
import { GET as getSpanishFeed } from "@/app/es/events/calendar.ics/route";
import {
  calendarFileHref,
  eventCalendar,
  eventsCalendar,
  feedGoogleUrl,
  feedUrl,
  feedWebcalUrl,
  googleCalendarUrl,
  isScheduled,
  type ScheduledEvent,
} from "@/lib/calendar";
import { getEvent, getEvents } from "@/lib/content";
import { formatPlace } from "@/lib/format";
import type { Locale } from "@/lib/i18n";
import { site } from "@/lib/site";

// The .ics files are read back and expanded by ical.js, an independent RFC 5545 parser. Expected instants are typed in
// from the spec as UTC: Florida is UTC-4 until 2 November 2025, UTC-5 until 8 March 2026, UTC-4 after.

const HOST = new URL(site.url).host;
const SCHEDULED = ["accountability-call", "mens-inner-work", "mid-week-heart-to-heart", "red-book-series"];
const scheduledEvent = (slug: string, locale: Locale = "en") => getEvent(slug, locale) as ScheduledEvent;
const slugOf = (event: ICAL.Event) => event.uid.replace(/@.*$/, "");
const feedIn = (locale: Locale) => parseCalendar(eventsCalendar(getEvents(locale).filter(isScheduled), locale));

/** Parses iCalendar text with ical.js and registers its VTIMEZONE, so occurrences expand in the file's own zone. */
function parseCalendar(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const zone = calendar.getFirstSubcomponent("vtimezone");
  if (zone) ICAL.TimezoneService.register(zone);
  const vevents = calendar.getAllSubcomponents("vevent");
  return { calendar, zone, vevents, events: vevents.map((vevent) => new ICAL.Event(vevent)) };
}

function readCalendar(slug: string, locale: Locale = "en") {
  const parsed = parseCalendar(eventCalendar(scheduledEvent(slug, locale), locale));
  return { ...parsed, event: parsed.events[0]! };
}

/** Start and end of the first `limit` occurrences, as UTC ISO strings. */
function expand(event: ICAL.Event, limit: number): [string, string][] {
  const iterator = event.iterator();
  const found: [string, string][] = [];
  for (let next = iterator.next(); next && found.length < limit; next = iterator.next()) {
    const { startDate, endDate } = event.getOccurrenceDetails(next);
    found.push([startDate.toJSDate().toISOString(), endDate.toJSDate().toISOString()]);
  }
  return found;
}

/** Occurrences typed in as UTC "start/end" pairs, space-separated. */
const utc = ([text]: TemplateStringsArray) =>
  Array.from(text!.trim().split(/\s+/), (pair) => pair.split("/").map((at) => `${at}:00.000Z`));

/** The men's circle's first five Tuesdays, 7:30-8:30 PM in Florida: the last one after the change to EST. */
const MENS_FIRST_FIVE = utc`
  2025-10-07T23:30/2025-10-08T00:30 2025-10-14T23:30/2025-10-15T00:30 2025-10-21T23:30/2025-10-22T00:30
  2025-10-28T23:30/2025-10-29T00:30 2025-11-05T00:30/2025-11-05T01:30
`;

it("gives a calendar to the four events with a known rhythm, none to those with dates to be announced", () => {
  expect(Array.from(getEvents().filter(isScheduled), (e) => e.slug).sort()).toEqual(SCHEDULED);
});

describe.each(SCHEDULED)("%s.ics", (slug) => {
  it("is CRLF, folded at 75 octets: one calendar in America/New_York, one event with a stable UID, its page and text", () => {
    const text = eventCalendar(scheduledEvent(slug), "en");
    expect(text.endsWith("\r\n")).toBe(true);
    for (const line of text.slice(0, -2).split("\r\n")) {
      expect(line).not.toMatch(/[\r\n]/);
      expect(Buffer.byteLength(line, "utf8")).toBeLessThanOrEqual(75);
    }
    const { calendar, zone, vevents, event } = readCalendar(slug);
    expect(calendar.getFirstPropertyValue("version")).toBe("2.0");
    expect(zone?.getFirstPropertyValue("tzid")).toBe("America/New_York");
    expect(vevents).toHaveLength(1);
    expect(event.uid).toBe(`${slug}@${HOST}`);
    expect(event.startDate.zone.tzid).toBe("America/New_York");
    expect(vevents[0]!.getFirstPropertyValue("url")).toBe(`${site.url}/events/${slug}`);
    expect(event.summary).toBe(getEvent(slug).title);
    expect(event.description).toContain(getEvent(slug).intro);
  });
});

describe("occurrences of each file, expanded by ical.js", () => {
  it.each([
    [
      "Red Book: ten Mondays 8-9 PM from 10/13/2025, in EDT and then EST",
      "red-book-series",
      0,
      utc`
        2025-10-14T00:00/2025-10-14T01:00 2025-10-21T00:00/2025-10-21T01:00 2025-10-28T00:00/2025-10-28T01:00
        2025-11-04T01:00/2025-11-04T02:00 2025-11-11T01:00/2025-11-11T02:00 2025-11-18T01:00/2025-11-18T02:00
        2025-11-25T01:00/2025-11-25T02:00 2025-12-02T01:00/2025-12-02T02:00 2025-12-09T01:00/2025-12-09T02:00
        2025-12-16T01:00/2025-12-16T02:00
      `,
    ],
    ["Men's Inner Work: Tuesdays 7:30-8:30 PM, across the November change", "mens-inner-work", 0, MENS_FIRST_FIVE],
    [
      "Men's Inner Work: still 7:30 PM in Florida after the March change",
      "mens-inner-work",
      21,
      utc`2026-03-04T00:30/2026-03-04T01:30 2026-03-10T23:30/2026-03-11T00:30`,
    ],
    [
      "Accountability Call: Mondays 12-1 PM",
      "accountability-call",
      0,
      utc`
        2025-10-06T16:00/2025-10-06T17:00 2025-10-13T16:00/2025-10-13T17:00 2025-10-20T16:00/2025-10-20T17:00
        2025-10-27T16:00/2025-10-27T17:00 2025-11-03T17:00/2025-11-03T18:00
      `,
    ],
    [
      "Heart-to-Heart: every other Wednesday 8-9:30 PM",
      "mid-week-heart-to-heart",
      0,
      utc`
        2025-10-09T00:00/2025-10-09T01:30 2025-10-23T00:00/2025-10-23T01:30 2025-11-06T01:00/2025-11-06T02:30
        2025-11-20T01:00/2025-11-20T02:30
      `,
    ],
  ])("%s", (_, slug, from, expected) => {
    // A series with a count expands to its end (asked for 100), so the Red Book's ten are all it has.
    const all = expand(readCalendar(slug).event, slug === "red-book-series" ? 100 : from + expected.length);
    expect(all.slice(from)).toEqual(expected);
  });
});

describe("text values", () => {
  it("keeps the page's place, with its commas and parentheses, in LOCATION", () => {
    expect(readCalendar("red-book-series").event.location).toBe("Zoom (details after RSVP)");
    expect(readCalendar("mens-inner-work").event.location).toBe("Zoom (link after RSVP)");
    expect(readCalendar("accountability-call").event.location).toBe("The Village Voice Rooms");
  });

  it("invites no RSVP once a series has ended: no place note, no RSVP line, in both languages", () => {
    const pinned = process.env.SITE_TODAY;
    process.env.SITE_TODAY = "2026-11-24"; // the Red Book series ended on 2025-12-15
    try {
      const english = readCalendar("red-book-series").event;
      expect(english.location).toBe("Zoom");
      expect(english.description).not.toMatch(/RSVP|community\.example/i);
      expect(english.description).toMatch(/^Details: https:\/\/.*\/events\/red-book-series$/m);
      const spanish = readCalendar("red-book-series", "es").event;
      expect(spanish.location).toBe("Zoom");
      expect(spanish.description).not.toMatch(/confirma tu asistencia/i);
      // A circle still meeting keeps both.
      expect(readCalendar("mens-inner-work").event.description).toMatch(/RSVP/);
    } finally {
      process.env.SITE_TODAY = pinned;
    }
  });
});

describe("Google Calendar link", () => {
  it.each([
    ["red-book-series", "en", "20251013T200000/20251013T210000", "FREQ=WEEKLY;INTERVAL=1;BYDAY=MO;COUNT=10"],
    ["mid-week-heart-to-heart", "en", "20251008T200000/20251008T213000", "FREQ=WEEKLY;INTERVAL=2;BYDAY=WE"],
    ["mens-inner-work", "es", "20251007T193000/20251007T203000", "FREQ=WEEKLY;INTERVAL=1;BYDAY=TU"],
  ] as const)(
    "%s (%s): carries the title, first occurrence (%s), recurrence, time zone, page and place in the page's language",
    (slug, locale, dates, rule) => {
      const event = scheduledEvent(slug, locale);
      const url = new URL(googleCalendarUrl(event, locale));
      expect(`${url.origin}${url.pathname}`).toBe("https://calendar.google.com/calendar/render");
      expect(Object.fromEntries(url.searchParams)).toMatchObject({
        action: "TEMPLATE",
        text: event.title,
        dates,
        ctz: "America/New_York",
        recur: `RRULE:${rule}`,
        location: formatPlace(event, "full", undefined, locale),
        details: expect.stringContaining(`${site.url}${locale === "es" ? "/es" : ""}/events/${slug}`),
      });
    },
  );
});

describe.each([
  ["en", "", GET, getFeed, generateStaticParams],
  ["es", "/es", getSpanishFile, getSpanishFeed, spanishStaticParams],
] as const)("%s calendars (under %s/events)", (locale, prefix, getFile, getFeedOf, staticParams) => {
  it("are served as text/calendar: the feed, and one file per scheduled event", async () => {
    const response = await getFeedOf();
    expect(response.headers.get("Content-Type")).toBe("text/calendar; charset=utf-8");
    expect(await response.text()).toBe(eventsCalendar(getEvents(locale).filter(isScheduled), locale));
    expect(new Set(staticParams().map((p) => p.slug))).toEqual(new Set(SCHEDULED));
    const file = await getFile(new Request(`http://localhost${prefix}/events/mens-inner-work/calendar.ics`), {
      params: Promise.resolve({ slug: "mens-inner-work" }),
    });
    expect(file.status).toBe(200);
    expect(file.headers.get("Content-Type")).toBe("text/calendar; charset=utf-8");
    expect(await file.text()).toBe(eventCalendar(scheduledEvent("mens-inner-work", locale), locale));
  });

  it("link the files under the site's routes, and the feed as https, webcal:// and a Google add-by-URL link", () => {
    expect(calendarFileHref("red-book-series", locale)).toBe(`${prefix}/events/red-book-series/calendar.ics`);
    expect(feedUrl(locale)).toBe(`${site.url}${prefix}/events/calendar.ics`);
    expect(feedWebcalUrl(locale)).toBe(`webcal://${site.url.replace(/^https:\/\//, "")}${prefix}/events/calendar.ics`);
    const google = new URL(feedGoogleUrl(locale));
    expect(`${google.origin}${google.pathname}`).toBe("https://calendar.google.com/calendar/r");
    expect(google.searchParams.get("cid")).toBe(feedWebcalUrl(locale));
  });

  it("hold the four scheduled events in one America/New_York zone, each as its own file has it, at the English feed's times", () => {
    const [{ calendar, zone, events }, english] = [feedIn(locale), feedIn("en")];
    expect(calendar.getFirstPropertyValue("version")).toBe("2.0");
    expect(calendar.getAllSubcomponents("vtimezone")).toHaveLength(1);
    expect(zone?.getFirstPropertyValue("tzid")).toBe("America/New_York");
    expect(events.map((event) => event.uid).sort()).toEqual(SCHEDULED.map((slug) => `${slug}@${HOST}`));
    const name = calendar.getFirstPropertyValue("x-wr-calname");
    expect(name).toContain(site.name);
    if (locale === "es") expect(name).not.toBe(english.calendar.getFirstPropertyValue("x-wr-calname"));
    for (const event of events) {
      const slug = slugOf(event);
      const own = readCalendar(slug, locale);
      expect(event.summary).toBe(getEvent(slug, locale).title);
      expect(event.description).toContain(getEvent(slug, locale).intro);
      expect(event.component.getFirstPropertyValue("url")).toBe(`${site.url}${prefix}/events/${slug}`);
      expect(event.location).toBe(own.event.location);
      expect(event.component.getFirstPropertyValue("rrule")?.toString()).toBe(
        own.vevents[0]!.getFirstPropertyValue("rrule")?.toString(),
      );
      expect(expand(event, 100)).toEqual(expand(own.event, 100));
      const inEnglish = english.events.find((other) => slugOf(other) === slug)!;
      expect(expand(event, 5)).toEqual(expand(inEnglish, 5));
      // In Spanish words: titles differ, except the Red Book series (its name is English in both).
      if (locale === "es") expect(event.description).not.toContain(getEvent(slug, "en").intro);
      if (locale === "es" && slug !== "red-book-series") expect(event.summary).not.toBe(inEnglish.summary);
    }
  });
});

describe("a circle with an end date (schedule.until)", () => {
  const ending = (until: string): ScheduledEvent => {
    const circle = scheduledEvent("mens-inner-work");
    return { ...circle, schedule: { ...circle.schedule, until } };
  };

  it("stops at the last Tuesday on or before it, across the November change, as ical.js expands the file", () => {
    // 7 October to 4 November 2025: five Tuesdays, the last one after the change to EST.
    for (const until of ["2025-11-04", "2025-11-10"]) {
      const [event] = parseCalendar(eventCalendar(ending(until), "en")).events;
      expect(expand(event!, 100)).toEqual(MENS_FIRST_FIVE);
    }
  });

  it("writes UNTIL in UTC (RFC 5545 §3.3.10, with a start in a time zone) and ends the Google Calendar rule the same way", () => {
    const text = eventCalendar(ending("2025-11-04"), "en");
    expect(text).toContain("UNTIL=20251105T003000Z");
    expect(decodeURIComponent(googleCalendarUrl(ending("2025-11-04"), "en"))).toContain("UNTIL=20251105T003000Z");
  });
});
