import YAML from "yaml";
import { z } from "zod";

/**
 * Files under content/ are kept in the exact form the content manager (Sveltia CMS) writes them, so a save
 * changes only the lines an editor changed. Sveltia serialises with the `yaml` package: two-space indent,
 * indented lists, no line folding, plain keys and, with `output.yaml.quote: double`, every string double-quoted;
 * keys follow the order of the fields in /admin, which is the order of the zod schema.
 */

/** YAML text as the content manager writes it (without the final newline). */
export const cmsYaml = (data: unknown): string =>
  YAML.stringify(data, null, { indent: 2, indentSeq: true, lineWidth: 0, defaultKeyType: "PLAIN", defaultStringType: "QUOTE_DOUBLE", singleQuote: false }).trim();

/** A whole file as the content manager writes it: YAML, or YAML frontmatter with the Markdown body after it. */
export function cmsFileText(data: Record<string, unknown>, body?: string): string {
  if (body === undefined) return `${cmsYaml(data)}\n`;
  return `---\n${cmsYaml(data)}\n---\n${body ? `\n${body}\n` : ""}`;
}

/** The fields of an object schema, looking through optional, default and meta wrappers. */
function shapeOf(schema: z.core.$ZodType | undefined): Record<string, z.core.$ZodType> | undefined {
  const def = schema?._zod.def as { shape?: Record<string, z.core.$ZodType>; innerType?: z.core.$ZodType; in?: z.core.$ZodType } | undefined;
  return def?.shape ?? shapeOf(def?.innerType ?? def?.in);
}
function itemOf(schema: z.core.$ZodType | undefined): z.core.$ZodType | undefined {
  const def = schema?._zod.def as { element?: z.core.$ZodType; innerType?: z.core.$ZodType } | undefined;
  return def?.element ?? (def?.innerType && itemOf(def.innerType));
}

/** `data` with every object's keys in its schema's field order (unknown keys last, as they were), as the content manager writes them. */
export function inSchemaOrder(schema: z.core.$ZodType | undefined, data: unknown): unknown {
  if (Array.isArray(data)) return data.map((item) => inSchemaOrder(itemOf(schema), item));
  if (!data || typeof data !== "object") return data;
  const shape = shapeOf(schema) ?? {};
  const record = data as Record<string, unknown>;
  const keys = [...Object.keys(shape).filter((key) => key in record), ...Object.keys(record).filter((key) => !(key in shape))];
  return Object.fromEntries(keys.map((key) => [key, inSchemaOrder(shape[key], record[key])]));
}
