/** @jest-environment node */
import { getEvent } from "@/lib/content";
import { formatCapacity, formatDates, formatLongDate, formatPrice, formatTime } from "@/lib/format";
import { defaultLocale, dictionary, langIfOther, localeHref, localePath, locales, splitLocale } from "@/lib/i18n";
import { en } from "@/lib/i18n/en";
import { es } from "@/lib/i18n/es";
import { site } from "@/lib/site";

/*
 * The Spanish layer: the dictionaries have the same shape and Spanish words, routes get their /es prefix,
 * and dates, times, prices and counts are written the Spanish way. Expected values are typed in from the
 * i18n brief and the spec, not read from the code under test.
 */

/**
 * Spanish strings that are the same as the English ones on purpose: names that are not translated.
 * Keep this short; anything else identical in es.ts is an untranslated string.
 */
const SAME_IN_BOTH = new Set([
  "The Village", // the online community's name (spec §3), kept in English on every page
  "Google Calendar", // a product name
  "Florida Giving Day ARG1", // the name of the statewide giving day and its year
]);

/**
 * Functions whose Spanish sentence takes no argument on purpose. The event's about heading: "Sobre" + an event name needs
 * an article that depends on the name ("Sobre el Círculo…", "Sobre la Llamada…"), so Spanish uses a heading
 * with no name; the name is the page's h1 just above.
 */
const DROPPED_ON_PURPOSE = new Set([".events.details.title"]);

type Path = string;
type Walk = { shape: string[]; same: string[]; placeholders: string[] };

/** Placeholder arguments for a dictionary function: each must come back in the sentence if English uses it. */
const args = (count: number) => Array.from({ length: count }, (_, i) => `ARG${i + 1}`);

/** Walks `english` and `spanish` together, noting shape mismatches, identical strings and lost arguments. */
function walk(english: unknown, spanish: unknown, at: Path = "", found: Walk = { shape: [], same: [], placeholders: [] }): Walk {
  const kind = (value: unknown) => (value === null ? "null" : Array.isArray(value) ? "array" : typeof value);
  // `null` in en.ts marks a slot that only other languages fill (giving.disclosure.translation): Spanish may fill it.
  if (english === null) return found;
  if (kind(english) !== kind(spanish)) {
    found.shape.push(`${at}: ${kind(english)} in en, ${kind(spanish)} in es`);
    return found;
  }
  if (typeof english === "string") {
    if (english === spanish && !SAME_IN_BOTH.has(english)) found.same.push(`${at}: ${JSON.stringify(english)}`);
  } else if (typeof english === "function") {
    const fn = spanish as (...a: unknown[]) => unknown;
    if (english.length !== fn.length && !DROPPED_ON_PURPOSE.has(at)) found.shape.push(`${at}: ${english.length} arguments in en, ${fn.length} in es`);
    const values = args(english.length);
    const [enText, esText] = [(english as (...a: unknown[]) => unknown)(...values), fn(...values)];
    walk(enText, esText, `${at}()`, found);
    for (const value of values) {
      if (String(enText).includes(value) && !String(esText).includes(value) && !DROPPED_ON_PURPOSE.has(at)) found.placeholders.push(`${at}: drops ${value}`);
    }
  } else if (Array.isArray(english)) {
    const list = spanish as unknown[];
    if (english.length !== list.length) found.shape.push(`${at}: ${english.length} items in en, ${list.length} in es`);
    english.forEach((item, i) => walk(item, list[i], `${at}[${i}]`, found));
  } else if (english && typeof english === "object") {
    const [enKeys, esKeys] = [Object.keys(english), Object.keys(spanish as object)];
    for (const key of esKeys.filter((k) => !enKeys.includes(k))) found.shape.push(`${at}.${key}: only in es`);
    for (const key of enKeys) {
      if (!esKeys.includes(key)) found.shape.push(`${at}.${key}: missing in es`);
      else walk((english as Record<string, unknown>)[key], (spanish as Record<string, unknown>)[key], `${at}.${key}`, found);
    }
  }
  return found;
}

describe("the dictionaries", () => {
  const result = walk(en, es);

  it("give every English key a Spanish value of the same kind (string, function of the same arity, list of the same length)", () => {
    expect(result.shape).toEqual([]);
  });

  it("translate every string, except the names in the short allow-list", () => {
    expect(result.same).toEqual([]);
  });

  it("keep every fact a sentence is built around (the arguments of each function)", () => {
    expect(result.placeholders).toEqual([]);
  });

  it("fill the Spanish translation of the Florida disclosure that English leaves out", () => {
    expect(en.giving.disclosure.translation).toBeNull();
    const translation = es.giving.disclosure.translation!;
    expect(typeof translation.label).toBe("string");
    const text = translation.text(site.charity.hotline, site.charity.consumerSite);
    expect(text).toContain("1-800-435-7352");
    expect(text).toContain("https://www.FloridaConsumerHelp.com");
  });

  it("catches what it should: a missing key, a shorter list, an untranslated string, a dropped argument", () => {
    const english = { a: "Hello", list: ["one", "two"], group: { b: "Bye" }, fn: (x: string) => `Hi ${x}` };
    const spanish = { a: "Hello", list: ["uno"], group: {}, fn: () => "Hola" };
    expect(walk(english, spanish)).toEqual({
      shape: [".list: 2 items in en, 1 in es", ".list[1]: string in en, undefined in es", ".group.b: missing in es", ".fn: 1 arguments in en, 0 in es"],
      same: ['.a: "Hello"'],
      placeholders: [".fn: drops ARG1"],
    });
  });

  it("are picked by locale, English by default", () => {
    expect(locales).toEqual(["en", "es"]);
    expect(defaultLocale).toBe("en");
    expect(dictionary("en")).toBe(en);
    expect(dictionary("es")).toBe(es);
    expect([dictionary("en").intl, dictionary("es").intl]).toEqual(["en-US", "es-US"]);
    expect([dictionary("en").ogLocale, dictionary("es").ogLocale]).toEqual(["en_US", "es_US"]);
  });

  it("keep spec texts in English: the toast and the popup title", () => {
    expect(en.contact.form.toastTitle).toBe("Message Sent!");
    expect(en.popup.title).toBe("Help Build Our Sacred Sanctuary");
    expect(es.contact.form.toastTitle).not.toBe("Message Sent!");
  });
});

describe("routes in each language", () => {
  it.each([
    ["es", "/", "/es"],
    ["es", "/about", "/es/about"],
    ["es", "/events/red-book-series", "/es/events/red-book-series"],
    ["en", "/", "/"],
    ["en", "/about", "/about"],
  ] as const)("localePath(%p, %p) is %p", (locale, path, expected) => {
    expect(localePath(locale, path)).toBe(expected);
  });

  it.each([
    ["/es/events/x", ["es", "/events/x"]],
    ["/es", ["es", "/"]],
    ["/es/", ["es", "/"]],
    ["/events/x", ["en", "/events/x"]],
    ["/", ["en", "/"]],
    ["/espiritu", ["en", "/espiritu"]],
    ["/estate/es", ["en", "/estate/es"]],
  ])("splitLocale(%p) is %p", (pathname, expected) => {
    expect(splitLocale(pathname)).toEqual(expected);
  });

  it("round-trips every route of the site through the Spanish prefix", () => {
    for (const route of ["/", "/about", "/events/new-moon-circle", "/join/small-group-host"] as const) {
      expect(splitLocale(localePath("es", route))).toEqual(["es", route]);
      expect(splitLocale(localePath("en", route))).toEqual(["en", route]);
    }
  });

  it("prefixes site links but leaves outside addresses and anchors alone", () => {
    expect(localeHref("es", "/contact")).toBe("/es/contact");
    expect(localeHref("en", "/contact")).toBe("/contact");
    expect(localeHref("es", "https://community.example.com")).toBe("https://community.example.com");
    expect(localeHref("es", "mailto:support@example.org")).toBe("mailto:support@example.org");
    expect(localeHref("es", "#volunteer")).toBe("#volunteer");
  });

  it("marks only words in another language than the page's", () => {
    expect(langIfOther("en", "es")).toBe("en");
    expect(langIfOther("es", "es")).toBeUndefined();
    expect(langIfOther("en", "en")).toBeUndefined();
  });
});

describe("Spanish formatting of real content", () => {
  it("writes the men's circle time with p. m. and ET", () => {
    expect(formatTime(getEvent("mens-inner-work", "es"), "es")).toBe("7:30–8:30 p.m. ET");
    expect(formatTime(getEvent("mens-inner-work", "en"), "en")).toBe("7:30–8:30 PM ET");
  });

  it("writes the Red Book series' start as a Spanish date: Monday 13 October 2025, ten weeks", () => {
    const dates = formatDates(getEvent("red-book-series", "es"), "es");
    expect(dates).toContain("lunes");
    expect(dates).toContain("13 de octubre de 2025");
    expect(dates).toContain("10");
    expect(dates).not.toMatch(/Monday|10\/13\/2025|weeks/);
  });

  it("names weekdays and dates to be announced in Spanish", () => {
    expect(formatDates(getEvent("mens-inner-work", "es"), "es")).toMatch(/martes/);
    expect(formatDates(getEvent("mid-week-heart-to-heart", "es"), "es")).toMatch(/miércoles/);
    const tbd = formatDates(getEvent("winter-solstice-retreat", "es"), "es");
    expect(tbd).toContain("3");
    expect(tbd).not.toContain("TBD");
    expect(formatTime(getEvent("winter-solstice-retreat", "es"), "es")).not.toBe("Time TBD");
  });

  it("writes prices, capacities and long dates the Spanish way", () => {
    expect(formatPrice(25, "es")).toBe("$25");
    expect(formatPrice(25, "en")).toBe("$25");
    expect(formatLongDate("2025-09-29", "es")).toBe("29 de septiembre de 2025");
    expect(formatLongDate("2025-09-29", "en")).toBe("September 29, 2025");
    expect(formatLongDate(site.privacyEffective, "es")).toBe("29 de septiembre de 2025");
    const capacity = formatCapacity(12, "es");
    expect(capacity).toContain("12");
    expect(capacity).not.toBe("12 participants max");
  });
});
