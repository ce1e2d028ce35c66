import { TIME_ZONE, today } from "./clock";
import { eventTypeKeys, type Event } from "./content";
import { fill, localeInfo, ui, type Locale } from "./i18n";
import { addDays, endOf, eventStatus, isCancelled, lastOccurrence, type EventStatus } from "./schedule";
import { placeName, site } from "./site";

/**
 * Event facts as visitors read them, formatted from the structured frontmatter with Intl in Florida's
 * time zone and the visitor's language: the card, the page, the JSON-LD and the calendar files all call
 * these, so they cannot disagree.
 */

export { TIME_ZONE };

const inFlorida = (locale: Locale, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(localeInfo[locale].intl, { timeZone: TIME_ZONE, ...options });
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

/** A YYYY-MM-DD date as an instant inside that day wherever it is formatted in UTC: noon. */
const calendarDay = (date: string) => new Date(`${date}T12:00:00Z`);

/**
 * A calendar date as a heading of the day: "Tuesday, November 24", "martes 24 de noviembre" (Spanish running text has
 * no comma after the weekday), with the year only when it is not this year's.
 */
export function formatDay(date: string, locale: Locale, on: string = today()): string {
  const year = date.slice(0, 4) === on.slice(0, 4) ? {} : { year: "numeric" as const };
  return withoutWeekdayComma(
    new Intl.DateTimeFormat(localeInfo[locale].intl, {
      timeZone: "UTC",
      weekday: "long",
      month: "long",
      day: "numeric",
      ...year,
    }).format(calendarDay(date)),
    locale,
  );
}

/** Spanish says "el lunes 14 de diciembre": Intl's es-US comma after the weekday goes. */
const withoutWeekdayComma = (day: string, locale: Locale) =>
  locale === "es" ? day.replace(/^(\p{L}+), /u, "$1 ") : day;

/** Words that open a line on their own, with the capital a line's first word takes ("Guía junguiano…"). */
export const asLine = (text: string, locale: Locale): string =>
  text.charAt(0).toLocaleUpperCase(localeInfo[locale].intl) + text.slice(1);

/** A date that opens a card, capitalised as a line's first word is ("Lunes 30 de noviembre"). */
export const formatDayHeading = (date: string, locale: Locale, on: string = today()): string =>
  asLine(formatDay(date, locale, on), locale);

/** A gathering evening from this time of day is "tonight"; earlier ones are "today". */
const EVENING = "17:00";

/**
 * The words a page may put beside a gathering's date: "Tonight" (from 5 PM) or "Today", and "Tomorrow". Only the
 * page's date script shows them, when the visitor's own clock in Florida makes them true: a static page is read late.
 */
export function nearWords(startTime: string, locale: Locale): { today: string; tomorrow: string } {
  const t = ui(locale).events;
  return { today: startTime >= EVENING ? t.tonight : t.today, tomorrow: t.tomorrow };
}

/** A date fact split around the one date it names (YYYY-MM-DD), so the page writes that date in a <time>. */
export interface DatedText {
  before: string;
  date: string;
  label: string;
  after: string;
}

/** A sentence's words before and after its {date}, its other placeholders filled. */
function around(
  message: string,
  values: Partial<Record<"number" | "count" | "weekday" | "weekdays", string | number>>,
): [string, string] {
  const [before = "", after = ""] = fill(message, values).split("{date}");
  return [before, after];
}

/** The dates an ended event ran: "Ran October 13 – December 15, 2025", "Del 13 de octubre al 15 de diciembre de 2025". */
function formatRan(first: string, last: string, locale: Locale): string {
  const long = (withYear: boolean) =>
    new Intl.DateTimeFormat(localeInfo[locale].intl, {
      timeZone: "UTC",
      month: "long",
      day: "numeric",
      ...(withYear && { year: "numeric" }),
    });
  const sameYear = first.slice(0, 4) === last.slice(0, 4);
  return fill(ui(locale).events.ran, {
    // ICU pads the dash with thin spaces, which the subset fonts do not carry: plain spaces instead.
    range: long(true).formatRange(calendarDay(first), calendarDay(last)).replace(/\s/g, " "),
    from: long(!sameYear).format(calendarDay(first)),
    to: long(true).format(calendarDay(last)),
  });
}

/** A weekday's name in the plural, for "every other …": Spanish adds -s after a vowel ("sábados"; "miércoles" stays), English -s. */
function pluralWeekday(weekday: string, locale: Locale): string {
  if (locale === "es") return /[aeiou]$/i.test(weekday) ? `${weekday}s` : weekday;
  return `${weekday}s`;
}

/** The kind of an event as its badge names it, and its badge once ended ("Ended", "Terminada"). */
export function formatType(event: Event, locale: Locale, ended = false): string {
  const words = ui(locale).events.types[eventTypeKeys[event.type]];
  return ended ? words.ended : words.name;
}

/** Where an event stands today (lib/clock.ts): the one call the card, the page, the JSON-LD and the calendar share. */
export const statusOf = (event: Event, on: string = today()): EventStatus => eventStatus(event, on);

/**
 * When an event meets, as of `on` (today by default), in `locale`: "Every Tuesday · next: Tuesday, November 24",
 * "Every other Wednesday · next: …", "Starts Monday, 10/13/2025 · 10 weeks", "Week 4 of 10 · next: Monday, November 3",
 * "Ran October 13 – December 15, 2025" or "Date TBD · announced monthly". Always the date, never "Tonight": the page may
 * be read on a later day than it was built (see `nearWords`).
 */
export function formatDates(event: Event, locale: Locale, on: string = today()): string {
  const text = datedText(event, locale, on);
  return typeof text === "string" ? text : text.before + text.label + text.after;
}

/**
 * formatDates' text as of `on`, split around the date it names; a plain string when it names none still to come
 * (to be announced, ended). `year` is the day whose year goes unwritten (the build's).
 */
export function datedText(event: Event, locale: Locale, on: string = today(), year: string = on): DatedText | string {
  const t = ui(locale).events;
  const { schedule, tbd } = event;
  const status = statusOf(event, on);
  if (!schedule || status.state === "tbd")
    return [t.dateTbd, tbd?.days && fill(t.days, { days: tbd.days }), tbd?.note].filter(Boolean).join(" · ");
  if (status.state === "ended") return formatRan(status.first, status.last, locale);
  const weekly = schedule.intervalWeeks === 1;
  const [nextBefore, nextAfter] = around(t.next, {});
  const next = { date: status.next, label: formatDay(status.next, locale, year), after: nextAfter };
  if (status.state === "in-progress")
    return {
      ...next,
      before: `${fill(weekly ? t.week : t.session, { number: status.number, count: status.count })} · ${nextBefore}`,
    };
  const first = instant(schedule.firstDate, schedule.startTime);
  if (schedule.count) {
    const label = withoutWeekdayComma(
      inFlorida(locale, {
        weekday: "long",
        month: locale === "en" ? "numeric" : "long",
        day: "numeric",
        year: "numeric",
      }).format(first),
      locale,
    );
    const [before, after] = around(weekly ? t.startsWeeks : t.startsSessions, { count: schedule.count });
    return { before, date: schedule.firstDate, label, after };
  }
  const weekday = inFlorida(locale, { weekday: "long" }).format(first);
  return {
    ...next,
    before: `${fill(weekly ? t.every : t.everyOther, { weekday, weekdays: pluralWeekday(weekday, locale) })} · ${nextBefore}`,
  };
}

/**
 * What formatDates says on each of the next `count` gatherings from `on` (fewer when the series ends sooner): the
 * page writes them all and its date script shows the first one the visitor's day has not passed.
 */
export function datedTexts(event: Event, locale: Locale, on: string = today(), count = 3): DatedText[] | string {
  const first = datedText(event, locale, on);
  const { schedule } = event;
  if (typeof first === "string" || !schedule) return typeof first === "string" ? first : [first];
  const last = lastOccurrence(schedule);
  const texts = [first];
  for (let date = first.date; texts.length < count;) {
    date = addDays(date, 7 * schedule.intervalWeeks);
    if (last !== undefined && date > last) break;
    if (isCancelled(schedule, date)) continue;
    texts.push(datedText(event, locale, date, on) as DatedText);
  }
  return texts;
}

/**
 * The rhythm alone ("Every Tuesday", "Cada dos miércoles") for a schedule that goes on after the dates the page
 * writes (`lastWritten`): the date script shows it once every written date has passed. Undefined for a series with a
 * number of gatherings (its words count them) or one that ends by then.
 */
export function ruleText(event: Event, locale: Locale, lastWritten: string): string | undefined {
  const { schedule } = event;
  if (!schedule || schedule.count) return undefined;
  const last = lastOccurrence(schedule);
  if (last !== undefined && last <= lastWritten) return undefined;
  const t = ui(locale).events;
  const weekday = inFlorida(locale, { weekday: "long" }).format(instant(schedule.firstDate, schedule.startTime));
  return fill(schedule.intervalWeeks === 1 ? t.every : t.everyOther, {
    weekday,
    weekdays: pluralWeekday(weekday, locale),
  });
}

const NOON = "12:00";

/** "7:30–8:30 PM ET" or "7:30–8:30 p. m., hora del Este" (the zone in the words: content/ui.yaml events.hours), or "Time TBD". */
export function formatTime({ schedule }: Event, locale: Locale): string {
  if (!schedule) return ui(locale).events.timeTbd;
  // Eastern time, not EDT/EST: a recurring time keeps its wall-clock time across the daylight-saving change.
  const clock = inFlorida(locale, { hour: "numeric", minute: "2-digit" });
  const end = endOf(schedule, schedule.firstDate);
  const [from, to] = [instant(schedule.firstDate, schedule.startTime), instant(end.date, end.time)];
  // Spanish (RAE, and Caribbean and Andean usage) writes noon "12:00 m.", where es-US Intl says "12:00 p.m.".
  const spanishClock = (at: Date, time: string) => (time === NOON ? "12:00 m." : clock.format(at));
  const range =
    locale === "es" && [schedule.startTime, end.time].includes(NOON)
      ? `${spanishClock(from, schedule.startTime)}–${spanishClock(to, end.time)}`
      : clock.formatRange(from, to);
  const hours = range.replace(/\s*–\s*/, "–").replace(/\s/g, " ");
  // Spanish style (RAE) writes Intl's es-US "p.m." as "p. m.", with non-breaking spaces so it never wraps alone.
  return fill(ui(locale).events.hours, {
    hours: hours.replace(/ ?([ap])\.m\./g, "\u00a0$1.\u00a0m.").replace(/ m\./g, "\u00a0m."),
  });
}

/** Whether the event meets in an online room rather than at an address. */
export function isOnline(event: Event): boolean {
  return !site.places[event.place].address;
}

/** The online room ("Zoom (link after RSVP)") or the address: in full, or as "Interlachen, FL" on a card; the place's name in `locale`. */
export function formatPlace(
  event: Event,
  form: "full" | "short" = "full",
  on: string = today(),
  locale: Locale = "en",
): string {
  const place = site.places[event.place];
  const name = placeName(place, locale);
  // The note says how to get in ("details after RSVP"): once the event has ended there is nothing to join.
  const note = statusOf(event, on).state === "ended" ? undefined : event.placeNote;
  if (!place.address) return note ? `${name} (${note})` : name;
  const { street, city, region, postalCode } = place.address;
  return form === "short" ? `${city}, ${region}` : `${name}, ${street}, ${city}, ${region} ${postalCode}`;
}

/** "12 participants max". */
export function formatCapacity(capacity: number, locale: Locale): string {
  return fill(ui(locale).events.capacity, { count: capacity });
}

/** A price in US dollars as the language writes it: "$25". */
export function formatPrice(amount: number, locale: Locale): string {
  return new Intl.NumberFormat(localeInfo[locale].intl, {
    style: "currency",
    currency: "USD",
    maximumFractionDigits: 0,
  }).format(amount);
}

/** A YYYY-MM-DD date written out: "September 29, 2025", "29 de septiembre de 2025". */
export function formatLongDate(date: string, locale: Locale): string {
  return new Intl.DateTimeFormat(localeInfo[locale].intl, { dateStyle: "long", timeZone: "UTC" }).format(
    calendarDay(date),
  );
}
