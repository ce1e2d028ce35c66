import fs from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import YAML from "yaml";
import { z } from "zod";
import type { MDXContent } from "mdx/types";
import { defaultLocale, type Locale } from "./i18n/locales";
import type { IconName } from "./icons";

/**
 * The one module that reads content/: every MDX file of a collection is parsed,
 * its frontmatter validated against the collection's schema and sorted by `order`.
 * A bad file throws a ContentError naming the file and the field.
 */

const CONTENT_ROOT = path.join(process.cwd(), "content");

/*
 * Every message below names what a field expects ("a whole number"): a ContentError reads
 * `field "capacity" expected a whole number, found "twelve"`.
 */
const slugSchema = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "lower-case words joined by hyphens");
/** Text, where the placeholders `npm run new` writes ("TODO: …") are refused, so a half-filled file never ships. */
export const text = z
  .string()
  .trim()
  .min(1, "text, not empty")
  .refine((value) => !value.startsWith("TODO"), "your own text in place of the TODO placeholder");
/** Several sentences: the admin page gives them a box of several lines. */
const paragraph = () => text.meta({ multiline: true });
export const wholeNumber = z.int({ error: "a whole number" });
export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "a date written YYYY-MM-DD")
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, "a real calendar date")
  .meta({ format: "date" });
const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "a 24-hour time written HH:MM");
const imageName = z.enum(["meditation", "counseling", "ancestral", "dance", "coaching", "seasons", "wedding", "corporate", "ceremony", "outreach", "coordinator", "healing", "sanctuary", "host"]);

const eventIcons = ["book", "flame", "voice", "heart", "moon", "spiral", "sun", "wind", "lotus"] as const satisfies readonly IconName[];
const eventTypes = ["New Series", "Weekly Coaching", "Weekly Call", "Bi-Weekly Circle", "Monthly Circle", "Retreat", "Workshop"] as const;
/** Each kind of event's key among the words of content/ui.yaml (events.types). */
export const eventTypeKeys = {
  "New Series": "newSeries",
  "Weekly Coaching": "weeklyCoaching",
  "Weekly Call": "weeklyCall",
  "Bi-Weekly Circle": "biWeeklyCircle",
  "Monthly Circle": "monthlyCircle",
  Retreat: "retreat",
  Workshop: "workshop",
} as const satisfies Record<(typeof eventTypes)[number], string>;
const weekdays = ["MO", "TU", "WE", "TH", "FR", "SA", "SU"] as const;
/** Where an event meets, and which outside page it sends visitors to: their names, addresses and links are facts of content/site.yaml (lib/site.ts). */
export const placeIds = ["zoom", "voiceRooms", "interlachen", "miami"] as const;
export const platformIds = ["community", "redBookEvent"] as const;

/** When an event repeats on a known weekly rhythm, in America/New_York time. */
const scheduleSchema = z
  .strictObject({
    firstDate: isoDate.meta({ title: "First date", description: "The first gathering; its weekday must be the weekday below" }),
    startTime: clockTime.meta({ title: "Start time", description: "24-hour Florida time, e.g. 19:00" }),
    endTime: clockTime.meta({ title: "End time", description: "24-hour Florida time, after the start time" }),
    byDay: z.enum(weekdays).meta({ title: "Weekday", description: "The weekday of the first date" }),
    intervalWeeks: wholeNumber.min(1, "1 or 2").max(2, "1 or 2").default(1).meta({ title: "Every how many weeks" }),
    count: wholeNumber.min(1, "a whole number of 1 or more").optional().meta({ title: "Number of gatherings", description: "Leave empty when it goes on" }),
    /** The last day a rhythm without a count may meet (the calendar's UNTIL): it lets an editor end a circle without deleting it. */
    until: isoDate.optional().meta({ title: "Last date", description: "Leave empty when it goes on; not with a number of gatherings" }),
  })
  .refine((s) => s.endTime > s.startTime, { message: "a time after startTime", path: ["endTime"] })
  .refine((s) => s.until === undefined || s.until >= s.firstDate, { message: "a date on or after firstDate", path: ["until"] })
  .refine((s) => s.until === undefined || s.count === undefined, { message: "either a count or an end date (until), not both", path: ["until"] })
  .refine((s) => weekdays[(new Date(`${s.firstDate}T00:00:00Z`).getUTCDay() + 6) % 7] === s.byDay, {
    message: "the weekday of firstDate (the first occurrence of the rule)",
    path: ["byDay"],
  });

export const serviceSchema = z.strictObject({
  title: text,
  description: paragraph(),
  tagline: text,
  details: paragraph(),
  benefits: z.array(text.meta({ title: "Benefit" })).length(5, "a list of exactly five benefits"),
  image: imageName,
  imageAlt: text.meta({ title: "Image description", description: "What the picture shows, for people who cannot see it" }),
  order: wholeNumber.meta({ description: "Position in the list: each entry its own number" }),
});

/** An event whose dates are not set yet: the card and page say "Date TBD", then these. */
const tbdSchema = z.strictObject({
  /** Length of a gathering over several days. */
  days: wholeNumber.min(2, "a whole number of 2 or more").optional(),
  /** A short note after "Date TBD", e.g. "announced monthly". */
  note: text.optional(),
});

export const eventSchema = z
  .strictObject({
    title: text,
    tagline: text,
    /** The page's lead paragraph and meta description; dates, times and places come from the fields below. */
    intro: paragraph(),
    /** The text of the event's card on /events. */
    summary: paragraph(),
    type: z.enum(eventTypes),
    icon: z.enum(eventIcons),
    listed: z.boolean().meta({ title: "Shown on /events", description: "Off: the event keeps its page but has no card" }),
    order: wholeNumber.meta({ description: "Position on /events: each event its own number" }),
    audience: text,
    facilitator: z.strictObject({ name: text, role: text, bio: paragraph().optional() }).optional(),
    capacity: wholeNumber.positive("a whole number above 0").optional(),
    cost: text.optional(),
    /** A room or an address of site.places. */
    place: z.enum(placeIds).meta({ description: "Names and addresses are in Site facts" }),
    /** A short note shown after an online room, e.g. "link after RSVP". */
    placeNote: text.optional(),
    platform: z.enum(platformIds).meta({ title: "Outside page", description: "Where the event's button leads; addresses are in Site facts" }),
    /** Card action: RSVP on the platform; without it the card offers "Reserve Your Space" (/contact). */
    rsvp: z.boolean().meta({ title: "RSVP on the platform", description: "Off: the card offers Reserve Your Space (the contact page)" }),
    buttonText: text,
    /** An optional closing call-to-action band, e.g. "Are You Ready to Answer the Call?". */
    closing: z.strictObject({ title: text, text: paragraph(), buttonText: text }).optional(),
    schedule: scheduleSchema.optional().meta({ title: "Weekly schedule", description: "Either a schedule or Dates to be announced" }),
    tbd: tbdSchema.optional().meta({ title: "Dates to be announced", description: "Only when there is no schedule" }),
  })
  .refine((e) => (e.schedule === undefined) !== (e.tbd === undefined), {
    message: "dates to be announced (tbd) when there is no schedule, and none when there is one",
    path: ["tbd"],
  });

export const volunteerSchema = z.strictObject({
  title: text,
  description: text,
  tagline: text,
  role: paragraph(),
  commitment: text,
  image: imageName,
  imageAlt: text.meta({ title: "Image description", description: "What the picture shows, for people who cannot see it" }),
  order: wholeNumber.meta({ description: "Position in the list: each entry its own number" }),
});

export type Service = Localized<z.infer<typeof serviceSchema>>;
export type Event = Localized<z.infer<typeof eventSchema>>;
export type VolunteerRole = Localized<z.infer<typeof volunteerSchema>>;
export type EventSchedule = z.infer<typeof scheduleSchema>;

/** A content file that does not match its schema. The message names the file and the field. */
export class ContentError extends Error {
  constructor(
    readonly file: string,
    readonly field: string,
    detail: string,
  ) {
    super(`Invalid content in ${file}: field "${field}" ${detail}`);
    this.name = "ContentError";
  }
}

/**
 * YAML's core schema keeps 2025-10-13 a string (no silent Date conversion, so 2025-02-30 is caught),
 * and passing options turns off gray-matter's cache, which would hide a parse error the second time.
 */
export const frontmatterOptions = { engines: { yaml: (source: string) => YAML.parse(source, { schema: "core" }) as object } };

/** The frontmatter of a content file, or a ContentError naming the file when it is not valid YAML. */
function readFrontmatter(file: string, relative: string): unknown {
  try {
    return matter(fs.readFileSync(file, "utf8"), frontmatterOptions).data;
  } catch (error) {
    throw new ContentError(relative, "frontmatter", `could not be parsed: ${(error as Error).message}`);
  }
}

/** `data` checked against `schema`, or a ContentError naming the file and the first wrong field. */
export function validate<T>(relative: string, schema: z.ZodType<T>, data: unknown, shown: unknown = data): T {
  const parsed = schema.safeParse(data);
  if (parsed.success) return parsed.data;
  // A misspelt field is reported by its own name, before the field it was meant to be shows as missing.
  const issue = parsed.error.issues.find((candidate) => candidate.code === "unrecognized_keys") ?? parsed.error.issues[0]!;
  const field = issue.code === "unrecognized_keys" ? [...issue.path, issue.keys[0]!] : issue.path;
  throw new ContentError(relative, field.join(".") || "frontmatter", describeIssue(issue, schema, shown));
}

/** Reads every .mdx file of `dir`, validates its frontmatter with `schema` and sorts the entries by `order`. */
export function loadCollection<T extends { order: number }>(dir: string, schema: z.ZodType<T>): (T & { slug: string })[] {
  const files = fs
    .readdirSync(dir)
    .filter((file) => /\.mdx?$/.test(file))
    .sort();
  const slugFiles = new Map<string, string>();
  const orderFiles = new Map<number, string>();
  for (const file of files) {
    const relative = path.relative(process.cwd(), path.join(dir, file));
    const slug = file.replace(/\.mdx?$/, "");
    const sameSlug = slugFiles.get(slug);
    if (sameSlug) throw new ContentError(relative, "slug", `"${slug}" is already used by ${sameSlug}`);
    slugFiles.set(slug, relative);
  }
  const entries = files.map((file) => {
    const relative = path.relative(process.cwd(), path.join(dir, file));
    const slug = file.replace(/\.mdx?$/, "");
    const slugCheck = slugSchema.safeParse(slug);
    if (!slugCheck.success) throw new ContentError(relative, "slug", `expected ${slugCheck.error.issues[0]?.message}, found ${found(slug)}`);
    if (!file.endsWith(".mdx")) throw new ContentError(relative, "slug", "names a .md file: content files must end in .mdx");

    const entry = { ...validate(relative, schema, readFrontmatter(path.join(dir, file), relative)), slug };
    const sameOrder = orderFiles.get(entry.order);
    if (sameOrder) throw new ContentError(relative, "order", `${entry.order} is already used by ${sameOrder}`);
    orderFiles.set(entry.order, relative);
    return entry;
  });
  return entries.sort((a, b) => a.order - b.order);
}

/** Names of the types zod reports, as an editor reads them. */
const typeNames: Record<string, string> = { string: "text", number: "a number", boolean: "true or false", array: "a list", object: "a group of indented fields" };

/** A frontmatter value as the message shows it: text quoted, a list or group by its kind. */
function found(value: unknown): string {
  if (value === null) return "an empty value";
  if (Array.isArray(value)) return `a list of ${value.length}`;
  if (typeof value === "object") return "a group of fields";
  return typeof value === "string" ? JSON.stringify(value) : String(value);
}

/** The value at an issue's path in the file's own frontmatter: what the editor wrote, before any default or trim. */
function valueAt(data: unknown, path: readonly PropertyKey[]): unknown {
  return path.reduce<unknown>((value, key) => (value && typeof value === "object" ? (value as Record<PropertyKey, unknown>)[key] : undefined), data);
}

/** The fields the (strict) object at `path` of a schema allows, looking through optional and default wrappers. */
function fieldsAt(schema: z.core.$ZodType, path: readonly PropertyKey[]): string[] {
  const shapeOf = (node: z.core.$ZodType | undefined): Record<string, z.core.$ZodType> | undefined => {
    const def = node?._zod.def as { shape?: Record<string, z.core.$ZodType>; innerType?: z.core.$ZodType } | undefined;
    return def?.shape ?? (def?.innerType && shapeOf(def.innerType));
  };
  const node = path.reduce<z.core.$ZodType | undefined>((current, key) => shapeOf(current)?.[String(key)], schema);
  return Object.keys(shapeOf(node) ?? {});
}

/** "expected a whole number, found "twelve"": what the schema wanted and what the file holds. */
function describeIssue(issue: z.core.$ZodIssue, schema: z.core.$ZodType, data: unknown): string {
  if (issue.code === "unrecognized_keys") {
    return `is not a known field: expected one of ${fieldsAt(schema, issue.path).join(", ")}`;
  }
  const expected =
    issue.code === "invalid_value"
      ? `one of ${issue.values.map((value) => JSON.stringify(value)).join(", ")}`
      : issue.code === "invalid_type" && issue.message.startsWith("Invalid input")
        ? (typeNames[issue.expected] ?? issue.expected)
        : issue.message;
  const value = valueAt(data, issue.path);
  return value === undefined ? `is missing: expected ${expected}` : `expected ${expected}, found ${found(value)}`;
}

/*
 * Translations: content/es/<collection>/<slug>.mdx holds only the words of its English file, listed here
 * (a group lists the words inside it); everything else is a fact, read from the English file. The merged
 * entry is validated by the same schema as the English one.
 */
export const translatable = {
  services: { title: true, description: true, tagline: true, details: true, benefits: true, imageAlt: true },
  events: {
    title: true, tagline: true, intro: true, summary: true, audience: true, cost: true, placeNote: true, buttonText: true,
    facilitator: ["role", "bio"], closing: ["title", "text", "buttonText"], tbd: ["note"],
  },
  volunteer: { title: true, description: true, tagline: true, role: true, commitment: true, imageAlt: true },
} as const satisfies Record<string, Record<string, true | readonly string[]>>;
type Collection = keyof typeof translatable;

/** The path of a content file in a language: content/<collection>/<slug>.mdx or content/es/<collection>/<slug>.mdx. */
export function contentFile(collection: string, slug: string, locale: Locale): string {
  return path.join("content", ...(locale === defaultLocale ? [] : [locale]), collection, `${slug}.mdx`);
}

/** Where a content file is on disk: under CONTENT_ROOT, like the English files. */
const onDisk = (file: string) => path.join(path.dirname(CONTENT_ROOT), file);

const warned = new Set<string>();
/** A page shown in English on a Spanish route: the build goes on, and says which file would translate it. */
function warnUntranslated(file: string): void {
  if (warned.has(file)) return;
  warned.add(file);
  console.warn(`Translation missing: ${file} (its page shows the English text until it exists)`);
}

type Localized<T> = T & { slug: string; /** The language the words are in: the English fallback when not translated. */ lang: Locale };

/** One English entry in `locale`: its words from the translation, its facts from the English file. */
function translate<T extends object>(collection: Collection, schema: z.ZodType<T>, entry: T & { slug: string }, locale: Locale): Localized<T> {
  const file = contentFile(collection, entry.slug, locale);
  if (!fs.existsSync(onDisk(file))) {
    warnUntranslated(file);
    return { ...entry, lang: defaultLocale };
  }
  const words = readFrontmatter(onDisk(file), file);
  const allowed: Record<string, true | readonly string[]> = translatable[collection];
  const { slug, ...english } = entry as T & { slug: string } & Record<string, unknown>;
  const merged: Record<string, unknown> = { ...english };
  const given = words && typeof words === "object" ? (words as Record<string, unknown>) : {};
  for (const [key, value] of Object.entries(given)) {
    const rule = allowed[key];
    if (!rule) throw new ContentError(file, key, `is not a translated field: facts come from ${contentFile(collection, entry.slug, defaultLocale)}; expected only ${Object.keys(allowed).join(", ")}`);
    if (rule === true) merged[key] = value;
    else {
      const inner = value && typeof value === "object" ? (value as Record<string, unknown>) : {};
      const extra = Object.keys(inner).find((k) => !rule.includes(k));
      if (extra) throw new ContentError(file, `${key}.${extra}`, `is not a translated field: expected only ${rule.join(", ")}`);
      merged[key] = { ...(english[key] as object), ...inner };
    }
  }
  // Every word the English file has must be translated: a field, or a word inside a group (facilitator.bio).
  for (const [key, rule] of Object.entries(allowed)) {
    const englishValue = english[key];
    if (englishValue === undefined) continue;
    const needed = rule === true ? [[key]] : rule.filter((k) => (englishValue as Record<string, unknown>)[k] !== undefined).map((k) => [key, k]);
    const missing = needed.find((field) => valueAt(given, field) === undefined);
    if (missing) throw new ContentError(file, missing.join("."), "is missing: the English file has it, so its translation must too");
  }
  return { ...validate(file, schema, merged, { ...english, ...given }), slug, lang: locale };
}

/** Translation files whose English file does not exist stop the build: their page would have no facts. */
function checkOrphans(collection: Collection, entries: readonly { slug: string }[], locale: Locale): void {
  const dir = path.join(CONTENT_ROOT, locale, collection);
  if (!fs.existsSync(dir)) return;
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith(".mdx"))) {
    const slug = file.replace(/\.mdx$/, "");
    if (!entries.some((entry) => entry.slug === slug)) {
      throw new ContentError(contentFile(collection, slug, locale), "slug", `has no English file ${contentFile(collection, slug, defaultLocale)}: add that first`);
    }
  }
}

const cache = new Map<string, unknown>();
function cached<T extends { order: number }>(collection: Collection, schema: z.ZodType<T>, locale: Locale): Localized<T>[] {
  const key = `${locale}/${collection}`;
  if (!cache.has(key)) {
    const english = loadCollection(path.join(CONTENT_ROOT, collection), schema);
    if (locale !== defaultLocale) checkOrphans(collection, english, locale);
    cache.set(key, english.map((entry) => (locale === defaultLocale ? { ...entry, lang: locale } : translate(collection, schema, entry, locale))));
  }
  return cache.get(key) as Localized<T>[];
}

export const getServices = (locale: Locale = defaultLocale): Service[] => cached("services", serviceSchema, locale);
export const getEvents = (locale: Locale = defaultLocale): Event[] => cached("events", eventSchema, locale);
export const getVolunteerRoles = (locale: Locale = defaultLocale): VolunteerRole[] => cached("volunteer", volunteerSchema, locale);
/** Events shown as cards on /events (an entry with `listed: false` keeps its page only). */
export const getListedEvents = (locale: Locale = defaultLocale): Event[] => getEvents(locale).filter((event) => event.listed);

function bySlug<T extends { slug: string }>(entries: T[], slug: string, kind: string): T {
  const entry = entries.find((e) => e.slug === slug);
  if (!entry) throw new Error(`No ${kind} with slug "${slug}"`);
  return entry;
}
export const getService = (slug: string, locale: Locale = defaultLocale) => bySlug(getServices(locale), slug, "service");
export const getEvent = (slug: string, locale: Locale = defaultLocale) => bySlug(getEvents(locale), slug, "event");
export const getVolunteerRole = (slug: string, locale: Locale = defaultLocale) => bySlug(getVolunteerRoles(locale), slug, "volunteer role");

/** The MDX body of a content file in `lang` (an entry's `lang`, so an untranslated page gets the English body). */
export async function contentBody(collection: Collection, slug: string, lang: Locale): Promise<MDXContent> {
  const mdx = lang === defaultLocale ? await import(`@/content/${collection}/${slug}.mdx`) : await import(`@/content/es/${collection}/${slug}.mdx`);
  return mdx.default as MDXContent;
}
