import { nearWords, ruleText, type DatedText } from "@/lib/format";
import type { Locale } from "@/lib/i18n";
import { addDays, endOf } from "@/lib/schedule";
import type { Event, EventSchedule } from "@/lib/content";

/**
 * A gathering's next dates as the build wrote them, each in a <time>: the first shows, the later ones wait hidden
 * for DatesScript to show once the gathering before has ended on the visitor's clock (`data-end`, Florida time).
 * `rule` ("Every Tuesday"), for a rhythm with no end, is written last: it shows alone once every written date has
 * passed. The words beside a date ("Tonight", "Tomorrow") are written hidden, each with the Florida day on which it is
 * true (`data-on`); without JavaScript the date stands alone. `gone` is the element DatesScript hides once nothing is
 * left to show (e.g. "article").
 */
export function Dates({
  texts,
  near,
  gone,
  schedule,
  rule,
}: {
  texts: readonly DatedText[];
  near: { today: string; tomorrow: string };
  gone: string;
  schedule: Pick<EventSchedule, "startTime" | "duration">;
  rule?: string;
}) {
  const end = (date: string) => {
    const { date: day, time } = endOf(schedule, date);
    return `${day} ${time}`;
  };
  return (
    <span data-dates={gone}>
      {texts.map(({ before, date, label, after }, index) => (
        <span key={date} data-date={date} data-end={end(date)} hidden={index > 0}>
          {before}
          <time dateTime={date}>{label}</time>
          {after}
          <span data-on={date} hidden>
            {` · ${near.today}`}
          </span>
          <span data-on={addDays(date, -1)} hidden>
            {` · ${near.tomorrow}`}
          </span>
        </span>
      ))}
      {rule && (
        <span data-date="" hidden>
          {rule}
        </span>
      )}
    </span>
  );
}

/**
 * An event's dates (`texts`, from datedTexts or the home band's day headings) with the words and the rule its schedule
 * gives; a text the build wrote in place of dates ("Date to be announced") stands as it is.
 */
export function EventDates({
  event,
  locale,
  texts,
  gone,
}: {
  event: Event;
  locale: Locale;
  texts: string | readonly DatedText[];
  gone: string;
}) {
  if (typeof texts === "string") return texts;
  // Dates are written only for a scheduled event (lib/format.ts: datedTexts).
  const schedule = event.schedule!;
  return (
    <Dates
      texts={texts}
      near={nearWords(schedule.startTime, locale)}
      gone={gone}
      schedule={schedule}
      rule={texts.length ? ruleText(event, locale, texts.at(-1)!.date) : undefined}
    />
  );
}

export { DatesScript } from "./dates-script";
