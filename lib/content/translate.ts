import fs from "node:fs";
import path from "node:path";
import type { z } from "zod";
import { defaultLocale, type Locale } from "../i18n/locales";
import { labelOf, report } from "../reporting/problems";
import { contentPath, contentRoot } from "./dir.mjs";
import { check, titleIn, valueAt } from "./errors";
import { adminPath, bodyIsUsable, contentFile, ENTRY_FILE, readFile } from "./load";
import { isTranslated } from "./fields";
import { schemas, type Collection } from "./schemas";
import { shapeOf } from "../schema-walk";

/**
 * Which words a Spanish file holds, read from the schema (fields marked `translated`, lib/content/fields.ts); everything
 * else is a fact, read from the English file. A group lists the words inside it.
 */
function wordsOf(schema: z.ZodType): Record<string, true | readonly string[]> {
  return Object.fromEntries(
    Object.entries(shapeOf(schema) ?? {}).flatMap(([key, field]): [string, true | string[]][] => {
      if (isTranslated(field)) return [[key, true]];
      const inner = Object.entries(shapeOf(field) ?? {}).filter(([, child]) => isTranslated(child));
      return inner.length ? [[key, inner.map(([name]) => name)]] : [];
    }),
  );
}

export const translatable = Object.fromEntries(
  Object.entries(schemas).map(([collection, schema]) => [collection, wordsOf(schema)]),
) as Record<Collection, Record<string, true | readonly string[]>>;

/**
 * One English entry in Spanish: its words from the translation, its facts from the English file. A word the
 * translation lacks (a field added in English since) is shown in English inside the Spanish page, marked `lang="en"`
 * (`english`, langOf), and staff are told; only an entry with no Spanish words at all stays English under a notice.
 */
export function translate<T extends { slug: string; order: number; body: string; source: string }>(
  collection: Collection,
  schema: z.ZodType,
  entry: T,
  locale: Locale,
): T & { lang: Locale } {
  const file = contentFile(collection, entry.slug, locale);
  const admin = adminPath(collection, entry.slug);
  const english = { ...entry, lang: defaultLocale };
  const title = (entry as { title?: string }).title;
  if (!fs.existsSync(contentPath(file))) {
    report({
      level: "warning",
      file,
      entry: title,
      message: "has no Spanish translation yet: the Spanish page shows the English text under a notice",
      admin,
    });
    return english;
  }
  const source = readFile(file, { admin });
  if (!source || !bodyIsUsable(file, source.body, { entry: title, admin })) return english;
  const allowed: Record<string, true | readonly string[]> = translatable[collection];
  const given = source.data && typeof source.data === "object" ? (source.data as Record<string, unknown>) : {};
  // The file's own fields: not the address, the body or a position the file did not give.
  const merged: Record<string, unknown> = Object.fromEntries(
    Object.entries(entry).filter(([key]) => !["slug", "order", "body", "source"].includes(key)),
  );
  if (entry.order !== Number.MAX_SAFE_INTEGER) merged.order = entry.order;
  for (const [key, value] of Object.entries(given)) {
    const rule = allowed[key];
    // /admin writes a new entry's position in its Spanish file too; the English file's is the one used.
    if (key === "order") continue;
    // Words for something the English entry does not have (a facilitator, a cost): nothing to translate yet.
    if (rule && (entry as Record<string, unknown>)[key] === undefined) {
      report({
        level: "warning",
        file,
        entry: title,
        field: labelOf(schema, [key]),
        message: "is empty in the English entry, so its Spanish words are left out until the English has it",
        admin,
      });
      continue;
    }
    if (!rule) {
      report({
        level: "warning",
        file,
        entry: title,
        field: labelOf(schema, [key]),
        message: "is taken from the English entry, so the Spanish file's value is left out",
        admin,
      });
    } else if (rule === true) merged[key] = value;
    else {
      const inner = Object.entries(value && typeof value === "object" ? value : {});
      for (const [name] of inner.filter(([name]) => !rule.includes(name))) {
        report({
          level: "warning",
          file,
          entry: title,
          field: labelOf(schema, [key, name]),
          message: "is taken from the English entry, so the Spanish file's value is left out",
          admin,
        });
      }
      merged[key] = {
        ...((entry as Record<string, unknown>)[key] as object),
        ...Object.fromEntries(inner.filter(([name]) => rule.includes(name))),
      };
    }
  }
  // Every word the English entry has that the Spanish file does not: shown in English until it is translated.
  const missing = Object.entries(allowed).flatMap(([key, rule]) => {
    const value = (entry as Record<string, unknown>)[key];
    if (value === undefined) return [];
    const needed =
      rule === true
        ? [[key]]
        : rule.filter((inner) => (value as Record<string, unknown>)[inner] !== undefined).map((inner) => [key, inner]);
    return needed.filter((at) => valueAt(given, at) === undefined);
  });
  if (!source.body && entry.body) missing.push(["body"]);
  const translated = Object.keys(given).some((key) => allowed[key]) || Boolean(source.body);
  if (!translated) {
    report({
      level: "warning",
      file,
      entry: title,
      message: "has no Spanish words yet: the Spanish page shows the English text under a notice",
      admin,
    });
    return english;
  }
  if (missing.length) {
    const labels = missing.map((at) => (at[0] === "body" ? "Text" : labelOf(schema, at))).join(", ");
    report({
      level: "warning",
      file,
      entry: title,
      message: `is not fully translated (missing: ${labels}): the Spanish page shows ${missing.length === 1 ? "this field" : "these fields"} in English until ${missing.length === 1 ? "it is" : "they are"} translated`,
      admin,
    });
  }
  const checked = check(file, schema, merged, { entry: titleIn(source.data) ?? title, admin });
  if (checked === undefined) return english;
  // A field kept word for word as in English is English words (a programme name: "The Red Book Series").
  const kept = Object.keys(allowed).filter(
    (key) => typeof given[key] === "string" && given[key] === (entry as Record<string, unknown>)[key],
  );
  const inEnglish = [...missing.map((at) => at.join(".")), ...kept];
  return {
    ...entry,
    ...(checked as object),
    body: source.body || entry.body,
    source: source.body ? file : entry.source,
    lang: locale,
    ...(inEnglish.length && { english: inEnglish }),
  };
}

/** Spanish files whose English file does not exist: nothing to show them with. */
export function checkOrphans(collection: Collection, entries: readonly { slug: string }[], locale: Locale): void {
  const dir = path.join(contentRoot(), locale, collection);
  if (!fs.existsSync(dir)) return;
  for (const file of fs.readdirSync(dir).filter((name) => ENTRY_FILE.test(name))) {
    const slug = file.replace(ENTRY_FILE, "");
    if (!entries.some((entry) => entry.slug === slug)) {
      report({
        level: "warning",
        file: contentFile(collection, slug, locale),
        message: `has no English entry (${contentFile(collection, slug, defaultLocale)}), so it is not shown`,
      });
    }
  }
}
