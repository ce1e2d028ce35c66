import path from "node:path";
import type { z } from "zod";
import { defaultLocale, type Locale } from "../i18n/locales";
import { labelOf, problems, report, type Problem } from "../reporting/problems";
import { contentRoot } from "./dir.mjs";
import { ContentError } from "./errors";
import { adminPath, contentFile, loadCollection } from "./load";
import { photoProblem } from "./photos";
import { eventSchedule } from "./schedule";
import {
  eventSchema,
  schemas,
  type Collection,
  type Event,
  type Localized,
  type Person,
  type Service,
  type VolunteerRole,
} from "./schemas";
import { checkOrphans, translate } from "./translate";

/**
 * The one module that reads content/<collection>/<slug>.md (and its Spanish twin under content/es/): the
 * frontmatter checked against the collection's zod schema, the Markdown body below it, sorted by `order`.
 * What /admin lets staff save always loads: rules across fields are not errors but notes for staff (lib/reporting/problems.ts).
 * A file that does not match its schema at all (edited by hand) is reported, every problem at once, and stops
 * the build, naming the entry, the file and the field's label as /admin shows it.
 * Here the entries are gathered, cached and found; the schemas are in schemas.ts, the messages in errors.ts, the
 * reading of one file or folder in load.ts, the Spanish overlay in translate.ts, an event's dates in schedule.ts.
 */

export { isoDate, text, wholeNumber } from "./fields";
export {
  costKinds,
  eventLanguages,
  eventSchema,
  eventTypeKeys,
  personKinds,
  personSchema,
  placeIds,
  platformIds,
  serviceSchema,
  volunteerSchema,
  type Event,
  type EventSchedule,
  type Person,
  type Service,
  type VolunteerRole,
} from "./schemas";
export { check, ContentError, validate, valueAt } from "./errors";
export { adminPath, bodyProblems, contentFile, loadCollection } from "./load";
export { translatable } from "./translate";

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
      path.join(contentRoot(), collection),
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
function eventOf(event: z.infer<typeof eventSchema> & { slug: string; order: number; body: string; source: string }) {
  const file = contentFile("events", event.slug, defaultLocale);
  const note = (field: string[], message: string) =>
    report({
      level: "warning",
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
