import type { EventSchedule } from "./content";

/**
 * Where an event stands on a given day, from its `schedule` (or its lack of one). Pure date arithmetic on
 * Florida calendar dates written YYYY-MM-DD: the caller passes today's date (lib/clock.ts), so tests pin it.
 * A gathering counts until the end of its day: on the evening of the last occurrence the series is still
 * on, and the next morning's build shows it as ended.
 */
export type EventStatus =
  /** No schedule yet: dates to be announced. */
  | { state: "tbd" }
  /** `next` is the next occurrence on or after today; for a series with a count, its first one. */
  | { state: "upcoming"; next: string }
  /** A series with a count that has begun: `next` is its occurrence number `number` of `count`. */
  | { state: "in-progress"; next: string; number: number; count: number }
  /** Its last occurrence is before today. */
  | { state: "ended"; first: string; last: string };

const DAY_MS = 86_400_000;
const utcDay = (date: string) => Date.parse(`${date}T00:00:00Z`);

/** Adds whole days to a YYYY-MM-DD date. */
export function addDays(date: string, days: number): string {
  return new Date(utcDay(date) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The date of occurrence `index` (0 is the first). */
const occurrence = (schedule: EventSchedule, index: number) =>
  addDays(schedule.firstDate, index * 7 * schedule.intervalWeeks);

/** How many occurrences a schedule has: its count, as many as fit up to `until`, or none said (open-ended). */
function total(schedule: EventSchedule): number | undefined {
  if (schedule.count) return schedule.count;
  if (schedule.until)
    return (
      Math.floor((utcDay(schedule.until) - utcDay(schedule.firstDate)) / DAY_MS / (7 * schedule.intervalWeeks)) + 1
    );
  return undefined;
}

/** The date of the last occurrence, or undefined for a rhythm with no end. */
export function lastOccurrence(schedule: EventSchedule): string | undefined {
  const count = total(schedule);
  return count === undefined ? undefined : occurrence(schedule, count - 1);
}

/** The first `limit` dates of a schedule, fewer when it ends sooner. */
export function occurrences(schedule: EventSchedule, limit: number): string[] {
  return Array.from({ length: Math.min(limit, total(schedule) ?? limit) }, (_, i) => occurrence(schedule, i));
}

/** Whether `date` is one of the schedule's gatherings: on its rhythm from the first date, and not after its last. */
export function isGathering(schedule: EventSchedule, date: string): boolean {
  const days = (utcDay(date) - utcDay(schedule.firstDate)) / DAY_MS;
  if (days < 0 || days % (7 * schedule.intervalWeeks) !== 0) return false;
  const last = lastOccurrence(schedule);
  return last === undefined || date <= last;
}

/** Whether a gathering on `date` is one the schedule says will not happen. */
export const isCancelled = (schedule: Pick<EventSchedule, "cancelled">, date: string): boolean =>
  schedule.cancelled?.includes(date) ?? false;

/** Where an event stands on `today` (YYYY-MM-DD, in Florida). */
export function eventStatus({ schedule }: { schedule?: EventSchedule }, today: string): EventStatus {
  if (!schedule) return { state: "tbd" };
  const last = lastOccurrence(schedule);
  if (last !== undefined && last < today) return { state: "ended", first: schedule.firstDate, last };
  const step = 7 * schedule.intervalWeeks;
  let index = today <= schedule.firstDate ? 0 : Math.ceil((utcDay(today) - utcDay(schedule.firstDate)) / DAY_MS / step);
  // A cancelled gathering is skipped: the next one after it is the next date.
  while (
    isCancelled(schedule, occurrence(schedule, index)) &&
    (last === undefined || occurrence(schedule, index) < last)
  )
    index += 1;
  const next = occurrence(schedule, index);
  if (schedule.count && index > 0) return { state: "in-progress", next, number: index + 1, count: schedule.count };
  return { state: "upcoming", next };
}

/**
 * When a gathering that starts on `date` ends, as a Florida wall-clock date and time: its start plus its length,
 * on the next day when it runs past midnight.
 */
export function endOf(
  schedule: Pick<EventSchedule, "startTime" | "duration">,
  date: string,
): { date: string; time: string } {
  const minutes =
    Number(schedule.startTime.slice(0, 2)) * 60 + Number(schedule.startTime.slice(3, 5)) + schedule.duration;
  const pad = (n: number) => String(n).padStart(2, "0");
  return {
    date: addDays(date, Math.floor(minutes / 1440)),
    time: `${pad(Math.floor((minutes % 1440) / 60))}:${pad(minutes % 60)}`,
  };
}

/**
 * Events in the order a visitor wants them on `today`: those still to come by their next date (then by
 * `order`), those with dates to be announced by `order`, and apart, the ended ones, most recent first.
 */
export function inTimeOrder<T extends { order: number; schedule?: EventSchedule }>(
  events: readonly T[],
  today: string,
): { current: T[]; past: T[] } {
  const withStatus = events.map((event) => ({ event, status: eventStatus(event, today) }));
  const nextOf = (status: EventStatus) => ("next" in status ? status.next : "9999-12-31");
  const current = withStatus
    .filter(({ status }) => status.state !== "ended")
    .sort((a, b) => nextOf(a.status).localeCompare(nextOf(b.status)) || a.event.order - b.event.order);
  const past = withStatus
    .flatMap(({ event, status }) => (status.state === "ended" ? [{ event, last: status.last }] : []))
    .sort((a, b) => b.last.localeCompare(a.last) || a.event.order - b.event.order);
  return { current: current.map(({ event }) => event), past: past.map(({ event }) => event) };
}
