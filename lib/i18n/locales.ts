/**
 * The site's languages and how a route reads in each: English at the root, Spanish under /es.
 * Kept free of imports, so the client nav bar can build the language switch without the dictionaries.
 */

export const locales = ["en", "es"] as const;
export type Locale = (typeof locales)[number];

/** The language of unprefixed URLs, and the x-default alternate. */
export const defaultLocale: Locale = "en";

/** Each language's code for Intl (dates, times, prices, lists) and for OpenGraph. */
export const localeInfo = {
  en: { intl: "en-US", og: "en_US" },
  es: { intl: "es-US", og: "es_US" },
} as const satisfies Record<Locale, { intl: string; og: string }>;

/** The route of `path` in `locale`: "/about" -> "/es/about", "/" -> "/es". */
export function localePath(locale: Locale, path: `/${string}`): `/${string}` {
  if (locale === defaultLocale) return path;
  return path === "/" || path.startsWith("/#") ? `/${locale}${path.slice(1)}` : `/${locale}${path}`;
}

/** A link target in `locale`: a site route gets the language's prefix; an outside address or "#anchor" is left as it is. */
export function localeHref(locale: Locale, href: string): string {
  return href.startsWith("/") ? localePath(locale, href as `/${string}`) : href;
}

/** The language a route is in, and the route with its language prefix removed: "/es/about" -> ["es", "/about"]. */
export function splitLocale(pathname: string): [Locale, string] {
  const match = /^\/(es)(\/.*)?$/.exec(pathname);
  return match ? [match[1] as Locale, match[2] ?? "/"] : [defaultLocale, pathname];
}

/** The `lang` attribute for words in `lang` on a page in `locale`: none when they match, so only fallback text is marked. */
export function langIfOther(lang: Locale, locale: Locale): Locale | undefined {
  return lang === locale ? undefined : lang;
}

/** An entry's words: their language, and the words its translation does not have yet (lib/content/index.ts). */
type Translated = { lang: Locale; english?: readonly string[] };

/** The language one field of an entry is shown in: English for a word its translation does not have yet. */
export const langOf = (entry: Translated, field: string): Locale =>
  entry.english?.includes(field) ? defaultLocale : entry.lang;

/** The `lang` attribute for one field of an entry ("title", "closing.text", "body") on a page in `locale`. */
export const fieldLang = (entry: Translated, field: string, locale: Locale): Locale | undefined =>
  langIfOther(langOf(entry, field), locale);
