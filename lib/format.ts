import type { Event } from "./content";
import { site } from "./site";

/**
 * Event facts as visitors read them, formatted from the structured frontmatter with Intl in Florida's
 * time zone: the card, the page, the JSON-LD and the calendar files all call these, so they cannot disagree.
 */

export const TIME_ZONE = "America/New_York";

const inFlorida = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat("en-US", { timeZone: TIME_ZONE, ...options });
const offsetName = inFlorida({ timeZoneName: "longOffset" });
const weekdayName = inFlorida({ weekday: "long" });
const fullDate = inFlorida({ weekday: "long", month: "numeric", day: "numeric", year: "numeric" });
// "ET", not EDT/EST: a recurring time keeps its wall-clock time across the daylight-saving change.
const clockRange = inFlorida({ hour: "numeric", minute: "2-digit", timeZoneName: "shortGeneric" });

/** New York's UTC offset at an instant, e.g. "-04:00". */
function offsetAt(instant: Date): string {
  const name = offsetName.formatToParts(instant).find((part) => part.type === "timeZoneName")?.value ?? "GMT";
  return name === "GMT" ? "+00:00" : name.slice(3);
}

/** ISO 8601 date-time of a Florida wall-clock time with the offset in force then, e.g. "2025-10-13T20:00-04:00". */
export function isoDateTime(date: string, time: string): string {
  const guess = offsetAt(new Date(`${date}T${time}:00Z`));
  return `${date}T${time}${offsetAt(new Date(`${date}T${time}:00${guess}`))}`;
}

const instant = (date: string, time: string) => new Date(isoDateTime(date, time));

/** "Every Tuesday", "Every other Wednesday", "Starts Monday, 10/13/2025 · 10 weeks" or "Date TBD · announced monthly". */
export function formatDates({ schedule, tbd }: Event): string {
  if (!schedule) return ["Date TBD", tbd?.days && `${tbd.days}-day immersion`, tbd?.note].filter(Boolean).join(" · ");
  const first = instant(schedule.firstDate, schedule.startTime);
  if (schedule.count) return `Starts ${fullDate.format(first)} · ${schedule.count}\u00a0${schedule.intervalWeeks === 1 ? "weeks" : "sessions"}`;
  return `Every ${schedule.intervalWeeks === 2 ? "other " : ""}${weekdayName.format(first)}`;
}

/** "7:30–8:30 PM ET", or "Time TBD". */
export function formatTime({ schedule }: Event): string {
  if (!schedule) return "Time TBD";
  const range = clockRange.formatRange(instant(schedule.firstDate, schedule.startTime), instant(schedule.firstDate, schedule.endTime));
  return range.replace(/\s*–\s*/, "–").replace(/\s/g, " ");
}

/** Whether the event meets in an online room rather than at an address. */
export function isOnline(event: Event): boolean {
  return !("address" in site.places[event.place]);
}

/** The online room ("Zoom (link after RSVP)") or the address: in full, or as "Interlachen, FL" on a card. */
export function formatPlace(event: Event, form: "full" | "short" = "full"): string {
  const place = site.places[event.place];
  if (!("address" in place)) return event.placeNote ? `${place.name} (${event.placeNote})` : place.name;
  const { street, city, region, postalCode } = place.address;
  return form === "short" ? `${city}, ${region}` : `${place.name}, ${street}, ${city}, ${region} ${postalCode}`;
}

/** "12 participants max". */
export function formatCapacity(capacity: number): string {
  return `${capacity} participants max`;
}
