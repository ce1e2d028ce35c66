import type { Event } from "./content";
import { dictionary, type Locale } from "./i18n";
import { site } from "./site";

/**
 * Event facts as visitors read them, formatted from the structured frontmatter with Intl in Florida's
 * time zone and the visitor's language: the card, the page, the JSON-LD and the calendar files all call
 * these, so they cannot disagree.
 */

export const TIME_ZONE = "America/New_York";

const inFlorida = (locale: Locale, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(dictionary(locale).intl, { timeZone: TIME_ZONE, ...options });
const offsetName = inFlorida("en", { timeZoneName: "longOffset" });

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

/** "Every Tuesday", "Every other Wednesday", "Starts Monday, 10/13/2025 · 10 weeks" or "Date TBD · announced monthly", in `locale`. */
export function formatDates({ schedule, tbd }: Event, locale: Locale): string {
  const t = dictionary(locale).events;
  if (!schedule) return [t.dateTbd, tbd?.days && t.days(tbd.days), tbd?.note].filter(Boolean).join(" · ");
  const first = instant(schedule.firstDate, schedule.startTime);
  if (schedule.count) {
    const date = inFlorida(locale, { weekday: "long", month: locale === "en" ? "numeric" : "long", day: "numeric", year: "numeric" }).format(first);
    return t.starts(date, schedule.count, schedule.intervalWeeks === 1);
  }
  const weekday = inFlorida(locale, { weekday: "long" }).format(first);
  return schedule.intervalWeeks === 2 ? t.everyOther(weekday) : t.every(weekday);
}

/** "7:30–8:30 PM ET" or "7:30–8:30 p.m. ET", or "Time TBD". */
export function formatTime({ schedule }: Event, locale: Locale): string {
  if (!schedule) return dictionary(locale).events.timeTbd;
  // "ET", not EDT/EST: a recurring time keeps its wall-clock time across the daylight-saving change.
  const clockRange = inFlorida(locale, { hour: "numeric", minute: "2-digit", timeZoneName: "shortGeneric" });
  const range = clockRange.formatRange(instant(schedule.firstDate, schedule.startTime), instant(schedule.firstDate, schedule.endTime));
  return range.replace(/\s*–\s*/, "–").replace(/\s/g, " ");
}

/** Whether the event meets in an online room rather than at an address. */
export function isOnline(event: Event): boolean {
  return !site.places[event.place].address;
}

/** The online room ("Zoom (link after RSVP)") or the address: in full, or as "Interlachen, FL" on a card. */
export function formatPlace(event: Event, form: "full" | "short" = "full"): string {
  const place = site.places[event.place];
  if (!place.address) return event.placeNote ? `${place.name} (${event.placeNote})` : place.name;
  const { street, city, region, postalCode } = place.address;
  return form === "short" ? `${city}, ${region}` : `${place.name}, ${street}, ${city}, ${region} ${postalCode}`;
}

/** "12 participants max". */
export function formatCapacity(capacity: number, locale: Locale): string {
  return dictionary(locale).events.capacity(capacity);
}

/** A price in US dollars as the language writes it: "$25". */
export function formatPrice(amount: number, locale: Locale): string {
  return new Intl.NumberFormat(dictionary(locale).intl, { style: "currency", currency: "USD", maximumFractionDigits: 0 }).format(amount);
}

/** A YYYY-MM-DD date written out: "September 29, 2025", "29 de septiembre de 2025". */
export function formatLongDate(date: string, locale: Locale): string {
  return new Intl.DateTimeFormat(dictionary(locale).intl, { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${date}T12:00:00Z`));
}
