/** @jest-environment node */
import fs from "node:fs";
import { contentPath } from "@/lib/content/dir.mjs";
import { getEvent } from "@/lib/content";
import { formatCapacity, formatDates, formatLongDate, formatPrice, formatTime } from "@/lib/format";
import { fill, langIfOther, localeHref, localePath, splitLocale, wordsOf, type WordFile } from "@/lib/i18n";
import { isSame, wordFiles } from "@/lib/i18n/schema";
import { site } from "@/lib/site";
import { inSite } from "./fixtures/site";

// The Spanish layer. Expected values are typed in from the i18n brief and the spec, not read from the code under test.

/** Spanish texts the same as the English on purpose (names); anything else identical is an untranslated string. */
const SAME_IN_BOTH = new Set([
  "The Village", // the online community's name (spec §3), kept in English on every page
  "Google Calendar", // a product name
  "Florida Giving Day {year}", // the name of the statewide giving day and its year
  "EIN {ein}", // the IRS's abbreviation and the number, for donors to check
  "{price}", // one price, formatted in the page's language
]);

/** Texts whose Spanish leaves out a placeholder on purpose (a name needing an article; a weekday in the plural). */
const DROPPED_ON_PURPOSE = new Set(["event: title", "ui: events.everyOther", "ui: events.ran"]);

const placeholdersIn = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);

/** Every text of a file's data, by its key path ("values.ceremony.title", "story.0"). */
function texts(data: unknown, at = ""): [string, string][] {
  if (typeof data === "string") return [[at, data]];
  if (!data || typeof data !== "object") return [];
  return Object.entries(data).flatMap(([key, value]) => texts(value, at ? `${at}.${key}` : key));
}

/** The key paths of a schema's fields kept once for every language (`same`). */
function sameFields(schema: unknown, at = ""): string[] {
  const shape = (schema as { _zod: { def: { shape?: Record<string, unknown> } } })._zod.def.shape ?? {};
  return Object.entries(shape).flatMap(([key, field]) => {
    const where = at ? `${at}.${key}` : key;
    return isSame(field as never) ? [where] : sameFields(field, where);
  });
}

const files = Object.keys(wordFiles) as WordFile[];

describe("the files of words", () => {
  it.each(files)("%s: the Spanish file has every key of the English one, in Spanish", (file) => {
    const english = new Map(texts(wordsOf(file, "en")));
    const spanish = new Map(texts(wordsOf(file, "es")));
    const kept = sameFields(wordFiles[file].schema);
    const isKept = (key: string) => kept.some((field) => key === field || key.startsWith(`${field}.`));
    expect([...english.keys()].filter((key) => !spanish.has(key))).toEqual([]);
    const untranslated = [...english].filter(
      ([key, text]) => !isKept(key) && spanish.get(key) === text && !SAME_IN_BOTH.has(text),
    );
    expect(untranslated).toEqual([]);
  });

  it.each(files)("%s: every Spanish text keeps the facts its English one names ({placeholders})", (file) => {
    const spanish = new Map(texts(wordsOf(file, "es")));
    const dropped = texts(wordsOf(file, "en")).flatMap(([key, text]) => {
      const lost = placeholdersIn(text).filter((name) => !placeholdersIn(spanish.get(key) ?? "").includes(name));
      return lost.length && !DROPPED_ON_PURPOSE.has(`${file}: ${key}`) ? [`${key}: ${lost.join(", ")}`] : [];
    });
    expect(dropped).toEqual([]);
  });

  it("keep the names of programmes and the statutory notice once, in the English file", () => {
    expect(fs.readFileSync(contentPath("content/es/pages/community.yaml"), "utf8")).not.toMatch(/name: /);
    expect(wordsOf("community", "es").tiers.healingPath.name).toBe("Healing Path");
    expect(wordsOf("donate", "es").tiers.sacredSeed.name).toBe("Sacred Seed");
    expect(wordsOf("donate", "es").disclosure.statute).toMatch(/^A COPY OF THE OFFICIAL REGISTRATION/);
  });

  it("fill the Spanish translation of the Florida disclosure that English leaves out", () => {
    expect(wordsOf("donate", "en").disclosure.translation).toBeUndefined();
    const translation = wordsOf("donate", "es").disclosure.translation!;
    expect(placeholdersIn(translation).sort()).toEqual(["hotline", "spanishHotline", "website"]);
  });

  it("fill placeholders and leave any other braces as they were typed", () => {
    expect(fill("In {region}, {year}: {optional}", { region: "Central Florida", year: 2026 })).toBe(
      "In Central Florida, 2026: {optional}",
    );
  });
});

describe("a file of words that is wrong", () => {
  it("stops the build naming the file and the key: a missing key, a misspelt one", async () => {
    const edited = (file: string, from: RegExp, to: string) => ({
      [file]: fs.readFileSync(contentPath(file), "utf8").replace(from, to),
    });
    const files = {
      ...edited("content/es/pages/home.yaml", /^lead: .*\n/m, ""),
      ...edited("content/pages/about.yaml", /^missionTitle:/m, "misionTitle:"),
    };
    await inSite(files, async () => {
      const { wordsOf: load } = await import("@/lib/i18n");
      expect(() => load("home", "es")).toThrow(
        'Invalid content in content/es/pages/home.yaml: field "lead" is missing',
      );
      expect(() => load("about", "en")).toThrow(
        'Invalid content in content/pages/about.yaml: field "misionTitle" is not a field of this form: remove it',
      );
    });
  });
});

describe("routes in each language", () => {
  it.each([
    ["/es", "es", "/"],
    ["/es/events/red-book-series", "es", "/events/red-book-series"],
    ["/", "en", "/"],
    ["/events/x", "en", "/events/x"],
  ] as const)("%p is %p's %p, both ways", (pathname, locale, path) => {
    expect(localePath(locale, path)).toBe(pathname);
    expect(splitLocale(pathname)).toEqual([locale, path]);
  });

  it.each([
    ["/es/", ["es", "/"]],
    ["/espiritu", ["en", "/espiritu"]],
    ["/estate/es", ["en", "/estate/es"]],
  ])("splitLocale(%p) is %p", (pathname, expected) => {
    expect(splitLocale(pathname)).toEqual(expected);
  });

  it("prefixes site links but leaves outside addresses and anchors alone", () => {
    expect([localeHref("es", "/contact"), localeHref("en", "/contact")]).toEqual(["/es/contact", "/contact"]);
    for (const outside of ["https://community.example.com", "mailto:support@example.org", "#volunteer"])
      expect(localeHref("es", outside)).toBe(outside);
  });

  it("marks only words in another language than the page's", () => {
    expect(langIfOther("en", "es")).toBe("en");
    expect([langIfOther("es", "es"), langIfOther("en", "en")]).toEqual([undefined, undefined]);
  });
});

describe("Spanish formatting of real content", () => {
  it("writes the men's circle time with p. m. and “hora del Este” (no English “ET” on Spanish pages)", () => {
    expect(formatTime(getEvent("mens-inner-work", "es"), "es")).toBe("7:30–8:30\u00a0p.\u00a0m., hora del Este");
    expect(formatTime(getEvent("mens-inner-work", "en"), "en")).toBe("7:30–8:30 PM ET");
  });

  it("writes noon as “12:00 m.” in Spanish, as RAE does, and keeps English's “12:00 PM”", () => {
    const event = getEvent("mens-inner-work", "es");
    const at = (startTime: string, duration: number) => ({
      ...event,
      schedule: { ...event.schedule!, startTime, duration },
    });
    expect(formatTime(at("12:00", 60), "es")).toBe("12:00\u00a0m.–1:00\u00a0p.\u00a0m., hora del Este");
    expect(formatTime(at("11:00", 60), "es")).toBe("11:00\u00a0a.\u00a0m.–12:00\u00a0m., hora del Este");
    expect(formatTime(at("12:30", 30), "es")).toBe("12:30–1:00\u00a0p.\u00a0m., hora del Este");
    expect(formatTime(at("12:00", 60), "en")).toBe("12:00–1:00 PM ET");
  });

  it("writes the Red Book series' start as a Spanish date: Monday 13 October 2025, ten weeks", () => {
    // As written first in Spanish: "el lunes 13 de octubre", without the comma es-US Intl puts after the weekday.
    expect(formatDates(getEvent("red-book-series", "es"), "es")).toBe(
      "Comienza el lunes 13 de octubre de 2025 · 10\u00a0semanas",
    );
  });

  it("names weekdays and dates to be announced in Spanish", () => {
    expect(formatDates(getEvent("mid-week-heart-to-heart", "es"), "es")).toMatch(/miércoles/);
    expect(formatDates(getEvent("winter-solstice-retreat", "es"), "es")).toMatch(/^(?!.*TBD).*3/);
    expect(formatTime(getEvent("winter-solstice-retreat", "es"), "es")).not.toBe("Time TBD");
  });

  it("writes prices, capacities and long dates the Spanish way", () => {
    expect([formatPrice(25, "es"), formatPrice(25, "en")]).toEqual(["$25", "$25"]);
    expect(formatLongDate("2025-09-29", "es")).toBe("29 de septiembre de 2025");
    expect(formatLongDate("2025-09-29", "en")).toBe("September 29, 2025");
    expect(formatLongDate(site.privacyEffective, "es")).toBe("29 de septiembre de 2025");
    expect(formatCapacity(12, "es")).toMatch(/^(?!12 participants max$).*12/);
  });
});
