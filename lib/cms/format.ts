import YAML from "yaml";
import { z } from "zod";
import { elementOf, metaOf, shapeOf } from "../schema-walk";

/**
 * Files under content/ are kept in the exact form the content manager (Sveltia CMS) writes them, so a save
 * changes only the lines an editor changed. Sveltia serialises with the `yaml` package: two-space indent,
 * indented lists, no line folding, plain keys and, with `output.yaml.quote: double`, every string double-quoted;
 * keys follow the order of the fields in /admin, which is the order of the zod schema.
 */

/** YAML text as the content manager writes it (without the final newline). */
export const cmsYaml = (data: unknown): string =>
  YAML.stringify(data, null, {
    indent: 2,
    indentSeq: true,
    lineWidth: 0,
    defaultKeyType: "PLAIN",
    defaultStringType: "QUOTE_DOUBLE",
    singleQuote: false,
  }).trim();

/** A whole file as the content manager writes it: YAML, or YAML frontmatter with the Markdown body after it. */
export function cmsFileText(data: Record<string, unknown>, body?: string): string {
  if (body === undefined) return `${cmsYaml(data)}\n`;
  // No field to write (a translation of the text alone): the CMS writes the text without frontmatter.
  if (!Object.keys(data).length) return `${body}\n`;
  return `---\n${cmsYaml(data)}\n---\n${body ? `\n${body}\n` : ""}`;
}

/**
 * `data` as the content manager writes it: every object's keys in its form's order (unknown keys last, as they
 * were), and whole numbers as the text /admin's field holds ("12"), even those no one edited.
 */
export function cmsForm(schema: z.core.$ZodType | undefined, data: unknown): unknown {
  if (Array.isArray(data)) return data.map((item) => cmsForm(elementOf(schema), item));
  if (typeof data === "number" && metaOf<{ wholeNumber?: boolean }>(schema)?.wholeNumber) return String(data);
  if (!data || typeof data !== "object") return data;
  const shape = shapeOf(schema) ?? {};
  const record = data as Record<string, unknown>;
  const keys = [
    ...Object.keys(shape).filter((key) => key in record),
    ...Object.keys(record).filter((key) => !(key in shape)),
  ];
  return Object.fromEntries(keys.map((key) => [key, cmsForm(shape[key], record[key])]));
}

/**
 * Every file under the content folder (`root`, by default the one the site reads) that /admin edits, with the schema
 * of its form: entries in both languages, the pages' words, the site facts.
 */
export async function cmsFiles(folder?: string): Promise<{ file: string; schema: z.ZodType; frontmatter: boolean }[]> {
  const fs = await import("node:fs");
  const path = await import("node:path");
  const root = folder ?? (await import("../content/dir.mjs")).contentRoot();
  const { eventSchema, personSchema, serviceSchema, volunteerSchema } = await import("../content");
  const { wordFiles } = await import("../i18n/schema");
  const { siteFactsSchema, SITE_FACTS_FILE } = await import("../site");
  const folders = {
    events: eventSchema,
    services: serviceSchema,
    volunteer: volunteerSchema,
    people: personSchema,
  } as Record<string, z.ZodType>;
  const entries = Object.entries(folders).flatMap(([folder, schema]) =>
    ["", "es"].flatMap((locale) => {
      const dir = path.join(root, locale, folder);
      return fs.existsSync(dir)
        ? fs
            .readdirSync(dir)
            .filter((name) => name.endsWith(".md"))
            .map((name) => ({ file: path.join(dir, name), schema, frontmatter: true }))
        : [];
    }),
  );
  const words = Object.values(wordFiles).flatMap(({ file, schema }) =>
    ["", "es"].map((locale) => ({
      file: path.join(root, locale, file),
      schema: schema as z.ZodType,
      frontmatter: file.endsWith(".md"),
    })),
  );
  return [
    ...entries,
    ...words,
    { file: path.join(root, path.relative("content", SITE_FACTS_FILE)), schema: siteFactsSchema, frontmatter: false },
  ];
}

/** A file's text as the content manager would write it back: its data in the form's order, its body unchanged. */
export async function asCmsWrites(text: string, schema: z.ZodType, frontmatter: boolean): Promise<string> {
  const { parseYaml, readFrontmatter } = await import("../content/frontmatter");
  if (!frontmatter) return cmsFileText(cmsForm(schema, parseYaml(text)) as Record<string, unknown>);
  const { data, body } = readFrontmatter(text);
  const { body: _body, ...fields } = cmsForm(schema, data) as Record<string, unknown>;
  void _body;
  return cmsFileText(fields, body);
}
