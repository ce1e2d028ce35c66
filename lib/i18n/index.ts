import fs from "node:fs";
import path from "node:path";
import { z } from "zod";
import { elementOf, innerOf, shapeOf } from "../schema-walk";
import { today } from "../clock";
import { bodyProblems, ContentError, validate } from "../content";
import { contentPath } from "../content/dir.mjs";
import { parseYaml, readFrontmatter } from "../content/frontmatter";
import { labelOf, report } from "../reporting/problems";
import { retreatState, type RetreatState } from "../dated-facts";
import { site } from "../site";
import { defaultLocale, localeInfo, type Locale } from "./locales";
import { isSame, wordFiles, type Placeholder, type WordFile, type Words } from "./schema";

export {
  defaultLocale,
  fieldLang,
  langIfOther,
  langOf,
  localeHref,
  localeInfo,
  localePath,
  locales,
  splitLocale,
  type Locale,
} from "./locales";
export type { Placeholder, UiWords, WordFile, Words } from "./schema";

/**
 * The site's words, read from content/ (English) and content/es/ (Spanish): one YAML file per page or area, in the
 * shape next-intl's messages have (nested keys, {name} placeholders), checked against lib/i18n/schema.ts when
 * the build reads them. Server side only: client leaves get the strings they need as props.
 */

/** What a claim (lib/i18n/schema.ts: `claim`) lets the page say: the fact once confirmed, the sentence without it until then. */
export const claimText = (claim: { confirmed: boolean; claimed?: string; plain: string }): string =>
  (claim.confirmed && claim.claimed) || claim.plain;

/** Where a file of words is, relative to the repository: content/pages/home.yaml, content/es/pages/home.yaml. */
export const wordFilePath = (file: WordFile, locale: Locale): string =>
  path.join("content", ...(locale === defaultLocale ? [] : [locale]), wordFiles[file].file);

/** A file of words as data (a Markdown file's text under `body`), or a ContentError naming it. */
function readWords(relative: string): unknown {
  try {
    const source = fs.readFileSync(contentPath(relative), "utf8");
    if (!relative.endsWith(".md")) return parseYaml(source);
    const { data, body } = readFrontmatter(source);
    return { ...data, body };
  } catch (error) {
    throw new ContentError(relative, "yaml", `could not be read: ${(error as Error).message}`);
  }
}

/** An optional group of fields (a photo with its description), not an optional text. */
function isOptionalGroup(field: z.ZodType): boolean {
  return field instanceof z.ZodOptional && field.unwrap() instanceof z.ZodObject;
}

/** A translation with the texts that are the same in every language (`same` in the schema) taken from the English file. */
function withSameWords(schema: z.ZodType, english: unknown, translation: unknown): unknown {
  const inner = innerOf(schema);
  if (inner) return withSameWords(inner, english, translation);
  // A list's items are matched by their place in it: the Spanish second paragraph takes the English second's.
  const item = elementOf(schema);
  if (item && Array.isArray(english) && Array.isArray(translation))
    return translation.map((value, index) => withSameWords(item as z.ZodType, english[index], value));
  const shape = shapeOf(schema) as Record<string, z.ZodType> | undefined;
  if (!shape || !english || typeof english !== "object" || !translation || typeof translation !== "object")
    return translation;
  const merged: Record<string, unknown> = { ...(translation as Record<string, unknown>) };
  for (const [key, field] of Object.entries(shape)) {
    const from = (english as Record<string, unknown>)[key];
    if (isSame(field)) merged[key] = from;
    // Words for a group the English file does not have (a photo's description without its photo): left out. A
    // text only Spanish has (the statutory notice's translation, a tier's name in other words) is kept.
    else if (key in merged && from === undefined && isOptionalGroup(field)) delete merged[key];
    else if (key in merged) merged[key] = withSameWords(field, from, merged[key]);
  }
  return merged;
}

/** Every {name} a text holds that its field does not fill (possible only by hand: /admin refuses it), with where it is. */
function strayPlaceholders(
  schema: z.core.$ZodType,
  data: unknown,
  at: (string | number)[] = [],
): [(string | number)[], string][] {
  const inner = innerOf(schema);
  if (inner) return strayPlaceholders(inner, data, at);
  const def = { shape: shapeOf(schema), element: elementOf(schema) };
  if (typeof data === "string") {
    const meta = (schema instanceof z.ZodType ? schema.meta() : undefined) as
      { placeholders?: string[]; markdown?: boolean } | undefined;
    // A page's Markdown text may hold braces of its own: only its known names are filled, the rest show as typed.
    if (meta?.markdown) return [];
    return [...data.matchAll(/\{(\w+)\}/g)]
      .filter(([, name]) => !(meta?.placeholders ?? []).includes(name!))
      .map(([, name]) => [at, name!]);
  }
  if (Array.isArray(data) && def.element)
    return data.flatMap((item, index) => strayPlaceholders(def.element!, item, [...at, index]));
  if (data && typeof data === "object" && def.shape) {
    return Object.entries(data).flatMap(([key, value]) =>
      def.shape![key] ? strayPlaceholders(def.shape![key]!, value, [...at, key]) : [],
    );
  }
  return [];
}

const cache = new Map<string, unknown>();

/** The words of one file in `locale`, or a ContentError naming the file and the key that is missing or misspelt. */
export function wordsOf<F extends WordFile>(file: F, locale: Locale): Words<F> {
  const relative = wordFilePath(file, locale);
  if (!cache.has(relative)) {
    const { schema } = wordFiles[file];
    const data = readWords(relative);
    const merged =
      locale === defaultLocale ? data : withSameWords(schema, readWords(wordFilePath(file, defaultLocale)), data);
    const checked = validate<unknown>(relative, schema, merged);
    // A page's Markdown text: what the build's MDX compiler would refuse, and links that go somewhere unexpected.
    const body = (checked as { body?: unknown }).body;
    const found = typeof body === "string" ? bodyProblems(body, false) : [];
    for (const message of found)
      report({
        level: "error",
        file: relative,
        entry: wordFiles[file].label,
        field: "Text",
        message,
        admin: `#/collections/pages/entries/${file}`,
      });
    if (found.length) throw new ContentError(relative, "body", found[0]!);
    for (const [at, name] of strayPlaceholders(schema, checked)) {
      report({
        level: "warning",
        file: relative,
        entry: wordFiles[file].label,
        field: labelOf(schema, at),
        message: `holds {${name}}, which is not one of its facts: it shows as typed`,
        admin: `#/collections/pages/entries/${file}`,
      });
    }
    cache.set(relative, checked);
  }
  return cache.get(relative) as Words<F>;
}

/** The words used across the site (menu, footer, cards, dates). */
export const ui = (locale: Locale) => wordsOf("ui", locale);

/** `message` with each {name} it holds replaced by `values[name]`; a name without a value stays as written. */
export function fill(message: string, values: Partial<Record<Placeholder, string | number>>): string {
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = values[name as Placeholder];
    return value === undefined ? whole : String(value);
  });
}

/** The facts sentences may name, in `locale`'s words: the organisation, its cities, the retreat center's region. */
export function factValues(locale: Locale): Record<"site" | "cities" | "region" | "email", string> {
  return {
    site: site.name,
    cities: new Intl.ListFormat(localeInfo[locale].intl, { type: "conjunction" }).format(site.cities),
    region: ui(locale).retreat.region,
    email: site.email,
  };
}

/** A text of the site with the facts it names filled in, plus any `values` of its own (a date, an event's title). */
export const say = (
  locale: Locale,
  message: string,
  values: Partial<Record<Placeholder, string | number>> = {},
): string => fill(message, { ...factValues(locale), ...values });

/**
 * The one of a retreat sentence's whole versions that is true on `on` (before the opening season, or being built),
 * with its facts filled in: the opening's {season} and {year} are plain values of the version written before it.
 */
export function sayRetreat(
  locale: Locale,
  sentences: Record<RetreatState, string>,
  values: Partial<Record<Placeholder, string | number>> = {},
  on: string = today(),
): string {
  const { seasons } = ui(locale).retreat;
  return say(locale, sentences[retreatState(on)], {
    season: seasons[site.retreatOpening.season],
    year: site.retreatOpening.year,
    ...values,
  });
}
