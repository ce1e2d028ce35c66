import type { DonationWords } from "@/components/home/donation-dialog";
import { today } from "./clock";
import { dictionary, type Dictionary, type Locale } from "./i18n";
import { SITE_FACTS_FILE, site, type Season } from "./site";

/**
 * Site facts that carry a date (content/site.yaml): whether they still hold on a given day, the words they take
 * then, and the build's warning once one has passed, so a promise does not silently go stale.
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

/** The retreat center's opening as a sentence in the dictionary's language uses it: "Spring 2026", "la primavera de 2026". */
export const formatOpening = (t: Dictionary): string => t.site.retreatOpening(site.retreatOpening.season, site.retreatOpening.year);

/** The home page popup's words on `on`: the giving-day appeal during its dates, the general appeal the rest of the year. */
export function donationWords(locale: Locale, on: string = today()): DonationWords {
  const t = dictionary(locale);
  const opening = formatOpening(t);
  const { eyebrow, text, generalEyebrow, generalText, ...words } = t.popup;
  return givingDayIsOn(on)
    ? { ...words, eyebrow: eyebrow(Number(site.givingDay.start.slice(0, 4))), text: text(t.site.retreatRegion, opening), newTab: t.shell.newTab }
    : { ...words, eyebrow: generalEyebrow, text: generalText(t.site.retreatRegion, opening), newTab: t.shell.newTab };
}

/** The dated facts that have passed on `on`, each named with where to change it. */
export function passedFacts(on: string): string[] {
  const passed: string[] = [];
  const { season, year } = site.retreatOpening;
  const opened = SEASON_ENDS[season](year);
  if (opened < on) {
    passed.push(`retreatOpening (${formatOpening(dictionary("en"))}) ended on ${opened}, and the site still says the retreat center opens then: update it in ${SITE_FACTS_FILE}.`);
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
