/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import YAML from "yaml";
import { z } from "zod";
import { ADMIN_CSP, adminPage } from "@/lib/admin";
import { type CmsField, cmsConfig, cmsConfigYaml } from "@/lib/cms-config";
import { eventSchema, loadCollection, serviceSchema, translatable, volunteerSchema } from "@/lib/content";
import { readSiteFacts, siteFactsSchema } from "@/lib/site";

/*
 * The admin page's fields are checked against the zod schemas themselves (walked here through zod's own
 * definitions, not through the generator's JSON Schema), so a rule the build has and the editor lacks fails.
 */

type Def = { type: string; innerType?: z.ZodType; shape?: Record<string, z.ZodType>; entries?: Record<string, string>; checks?: { _zod: { def: Record<string, unknown> } }[]; element?: z.ZodType };
const defOf = (schema: z.ZodType) => schema._zod.def as unknown as Def;

/** The schema without its optional/default wrappers, and whether the editor may leave it empty. */
function unwrap(schema: z.ZodType): { inner: z.ZodType; optional: boolean } {
  let inner = schema;
  let optional = false;
  while (["optional", "default", "pipe"].includes(defOf(inner).type) && defOf(inner).innerType) {
    optional ||= defOf(inner).type !== "pipe";
    inner = defOf(inner).innerType!;
  }
  return { inner, optional };
}
const shapeOf = (schema: z.ZodType) => defOf(unwrap(schema).inner).shape!;
const checks = (schema: z.ZodType) => (defOf(schema).checks ?? []).map((check) => check._zod.def);

/** Every rule of one zod field, compared with its CMS field. */
function expectSameRules(where: string, schema: z.ZodType, field: CmsField): void {
  const { inner, optional } = unwrap(schema);
  const def = defOf(inner);
  expect({ where, required: field.required ?? true }).toEqual({ where, required: !optional });
  const values = (field.options as (string | { value: string })[] | undefined)?.map((option) => (typeof option === "string" ? option : option.value));
  if (def.type === "enum") expect({ where, options: values }).toEqual({ where, options: Object.values(def.entries!) });
  if (def.type === "boolean") expect({ where, widget: field.widget }).toEqual({ where, widget: "boolean" });
  if (def.type === "object") expectSameFields(where, inner, field.fields as CmsField[]);
  if (def.type === "array") {
    expect({ where, widget: field.widget }).toEqual({ where, widget: "list" });
    const length = checks(inner).find((c) => c.check === "length_equals")?.length;
    if (length !== undefined) expect({ where, min: field.min, max: field.max }).toEqual({ where, min: length, max: length });
  }
  for (const check of checks(inner)) {
    if (check.check === "string_format" && check.format === "regex") {
      if (field.widget === "datetime") expect({ where, format: field.format, type: field.type }).toEqual({ where, format: "YYYY-MM-DD", type: "date" });
      else expect({ where, pattern: (field.pattern as string[] | undefined)?.[0] }).toEqual({ where, pattern: (check.pattern as RegExp).source });
    }
    if (check.check === "greater_than") expect({ where, min: field.min }).toEqual({ where, min: Number(check.value) + (check.inclusive ? 0 : 1) });
    if (check.check === "less_than") expect({ where, max: field.max }).toEqual({ where, max: Number(check.value) });
  }
  if (def.type === "int" || (def.type === "number" && checks(inner).some((c) => c.format === "safeint"))) {
    expect({ where, widget: field.widget, type: field.value_type }).toEqual({ where, widget: "number", type: "int" });
  }
}

function expectSameFields(where: string, schema: z.ZodType, fields: CmsField[]): void {
  const shape = shapeOf(schema);
  expect({ where, fields: fields.map((field) => field.name).filter((name) => name !== "body") }).toEqual({ where, fields: Object.keys(shape) });
  for (const field of fields.filter((f) => f.name !== "body")) {
    expect(field.label).toMatch(/\S/);
    expectSameRules(`${where}.${field.name}`, shape[field.name]!, field);
  }
}

const config = cmsConfig({});
const collection = (name: string) => config.collections.find((c) => c.name === name) as unknown as { fields: CmsField[]; folder?: string; files?: { file: string; fields: CmsField[] }[] };

describe("the admin page's configuration", () => {
  it.each([
    ["events", eventSchema],
    ["services", serviceSchema],
    ["volunteer", volunteerSchema],
  ] as const)("has every field of the %s schema with its rules, and its text", (name, schema) => {
    const { fields, folder } = collection(name);
    expect(folder).toBe(`content/{{locale}}/${name}`);
    expectSameFields(name, schema, fields);
    expect(fields.at(-1)).toMatchObject({ name: "body", widget: "markdown", i18n: true });
  });

  it.each(["events", "services", "volunteer"] as const)("translates exactly the words lib/content.ts translates in %s", (name) => {
    const rules: Record<string, true | readonly string[]> = translatable[name];
    for (const field of collection(name).fields.filter((f) => f.name !== "body")) {
      const rule = rules[field.name];
      expect({ field: field.name, i18n: field.i18n }).toEqual({ field: field.name, i18n: rule !== undefined });
      if (Array.isArray(rule)) {
        for (const sub of field.fields as CmsField[]) expect({ field: `${field.name}.${sub.name}`, i18n: sub.i18n }).toEqual({ field: `${field.name}.${sub.name}`, i18n: rule.includes(sub.name) });
      }
    }
  });

  it("edits content/site.yaml with every fact and its rules, in one language", () => {
    const { files } = collection("site");
    expect(files).toHaveLength(1);
    expect(files![0]!.file).toBe("content/site.yaml");
    expectSameFields("site", siteFactsSchema, files![0]!.fields);
    expect(JSON.stringify(files![0]!.fields)).not.toMatch(/"i18n"/);
  });

  it("names each place as the site facts do, and each weekday in full", () => {
    const place = collection("events").fields.find((f) => f.name === "place")!;
    expect(place.options).toContainEqual({ label: "Heartwood Sanctuary Grounds", value: "interlachen" });
    const schedule = collection("events").fields.find((f) => f.name === "schedule")!.fields as CmsField[];
    expect(schedule.find((f) => f.name === "byDay")!.options).toContainEqual({ label: "Wednesday", value: "WE" });
  });

  it("refuses an impossible time the way the build does", () => {
    const schedule = collection("events").fields.find((f) => f.name === "schedule")!.fields as CmsField[];
    const [pattern, message] = schedule.find((f) => f.name === "startTime")!.pattern as [string, string];
    expect(new RegExp(pattern).test("19:00")).toBe(true);
    expect(new RegExp(pattern).test("25:00")).toBe(false);
    expect(message).toMatch(/24-hour time/);
  });

  it("writes English at content/<collection>/, Spanish at content/es/<collection>/, and quotes every string", () => {
    expect(config.i18n).toEqual({ structure: "multiple_folders", locales: ["en", "es"], default_locale: "en", omit_default_locale_from_file_path: true });
    expect(config.output).toEqual({ omit_empty_optional_fields: true, yaml: { quote: "double" } });
    expect(YAML.parse(cmsConfigYaml({}))).toEqual(JSON.parse(JSON.stringify(config)));
  });

  it("signs in to the repository the build runs for, through the OAuth helper when one is set", () => {
    expect(cmsConfig({ GITHUB_REPOSITORY: "heartwood/site" }).backend).toMatchObject({ name: "github", repo: "heartwood/site", branch: "main" });
    expect(cmsConfig({ CMS_REPO: "a/b", CMS_AUTH_URL: "https://auth.example.workers.dev" }).backend).toMatchObject({ repo: "a/b", base_url: "https://auth.example.workers.dev" });
    expect(cmsConfig({ REPOSITORY_URL: "https://github.com/heartwood/site" }).backend).toMatchObject({ repo: "heartwood/site" });
    expect(cmsConfig({}).backend).not.toHaveProperty("base_url");
  });
});

describe("the admin page", () => {
  it("loads its scripts (the CMS and its preview style) from the site, under its own policy, and is not indexed", () => {
    const html = adminPage("/heartwood");
    expect([...html.matchAll(/<script\b[^>]*>/g)].map(([tag]) => tag)).toEqual(['<script src="/heartwood/admin/sveltia-cms.js">', '<script src="/heartwood/admin/admin.js">']);
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    const policy = Object.fromEntries(ADMIN_CSP.split("; ").map((d) => [d.split(" ")[0], d.split(" ").slice(1)]));
    expect(policy["script-src"]).toEqual(["'self'"]);
    expect(policy["connect-src"]).toEqual(["'self'", "data:", "https://api.github.com"]);
    expect(policy["object-src"]).toEqual(["'none'"]);
  });
});

/** A file as the CMS writes it: YAML frontmatter with every string double-quoted (output.yaml.quote). */
const asCmsWrites = (data: object, body = "Text.\n") => `---\n${YAML.stringify(data, { defaultStringType: "QUOTE_DOUBLE", defaultKeyType: "PLAIN" })}---\n\n${body}`;

describe("what the admin page writes reads back identically", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cms-round-trip-"));

  it("an event with a weekly schedule, a facilitator and a closing, key order included", () => {
    const event = {
      title: "Evening Circle",
      tagline: "A circle at dusk",
      intro: "An evening circle.",
      summary: "Gather at dusk.",
      type: "Monthly Circle",
      icon: "moon",
      listed: true,
      order: 42,
      audience: "Open to all",
      facilitator: { name: "Ana", role: "Guide", bio: "Ana guides." },
      capacity: 12,
      place: "interlachen",
      platform: "community",
      rsvp: false,
      buttonText: "Join",
      closing: { title: "Ready?", text: "Come.", buttonText: "Join" },
      schedule: { firstDate: "2026-01-07", startTime: "19:00", endTime: "20:30", byDay: "WE", intervalWeeks: 1, count: 4 },
    };
    const source = asCmsWrites(event);
    expect(source).toContain('startTime: "19:00"');
    expect(source).toContain('firstDate: "2026-01-07"');
    fs.mkdirSync(path.join(dir, "events"));
    fs.writeFileSync(path.join(dir, "events", "evening-circle.mdx"), source);
    const [read] = loadCollection(path.join(dir, "events"), eventSchema);
    expect(read).toEqual({ ...event, slug: "evening-circle" });
    expect(JSON.stringify(read)).toBe(JSON.stringify({ ...event, slug: "evening-circle" }));
  });

  it("content/site.yaml saved with every string quoted", () => {
    const facts = readSiteFacts();
    const file = path.join(dir, "site.yaml");
    fs.writeFileSync(file, YAML.stringify(facts, { defaultStringType: "QUOTE_DOUBLE", defaultKeyType: "PLAIN" }));
    const read = readSiteFacts(path.relative(process.cwd(), file));
    expect(JSON.stringify(read)).toBe(JSON.stringify(facts));
  });
});
