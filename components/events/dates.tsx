import type { DatedText } from "@/lib/format";
import { addDays } from "@/lib/schedule";

/**
 * A gathering's next dates as the build wrote them, each in a <time>: the first shows, the later ones wait hidden
 * for DatesScript to show when the first has passed on the visitor's clock. The words beside a date ("Tonight",
 * "Tomorrow") are written hidden, each with the Florida day on which it is true (`data-on`); without JavaScript
 * the date stands alone. `gone` is the element DatesScript hides once every date has passed (e.g. "article").
 */
export function Dates({ texts, near, gone }: { texts: readonly DatedText[]; near: { today: string; tomorrow: string }; gone: string }) {
  return (
    <span data-dates={gone}>
      {texts.map(({ before, date, label, after }, index) => (
        <span key={date} data-date={date} hidden={index > 0}>
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
    </span>
  );
}

export { DatesScript } from "./dates-script";
