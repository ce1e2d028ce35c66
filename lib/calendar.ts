import { getVtimezoneComponent } from "@touch4it/ical-timezones";
import { formatCostWithNote } from "./event-terms";
import ical, {
  ICalCalendarMethod,
  ICalEventStatus,
  ICalEventTransparency,
  type ICalCalendarData,
} from "ical-generator";
import { TIME_ZONE, today } from "./clock";
import { getEvent, getEvents, type Event, type EventSchedule } from "./content";
import { formatPlace, isoDateTime, statusOf } from "./format";
import { localePath, say, wordsOf, type Locale } from "./i18n";
import { absoluteUrl } from "./paths";
import { endOf, lastOccurrence } from "./schedule";
import { platformLinks, site } from "./site";

/**
 * Calendar data for events with a `schedule`: iCalendar files written by ical-generator (RFC 5545: escaping,
 * folding, the VTIMEZONE from @touch4it/ical-timezones) and Google Calendar links. What is this site's is
 * here: which events, their words in each language, the UIDs and the recurrence rule. Schedules are
 * wall-clock times in Florida, so every time is written with TZID=America/New_York.
 */

/** Event with a known weekly rhythm: the ones that get calendar files. */
export type ScheduledEvent = Event & { schedule: EventSchedule };

export function isScheduled(event: Event): event is ScheduledEvent {
  return event.schedule !== undefined;
}

/** When the first gathering ends. */
const firstEnd = (schedule: EventSchedule) => endOf(schedule, schedule.firstDate);

/** iCalendar date-time: local "20251013T200000", or UTC "20251216T010000Z" for an instant. */
function icsDateTime(date: string, time: string): string {
  return `${date.replace(/-/g, "")}T${time.replace(":", "")}00`;
}
const icsInstant = (date: Date) => `${date.toISOString().slice(0, 19).replace(/[-:]/g, "")}Z`;

/**
 * The recurrence rule, e.g. "FREQ=WEEKLY;INTERVAL=1;BYDAY=MO;COUNT=10", shared by the files and the Google link.
 * An end date becomes UNTIL at the start of the last occurrence, in UTC as RFC 5545 requires with a TZID start.
 */
function recurrenceRule(schedule: EventSchedule): string {
  const parts = ["FREQ=WEEKLY", `INTERVAL=${schedule.intervalWeeks}`, `BYDAY=${schedule.byDay}`];
  if (schedule.count) parts.push(`COUNT=${schedule.count}`);
  const last = schedule.until && lastOccurrence(schedule);
  if (last) parts.push(`UNTIL=${icsInstant(new Date(isoDateTime(last, schedule.startTime)))}`);
  return parts.join(";");
}

/** The cancelled gatherings as one EXDATE line at their Florida start times, or "" when none is cancelled. */
function exceptions(schedule: EventSchedule): string {
  const dates = [...new Set(schedule.cancelled ?? [])].sort();
  return dates.length
    ? `EXDATE;TZID=${TIME_ZONE}:${dates.map((date) => icsDateTime(date, schedule.startTime)).join(",")}`
    : "";
}

/** The page of an event in a language, as an absolute URL. */
const eventPageUrl = (event: Event, locale: Locale) => absoluteUrl(localePath(locale, `/events/${event.slug}`));

/** Description for calendar entries, in the page's language: the intro, the cost, and where to RSVP while it is still open. */
function eventDescription(event: Event, locale: Locale): string {
  const t = wordsOf("event", locale);
  const lines = [event.intro];
  const cost = formatCostWithNote(event, locale);
  if (cost) lines.push(`${t.cost}: ${cost}`);
  if (statusOf(event).state !== "ended") lines.push(`${event.buttonText}: ${platformLinks[event.platform]}`);
  lines.push(`${t.details}: ${eventPageUrl(event, locale)}`);
  return lines.join("\n\n");
}

/** Site path of an event's calendar file in a language (see app/(en)/events/[slug]/calendar.ics/route.ts). */
function calendarFilePath(slug: string, locale: Locale): `/${string}` {
  return localePath(locale, `/events/${slug}/calendar.ics`);
}

/** The calendar file's URL as a link on the site. */
export function calendarFileHref(slug: string, locale: Locale): string {
  return calendarFilePath(slug, locale);
}

/** The public https URL of the feed of every scheduled event in a language (app/(en)/events/calendar.ics/route.ts), for apps that add a calendar "from URL". */
export const feedUrl = (locale: Locale): string => absoluteUrl(localePath(locale, "/events/calendar.ics"));

/** The feed's webcal:// URL: opening it hands the subscription to the visitor's calendar app. */
export const feedWebcalUrl = (locale: Locale): string => feedUrl(locale).replace(/^https?:/, "webcal:");

/** Google Calendar's "add calendar by URL" page for the feed. */
export const feedGoogleUrl = (locale: Locale): string =>
  `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(feedWebcalUrl(locale))}`;

/** The zone's VTIMEZONE, or a build error rather than a calendar whose times no app can place. */
function vtimezone(zone: string): string {
  const component = getVtimezoneComponent(zone);
  if (!component) throw new Error(`@touch4it/ical-timezones found no VTIMEZONE for ${zone}`);
  return component;
}

/** An iCalendar file: the time zone, then one recurring VEVENT per event, its words in the page's language. */
function calendarFile(events: readonly ScheduledEvent[], locale: Locale, options: ICalCalendarData): string {
  const calendar = ical({
    prodId: { company: site.name, product: "Events", language: locale.toUpperCase() },
    method: ICalCalendarMethod.PUBLISH,
    scale: "gregorian",
    // A generator and no calendar-wide zone: each event names its own, and DTSTAMP and UNTIL stay in UTC.
    timezone: { name: null, generator: vtimezone },
    ...options,
  });
  for (const event of events) {
    const { schedule } = event;
    calendar.createEvent({
      // The same in the event's own file and in the feed, in either language, so a calendar sees one event.
      id: `${event.slug}@${new URL(site.url).host}`,
      // When this file was written: the build's day (lib/clock.ts).
      stamp: new Date(`${today()}T00:00:00Z`),
      start: `${schedule.firstDate}T${schedule.startTime}:00`,
      end: `${firstEnd(schedule).date}T${firstEnd(schedule).time}:00`,
      timezone: TIME_ZONE,
      repeating: [`RRULE:${recurrenceRule(schedule)}`, exceptions(schedule)].filter(Boolean).join("\r\n"),
      summary: event.title,
      description: eventDescription(event, locale),
      location: formatPlace(event, "full", undefined, locale),
      url: eventPageUrl(event, locale),
      organizer: { name: site.name, email: site.email },
      status: ICalEventStatus.CONFIRMED,
      transparency: ICalEventTransparency.OPAQUE,
    });
  }
  // RFC 5545 ends every content line with CRLF, the last one too; ical-generator leaves the last one bare.
  return `${calendar.toString()}\r\n`;
}

/** The calendar file of one event, to download and import, in `locale`. */
export function eventCalendar(event: ScheduledEvent, locale: Locale): string {
  return calendarFile([event], locale, { name: event.title });
}

/** The feed to subscribe to: every scheduled event in `locale`, past ones too. Subscribed apps are asked to look for changes daily (RFC 7986). */
export function eventsCalendar(events: readonly ScheduledEvent[], locale: Locale): string {
  const t = wordsOf("events", locale);
  return calendarFile(events, locale, {
    name: say(locale, t.feedName),
    description: say(locale, t.feedDescription),
    ttl: 24 * 60 * 60,
  });
}

/** A Google Calendar "add event" link with the first occurrence, the recurrence and Florida's time zone, in `locale`. */
export function googleCalendarUrl(event: ScheduledEvent, locale: Locale): string {
  const { schedule } = event;
  const params: [string, string][] = [
    ["action", "TEMPLATE"],
    ["text", event.title],
    [
      "dates",
      `${icsDateTime(schedule.firstDate, schedule.startTime)}/${icsDateTime(firstEnd(schedule).date, firstEnd(schedule).time)}`,
    ],
    ["ctz", TIME_ZONE],
    ["recur", `RRULE:${recurrenceRule(schedule)}`],
    ["details", eventDescription(event, locale)],
    ["location", formatPlace(event, "full", undefined, locale)],
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
export const eventFileParams = () =>
  getEvents()
    .filter(isScheduled)
    .map(({ slug }) => ({ slug }));

/** An event's calendar file route's response in a language (app/(en)/events/[slug]/calendar.ics and its /es twin). */
export function eventFileResponse(slug: string, locale: Locale): Response {
  const event = getEvent(slug, locale);
  if (!isScheduled(event)) return new Response("Not Found", { status: 404 });
  return new Response(eventCalendar(event, locale), {
    headers: { ...calendarHeaders, "Content-Disposition": `attachment; filename="${event.slug}.ics"` },
  });
}
