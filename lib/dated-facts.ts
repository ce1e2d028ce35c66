import { today } from "./clock";
import { SITE_FACTS_FILE, site, type Season } from "./site";

/**
 * Site facts that carry a date (content/site.yaml): whether they still hold on a given day, and the build's
 * warning once one has passed, so a promise does not silently go stale. The words they take are the pages'
 * (content/ui.yaml: the {opening} placeholder says "now being built" once the opening season has passed).
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

/** The dated facts that have passed on `on`, each said with what to change. */
export function passedFacts(on: string): string[] {
  const passed: string[] = [];
  const { season, year } = site.retreatOpening;
  if (retreatOpeningHasPassed(on)) {
    passed.push(
      `retreatOpening (${season} ${year}) ended on ${retreatOpeningEnds()}: the site now says the retreat center is being built, without a date, until a new season is set in ${SITE_FACTS_FILE}.`,
    );
  }
  if (site.givingDay.end < on) {
    passed.push(`givingDay ended on ${site.givingDay.end}: the popup makes its general appeal until the next giving day's dates are set in ${SITE_FACTS_FILE}.`);
  }
  return passed;
}

let warned = false;
/** Prints the passed facts once per build process: a warning, not a failure, so the site still builds. */
export function warnPassedFacts(): void {
  if (warned) return;
  warned = true;
  for (const message of passedFacts(today())) console.warn(`Dated fact has passed: ${message}`);
}
