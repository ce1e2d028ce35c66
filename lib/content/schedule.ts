import type { z } from "zod";
import { draftLevel, type Level } from "../reporting/problems";
import { isGathering, lastOccurrence } from "../schedule";
import { weekdays, type eventSchema, type EventSchedule } from "./schemas";

/** An event's schedule as the pages use it, with a note for each rule across its fields that staff should look at. */
export function eventSchedule(
  event: z.infer<typeof eventSchema>,
  note: (field: (string | number)[], message: string, level?: Level) => void,
): EventSchedule | undefined {
  const { schedule, tbd } = event;
  if (!schedule) {
    if (!tbd)
      note(["tbd"], "has neither a weekly schedule nor dates to be announced: it is shown as “Date to be announced”");
    return undefined;
  }
  if (tbd)
    note(
      ["tbd"],
      "has a weekly schedule and dates to be announced: the schedule is shown; empty “Dates to be announced”",
    );
  const byDay = weekdays[(new Date(`${schedule.firstDate}T00:00:00Z`).getUTCDay() + 6) % 7]!;
  let { count, until } = schedule;
  if (until !== undefined && until < schedule.firstDate) {
    note(
      ["schedule", "until"],
      `is before the first date (${schedule.firstDate}): it is left out, and the circle goes on`,
      draftLevel(),
    );
    until = undefined;
  }
  if (count !== undefined && until !== undefined) {
    const meetingsToUntil =
      Math.floor((Date.parse(until) - Date.parse(schedule.firstDate)) / (7 * 86_400_000 * schedule.intervalWeeks)) + 1;
    note(
      ["schedule", "until"],
      "is set with a number of gatherings: the series ends with whichever comes first; empty one of them",
    );
    if (meetingsToUntil < count) count = undefined;
    else until = undefined;
  }
  const result = { ...schedule, byDay, count, until };
  // A cancelled date off the rhythm (a Wednesday for a Tuesday circle) cancels nothing: the real gathering still shows.
  const weekday = (date: string) =>
    new Date(`${date}T00:00:00Z`).toLocaleDateString("en-US", { weekday: "long", timeZone: "UTC" });
  const last = lastOccurrence(result);
  schedule.cancelled?.forEach((date, index) => {
    if (!isGathering(result, date))
      note(
        ["schedule", "cancelled", index],
        `${date} is a ${weekday(date)}, not one of this event's dates (${weekday(schedule.firstDate)}s from ${schedule.firstDate}${schedule.intervalWeeks === 2 ? ", every other week" : ""}${last ? ` until ${last}` : ""}): nothing is cancelled. Write the date of the gathering that will not happen`,
        draftLevel(),
      );
  });
  return result;
}
