import { today } from "./clock";
import { site, type Season } from "./site";

/**
 * Site facts that carry a date (content/site.yaml): whether they still hold on a given day, so a promise does not
 * silently go stale. A sentence that names such a fact is written whole for each of its states (lib/i18n/schema.ts:
 * `retreatPara`), and the build shows the one these functions say is true; lib/reporting/attention.ts asks staff for new dates.
 */

/** The last day of a season: spring runs to the June solstice, winter into the next year. */
const SEASON_ENDS: Record<Season, (year: number) => string> = {
  spring: (year) => `${year}-06-20`,
  summer: (year) => `${year}-09-22`,
  fall: (year) => `${year}-12-20`,
  winter: (year) => `${year + 1}-03-19`,
};

/** Whether `on` is one of the giving day's dates, when the popup appeals for it by name. */
export const givingDayIsOn = (on: string = today()): boolean => site.givingDay.start <= on && on <= site.givingDay.end;

/** The last day of the season the retreat center is to open in. */
export const retreatOpeningEnds = (): string => SEASON_ENDS[site.retreatOpening.season](site.retreatOpening.year);

/** Whether the retreat center's opening season is over on `on`: the site then stops naming it. */
export const retreatOpeningHasPassed = (on: string = today()): boolean => retreatOpeningEnds() < on;

/** The states of the retreat center's opening, each with whole sentences of its own in the pages' words. */
export type RetreatState = "beforeOpening" | "beingBuilt";

/** Which sentences about the retreat center are true on `on`: before its opening season ends, or being built after. */
export const retreatState = (on: string = today()): RetreatState =>
  retreatOpeningHasPassed(on) ? "beingBuilt" : "beforeOpening";
