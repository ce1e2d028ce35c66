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
import type { Locale } from "@/lib/i18n";
import { site } from "@/lib/site";

/*
 * The .ics files are read back with ical.js, an independent RFC 5545 parser, and their occurrences
 * expanded with its recurrence engine in the file's own VTIMEZONE. Expected instants are typed in from
 * the spec (§2 event table, §9 recurrences) as UTC: Florida is UTC-4 until Sunday 2 November 2025,
 * UTC-5 from then until Sunday 8 March 2026, and UTC-4 again after.
 */

const scheduledEvent = (slug: string, locale: Locale = "en") => getEvent(slug, locale) as ScheduledEvent;

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

/** Start and end of the first `limit` occurrences of an event's own file, as UTC ISO strings. */
function occurrences(slug: string, limit: number): [string, string][] {
  return expand(readCalendar(slug).event, limit);
}

function expand(event: ICAL.Event, limit: number): [string, string][] {
  const iterator = event.iterator();
  const found: [string, string][] = [];
  for (let next = iterator.next(); next && found.length < limit; next = iterator.next()) {
    const { startDate, endDate } = event.getOccurrenceDetails(next);
    found.push([startDate.toJSDate().toISOString(), endDate.toJSDate().toISOString()]);
  }
  return found;
}

const utc = (pairs: [string, string][]) => pairs.map(([start, end]) => [`${start}:00.000Z`, `${end}:00.000Z`]);

/** The men's circle's first five Tuesdays, 7:30-8:30 PM in Florida: the last one after the change to EST. */
const MENS_FIRST_FIVE = utc([
  ["2025-10-07T23:30", "2025-10-08T00:30"],
  ["2025-10-14T23:30", "2025-10-15T00:30"],
  ["2025-10-21T23:30", "2025-10-22T00:30"],
  ["2025-10-28T23:30", "2025-10-29T00:30"],
  ["2025-11-05T00:30", "2025-11-05T01:30"],
]);

describe("which events get a calendar", () => {
  it("is the four with a known rhythm; the events with dates to be announced get none", () => {
    const slugs = getEvents()
      .filter(isScheduled)
      .map((e) => e.slug)
      .sort();
    expect(slugs).toEqual(["accountability-call", "mens-inner-work", "mid-week-heart-to-heart", "red-book-series"]);
    expect(
      generateStaticParams()
        .map((p) => p.slug)
        .sort(),
    ).toEqual(slugs);
  });
});

describe.each(["red-book-series", "mens-inner-work", "accountability-call", "mid-week-heart-to-heart"])(
  "%s.ics",
  (slug) => {
    it("uses CRLF line endings and folds lines at 75 octets", () => {
      const text = eventCalendar(scheduledEvent(slug), "en");
      expect(text.endsWith("\r\n")).toBe(true);
      for (const line of text.slice(0, -2).split("\r\n")) {
        expect(line).not.toMatch(/[\r\n]/);
        expect(Buffer.byteLength(line, "utf8")).toBeLessThanOrEqual(75);
      }
    });

    it("is one calendar with the America/New_York zone and one event with a stable UID, its page and its text", () => {
      const { calendar, zone, vevents, event } = readCalendar(slug);
      expect(calendar.getFirstPropertyValue("version")).toBe("2.0");
      expect(zone?.getFirstPropertyValue("tzid")).toBe("America/New_York");
      expect(vevents).toHaveLength(1);
      expect(event.uid).toBe(`${slug}@${new URL(site.url).host}`);
      expect(event.startDate.zone.tzid).toBe("America/New_York");
      expect(vevents[0]!.getFirstPropertyValue("url")).toBe(`${site.url}/events/${slug}`);
      expect(event.summary).toBe(getEvent(slug).title);
      expect(event.description).toContain(getEvent(slug).intro);
    });
  },
);

describe("occurrences expanded by ical.js", () => {
  it("Red Book: ten Mondays 8-9 PM from 10/13/2025, in EDT and then EST", () => {
    expect(occurrences("red-book-series", 100)).toEqual(
      utc([
        ["2025-10-14T00:00", "2025-10-14T01:00"],
        ["2025-10-21T00:00", "2025-10-21T01:00"],
        ["2025-10-28T00:00", "2025-10-28T01:00"],
        ["2025-11-04T01:00", "2025-11-04T02:00"],
        ["2025-11-11T01:00", "2025-11-11T02:00"],
        ["2025-11-18T01:00", "2025-11-18T02:00"],
        ["2025-11-25T01:00", "2025-11-25T02:00"],
        ["2025-12-02T01:00", "2025-12-02T02:00"],
        ["2025-12-09T01:00", "2025-12-09T02:00"],
        ["2025-12-16T01:00", "2025-12-16T02:00"],
      ]),
    );
  });

  it("Men's Inner Work: Tuesdays 7:30-8:30 PM, across the November change", () => {
    expect(occurrences("mens-inner-work", 5)).toEqual(MENS_FIRST_FIVE);
  });

  it("Men's Inner Work: still 7:30 PM in Florida after the March change", () => {
    const march = occurrences("mens-inner-work", 24).slice(21, 23);
    expect(march).toEqual(
      utc([
        ["2026-03-04T00:30", "2026-03-04T01:30"],
        ["2026-03-10T23:30", "2026-03-11T00:30"],
      ]),
    );
  });

  it("Accountability Call: Mondays 12-1 PM", () => {
    expect(occurrences("accountability-call", 5)).toEqual(
      utc([
        ["2025-10-06T16:00", "2025-10-06T17:00"],
        ["2025-10-13T16:00", "2025-10-13T17:00"],
        ["2025-10-20T16:00", "2025-10-20T17:00"],
        ["2025-10-27T16:00", "2025-10-27T17:00"],
        ["2025-11-03T17:00", "2025-11-03T18:00"],
      ]),
    );
  });

  it("Heart-to-Heart: every other Wednesday 8-9:30 PM", () => {
    expect(occurrences("mid-week-heart-to-heart", 4)).toEqual(
      utc([
        ["2025-10-09T00:00", "2025-10-09T01:30"],
        ["2025-10-23T00:00", "2025-10-23T01:30"],
        ["2025-11-06T01:00", "2025-11-06T02:30"],
        ["2025-11-20T01:00", "2025-11-20T02:30"],
      ]),
    );
  });
});

describe("text values", () => {
  it("keeps the page's place, with its commas and parentheses, in LOCATION", () => {
    expect(readCalendar("red-book-series").event.location).toBe("Zoom (details after RSVP)");
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
  it("carries the first occurrence, the recurrence and the time zone", () => {
    const url = new URL(googleCalendarUrl(scheduledEvent("red-book-series"), "en"));
    expect(`${url.origin}${url.pathname}`).toBe("https://calendar.google.com/calendar/render");
    expect(url.searchParams.get("action")).toBe("TEMPLATE");
    expect(url.searchParams.get("text")).toBe("The Red Book Series");
    expect(url.searchParams.get("dates")).toBe("20251013T200000/20251013T210000");
    expect(url.searchParams.get("ctz")).toBe("America/New_York");
    expect(url.searchParams.get("recur")).toBe("RRULE:FREQ=WEEKLY;INTERVAL=1;BYDAY=MO;COUNT=10");
    expect(url.searchParams.get("location")).toBe("Zoom (details after RSVP)");
  });

  it("repeats the heart-to-heart every other Wednesday 8-9:30 PM", () => {
    const url = new URL(googleCalendarUrl(scheduledEvent("mid-week-heart-to-heart"), "en"));
    expect(url.searchParams.get("dates")).toBe("20251008T200000/20251008T213000");
    expect(url.searchParams.get("recur")).toBe("RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=WE");
  });
});

describe("calendar.ics route", () => {
  it("answers with text/calendar and the generated file", async () => {
    const response = await GET(new Request("http://localhost/events/red-book-series/calendar.ics"), {
      params: Promise.resolve({ slug: "red-book-series" }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/calendar; charset=utf-8");
    expect(await response.text()).toBe(eventCalendar(scheduledEvent("red-book-series"), "en"));
  });

  it("links the file under the site's routes", () => {
    expect(calendarFileHref("red-book-series", "en")).toBe("/events/red-book-series/calendar.ics");
  });
});

describe("the feed to subscribe to (/events/calendar.ics)", () => {
  const HOST = new URL(site.url).host;

  async function readFeed() {
    const response = await getFeed();
    expect(response.headers.get("Content-Type")).toBe("text/calendar; charset=utf-8");
    const parsed = parseCalendar(await response.text());
    return { ...parsed, bySlug: new Map(parsed.events.map((event) => [event.uid.replace(/@.*$/, ""), event])) };
  }

  it("holds the four scheduled events, once each, in one America/New_York zone; dates to be announced are left out", async () => {
    const { calendar, zone, bySlug, events } = await readFeed();
    expect(calendar.getFirstPropertyValue("version")).toBe("2.0");
    expect(calendar.getAllSubcomponents("vtimezone")).toHaveLength(1);
    expect(zone?.getFirstPropertyValue("tzid")).toBe("America/New_York");
    expect(events).toHaveLength(4);
    expect([...bySlug.keys()].sort()).toEqual([
      "accountability-call",
      "mens-inner-work",
      "mid-week-heart-to-heart",
      "red-book-series",
    ]);
    for (const event of events) expect(event.uid).toMatch(new RegExp(`^[a-z-]+@${HOST.replace(/\./g, "\\.")}$`));
  });

  it("gives each event the UID, page, place and recurrence of its own file", async () => {
    const { bySlug } = await readFeed();
    for (const [slug, event] of bySlug) {
      const own = readCalendar(slug);
      expect(event.uid).toBe(own.event.uid);
      expect(event.component.getFirstPropertyValue("url")).toBe(`${site.url}/events/${slug}`);
      expect(event.location).toBe(own.event.location);
      expect(event.component.getFirstPropertyValue("rrule")?.toString()).toBe(
        own.vevents[0]!.getFirstPropertyValue("rrule")?.toString(),
      );
    }
    expect(bySlug.get("mens-inner-work")?.location).toBe("Zoom (link after RSVP)");
    expect(bySlug.get("accountability-call")?.location).toBe("The Village Voice Rooms");
  });

  /* Typed from the spec's times in Florida: UTC-4 until Sunday 2 November 2025, UTC-5 after. */
  it.each([
    [
      "red-book-series",
      [
        ["2025-10-14T00:00", "2025-10-14T01:00"],
        ["2025-10-21T00:00", "2025-10-21T01:00"],
        ["2025-10-28T00:00", "2025-10-28T01:00"],
        ["2025-11-04T01:00", "2025-11-04T02:00"],
      ],
    ],
    [
      "mens-inner-work",
      [
        ["2025-10-07T23:30", "2025-10-08T00:30"],
        ["2025-10-14T23:30", "2025-10-15T00:30"],
        ["2025-10-21T23:30", "2025-10-22T00:30"],
        ["2025-10-28T23:30", "2025-10-29T00:30"],
        ["2025-11-05T00:30", "2025-11-05T01:30"],
      ],
    ],
    [
      "accountability-call",
      [
        ["2025-10-06T16:00", "2025-10-06T17:00"],
        ["2025-10-13T16:00", "2025-10-13T17:00"],
        ["2025-10-20T16:00", "2025-10-20T17:00"],
        ["2025-10-27T16:00", "2025-10-27T17:00"],
        ["2025-11-03T17:00", "2025-11-03T18:00"],
      ],
    ],
    [
      "mid-week-heart-to-heart",
      [
        ["2025-10-09T00:00", "2025-10-09T01:30"],
        ["2025-10-23T00:00", "2025-10-23T01:30"],
        ["2025-11-06T01:00", "2025-11-06T02:30"],
      ],
    ],
  ] as [string, [string, string][]][])("%s: first occurrences, across the November change", async (slug, expected) => {
    const { bySlug } = await readFeed();
    expect(expand(bySlug.get(slug)!, expected.length)).toEqual(utc(expected));
  });

  it("ends the Red Book series after its ten Mondays", async () => {
    const { bySlug } = await readFeed();
    const all = expand(bySlug.get("red-book-series")!, 100);
    expect(all).toHaveLength(10);
    expect(all.at(-1)).toEqual(utc([["2025-12-16T01:00", "2025-12-16T02:00"]])[0]);
  });

  it("is offered as an https URL, a webcal:// link and a Google Calendar add-by-URL link", () => {
    expect(feedUrl("en")).toBe(`${site.url}/events/calendar.ics`);
    expect(feedWebcalUrl("en")).toBe(`webcal://${site.url.replace(/^https:\/\//, "")}/events/calendar.ics`);
    const google = new URL(feedGoogleUrl("en"));
    expect(`${google.origin}${google.pathname}`).toBe("https://calendar.google.com/calendar/r");
    expect(google.searchParams.get("cid")).toBe(feedWebcalUrl("en"));
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

describe("Spanish calendars (/es/events/…)", () => {
  const HOST = new URL(site.url).host;
  const SCHEDULED = ["accountability-call", "mens-inner-work", "mid-week-heart-to-heart", "red-book-series"];

  const spanishFeed = () => parseCalendar(eventsCalendar(getEvents("es").filter(isScheduled), "es"));
  const englishFeed = () => parseCalendar(eventsCalendar(getEvents("en").filter(isScheduled), "en"));

  it("holds the same four events, with the same UIDs, as the English feed", () => {
    const uids = spanishFeed()
      .events.map((event) => event.uid)
      .sort();
    expect(uids).toEqual(SCHEDULED.map((slug) => `${slug}@${HOST}`));
    expect(uids).toEqual(
      englishFeed()
        .events.map((event) => event.uid)
        .sort(),
    );
  });

  it("gives each event its Spanish title, a Spanish description and its page under /es/events", () => {
    for (const event of spanishFeed().events) {
      const slug = event.uid.replace(/@.*$/, "");
      const es = getEvent(slug, "es");
      expect(event.summary).toBe(es.title);
      expect(event.description).toContain(es.intro);
      expect(event.description).not.toContain(getEvent(slug, "en").intro);
      expect(event.component.getFirstPropertyValue("url")).toBe(`${site.url}/es/events/${slug}`);
    }
    // Titles differ from the English ones, except the Red Book series (its name is English in both).
    const summaries = new Map(spanishFeed().events.map((event) => [event.uid.replace(/@.*$/, ""), event.summary]));
    expect(summaries.get("red-book-series")).toBe("The Red Book Series");
    expect(summaries.get("mens-inner-work")).not.toBe(getEvent("mens-inner-work", "en").title);
  });

  it("keeps the times: the same recurrence and first occurrences as the English feed", () => {
    const english = new Map(englishFeed().events.map((event) => [event.uid, event]));
    for (const event of spanishFeed().events) {
      expect(expand(event, 5)).toEqual(expand(english.get(event.uid)!, 5));
    }
    const redBook = spanishFeed().events.find((event) => event.uid.startsWith("red-book-series@"))!;
    expect(expand(redBook, 1)).toEqual(utc([["2025-10-14T00:00", "2025-10-14T01:00"]]));
  });

  it("names the feed in Spanish", () => {
    const name = spanishFeed().calendar.getFirstPropertyValue("x-wr-calname");
    expect(name).toContain(site.name);
    expect(name).not.toBe(englishFeed().calendar.getFirstPropertyValue("x-wr-calname"));
  });

  it("is served by the /es routes, one file per scheduled event", async () => {
    const feed = await getSpanishFeed();
    expect(feed.headers.get("Content-Type")).toBe("text/calendar; charset=utf-8");
    expect(await feed.text()).toBe(eventsCalendar(getEvents("es").filter(isScheduled), "es"));
    expect(
      spanishStaticParams()
        .map((p) => p.slug)
        .sort(),
    ).toEqual(SCHEDULED);
    const file = await getSpanishFile(new Request("http://localhost/es/events/mens-inner-work/calendar.ics"), {
      params: Promise.resolve({ slug: "mens-inner-work" }),
    });
    expect(file.status).toBe(200);
    const event = parseCalendar(await file.text()).events[0]!;
    expect(event.summary).toBe(getEvent("mens-inner-work", "es").title);
    expect(event.uid).toBe(`mens-inner-work@${HOST}`);
  });

  it("links the Spanish files and feed under /es", () => {
    expect(calendarFileHref("red-book-series", "es")).toBe("/es/events/red-book-series/calendar.ics");
    expect(feedUrl("es")).toBe(`${site.url}/es/events/calendar.ics`);
    expect(feedWebcalUrl("es")).toBe(`webcal://${site.url.replace(/^https:\/\//, "")}/es/events/calendar.ics`);
    expect(new URL(feedGoogleUrl("es")).searchParams.get("cid")).toBe(feedWebcalUrl("es"));
  });

  it("puts the Spanish title and the Spanish page into the Google Calendar link, with the same dates", () => {
    const event = scheduledEvent("mens-inner-work", "es");
    const url = new URL(googleCalendarUrl(event, "es"));
    expect(url.searchParams.get("text")).toBe(event.title);
    expect(url.searchParams.get("text")).not.toBe(getEvent("mens-inner-work", "en").title);
    expect(url.searchParams.get("details")).toContain(`${site.url}/es/events/mens-inner-work`);
    expect(url.searchParams.get("ctz")).toBe("America/New_York");
    expect(url.searchParams.get("recur")).toBe("RRULE:FREQ=WEEKLY;INTERVAL=1;BYDAY=TU");
    expect(url.searchParams.get("dates")).toBe(
      new URL(googleCalendarUrl(scheduledEvent("mens-inner-work"), "en")).searchParams.get("dates"),
    );
  });
});
