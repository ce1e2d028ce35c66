import { z } from "zod";
import { metaOf } from "../schema-walk";
import { PHOTO_HINT } from "./photos";

/**
 * The kinds of field content files are made of, each a zod schema the build checks and /admin's form is generated
 * from (lib/cms/config.ts): a field's `.meta()` gives its label (`title`) and hint (`description`), written for
 * staff. Every message names what a field expects ("a whole number"), so a report reads
 * `Capacity: expected a whole number, found "twelve"`.
 */

/** `schema` with its label and hint in /admin, kept beside what it already says of itself (a pattern, its options). */
export function labelled<T extends z.ZodType>(schema: T, title: string, description?: string): T {
  return schema.meta({ ...schema.meta(), title, ...(description && { description }) }) as T;
}

/**
 * Words of an entry, which its Spanish file (content/es/<collection>/<slug>.md) holds; every other field of an entry
 * is a fact, read from the English file. (Files of words are the other way round: see `same` in lib/i18n/schema.ts.)
 */
export const translated = <T extends z.ZodType>(field: T): T => field.meta({ ...field.meta(), translate: true }) as T;

/** Whether a field of an entry is words its Spanish file holds (see `translated`). */
export const isTranslated = (field: z.core.$ZodType): boolean =>
  metaOf<{ translate?: boolean }>(field)?.translate === true;

/**
 * The longest a value may be, in characters, so no save can swell a page (or a file name git cannot check out):
 * /admin's fields stop there (`maxlength`), and the build refuses a longer one typed by hand. Bodies and whole
 * files have their own limits (lib/content/frontmatter.ts).
 */
export const MAX_TITLE = 100;
export const MAX_TEXT = 500;
export const MAX_PARAGRAPH = 3000;
/** A page's address (an entry's file name): /admin shortens the one it makes from a title to this. */
export const MAX_SLUG = 60;

/**
 * What a line of text may hold: no markup's brackets and no control character (a line break, a tab, a terminal
 * escape), so a name or a title is plain words wherever code writes it (a page, a log, a notice). Written for both
 * the build and /admin's field (a JavaScript pattern without flags).
 */
const LINE_CHAR = "[^<>\\u0000-\\u001F\\u007F-\\u009F]";
export const LINE_PATTERN = `^${LINE_CHAR}*[^<>\\s\\u0000-\\u001F\\u007F-\\u009F]${LINE_CHAR}*$`;

/** Text of at most `max` characters: anything typed, trimmed, but not only spaces; on one line unless `lines`. */
const words = (max: number, lines = false) => {
  const trimmed = z.string().trim().min(1, "some text, not empty").max(max, `text of at most ${max} characters`);
  return lines
    ? trimmed.meta({ pattern: "\\S", patternMessage: "some text, not only spaces" })
    : trimmed
        .regex(new RegExp(LINE_PATTERN), "text on one line, without < or >")
        .meta({ pattern: LINE_PATTERN, patternMessage: "text on one line, without < or >" });
};

/** Text: a line. */
export const text = words(MAX_TEXT);

/** Text of a line's length that may run over several lines (a sentence with placeholders /admin shows in a box). */
export const textLines = words(MAX_TEXT, true);

/** A title or name: short enough to head a page, a card and a browser tab. */
export const title = words(MAX_TITLE);

/** Several sentences: /admin gives them a box of several lines. */
export const paragraph = () => words(MAX_PARAGRAPH, true).meta({ multiline: true });

/**
 * A regular expression for whole numbers from `min` to the largest of `maxDigits` digits, written in digits, e.g. for
 * 2000 to 9999: 2000 itself, or four digits with a larger one where they first differ from 2000 (more digits when allowed).
 */
export function rangePattern(min: number, maxDigits: number): string {
  const digits = String(min);
  const alternatives = maxDigits > digits.length ? [`[1-9]\\d{${digits.length},${maxDigits - 1}}`] : [];
  for (let i = 0; i < digits.length; i += 1) {
    const digit = Number(digits[i]);
    if (digit < 9)
      alternatives.push(
        `${digits.slice(0, i)}[${digit + 1}-9]${digits.length - i - 1 ? `\\d{${digits.length - i - 1}}` : ""}`,
      );
  }
  alternatives.push(digits);
  return `^(?:${alternatives.join("|")})$`;
}

/**
 * A whole number from `min` to the largest of `maxDigits` digits (e.g. 999 for 3). /admin offers it as text checked
 * against a pattern, because its number box silently drops letters ("twelve" would be saved as nothing); the file
 * then holds it quoted ("12"), which the build reads as the number.
 */
export function wholeNumber(
  min: number,
  maxDigits: number,
  expected = `a whole number from ${min} to ${10 ** maxDigits - 1}`,
) {
  const digits = z.string().regex(/^\d+$/, expected).transform(Number);
  return z
    .union([z.int(), digits], { error: expected })
    .pipe(
      z
        .number()
        .min(min, expected)
        .max(10 ** maxDigits - 1, expected),
    )
    .meta({ wholeNumber: true, pattern: rangePattern(min, maxDigits), patternMessage: expected });
}

/** A calendar date, picked in /admin's date picker and written YYYY-MM-DD. */
export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: "a date written YYYY-MM-DD", abort: true })
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, "a real calendar date")
  .meta({ format: "date" });

/** A time of day in Florida, picked in /admin's time picker (shown as 7:00 PM in a US browser) and written 19:00. */
export const clockTime = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "a time such as 7:00 PM")
  .meta({ format: "time" });

/** The seasons a date may be given as (the retreat center's opening, an event expected in a season). */
export const seasonOptions = [
  { value: "spring", label: "Spring" },
  { value: "summer", label: "Summer" },
  { value: "fall", label: "Fall" },
  { value: "winter", label: "Winter" },
] as const;
export type Season = (typeof seasonOptions)[number]["value"];

/**
 * A staff photo: the file uploaded in /admin (it stores /uploads/<name>) and what it shows, in each language.
 * Optional: without one, or with one the build cannot use, the page keeps its drawing.
 */
export function photo(where: string) {
  return labelled(
    z.strictObject({
      // The same file in every language (kept in the English file); its description is translated.
      src: labelled(
        z
          .string()
          .regex(/^\/uploads\/[^\s/]+$/, "a photo uploaded in /admin")
          .meta({ image: true, translate: false }),
        "Photo",
        PHOTO_HINT,
      ),
      alt: translated(
        labelled(
          text,
          "Photo description",
          "What the photo shows, read aloud to people who cannot see it; write it in each language",
        ),
      ),
    }),
    "Photo",
    `${where}; leave empty to show the drawing`,
  ).optional();
}

/** The entries of another collection an entry names, chosen by name in /admin and stored as their addresses. */
export function references(collection: string, title: string, description: string) {
  return labelled(
    z.array(z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "the address of an entry")).meta({ relation: collection }),
    title,
    description,
  );
}

/** Options of a select: each value with the words staff read for it. */
export type Options<V extends string | number> = readonly { readonly value: V; readonly label: string }[];

/** One of `options`, shown in /admin by its label. */
export function choice<const V extends string | number>(options: Options<V>, expected = "one of the choices") {
  const values = options.map((option) => option.value) as [V, ...V[]];
  const schema =
    typeof values[0] === "number" ? z.union(values.map((value) => z.literal(value)) as never) : z.enum(values as never);
  return (schema as z.ZodType<V>).meta({ options, error: expected });
}
