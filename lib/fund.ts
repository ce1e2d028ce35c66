import { today } from "./clock";
import { formatLongDate, formatPrice } from "./format";
import { fill, ui, type Locale } from "./i18n";
import type { Problem } from "./reporting/problems";
import { SITE_FACTS_FILE, site } from "./site";

/** The sanctuary fund as a page shows it: every figure written out in the page's language (components/donate/fund-progress.tsx). */
export interface FundFigures {
  title: string;
  raised: number;
  goal: number;
  /** "$12,500 raised of our $250,000 goal" */
  progress: string;
  /** "Figure as of November 1, 2026" */
  asOf: string;
}

/** A figure older than this many days is flagged for staff: donors read the date beside it. */
export const FUND_FIGURE_MAX_AGE_DAYS = 60;

/** The fund's goal, amount raised and its date, when all three are set in Site facts; otherwise nothing is shown. */
export function fundFigures(locale: Locale, fund = site.sanctuaryFund): FundFigures | undefined {
  if (!fund || fund.goal === undefined || fund.raised === undefined || !fund.asOf) return undefined;
  const t = ui(locale).fund;
  return {
    title: t.title,
    raised: fund.raised,
    goal: fund.goal,
    progress: fill(t.progress, { raised: formatPrice(fund.raised, locale), goal: formatPrice(fund.goal, locale) }),
    asOf: fill(t.asOf, { date: formatLongDate(fund.asOf, locale) }),
  };
}

/** A note for staff when the fund's figure is more than 60 days old on `on` (lib/reporting/attention.ts). */
export function fundFigureNote(on: string = today(), fund = site.sanctuaryFund): Omit<Problem, "level"> | undefined {
  if (!fund?.asOf || fund.goal === undefined || fund.raised === undefined) return undefined;
  const days = Math.floor((Date.parse(on) - Date.parse(fund.asOf)) / 86_400_000);
  if (days <= FUND_FIGURE_MAX_AGE_DAYS) return undefined;
  return {
    file: SITE_FACTS_FILE,
    entry: "Site facts",
    field: "Sanctuary fund › Raised as of",
    message: `the amount raised is dated ${fund.asOf}, ${days} days ago: pages show that date beside it. Update the amount and its date.`,
    admin: "#/collections/site/entries/facts",
  };
}
