import fs from "node:fs";
import path from "node:path";
import { z } from "zod";
import {
  MAX_SLUG,
  choice,
  clockTime,
  isoDate,
  labelled,
  paragraph,
  photo,
  references,
  seasonOptions,
  text,
  title as titleField,
  wholeNumber,
} from "./fields";
import remarkMdx from "remark-mdx";
import remarkParse from "remark-parse";
import { unified } from "unified";
import { visit } from "unist-util-visit";
import { VFile } from "vfile";
import { readFrontmatter, UnreadableFile } from "./frontmatter";
import { linkProblem } from "../links";
import contentPlugins from "../mdx/plugins.mjs";
import { photoProblem } from "./photos";
import { defaultLocale, type Locale } from "../i18n/locales";
import type { IconName } from "../icons";
import { draftLevel, labelOf, problems, report, type Level, type Problem } from "../reporting/problems";
import { isGathering, lastOccurrence } from "../schedule";

/**
 * The one module that reads content/<collection>/<slug>.md (and its Spanish twin under content/es/): the
 * frontmatter checked against the collection's zod schema, the Markdown body below it, sorted by `order`.
 * What /admin lets staff save always loads: rules across fields are not errors but notes for staff (lib/reporting/problems.ts).
 * A file that does not match its schema at all (edited by hand) is reported, every problem at once, and stops
 * the build, naming the entry, the file and the field's label as /admin shows it.
 */

const CONTENT_ROOT = path.join(process.cwd(), "content");

export { isoDate, text, wholeNumber } from "./fields";

const eventIcons = [
  { value: "book", label: "📖 Book" },
  { value: "flame", label: "🔥 Flame" },
  { value: "voice", label: "🎙️ Voice" },
  { value: "heart", label: "❤️ Heart" },
  { value: "moon", label: "🌙 Moon" },
  { value: "spiral", label: "🌀 Spiral" },
  { value: "sun", label: "☀️ Sun" },
  { value: "wind", label: "🌬️ Wind" },
  { value: "lotus", label: "🪷 Lotus" },
] as const satisfies readonly { value: IconName; label: string }[];

const eventTypes = [
  { value: "New Series", label: "New Series" },
  { value: "Weekly Coaching", label: "Weekly Coaching" },
  { value: "Weekly Call", label: "Weekly Call" },
  { value: "Bi-Weekly Circle", label: "Bi-Weekly Circle" },
  { value: "Monthly Circle", label: "Monthly Circle" },
  { value: "Retreat", label: "Retreat" },
  { value: "Workshop", label: "Workshop" },
] as const;
type EventType = (typeof eventTypes)[number]["value"];

/** Each kind of event's key among the words of content/ui.yaml (events.types). */
export const eventTypeKeys = {
  "New Series": "newSeries",
  "Weekly Coaching": "weeklyCoaching",
  "Weekly Call": "weeklyCall",
  "Bi-Weekly Circle": "biWeeklyCircle",
  "Monthly Circle": "monthlyCircle",
  Retreat: "retreat",
  Workshop: "workshop",
} as const satisfies Record<EventType, string>;

/** How long one gathering lasts, in minutes: chosen, so an end can never come before the start. */
const durations = [30, 45, 60, 75, 90, 120, 150, 180, 240, 300, 360, 480].map((minutes) => ({
  value: minutes,
  label: [
    Math.floor(minutes / 60) && `${Math.floor(minutes / 60)} hour${minutes >= 120 ? "s" : ""}`,
    minutes % 60 && `${minutes % 60} minutes`,
  ]
    .filter(Boolean)
    .join(" "),
}));
const intervals = [
  { value: 1, label: "Every week" },
  { value: 2, label: "Every other week" },
] as const;

/** The drawings a service or a volunteer role may show (public/images/art/<name>.svg). */
const imageNames = [
  { value: "meditation", label: "🧘 Meditation" },
  { value: "counseling", label: "💬 Counseling" },
  { value: "ancestral", label: "🌳 Ancestral tree" },
  { value: "dance", label: "💃 Dance" },
  { value: "coaching", label: "🧭 Coaching" },
  { value: "seasons", label: "🍂 Seasons" },
  { value: "wedding", label: "💍 Wedding" },
  { value: "corporate", label: "🤝 Team" },
  { value: "ceremony", label: "🔥 Ceremony" },
  { value: "outreach", label: "📣 Outreach" },
  { value: "coordinator", label: "📋 Coordination" },
  { value: "healing", label: "🌿 Healing arts" },
  { value: "sanctuary", label: "🏡 Sanctuary" },
  { value: "host", label: "🏠 Host" },
] as const;

/** Where an event meets, and which outside page it sends visitors to: their names, addresses and links are facts of content/site.yaml (lib/site.ts). */
export const placeIds = ["zoom", "voiceRooms", "interlachen", "miami"] as const;
export const platformIds = ["community", "redBookEvent"] as const;

/** The entry's position in lists: written by /admin, first in the file, when staff drag entries into order. */
const order = labelled(
  z.int({ error: "a whole number" }).min(0, "a whole number of 0 or more"),
  "Position",
  "Set by dragging entries into order in the list",
).optional();

/** When an event repeats on a weekly rhythm, in Florida time. Its weekday is the first date's. */
const scheduleSchema = z.strictObject({
  firstDate: labelled(isoDate, "First date", "The first gathering: it repeats on that weekday"),
  startTime: labelled(clockTime, "Start time", "Florida time"),
  duration: labelled(choice(durations), "Length", "How long each gathering lasts"),
  intervalWeeks: labelled(choice(intervals), "How often").default(1),
  count: labelled(
    wholeNumber(1, 3),
    "Number of gatherings",
    "For a series with an end, e.g. 10; leave empty when it goes on",
  ).optional(),
  until: labelled(isoDate, "Last date", "To end a circle without deleting it; leave empty when it goes on").optional(),
  cancelled: labelled(
    z.array(labelled(isoDate, "Cancelled date")),
    "Cancelled dates",
    "One gathering that will not happen: it leaves the card, the page and calendars, and the next date shows instead",
  ).optional(),
});

/** What an event costs: each kind is one whole phrase in content/ui.yaml (events.cost); amounts are formatted where shown. */
export const costKinds = [
  { value: "free", label: "Free" },
  { value: "members", label: "Free for Village members" },
  { value: "price", label: "A price, or a range from a price to another" },
  { value: "sliding", label: "Sliding scale (optionally from a price to another)" },
] as const;
const costSchema = z.strictObject({
  kind: labelled(choice(costKinds), "Kind", "The phrase cards and pages show, in each language"),
  amount: labelled(
    wholeNumber(0, 5, "a whole number of dollars"),
    "Price in dollars",
    "For a price or a sliding scale: the price, or the lowest of a range; digits only",
  ).optional(),
  upTo: labelled(
    wholeNumber(0, 5, "a whole number of dollars"),
    "Up to (dollars)",
    "For a range: the highest price; leave empty for one price",
  ).optional(),
  note: labelled(
    text,
    "Note",
    "After the cost on the event's page, e.g. One-on-one coaching is available for separate fees",
  ).optional(),
  sponsoredSeat: labelled(
    z.boolean(),
    "Offer a sponsored seat",
    "On: a link “Ask about a sponsored seat” to the Contact page, its subject filled in",
  ).optional(),
});

/** The language an event is held in: whole phrases per kind in content/ui.yaml (events.languages). */
export const eventLanguages = [
  { value: "en", label: "English" },
  { value: "es", label: "Spanish" },
  { value: "both", label: "Bilingual (English and Spanish)" },
] as const;

/** An event whose dates are not set yet: the card and page say "Date to be announced", then these. */
const tbdSchema = z.strictObject({
  days: labelled(wholeNumber(2, 2), "Length in days", "For a gathering of several days, e.g. 3").optional(),
  note: labelled(text, "Note", "After “Date to be announced”, e.g. announced monthly").optional(),
  season: labelled(
    choice(seasonOptions),
    "Expected season",
    "Once this season begins, the site's attention list asks for the dates",
  ).optional(),
  year: labelled(wholeNumber(2000, 4, "a year such as 2026"), "Expected year").optional(),
});

export const serviceSchema = z.strictObject({
  order,
  title: labelled(titleField, "Title", "The service's page · large heading; Services page · its card"),
  description: labelled(
    paragraph(),
    "Card text",
    "Services page · the text of the service's card; also search results",
  ),
  tagline: labelled(text, "Tagline", "The service's page · the line under the title"),
  details: labelled(paragraph(), "Our approach", "The service's page · the text under “Our Sacred Approach”"),
  benefits: labelled(
    z.array(labelled(text, "Benefit")).length(5, "a list of exactly five benefits"),
    "Benefits",
    "The service's page · the five things people may receive",
  ),
  image: labelled(
    choice(imageNames),
    "Drawing",
    "The service's page · the drawing beside its text, when it has no photo",
  ),
  imageAlt: labelled(text, "Drawing's description", "What the drawing shows, read aloud to people who cannot see it"),
  photo: photo("The service's page · beside its text, in place of the drawing"),
  facilitators: references(
    "people",
    "Who leads it",
    "The service's page · a card for each, with photo and bio; leave empty when nobody is named",
  ).optional(),
  crisisLine: labelled(
    z.boolean(),
    "Crisis line",
    "On: the page shows “In crisis? Call or text 988” (the number is in Site facts)",
  ).optional(),
});

export const eventSchema = z.strictObject({
  order,
  title: labelled(titleField, "Title", "The event's page · large heading; Events page · its card"),
  tagline: labelled(text, "Tagline", "The event's page · the line under the title"),
  intro: labelled(
    paragraph(),
    "Description for search engines",
    "Not on the page: shown in search results, when the page is shared, and in calendar files",
  ),
  summary: labelled(paragraph(), "Card text", "Events page · the text of the event's card"),
  type: labelled(choice(eventTypes), "Kind of event", "The small badge on its card and page"),
  icon: labelled(choice(eventIcons), "Icon", "The picture on its card"),
  // On for a new event: an event nobody switches on would otherwise have a page but no card.
  listed: labelled(z.boolean(), "Shown on the Events page", "Off: the event keeps its page but has no card").default(
    true,
  ),
  audience: labelled(text, "Who it is for", "The event's page · details card; its card when there is no capacity"),
  facilitators: references(
    "people",
    "Who leads it",
    "Its card, its page's details card and a card for each, with photo and bio; leave empty when nobody is named",
  ).optional(),
  capacity: labelled(
    wholeNumber(1, 4),
    "Capacity",
    "The most people who can come, e.g. 12; leave empty when there is no limit",
  ).optional(),
  cost: labelled(
    costSchema,
    "Cost",
    "Its card, its page and the home page; leave empty while the cost is not known (staff are told before going live)",
  ).optional(),
  language: labelled(
    choice(eventLanguages),
    "Language",
    "The language it is held in: its card and page; leave empty while not known (staff are told before going live)",
  ).optional(),
  crisisLine: labelled(
    z.boolean(),
    "Crisis line",
    "On (circles): the page shows “In crisis? Call or text 988” (the number is in Site facts)",
  ).optional(),
  place: labelled(z.enum(placeIds), "Place", "Where it meets: names and addresses are in Site facts"),
  placeNote: labelled(text, "Note after an online room", "e.g. link after RSVP").optional(),
  platform: labelled(z.enum(platformIds), "Button's page", "Where its buttons lead: addresses are in Site facts"),
  rsvp: labelled(z.boolean(), "RSVP on the platform", "Off: its card offers “Reserve Your Space” (the Contact page)"),
  buttonText: labelled(text, "Button", "The event's page · the button to its outside page, e.g. RSVP Now"),
  closing: labelled(
    z.strictObject({
      title: labelled(text, "Heading", "The band at the end of the event's page"),
      text: labelled(paragraph(), "Text", "The band at the end of the event's page"),
      buttonText: labelled(text, "Button", "The band at the end of the event's page"),
    }),
    "Closing band",
    "An optional band at the end of the page, e.g. Are You Ready to Answer the Call?",
  ).optional(),
  schedule: labelled(
    scheduleSchema,
    "Weekly schedule",
    "Its dates, when they are known: then leave “Dates to be announced” empty",
  ).optional(),
  tbd: labelled(tbdSchema, "Dates to be announced", "When the dates are not known yet").optional(),
  photo: photo("The event's page · above its text"),
});

export const volunteerSchema = z.strictObject({
  order,
  title: labelled(titleField, "Title", "The role's page · large heading; The Village page · its card"),
  description: labelled(text, "Card text", "The Village page · the text of the role's card; also search results"),
  tagline: labelled(text, "Tagline", "The role's page · the line under the title"),
  role: labelled(paragraph(), "The role", "The role's page · the text under “The Role”"),
  commitment: labelled(text, "Time it asks", "The role's page · after “Time commitment”"),
  image: labelled(
    choice(imageNames),
    "Drawing",
    "The role's page · the drawing beside “The Deeper Why”, when it has no photo",
  ),
  imageAlt: labelled(text, "Drawing's description", "What the drawing shows, read aloud to people who cannot see it"),
  photo: photo("The role's page · beside “The Deeper Why”, in place of the drawing"),
});

/** Who a person is to the organisation: /about lists them in this order, /donate names the board. */
export const personKinds = [
  { value: "founder", label: "Founder" },
  { value: "staff", label: "Staff" },
  { value: "facilitator", label: "Facilitator" },
  { value: "board", label: "Board member" },
] as const;

/** A person of the organisation: on /about (“Who we are”), on what they lead (“Who leads it”), the board on /donate. */
export const personSchema = z.strictObject({
  order,
  name: labelled(titleField, "Name", "About page · their card; the pages of what they lead"),
  kind: labelled(
    choice(personKinds),
    "Who they are to us",
    "Founder, staff, facilitator or board member: the board is named on the Donate page",
  ),
  role: labelled(text, "Role", "After the name, e.g. Jungian guide and dreamworker"),
  photo: photo("Their card, beside the bio (without one: their initials)"),
  bio: labelled(paragraph(), "Short bio", "Their card; leave empty to show no bio").optional(),
  example: labelled(
    z.boolean(),
    "Example entry",
    "On: a stand-in, not yet a real person of ours; listed for staff under “Before going live” until it is",
  ).optional(),
});

/** A schedule as the pages use it: the weekday derived from the first date, one way of ending kept. */
export type EventSchedule = Omit<z.infer<typeof scheduleSchema>, "until"> & {
  /** The weekday of the first date, as iCalendar names it. */
  byDay: (typeof weekdays)[number];
  until?: string;
};
const weekdays = ["MO", "TU", "WE", "TH", "FR", "SA", "SU"] as const;

type Localized<T> = T & {
  slug: string;
  /** The entry's place in lists: its position, or after every positioned entry. */
  order: number;
  /** The Markdown text below the fields, in the language of the words (English when its translation has none). */
  body: string;
  /**
   * The file that text is compiled from by @next/mdx (MarkdownBody, components/ui/markdown.tsx), e.g.
   * content/es/events/new-moon-circle.md.
   */
  source: string;
  /** The language the words are in: English when the entry has no translation in the page's language. */
  lang: Locale;
  /** Words its translation does not have yet ("title", "closing.text", "body"): shown in English, marked so (langOf). */
  english?: string[];
};
export type Service = Localized<z.infer<typeof serviceSchema>>;
export type VolunteerRole = Localized<z.infer<typeof volunteerSchema>>;
export type Person = Localized<z.infer<typeof personSchema>>;
export type Event = Localized<Omit<z.infer<typeof eventSchema>, "schedule">> & { schedule?: EventSchedule };

/** A content file that stops the build. The message names the file and the field. */
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

/** Names of the types zod reports, as an editor reads them. */
const typeNames: Record<string, string> = {
  string: "text",
  number: "a number",
  boolean: "on or off",
  array: "a list",
  object: "a group of fields",
};

/** A value as a message shows it: text quoted, a list or group by its kind. */
function found(value: unknown): string {
  if (value === null) return "an empty value";
  if (Array.isArray(value)) return `a list of ${value.length}`;
  if (typeof value === "object") return "a group of fields";
  return typeof value === "string" ? JSON.stringify(value) : String(value);
}

/** The value at a path of the file's own data: what the editor wrote, before any default or trim. */
export function valueAt(data: unknown, at: readonly PropertyKey[]): unknown {
  return at.reduce<unknown>(
    (value, key) => (value && typeof value === "object" ? (value as Record<PropertyKey, unknown>)[key] : undefined),
    data,
  );
}

/** "expected a whole number of 1 or more, found "twelve"": what the schema wanted and what the file holds. */
function describeIssue(issue: z.core.$ZodIssue, data: unknown): string {
  if (issue.code === "unrecognized_keys") return "is not a field of this form: remove it";
  const expected =
    issue.code === "invalid_value"
      ? `one of ${issue.values.map((value) => JSON.stringify(value)).join(", ")}`
      : issue.code === "invalid_type" && issue.message.startsWith("Invalid input")
        ? (typeNames[issue.expected] ?? issue.expected)
        : issue.message;
  const value = valueAt(data, issue.path);
  return value === undefined ? `is missing: expected ${expected}` : `expected ${expected}, found ${found(value)}`;
}

/** Where an entry is edited in /admin, relative to /admin/. */
export const adminPath = (collection: string, slug: string) => `#/collections/${collection}/entries/${slug}`;

/** The title an entry's own file gives it, for messages. */
const titleIn = (data: unknown) => {
  const title = valueAt(data, ["title"]);
  return typeof title === "string" && title.trim() ? title.trim() : undefined;
};

/**
 * `data` checked against `schema`: the value, or undefined with every problem reported (the entry, the file,
 * each field's label) for the check before the build to list at once.
 */
export function check<T>(
  file: string,
  schema: z.ZodType<T>,
  data: unknown,
  context: { entry?: string; admin?: string } = {},
): T | undefined {
  const parsed = schema.safeParse(data);
  if (parsed.success) return parsed.data;
  const entry = context.entry ?? titleIn(data);
  for (const issue of parsed.error.issues) {
    // An unknown field has no label in /admin: it is named as the file writes it, once per field.
    const fields =
      issue.code === "unrecognized_keys"
        ? issue.keys.map((key) => [labelOf(schema, issue.path), key].filter(Boolean).join(" › "))
        : [labelOf(schema, issue.path)];
    for (const field of fields)
      report({
        level: "error",
        file,
        ...(entry && { entry }),
        ...(field && { field }),
        message: describeIssue(issue, data),
        ...(context.admin && { admin: context.admin }),
      });
  }
  return undefined;
}

/** `data` checked against `schema`, or a ContentError naming the file and the first wrong field (for facts the whole site needs). */
export function validate<T>(relative: string, schema: z.ZodType<T>, data: unknown): T {
  const parsed = check(relative, schema, data);
  if (parsed !== undefined) return parsed;
  // A misspelt field is named by its own name, before the field it was meant to be shows as missing.
  const { issues } = schema.safeParse(data).error!;
  const issue = issues.find((candidate) => candidate.code === "unrecognized_keys") ?? issues[0]!;
  const field = issue.code === "unrecognized_keys" ? [...issue.path, issue.keys[0]!] : issue.path;
  throw new ContentError(relative, field.join(".") || "file", describeIssue(issue, data));
}

/** A content file's fields and body (lib/content/frontmatter.ts: YAML data only), or undefined with the problem reported. */
function readFile(relative: string, context: { admin?: string } = {}): { data: unknown; body: string } | undefined {
  try {
    return readFrontmatter(fs.readFileSync(path.join(path.dirname(CONTENT_ROOT), relative), "utf8"));
  } catch (error) {
    const reason = error instanceof UnreadableFile ? error.message : (error as Error).message.split("\n")[0];
    report({ level: "error", file: relative, message: `could not be read: ${reason}`, admin: context.admin });
    return undefined;
  }
}

/**
 * What stops a body (the text below the fields) from being published, in plain words: what the build's MDX compiler
 * would refuse (the same plugins, lib/mdx/plugins.mjs), and links that could send visitors somewhere they did not mean.
 */
export function bodyProblems(body: string, mdx: boolean): string[] {
  const processor = unified()
    .use(remarkParse)
    .use(mdx ? [remarkMdx] : [])
    .use(contentPlugins);
  try {
    const file = new VFile(body);
    const tree = processor.runSync(processor.parse(file), file);
    const found: string[] = [];
    visit(tree, ["link", "definition"], (node) => {
      const problem = linkProblem((node as unknown as { url: string }).url);
      if (problem) found.push(problem);
    });
    return found;
  } catch (error) {
    const { reason, line } = error as { reason?: string; line?: number };
    return [`${reason ?? (error as Error).message}${line ? ` (line ${line} of the text)` : ""}`];
  }
}

/** Each problem of an entry's body reported, naming the file; true when there is none. */
function bodyIsUsable(relative: string, body: string, context: { entry?: string; admin?: string }): boolean {
  const found = bodyProblems(body, relative.endsWith(".mdx"));
  for (const message of found)
    report({
      level: "error",
      file: relative,
      ...(context.entry && { entry: context.entry }),
      field: "Text",
      message,
      ...(context.admin && { admin: context.admin }),
    });
  return !found.length;
}

/** The path of a content file in a language: content/<collection>/<slug>.md or content/es/<collection>/<slug>.md. */
export function contentFile(collection: string, slug: string, locale: Locale): string {
  const file = path.join("content", ...(locale === defaultLocale ? [] : [locale]), collection, `${slug}.md`);
  // A developer's entry with a component is content/<collection>/<slug>.mdx (see lib/mdx/plugins.mjs).
  return fs.existsSync(path.join(path.dirname(CONTENT_ROOT), `${file}x`)) ? `${file}x` : file;
}

/** An entry's file names: Markdown (.md, what /admin writes) or a developer's MDX (.mdx). */
const ENTRY_FILE = /\.mdx?$/;

/** A file name as a route: lower-case words joined by hyphens. */
const toSlug = (name: string) =>
  name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");

const schemas = {
  events: eventSchema,
  services: serviceSchema,
  volunteer: volunteerSchema,
  people: personSchema,
} as const;
type Collection = keyof typeof schemas;

/** Every entry of a folder that matches `schema`, with its slug, body and position, in list order; the others are reported. */
export function loadCollection<T extends object>(dir: string, schema: z.ZodType<T>, collection = path.basename(dir)) {
  const files = fs
    .readdirSync(dir)
    .filter((file) => ENTRY_FILE.test(file))
    .sort();
  const entries = files.flatMap((file) => {
    const relative = path.relative(process.cwd(), path.join(dir, file));
    const name = file.replace(ENTRY_FILE, "");
    const slug = toSlug(name);
    const admin = adminPath(collection, name);
    const source = readFile(relative, { admin });
    if (!source) return [];
    const entry = titleIn(source.data);
    if (!slug) {
      report({
        level: "error",
        file: relative,
        entry,
        message: "its file name has no letters or digits to make its address from: rename it",
        admin,
      });
      return [];
    }
    if (name.length > MAX_SLUG) {
      report({
        level: "error",
        file: relative,
        entry,
        message: `its file name is ${name.length} characters long, more than the ${MAX_SLUG} a page's address may have: rename it shorter`,
        admin,
      });
      return [];
    }
    if (slug !== name)
      report({
        level: "warning",
        file: relative,
        entry,
        message: `its address is /${collection}/${slug}: rename the file ${slug}.md to match`,
        admin,
      });
    const data = check(relative, schema, source.data, { entry, admin });
    if (!bodyIsUsable(relative, source.body, { entry, admin }) || data === undefined) return [];
    const position = (data as { order?: number }).order;
    return [{ ...data, slug, order: position ?? Number.MAX_SAFE_INTEGER, body: source.body, source: relative }];
  });
  // Two entries at one position (possible only by hand) keep a stable order: by title, then address.
  const title = (entry: object) => String((entry as { title?: string }).title ?? "");
  return entries.sort((a, b) => a.order - b.order || title(a).localeCompare(title(b)) || a.slug.localeCompare(b.slug));
}

/** An event's schedule as the pages use it, with a note for each rule across its fields that staff should look at. */
function eventSchedule(
  event: z.infer<typeof eventSchema>,
  note: (field: (string | number)[], message: string, level?: Level) => void,
): EventSchedule | undefined {
  const { schedule, tbd } = event;
  if (!schedule) {
    if (!tbd)
      note(["tbd"], "has neither a weekly schedule nor dates to be announced: it is shown as “Date to be announced”");
    return undefined;
  }
  if (tbd)
    note(
      ["tbd"],
      "has a weekly schedule and dates to be announced: the schedule is shown; empty “Dates to be announced”",
    );
  const byDay = weekdays[(new Date(`${schedule.firstDate}T00:00:00Z`).getUTCDay() + 6) % 7]!;
  let { count, until } = schedule;
  if (until !== undefined && until < schedule.firstDate) {
    note(
      ["schedule", "until"],
      `is before the first date (${schedule.firstDate}): it is left out, and the circle goes on`,
      draftLevel(),
    );
    until = undefined;
  }
  if (count !== undefined && until !== undefined) {
    const meetingsToUntil =
      Math.floor((Date.parse(until) - Date.parse(schedule.firstDate)) / (7 * 86_400_000 * schedule.intervalWeeks)) + 1;
    note(
      ["schedule", "until"],
      "is set with a number of gatherings: the series ends with whichever comes first; empty one of them",
    );
    if (meetingsToUntil < count) count = undefined;
    else until = undefined;
  }
  const result = { ...schedule, byDay, count, until };
  // A cancelled date off the rhythm (a Wednesday for a Tuesday circle) cancels nothing: the real gathering still shows.
  const weekday = (date: string) =>
    new Date(`${date}T00:00:00Z`).toLocaleDateString("en-US", { weekday: "long", timeZone: "UTC" });
  const last = lastOccurrence(result);
  schedule.cancelled?.forEach((date, index) => {
    if (!isGathering(result, date))
      note(
        ["schedule", "cancelled", index],
        `${date} is a ${weekday(date)}, not one of this event's dates (${weekday(schedule.firstDate)}s from ${schedule.firstDate}${schedule.intervalWeeks === 2 ? ", every other week" : ""}${last ? ` until ${last}` : ""}): nothing is cancelled. Write the date of the gathering that will not happen`,
        draftLevel(),
      );
  });
  return result;
}

/** Which words a Spanish file holds (everything else is a fact, read from the English file); a group lists the words inside it. */
export const translatable = {
  services: {
    title: true,
    description: true,
    tagline: true,
    details: true,
    benefits: true,
    imageAlt: true,
    photo: ["alt"],
  },
  events: {
    title: true,
    tagline: true,
    intro: true,
    summary: true,
    audience: true,
    cost: ["note"],
    placeNote: true,
    buttonText: true,
    closing: ["title", "text", "buttonText"],
    tbd: ["note"],
    photo: ["alt"],
  },
  volunteer: {
    title: true,
    description: true,
    tagline: true,
    role: true,
    commitment: true,
    imageAlt: true,
    photo: ["alt"],
  },
  people: { role: true, photo: ["alt"], bio: true },
} as const satisfies Record<Collection, Record<string, true | readonly string[]>>;

/**
 * One English entry in Spanish: its words from the translation, its facts from the English file. A word the
 * translation lacks (a field added in English since) is shown in English inside the Spanish page, marked `lang="en"`
 * (`english`, langOf), and staff are told; only an entry with no Spanish words at all stays English under a notice.
 */
function translate<T extends { slug: string; order: number; body: string; source: string }>(
  collection: Collection,
  schema: z.ZodType,
  entry: T,
  locale: Locale,
): T & { lang: Locale } {
  const file = contentFile(collection, entry.slug, locale);
  const admin = adminPath(collection, entry.slug);
  const english = { ...entry, lang: defaultLocale };
  const title = (entry as { title?: string }).title;
  if (!fs.existsSync(path.join(path.dirname(CONTENT_ROOT), file))) {
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
  return {
    ...entry,
    ...(checked as object),
    body: source.body || entry.body,
    source: source.body ? file : entry.source,
    lang: locale,
    ...(missing.length && { english: missing.map((at) => at.join(".")) }),
  };
}

/** Spanish files whose English file does not exist: nothing to show them with. */
function checkOrphans(collection: Collection, entries: readonly { slug: string }[], locale: Locale): void {
  const dir = path.join(CONTENT_ROOT, locale, collection);
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

/** An entry without a photo the build cannot use (missing, unreadable, not a photo): its page shows the drawing, and staff are told. */
function withUsablePhoto<T extends { slug: string; photo?: { src: string } }>(collection: Collection, entry: T): T {
  const problem = entry.photo && photoProblem(entry.photo.src);
  if (!problem) return entry;
  const title = (entry as { title?: string; name?: string }).title ?? (entry as { name?: string }).name;
  report({
    level: "warning",
    file: contentFile(collection, entry.slug, defaultLocale),
    entry: title,
    field: "Photo",
    message: `cannot be shown: ${problem}. The page shows its drawing until another photo is uploaded`,
    admin: adminPath(collection, entry.slug),
  });
  return { ...entry, photo: undefined };
}

const cache = new Map<string, unknown>();
/**
 * A collection in a language, each entry translated, then shaped as the pages use it (an event's schedule).
 * A file that fails its schema stops here, after every problem of the collection has been reported: the
 * site is never built with an entry silently left out.
 */
function cached<T extends object>(
  collection: Collection,
  locale: Locale,
  shape: (entry: never) => object = (entry) => entry,
): Localized<T>[] {
  const key = `${locale}/${collection}`;
  if (!cache.has(key)) {
    const errorsBefore = problems().filter((problem) => problem.level === "error").length;
    const english = loadCollection(
      path.join(CONTENT_ROOT, collection),
      schemas[collection] as unknown as z.ZodType<T>,
      collection,
    );
    if (locale !== defaultLocale) checkOrphans(collection, english, locale);
    const entries = english.map((entry) =>
      locale === defaultLocale ? { ...entry, lang: locale } : translate(collection, schemas[collection], entry, locale),
    );
    const errors = problems()
      .filter((problem) => problem.level === "error")
      .slice(errorsBefore);
    if (errors.length)
      throw new ContentError(
        errors[0]!.file,
        errors[0]!.field ?? "file",
        `${errors[0]!.message}${errors.length > 1 ? ` (and ${errors.length - 1} more: npm run check:content lists them)` : ""}`,
      );
    cache.set(
      key,
      entries.map((entry) => ({
        ...shape(withUsablePhoto(collection, entry) as never),
        lang: entry.lang,
        ...((entry as { english?: string[] }).english && { english: (entry as { english?: string[] }).english }),
      })),
    );
  }
  return cache.get(key) as Localized<T>[];
}

/** An event with its schedule as the pages use it; each rule across its fields that needs a look is noted for staff. */
function eventOf(
  event: z.infer<typeof eventSchema> & { slug: string; order: number; body: string; source: string; lang?: Locale },
) {
  const file = contentFile("events", event.slug, defaultLocale);
  // Said once, under the English title: the schedule is the same in every language.
  const note = (field: (string | number)[], message: string, level: Level = "warning") =>
    event.lang === defaultLocale &&
    report({
      level,
      file,
      entry: event.title,
      field: labelOf(eventSchema, field),
      message,
      admin: adminPath("events", event.slug),
    } satisfies Problem);
  return { ...event, schedule: eventSchedule(event, note), ...(event.schedule && { tbd: undefined }) };
}

export const getServices = (locale: Locale = defaultLocale): Service[] => cached("services", locale);
export const getEvents = (locale: Locale = defaultLocale): Event[] =>
  cached("events", locale, eventOf) as unknown as Event[];
export const getVolunteerRoles = (locale: Locale = defaultLocale): VolunteerRole[] => cached("volunteer", locale);
export const getPeople = (locale: Locale = defaultLocale): Person[] => cached("people", locale);

/** The people an event or a service names in “Who leads it”, in `locale`; a name that matches no facilitator is noted and left out. */
export function facilitatorsOf(
  entry: { slug: string; title: string; facilitators?: string[] },
  collection: "events" | "services",
  locale: Locale = defaultLocale,
): Person[] {
  const people = getPeople(locale);
  return (entry.facilitators ?? []).flatMap((slug) => {
    const person = people.find((candidate) => candidate.slug === slug);
    if (!person) {
      report({
        level: "warning",
        file: contentFile(collection, entry.slug, defaultLocale),
        entry: entry.title,
        field: "Who leads it",
        message: `names “${slug}”, who is not among the facilitators: left out`,
        admin: adminPath(collection, entry.slug),
      });
    }
    return person ? [person] : [];
  });
}
/** Events shown as cards on /events (an entry with `listed: false` keeps its page only). */
export const getListedEvents = (locale: Locale = defaultLocale): Event[] =>
  getEvents(locale).filter((event) => event.listed);

function bySlug<T extends { slug: string }>(entries: T[], slug: string, kind: string): T {
  const entry = entries.find((e) => e.slug === slug);
  if (!entry) throw new Error(`No ${kind} with slug "${slug}"`);
  return entry;
}
export const getService = (slug: string, locale: Locale = defaultLocale) =>
  bySlug(getServices(locale), slug, "service");
export const getEvent = (slug: string, locale: Locale = defaultLocale) => bySlug(getEvents(locale), slug, "event");
export const getVolunteerRole = (slug: string, locale: Locale = defaultLocale) =>
  bySlug(getVolunteerRoles(locale), slug, "volunteer role");
