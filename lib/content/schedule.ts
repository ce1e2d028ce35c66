import type { z } from "zod";
import { weekdays, type eventSchema, type EventSchedule } from "./schemas";

/** An event's schedule as the pages use it, with a note for each rule across its fields that staff should look at. */
export function eventSchedule(
  event: z.infer<typeof eventSchema>,
  note: (field: string[], message: string) => void,
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
  return { ...schedule, byDay, count, until };
}
