import YAML from "yaml";
import { z } from "zod";
import { eventSchema, personSchema, platformIds, serviceSchema, translatable, volunteerSchema } from "../content";
import { MAX_SLUG } from "../content/fields";
import { MAX_BODY } from "../content/frontmatter";
import { cmsMedia, cmsPhotoField } from "../content/photos";
import { defaultLocale, locales } from "../i18n/locales";
import { wordFiles, type WordFile } from "../i18n/schema";
import { hostFacts } from "../host";
import { ENTRY_ROUTES, wordFilePages } from "../routes";
import { patternMessage } from "../schema-walk";
import { SITE_FACTS_FILE, site, siteFactsSchema } from "../site";
import { NOTICE_MAX_DAYS, noticeSchema, noticeTranslated } from "../notice";
import { today } from "../clock";
import { addDays } from "../schedule";

/**
 * The admin page's configuration (out/admin/config.yml), generated from the zod schemas the build checks
 * content with: a field added to a schema appears in the editor with its label, hint and rules, and what the
 * editor lets staff save, the build accepts (__tests__/cms-roundtrip.test.ts proves it with generated entries).
 */

type JsonSchema = z.core.JSONSchema.BaseSchema & {
  multiline?: boolean;
  markdown?: boolean;
  placeholders?: string[];
  translate?: boolean;
  wholeNumber?: boolean;
  image?: boolean;
  relation?: string;
  options?: readonly { value: string | number; label: string }[];
  patternMessage?: string;
};
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
      if ((json as JsonSchema).pattern && !(json as JsonSchema).patternMessage)
        (json as JsonSchema).patternMessage = patternMessage(zodSchema) ?? "";
    },
  }) as JsonSchema;
}

/** "startTime" → "Start time": the label when the schema gives no title. */
const labelOf = (name: string) =>
  name
    .replace(/([A-Z])/g, " $1")
    .replace(/^./, (c) => c.toUpperCase())
    .replace(/ (\w)/g, (_, c: string) => ` ${c.toLowerCase()}`);

/** How an editor reads a value that is a key of the site facts: a place by its name, an outside page by its label there. */
const optionLabels: Record<string, Record<string, string>> = {
  place: Object.fromEntries(Object.entries(site.places).map(([id, place]) => [id, place.name])),
  platform: Object.fromEntries(
    platformIds.map((id) => [id, jsonSchema(siteFactsSchema.shape.links.shape[id]).title ?? id]),
  ),
};

/** A pattern that refuses braces other than around the placeholders a text may hold, and text of only spaces. */
function placeholderPattern(names: readonly string[], oneLine: boolean): string {
  // On one line, neither markup's brackets nor control characters (lib/content/fields.ts LINE_PATTERN).
  const other = oneLine ? "[^{}<>\\u0000-\\u001F\\u007F-\\u009F]" : "[^{}]";
  const first = oneLine ? "[^{}<>\\s\\u0000-\\u001F\\u007F-\\u009F]" : "[^{}\\s]";
  const token = `${other}|\\{(?:${names.join("|")})\\}`;
  return `^\\s*(?:${first}|\\{(?:${names.join("|")})\\})(?:${token})*$`;
}

/** The widget and rules of one value. */
function widgetOf(node: JsonSchema, name?: string, translated?: Translated): Omit<CmsField, "name" | "label"> {
  const withDefault = node.default !== undefined ? { default: node.default } : {};
  if (node.options) return { widget: "select", options: node.options, ...withDefault };
  if (node.image) return { ...cmsPhotoField };
  // Entries of another collection, chosen by name and stored by address (facilitators).
  if (node.relation)
    return {
      widget: "relation",
      collection: node.relation,
      value_field: "{{slug}}",
      search_fields: ["name"],
      display_fields: ["name"],
      multiple: true,
    };
  if (node.enum) {
    const labels = name ? optionLabels[name] : undefined;
    return {
      widget: "select",
      options: labels
        ? node.enum.map((value) => ({ label: labels[String(value)] ?? String(value), value }))
        : node.enum,
      ...withDefault,
    };
  }
  // A number is typed as text and checked by a pattern: /admin's number box would drop "twelve" without a word.
  if (node.wholeNumber)
    return { widget: "string", pattern: [node.pattern, `Write ${node.patternMessage}`], ...withDefault };
  // The longest text the build accepts (lib/content/fields.ts): /admin stops typing there.
  const maxlength = node.maxLength !== undefined ? { maxlength: node.maxLength } : {};
  switch (node.type) {
    case "boolean":
      return { widget: "boolean", ...withDefault };
    case "array": {
      const item = node.items as JsonSchema;
      const limits = {
        ...(node.minItems !== undefined && { min: node.minItems }),
        ...(node.maxItems !== undefined && { max: node.maxItems }),
      };
      if (item.type === "object")
        return {
          widget: "list",
          label_singular: item.title,
          fields: fieldsOf(item, translated === "words" ? "words" : undefined),
          ...limits,
        };
      return { widget: "list", field: { name: "item", label: item.title ?? "Item", ...widgetOf(item) }, ...limits };
    }
    case "object":
      return { widget: "object", fields: fieldsOf(node, translated) };
    default:
      if (node.format === "date") return { widget: "datetime", type: "date", format: "YYYY-MM-DD" };
      if (node.format === "time") return { widget: "datetime", type: "time", format: "HH:mm" };
      if (node.markdown) return { widget: "markdown", editor_components: [] };
      if (node.placeholders?.length) {
        return {
          widget: node.multiline ? "text" : "string",
          ...maxlength,
          pattern: [
            placeholderPattern(node.placeholders, !node.multiline),
            `Expected text${node.multiline ? "" : " on one line, without < or >,"} with braces only around ${node.placeholders.map((placeholder) => `{${placeholder}}`).join(", ")}`,
          ],
        };
      }
      return {
        widget: node.multiline ? "text" : "string",
        ...maxlength,
        ...(node.pattern && {
          pattern: [node.pattern, `Expected ${node.patternMessage || "the form the hint shows"}`],
        }),
      };
  }
}

/**
 * The fields of an object schema, in its order. `translated` names the fields whose words a Spanish file holds
 * (`translatable`, from the fields marked `translated` in the schemas): those are required in English only, so an entry can be published before its
 * Spanish is written. Without it (site facts) no field is translated; "words" (the pages' words) translates all
 * but the fields kept once.
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
    const englishOnly = !words && translated !== undefined && rule !== undefined;
    return {
      name,
      label: child.title ?? labelOf(name),
      ...(child.description && { hint: child.description }),
      ...(!required.has(name) ? { required: false } : englishOnly && rule === true && { required: [defaultLocale] }),
      ...(translated && { i18n: rule ? true : false }),
      ...(widgetOf(child, name, words ? "words" : Array.isArray(rule) ? rule : undefined) as { widget: string }),
    };
  });
}

/** The Markdown text below an entry's fields, in each language; Spanish may follow. Sveltia's Markdown field takes no maxlength, so the hint states the build's limit. */
const body = (): CmsField => ({
  name: "body",
  label: "Text",
  hint: `The page's main text: headings, lists, bold and links; any other character shows as typed. At most ${MAX_BODY.toLocaleString("en-US")} characters`,
  widget: "markdown",
  i18n: true,
  required: false,
  editor_components: [],
});

/**
 * Shown above each collection's entries: how the Spanish pane is written. The terms and rules are the Spanish
 * glossary's (content/es/GLOSSARY.md, the list the glossary test reads), linked where /admin saves.
 */
const spanishHint = (env: Env) => {
  const { repository, branch } = hostFacts(env);
  return `Spanish: write tú, with the site's terms and the forms to avoid in the Spanish glossary, https://github.com/${repository}/blob/${branch}/content/es/GLOSSARY.md. English alone can be published: the Spanish page shows the English text until the Spanish is written.`;
};

/**
 * Where each entry or file is seen on the site, for /admin's "view on the site" and a draft's preview (its address
 * is reported by .github/workflows/preview.yml). {{locale}}/ is dropped for English (omit_default_locale_from_preview_path).
 */
const ENTRY_PAGES: Record<keyof typeof translatable, string> = {
  ...(Object.fromEntries(
    Object.entries(ENTRY_ROUTES).map(([collection, route]) => [collection, `{{locale}}${route}/{{slug}}`]),
  ) as Record<keyof typeof ENTRY_ROUTES, string>),
  // A person has no page of their own: /about lists them (“Who we are”).
  people: "{{locale}}/about",
};
const WORD_PAGES = Object.fromEntries(
  Object.entries(wordFilePages()).map(([file, route]) => [file, route.slice(1)]),
) as Record<WordFile, string>;

/** A collection of Markdown files: content/<name>/<slug>.md in English, content/es/<name>/<slug>.md with the Spanish words. */
function folderCollection(
  name: keyof typeof translatable,
  label: string,
  schema: z.ZodType,
  summary: string,
  { identifier = "title", withBody = true, description = "" } = {},
) {
  const { properties, ...rest } = jsonSchema(schema);
  // No reorder and no delete in the list: both commit straight to main, outside a draft, which the branch's rules
  // refuse (docs/editing.md says how to have them done). The position is not typed: a hidden field keeps it where
  // the file has it, so a save changes only the lines an editor changed.
  const { order: position, ...fields } = properties ?? {};
  const hiddenPosition: CmsField[] = position
    ? [{ name: "order", label: "Position", widget: "hidden", i18n: false }]
    : [];
  return {
    name,
    label,
    folder: `content/{{locale}}/${name}`,
    extension: "md",
    format: "yaml-frontmatter",
    create: true,
    reorder: false,
    delete: false,
    i18n: true,
    identifier_field: identifier,
    slug: `{{${identifier}}}`,
    summary,
    preview_path: ENTRY_PAGES[name],
    // A renamed entry keeps no list of its old addresses in its file (the build's forms have no such field).
    aliases_field: false,
    description,
    fields: [
      ...hiddenPosition,
      ...fieldsOf({ ...rest, properties: fields }, translatable[name]),
      ...(withBody ? [body()] : []),
    ],
  };
}

/** A file of the site's words (lib/i18n/schema.ts) in both languages: content/<file> and content/es/<file>. */
const wordsFile = (name: string, { file, label, schema }: (typeof wordFiles)[WordFile]) => ({
  name,
  label,
  file: `content/{{locale}}/${file}`,
  format: file.endsWith(".md") ? "yaml-frontmatter" : "yaml",
  preview_path: `{{locale}}/${WORD_PAGES[name as WordFile]}`,
  i18n: true,
  fields: fieldsOf(jsonSchema(schema), "words"),
});

/**
 * The urgent notice (lib/notice.ts): a singleton, which /admin lists by name under "Files" and opens in one click. Its
 * words and end are required at Save even when it is off, so taking it down is one switch and keeps them; its end date
 * is offered up to NOTICE_MAX_DAYS after the build's day (no earlier limit: a notice that has ended must still save
 * when switched off).
 */
function noticeFile(on: string = today()) {
  const fields = fieldsOf(jsonSchema(noticeSchema), [...noticeTranslated]).map((field) => {
    if (field.name === "shown") return field;
    const rest = { ...field };
    delete rest.required;
    return field.name === "endDate" ? { ...rest, max: addDays(on, NOTICE_MAX_DAYS) } : rest;
  });
  return {
    name: "notice",
    label: "Urgent notice",
    icon: "campaign",
    file: "content/{{locale}}/notice.yaml",
    format: "yaml",
    preview_path: "{{locale}}/",
    i18n: true,
    fields,
  };
}

/**
 * Where the admin page saves and signs in, from the host's facts (lib/host.ts): the repository and branch, and the
 * Worker on the site's own origin that speaks the sign-in protocol Sveltia expects (worker/index.ts). Only the GitHub
 * sign-in is offered: a token pasted in would be someone else's, or one staff must manage and renew.
 */
export function backend(env: Env = process.env) {
  const host = hostFacts(env);
  return {
    name: "github",
    repo: host.repository,
    branch: host.branch,
    base_url: host.signInOrigin,
    auth_endpoint: "auth",
    auth_methods: ["oauth"],
    // A draft's preview: the commit status .github/workflows/preview.yml sets on the draft's branch.
    preview_context: "Cloudflare preview",
    commit_messages: {
      create: "Create {{collection}} “{{slug}}”",
      update: "Update {{collection}} “{{slug}}”",
      delete: "Delete {{collection}} “{{slug}}”",
    },
  };
}

export function cmsConfig(env: Env = process.env) {
  return {
    backend: backend(env),
    // The organisation's name and logo on the sign-in page and in the browser tab.
    app_title: site.name,
    logo: { src: "/icon.svg" },
    // Photos staff upload: kept in the repository, never deployed as they are (lib/content/photos.ts, docs/architecture.md: Photos).
    ...cmsMedia,
    site_url: hostFacts(env).siteUrl,
    // Every save is a draft (a branch and a pull request) with a preview; "Publish" merges it and the site deploys.
    publish_mode: "editorial_workflow",
    // initial_locales: a new entry may be saved in English alone; the Spanish page follows it until translated.
    i18n: {
      structure: "multiple_folders",
      locales: [...locales],
      default_locale: defaultLocale,
      omit_default_locale_from_file_path: true,
      omit_default_locale_from_preview_path: true,
      initial_locales: "all",
    },
    // "19:00" stays text (YAML 1.1 reads a bare 19:00 as 1140); an empty optional field is left out, not written ''.
    output: { omit_empty_optional_fields: true, yaml: { quote: "double" } },
    slug: { encoding: "ascii", clean_accents: true, maxlength: MAX_SLUG },
    singletons: [noticeFile()],
    collections: [
      folderCollection("events", "Events", eventSchema, "{{title}} · {{type}}", { description: spanishHint(env) }),
      folderCollection("services", "Services", serviceSchema, "{{title}}", { description: spanishHint(env) }),
      folderCollection("volunteer", "Volunteer roles", volunteerSchema, "{{title}}", {
        description: spanishHint(env),
      }),
      folderCollection("people", "People", personSchema, "{{name}} · {{role}}", {
        identifier: "name",
        withBody: false,
        description: spanishHint(env),
      }),
      {
        name: "pages",
        label: "Pages and words",
        description: spanishHint(env),
        i18n: true,
        files: Object.entries(wordFiles).map(([name, file]) => wordsFile(name, file)),
      },
      {
        name: "site",
        label: "Site facts",
        files: [
          {
            name: "facts",
            label: "Site facts",
            file: SITE_FACTS_FILE,
            format: "yaml",
            preview_path: "contact",
            fields: fieldsOf(jsonSchema(siteFactsSchema)),
          },
        ],
      },
    ],
  };
}

/** config.yml as the admin page reads it. */
export const cmsConfigYaml = (env: Env = process.env) =>
  `# Generated by lib/cms/config.ts from the content schemas at build time: edit those, not this file.\n${YAML.stringify(cmsConfig(env), { lineWidth: 0 })}`;
