import { en, type Dictionary } from "./en";
import { es } from "./es";
import type { Locale } from "./locales";

export { defaultLocale, langIfOther, localeHref, localePath, locales, splitLocale, type Locale } from "./locales";
export type { Dictionary };

const dictionaries: Record<Locale, Dictionary> = { en, es };

/** The words of the site in `locale` (server side; client leaves get the strings they need as props). */
export function dictionary(locale: Locale): Dictionary {
  return dictionaries[locale];
}
