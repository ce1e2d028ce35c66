import { today } from "@/lib/clock";
import { givingDayIsOn } from "@/lib/dated-facts";
import { say, sayRetreat, ui, wordsOf, type Locale } from "@/lib/i18n";
import { fundFigures } from "@/lib/fund";
import { site } from "@/lib/site";
import type { DonationWords } from "./donation-dialog";

/** The home page popup's words on `on`: the giving-day appeal during its dates, the general appeal the rest of the year. */
export function donationWords(locale: Locale, on: string = today()): DonationWords {
  const { givingDayEyebrow, givingDayText, eyebrow, text, ...rest } = wordsOf("home", locale).popup;
  const newTab = ui(locale).shell.newTab;
  const fund = fundFigures(locale);
  const appeal = givingDayIsOn(on)
    ? {
        ...rest,
        eyebrow: say(locale, givingDayEyebrow, { year: Number(site.givingDay.start.slice(0, 4)) }),
        text: sayRetreat(locale, givingDayText, {}, on),
        newTab,
      }
    : { ...rest, eyebrow, text: sayRetreat(locale, text, {}, on), newTab };
  return fund ? { ...appeal, fund } : appeal;
}
