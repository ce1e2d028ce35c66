import YAML from "yaml";
import { z } from "zod";
import { eventSchema, platformIds, serviceSchema, translatable, volunteerSchema } from "./content";
import { defaultLocale, locales } from "./i18n/locales";
import { wordFiles, type WordFile } from "./i18n/schema";
import { SITE_FACTS_FILE, site, siteFactsSchema } from "./site";

/**
 * The admin page's configuration (out/admin/config.yml), generated from the zod schemas the build checks
 * content with: a field added to a schema appears in the editor with its rules, and the editor refuses
 * what the build would refuse (rules across fields, such as end after start, stay the build's).
 */

type JsonSchema = z.core.JSONSchema.BaseSchema & { multiline?: boolean; markdown?: boolean; placeholders?: string[]; translate?: boolean; patternMessage?: string };
/** The build's environment: the variables that say where the admin page signs in. */
type Env = Record<string, string | undefined>;
type Translation = true | readonly string[] | undefined;
/** Which fields a file's Spanish twin holds: those listed (content entries), or every field but the ones kept once ("words"). */
type Translated = Record<string, Translation> | readonly string[] | "words";
export type CmsField = Record<string, unknown> & { name: string; label: string; widget: string };

/** The schema as JSON Schema, with each pattern's message taken from the zod rule it came from. */
function jsonSchema(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, {
    io: "input",
    unrepresentable: "any",
    override: ({ zodSchema, jsonSchema: json }) => {
      for (const check of (zodSchema._zod.def as { checks?: z.core.$ZodCheck[] }).checks ?? []) {
        const def = check._zod.def as { format?: string; error?: (issue: object) => unknown };
        if (def.format === "regex") (json as JsonSchema).patternMessage = String(def.error?.({}) ?? "");
      }
    },
  }) as JsonSchema;
}

/** "startTime" → "Start time": the label when the schema gives no title. */
const labelOf = (name: string) => name.replace(/([A-Z])/g, " $1").replace(/^./, (c) => c.toUpperCase()).replace(/ (\w)/g, (_, c: string) => ` ${c.toLowerCase()}`);

/** How an editor reads a value that is a key: a place by its name, an outside page by its label in the site facts, a weekday in full. */
const optionLabels: Record<string, Record<string, string>> = {
  place: Object.fromEntries(Object.entries(site.places).map(([id, place]) => [id, place.name])),
  platform: Object.fromEntries(platformIds.map((id) => [id, jsonSchema(siteFactsSchema.shape.links.shape[id]).title ?? id])),
  // 2024-01-01 was a Monday: MO … SU as the week's seven days from it.
  byDay: Object.fromEntries(["MO", "TU", "WE", "TH", "FR", "SA", "SU"].map((day, i) => [day, new Date(Date.UTC(2024, 0, 1 + i)).toLocaleDateString("en-US", { weekday: "long", timeZone: "UTC" })])),
};

/** The widget and rules of one value. */
function widgetOf(node: JsonSchema, i18n?: Translation, name?: string, words = false): Omit<CmsField, "name" | "label"> {
  if (node.enum) {
    const labels = name ? optionLabels[name] : undefined;
    return { widget: "select", options: labels ? node.enum.map((value) => ({ label: labels[String(value)] ?? String(value), value })) : node.enum };
  }
  switch (node.type) {
    case "boolean":
      return { widget: "boolean", ...(node.default !== undefined && { default: node.default }) };
    case "integer":
    case "number": {
      // zod writes a whole number's safe-integer range: only a rule of the schema's own is a limit.
      const above = typeof node.exclusiveMinimum === "number" ? node.exclusiveMinimum + 1 : undefined;
      const min = node.minimum !== undefined && node.minimum > Number.MIN_SAFE_INTEGER ? node.minimum : above;
      const max = node.maximum !== undefined && node.maximum < Number.MAX_SAFE_INTEGER ? node.maximum : undefined;
      return { widget: "number", value_type: node.type === "integer" ? "int" : "float", ...(min !== undefined && { min }), ...(max !== undefined && { max }), ...(node.default !== undefined && { default: node.default }) };
    }
    case "array": {
      const item = node.items as JsonSchema;
      const limits = { ...(node.minItems !== undefined && { min: node.minItems }), ...(node.maxItems !== undefined && { max: node.maxItems }) };
      if (item.type === "object") return { widget: "list", label_singular: item.title, fields: fieldsOf(item, words ? "words" : undefined), ...limits };
      return { widget: "list", field: { name: "item", label: item.title ?? "Item", ...widgetOf(item) }, ...limits };
    }
    case "object":
      return { widget: "object", fields: fieldsOf(node, words ? "words" : Array.isArray(i18n) ? i18n : undefined) };
    default:
      if (node.format === "date") return { widget: "datetime", type: "date", format: "YYYY-MM-DD" };
      if (node.markdown) return { widget: "markdown", editor_components: [] };
      if (node.placeholders?.length) {
        const names = node.placeholders.join("|");
        return { widget: node.multiline ? "text" : "string", pattern: [`^(?:[^{}]|\\{(?:${names})\\})*$`, `Braces only around ${node.placeholders.map((name) => `{${name}}`).join(", ")}`] };
      }
      return {
        widget: node.multiline ? "text" : "string",
        ...(node.pattern && { pattern: [node.pattern, `Expected ${node.patternMessage || "the form the hint shows"}`] }),
        ...(node.format === "email" && { pattern: [node.pattern ?? "^[^@\\s]+@[^@\\s]+$", "Expected an e-mail address"] }),
        ...(node.format === "uri" && { pattern: ["^https://\\S+$", "Expected an address starting https://"] }),
        ...(node.minLength !== undefined && node.minLength > 1 && { minlength: node.minLength }),
      };
  }
}

/**
 * The fields of an object schema, in its order. `translated` names the fields whose words a Spanish file
 * holds (lib/content.ts `translatable`); without it (site facts, untranslated groups) no field is translated.
 */
function fieldsOf(node: JsonSchema, translated?: Translated): CmsField[] {
  const required = new Set(node.required ?? []);
  const words = translated === "words";
  return Object.entries(node.properties ?? {}).map(([name, value]): CmsField => {
    const child = value as JsonSchema;
    const rule: Translation = words
      ? child.translate !== false || undefined
      : Array.isArray(translated)
        ? translated.includes(name) || undefined
        : (translated as Record<string, Translation> | undefined)?.[name];
    return {
      name,
      label: child.title ?? labelOf(name),
      ...(child.description && { hint: child.description }),
      ...(!required.has(name) && { required: false }),
      ...(translated && { i18n: rule ? true : false }),
      ...(widgetOf(child, rule, name, words) as { widget: string }),
    };
  });
}

/** The Markdown text below an entry's fields, in each language (no image insertion: the site has no uploaded media). */
const body = (extra: object = {}): CmsField => ({ name: "body", label: "Text", widget: "markdown", i18n: true, editor_components: [], ...extra });

/** Shown above each collection's entries: the Spanish pane follows the glossary, which the tests hold es.ts and content/es/ to. */
const SPANISH_TERMS = "Spanish: use tú and the terms of content/es/GLOSSARY.md (Florida Central, centro de retiro, encuentro, donación, confirma tu asistencia); programme names stay in English.";

/** A collection of MDX files: content/<name>/<slug>.mdx in English, content/es/<name>/<slug>.mdx with the Spanish words. */
function folderCollection(name: keyof typeof translatable, label: string, schema: z.ZodType, summary: string) {
  return {
    name,
    label,
    folder: `content/{{locale}}/${name}`,
    extension: "mdx",
    format: "yaml-frontmatter",
    create: true,
    i18n: true,
    identifier_field: "title",
    slug: "{{title}}",
    summary,
    description: SPANISH_TERMS,
    sortable_fields: ["order", "title"],
    fields: [...fieldsOf(jsonSchema(schema), translatable[name]), body()],
  };
}

/** A file of the site's words (lib/i18n/schema.ts) in both languages: content/<file> and content/es/<file>. */
const wordsFile = (name: string, { file, label, schema }: (typeof wordFiles)[WordFile]) => ({
  name,
  label,
  file: `content/{{locale}}/${file}`,
  format: file.endsWith(".md") ? "yaml-frontmatter" : "yaml",
  i18n: true,
  fields: fieldsOf(jsonSchema(schema), "words"),
});

/** Where the admin page signs in: the repository (`CMS_REPO`, else the one GitHub Actions or Netlify builds) and an OAuth helper when not Netlify's. */
export function backend(env: Env = process.env) {
  const netlifyRepo = env.REPOSITORY_URL?.match(/github\.com[/:]([^/]+\/[^/.]+)/)?.[1];
  return {
    name: "github",
    repo: env.CMS_REPO || env.GITHUB_REPOSITORY || netlifyRepo || "your-organisation/your-site",
    branch: env.CMS_BRANCH || "main",
    ...(env.CMS_AUTH_URL && { base_url: env.CMS_AUTH_URL }),
    commit_messages: { create: "Create {{collection}} “{{slug}}”", update: "Update {{collection}} “{{slug}}”", delete: "Delete {{collection}} “{{slug}}”" },
  };
}

export function cmsConfig(env: Env = process.env) {
  return {
    backend: backend(env),
    // No media: the site's pictures are drawn in code; an entry names one (image).
    media_folder: "public/uploads",
    site_url: env.NEXT_PUBLIC_SITE_URL || undefined,
    i18n: { structure: "multiple_folders", locales: [...locales], default_locale: defaultLocale, omit_default_locale_from_file_path: true },
    // "19:00" stays text (YAML 1.1 reads a bare 19:00 as 1140); an empty optional field is left out, not written ''.
    output: { omit_empty_optional_fields: true, yaml: { quote: "double" } },
    slug: { encoding: "ascii", clean_accents: true },
    collections: [
      folderCollection("events", "Events", eventSchema, "{{title}} · {{type}}"),
      folderCollection("services", "Services", serviceSchema, "{{title}}"),
      folderCollection("volunteer", "Volunteer roles", volunteerSchema, "{{title}}"),
      {
        name: "pages",
        label: "Pages and words",
        description: SPANISH_TERMS,
        i18n: true,
        files: Object.entries(wordFiles).map(([name, file]) => wordsFile(name, file)),
      },
      {
        name: "site",
        label: "Site facts",
        files: [{ name: "facts", label: "Site facts", file: SITE_FACTS_FILE, format: "yaml", fields: fieldsOf(jsonSchema(siteFactsSchema)) }],
      },
    ],
  };
}

/** config.yml as the admin page reads it. */
export const cmsConfigYaml = (env: Env = process.env) =>
  `# Generated by lib/cms-config.ts from the content schemas at build time: edit those, not this file.\n${YAML.stringify(cmsConfig(env), { lineWidth: 0 })}`;

