import { getEvent, getEvents, type Event, type EventSchedule } from "./content";
import { formatPlace, TIME_ZONE } from "./format";
import { dictionary, localePath, type Locale } from "./i18n";
import { absoluteUrl, asset } from "./paths";
import { platformLinks, site } from "./site";

/**
 * Calendar data for events with a `schedule`: RFC 5545 iCalendar files and Google Calendar links.
 * Pure and deterministic (no clock): the same content always gives the same bytes.
 * Schedules are wall-clock times in Florida, so every time is written with TZID=America/New_York.
 */

const CRLF = "\r\n";
const MAX_LINE_OCTETS = 75;

/** Standard US daylight-saving rules since 2007: second Sunday of March to first Sunday of November, 02:00 local. */
const VTIMEZONE = [
  "BEGIN:VTIMEZONE",
  `TZID:${TIME_ZONE}`,
  "BEGIN:DAYLIGHT",
  "TZOFFSETFROM:-0500",
  "TZOFFSETTO:-0400",
  "TZNAME:EDT",
  "DTSTART:20070311T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU",
  "END:DAYLIGHT",
  "BEGIN:STANDARD",
  "TZOFFSETFROM:-0400",
  "TZOFFSETTO:-0500",
  "TZNAME:EST",
  "DTSTART:20071104T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU",
  "END:STANDARD",
  "END:VTIMEZONE",
];

/** Event with a known weekly rhythm: the ones that get calendar files. */
export type ScheduledEvent = Event & { schedule: EventSchedule };

export function isScheduled(event: Event): event is ScheduledEvent {
  return event.schedule !== undefined;
}

/** Adds whole days to a YYYY-MM-DD date. */
function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The first `limit` dates (YYYY-MM-DD) of a schedule, fewer when its `count` ends it sooner. */
export function occurrences(schedule: EventSchedule, limit = schedule.count ?? 10): string[] {
  const total = Math.min(limit, schedule.count ?? limit);
  return Array.from({ length: total }, (_, i) => addDays(schedule.firstDate, i * 7 * schedule.intervalWeeks));
}

/** Length of one occurrence in minutes. */
export function durationMinutes(schedule: EventSchedule): number {
  const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
  return minutes(schedule.endTime) - minutes(schedule.startTime);
}

/** The recurrence rule value, e.g. "FREQ=WEEKLY;INTERVAL=1;BYDAY=MO;COUNT=10". */
function recurrenceRule(schedule: EventSchedule): string {
  const parts = ["FREQ=WEEKLY", `INTERVAL=${schedule.intervalWeeks}`, `BYDAY=${schedule.byDay}`];
  if (schedule.count) parts.push(`COUNT=${schedule.count}`);
  return parts.join(";");
}

/** iCalendar local date-time, e.g. "20251013T200000". */
function icsDateTime(date: string, time: string): string {
  return `${date.replace(/-/g, "")}T${time.replace(":", "")}00`;
}

/** Escapes a TEXT value (RFC 5545 §3.3.11): backslash, semicolon, comma and newlines. */
function escapeText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r?\n/g, "\\n");
}

/** Folds a content line into lines of at most 75 octets (RFC 5545 §3.1), never splitting a UTF-8 character. */
function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const lines: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = lines.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
    if (octets + size > limit) {
      lines.push(current);
      current = "";
      octets = 0;
    }
    current += char;
    octets += size;
  }
  lines.push(current);
  return lines.join(`${CRLF} `);
}

/** The page of an event in a language, as an absolute URL. */
const eventPageUrl = (event: Event, locale: Locale) => absoluteUrl(localePath(locale, `/events/${event.slug}`));

/** Description for calendar entries, in the page's language: the intro, the cost, and where to RSVP. */
function eventDescription(event: Event, locale: Locale): string {
  const t = dictionary(locale).events.ics;
  const lines = [event.intro];
  if (event.cost) lines.push(`${t.cost}: ${event.cost}`);
  lines.push(`${event.buttonText}: ${platformLinks[event.platform]}`, `${t.details}: ${eventPageUrl(event, locale)}`);
  return lines.join("\n\n");
}

/** Site path of an event's calendar file in a language (see app/(en)/events/[slug]/calendar.ics/route.ts). */
function calendarFilePath(slug: string, locale: Locale): `/${string}` {
  return localePath(locale, `/events/${slug}/calendar.ics`);
}

/** The calendar file's URL as a link on the site, base path included. */
export function calendarFileHref(slug: string, locale: Locale): string {
  return asset(calendarFilePath(slug, locale));
}

/** The public https URL of the feed of every scheduled event in a language (app/(en)/events/calendar.ics/route.ts), for apps that add a calendar "from URL". */
export const feedUrl = (locale: Locale): string => absoluteUrl(localePath(locale, "/events/calendar.ics"));

/** The feed's webcal:// URL: opening it hands the subscription to the visitor's calendar app. */
export const feedWebcalUrl = (locale: Locale): string => feedUrl(locale).replace(/^https?:/, "webcal:");

/** Google Calendar's "add calendar by URL" page for the feed. */
export const feedGoogleUrl = (locale: Locale): string => `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(feedWebcalUrl(locale))}`;

/**
 * One recurring VEVENT, its words in the page's language; its UID is the same in the event's own file and in the
 * feed, in either language, so a calendar sees one event.
 */
function eventLines(event: ScheduledEvent, locale: Locale): string[] {
  const { schedule } = event;
  return [
    "BEGIN:VEVENT",
    `UID:${event.slug}@${new URL(site.url).host}`,
    `DTSTAMP:${schedule.firstDate.replace(/-/g, "")}T000000Z`,
    `DTSTART;TZID=${TIME_ZONE}:${icsDateTime(schedule.firstDate, schedule.startTime)}`,
    `DTEND;TZID=${TIME_ZONE}:${icsDateTime(schedule.firstDate, schedule.endTime)}`,
    `RRULE:${recurrenceRule(schedule)}`,
    `SUMMARY;LANGUAGE=${event.lang}:${escapeText(event.title)}`,
    `DESCRIPTION;LANGUAGE=${event.lang}:${escapeText(eventDescription(event, locale))}`,
    `LOCATION:${escapeText(formatPlace(event))}`,
    `URL:${eventPageUrl(event, locale)}`,
    `ORGANIZER;CN="${site.name.replace(/"/g, "")}":mailto:${site.email}`,
    "STATUS:CONFIRMED",
    "TRANSP:OPAQUE",
    "END:VEVENT",
  ];
}

/** An RFC 5545 iCalendar file (CRLF line endings, folded lines): the time zone, then one VEVENT per event. */
function calendarFile(name: string, events: readonly ScheduledEvent[], locale: Locale, extra: readonly string[] = []): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//${site.name}//Events//${locale.toUpperCase()}`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${escapeText(name)}`,
    ...extra,
    ...VTIMEZONE,
    ...events.flatMap((event) => eventLines(event, locale)),
    "END:VCALENDAR",
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}

/** The calendar file of one event, to download and import, in `locale`. */
export function eventCalendar(event: ScheduledEvent, locale: Locale): string {
  return calendarFile(event.title, [event], locale);
}

/** The feed to subscribe to: every scheduled event in `locale`. Subscribed apps are asked to look for changes daily (RFC 7986). */
export function eventsCalendar(events: readonly ScheduledEvent[], locale: Locale): string {
  const t = dictionary(locale).events;
  return calendarFile(t.feedName(site.name), events, locale, [
    `X-WR-CALDESC:${escapeText(t.feedDescription(site.name))}`,
    "REFRESH-INTERVAL;VALUE=DURATION:P1D",
    "X-PUBLISHED-TTL:P1D",
  ]);
}

/** A Google Calendar "add event" link with the first occurrence, the recurrence and Florida's time zone, in `locale`. */
export function googleCalendarUrl(event: ScheduledEvent, locale: Locale): string {
  const { schedule } = event;
  const params: [string, string][] = [
    ["action", "TEMPLATE"],
    ["text", event.title],
    ["dates", `${icsDateTime(schedule.firstDate, schedule.startTime)}/${icsDateTime(schedule.firstDate, schedule.endTime)}`],
    ["ctz", TIME_ZONE],
    ["recur", `RRULE:${recurrenceRule(schedule)}`],
    ["details", eventDescription(event, locale)],
    ["location", formatPlace(event)],
  ];
  const query = params.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join("&");
  return `https://calendar.google.com/calendar/render?${query}`;
}

const calendarHeaders = { "Content-Type": "text/calendar; charset=utf-8" };

/** The feed route's response in a language (app/(en)/events/calendar.ics, app/es/events/calendar.ics): events with dates to be announced are left out. */
export function feedResponse(locale: Locale): Response {
  return new Response(eventsCalendar(getEvents(locale).filter(isScheduled), locale), { headers: calendarHeaders });
}

/** The events that have a calendar file of their own: those with a schedule. */
export const eventFileParams = () => getEvents().filter(isScheduled).map(({ slug }) => ({ slug }));

/** An event's calendar file route's response in a language (app/(en)/events/[slug]/calendar.ics and its /es twin). */
export function eventFileResponse(slug: string, locale: Locale): Response {
  const event = getEvent(slug, locale);
  if (!isScheduled(event)) return new Response("Not Found", { status: 404 });
  return new Response(eventCalendar(event, locale), {
    headers: { ...calendarHeaders, "Content-Disposition": `attachment; filename="${event.slug}.ics"` },
  });
}
