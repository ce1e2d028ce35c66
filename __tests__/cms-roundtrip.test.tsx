/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import fc from "fast-check";
import RandExp from "randexp";
import { type CmsField, cmsConfig } from "@/lib/cms/config";
import { asCmsWrites, cmsFileText, cmsFiles, cmsForm } from "@/lib/cms/format";
import { eventSchema, personSchema, serviceSchema, volunteerSchema } from "@/lib/content";
import { wordFiles, type WordFile } from "@/lib/i18n/schema";
import { readSiteFacts, siteFactsSchema } from "@/lib/site";
import { inSite } from "./fixtures/site";

/*
 * What /admin lets staff save, the site builds: entries drawn from the CMS configuration's own widgets and rules, in
 * each pane, written as the CMS writes them, must load and render. Seeded, so a failure is the same on every machine.
 */

const SEED = 24_11_2026;
/** Sites generated per collection, each with 15 to 40 entries: about a hundred entries per collection, one fresh site each. */
const RUNS = 4;
const ENTRIES = 40;
const config = cmsConfig({});
/** A collection of the configuration: its fields, or its files' (site facts, pages' words). */
const collectionOf = (name: string) =>
  config.collections.find((collection) => collection.name === name) as unknown as {
    fields: Field[];
    files: { name: WordFile; fields: Field[] }[];
  };

type Field = CmsField & {
  required?: boolean | string[];
  i18n?: boolean;
  pattern?: [string, string];
  options?: { value: unknown }[];
  fields?: Field[];
  field?: Field;
  min?: number;
  max?: number;
  type?: string;
};
type Pane = "en" | "es";
/** A string a pattern accepts, drawn by randexp with fast-check's choices (so a failure replays and shrinks), with letters beyond ASCII. */
const fromPattern = (pattern: string) =>
  fc.gen().map((choose) => {
    const draw = new RandExp(pattern);
    draw.randInt = (min: number, max: number) => choose(fc.integer, { min, max });
    draw.max = 6;
    draw.defaultRange.add(0xa0, 0x17f).add(0x1f319, 0x1f319);
    return draw.gen();
  });

/** Any text a person can type or paste: letters of any script, emoji, quotes, braces, angle brackets, Markdown. */
const typed = fc.oneof(
  fc.string({ unit: "grapheme", minLength: 1, maxLength: 40 }),
  fc.constantFrom(
    "<3 {optional} <br> a<b",
    "a<b>c",
    "5 > 3 & 2",
    "“quoted” 'single' \"double\"",
    "🌙🔥 ñandú",
    "# Title\n\n- one\n- two",
    "{region} {nope}",
    "TODO: later",
    "---",
    ": colon: here",
  ),
);
/** A date (YYYY-MM-DD) or a time of day (HH:mm), as /admin's pickers write them: characters `from` to `to` of an ISO time. */
const isoPart = (from: number, to: number) =>
  fc
    .date({ min: new Date("2000-01-01T00:00:00Z"), max: new Date("2099-12-31T23:59:59Z"), noInvalidDate: true })
    .map((date) => date.toISOString().slice(from, to));

/** Whether a pane must have the field: `required` is true for every language, or lists them. */
const requiredIn = (field: Field, pane: Pane) =>
  Array.isArray(field.required) ? field.required.includes(pane) : field.required !== false;

/** A value the field's widget lets staff enter. */
function valueOf(field: Field, pane: Pane): fc.Arbitrary<unknown> {
  switch (field.widget) {
    case "boolean":
      return fc.boolean();
    case "select":
      return fc.constantFrom(...field.options!.map((option) => (typeof option === "object" ? option.value : option)));
    case "datetime":
      return field.type === "time" ? isoPart(11, 16) : isoPart(0, 10);
    case "object":
      return objectOf(field.fields!, pane);
    case "list": {
      const item = field.fields ? objectOf(field.fields, pane) : valueOf(field.field!, pane);
      return fc.array(item, { minLength: field.min ?? 0, maxLength: field.max ?? Math.max(field.min ?? 0, 4) });
    }
    case "markdown":
      return typed;
    // An upload (the photo may be missing from this checkout: the build then shows the drawing and notes it).
    case "image":
      return fc.constantFrom("/uploads/dawn-over-the-lake.webp", "/uploads/circle-2.jpg");
    // Facilitators chosen by name, stored by address; one may have been deleted since.
    case "relation":
      return fc.uniqueArray(fc.constantFrom("daniel-reyes", "maya-collins", "a-deleted-facilitator"), { maxLength: 3 });
    default: {
      const pattern = field.pattern?.[0];
      // An anchored pattern describes the whole value: draw from it. Otherwise type anything it accepts.
      if (pattern?.startsWith("^")) return fromPattern(pattern);
      return pattern ? typed.filter((value) => new RegExp(pattern).test(value)) : typed;
    }
  }
}

/** The fields a pane shows (a hidden one is never typed): all in English, the translated ones in Spanish; each optional one maybe left empty. */
function objectOf(fields: Field[], pane: Pane): fc.Arbitrary<Record<string, unknown>> {
  const shown = fields.filter(
    (field) => field.name !== "body" && field.widget !== "hidden" && (pane === "en" || field.i18n !== false),
  );
  const record = fc.record(Object.fromEntries(shown.map((field) => [field.name, valueOf(field, pane)])), {
    requiredKeys: shown.filter((field) => requiredIn(field, pane)).map((field) => field.name),
  });
  // Left empty, a field is not written at all (output.omit_empty_optional_fields).
  return record.map((data) => Object.fromEntries(Object.entries(data).filter(([, value]) => !isEmptyList(value))));
}
const isEmptyList = (value: unknown) => Array.isArray(value) && value.length === 0;

/** One entry as /admin saves it: the English file (with a position when dragged into order), maybe a Spanish one. */
function entryOf(fields: Field[]) {
  const body = fields.find((field) => field.name === "body");
  const text = (pane: Pane) => (body ? fc.option(valueOf(body, pane), { nil: undefined }) : fc.constant(undefined));
  return fc.record({
    order: fc.option(fc.nat(30), { nil: undefined }),
    en: objectOf(fields, "en"),
    enBody: text("en"),
    es: fc.option(fc.record({ words: objectOf(fields, "es"), body: text("es") }), { nil: undefined }),
  });
}

const collections = [
  { name: "events", schema: eventSchema, get: "getEvents", page: ["event", "EventPage"] },
  { name: "services", schema: serviceSchema, get: "getServices", page: ["service", "ServicePage"] },
  {
    name: "volunteer",
    schema: volunteerSchema,
    get: "getVolunteerRoles",
    page: ["volunteer-role", "VolunteerRolePage"],
  },
  // People have no page of their own: /about shows them all, an event names those who lead it.
  { name: "people", schema: personSchema, get: "getPeople", page: undefined },
] as const;

describe("every file under content/ is stored as /admin writes it", () => {
  it("so a save changes only the lines an editor changed: each file written back the CMS's way is byte for byte the same", async () => {
    const files = await cmsFiles();
    expect(files.length).toBeGreaterThan(70);
    const different = [];
    for (const { file, schema, frontmatter } of files) {
      const text = fs.readFileSync(file, "utf8");
      if ((await asCmsWrites(text, schema, frontmatter)) !== text) different.push(file);
    }
    expect(different).toEqual([]);
  });
});

describe("what /admin lets staff save, the site builds", () => {
  jest.setTimeout(300_000);

  it.each(collections)(
    "$name: generated entries load in both languages and their pages render",
    async ({ name, schema, page, get }) => {
      const { fields } = collectionOf(name);
      const body = fields.find((field) => field.name === "body");
      let entries = 0;
      await fc.assert(
        fc.asyncProperty(fc.array(entryOf(fields), { minLength: 15, maxLength: ENTRIES }), async (generated) => {
          entries += generated.length;
          const slugs = generated.map((_, index) => `entry-${index}`);
          // The collection's own entries replaced by the generated ones, English and Spanish.
          const files: Record<string, string | null> = { [`content/${name}`]: null, [`content/es/${name}`]: null };
          generated.forEach((entry, index) => {
            const english = cmsForm(schema, {
              ...(entry.order !== undefined && { order: entry.order }),
              ...entry.en,
            }) as Record<string, unknown>;
            files[`content/${name}/${slugs[index]}.md`] = cmsFileText(english, body ? String(entry.enBody ?? "") : "");
            if (entry.es)
              files[`content/es/${name}/${slugs[index]}.md`] = cmsFileText(
                cmsForm(schema, entry.es.words) as Record<string, unknown>,
                body ? String(entry.es.body ?? "") : "",
              );
          });
          await inSite(files, async ({ content, problems: { problems } }) => {
            // The renderer from the same fresh modules as the pages, so they share one React.
            const { renderToStaticMarkup } = await import("react-dom/server");
            type Page = (props: { locale: "en" | "es"; slug: string }) => React.ReactElement;
            const Page = page && ((await import(`@/components/pages/${page[0]}`))[page[1]] as Page);
            // Facilitators are shown on the pages of what they lead (an event naming every generated one) and /about.
            const { EventPage } = await import("@/components/pages/event");
            const { AboutPage } = await import("@/components/pages/about");
            const cards = (page: React.ReactElement) => renderToStaticMarkup(page).match(/<article/g)!.length;
            for (const locale of ["en", "es"] as const) {
              const loaded = (content[get] as (locale: string) => { slug: string; body: string }[])(locale);
              expect(loaded.map((entry) => entry.slug).sort()).toEqual([...slugs].sort());
              for (const entry of loaded)
                if (Page) expect(renderToStaticMarkup(<Page locale={locale} slug={entry.slug} />)).toContain("<h1");
              if (name === "people") {
                const event = content.getEvent("red-book-series", locale);
                event.facilitators = loaded.map((entry) => entry.slug);
                expect(cards(<EventPage locale={locale} slug="red-book-series" />)).toBeGreaterThan(loaded.length);
                expect(cards(<AboutPage locale={locale} />)).toBeGreaterThanOrEqual(loaded.length);
              }
            }
            expect(problems().filter((problem) => problem.level === "error")).toEqual([]);
          });
        }),
        { seed: SEED, numRuns: RUNS, endOnFailure: true },
      );
      expect(entries).toBeGreaterThanOrEqual(RUNS * 15);
    },
  );

  it("the site facts: generated files load through the site's own reader", async () => {
    const { files } = collectionOf("site");
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "site-facts-"));
    try {
      fc.assert(
        fc.property(objectOf(files[0]!.fields, "en"), (facts) => {
          const file = path.join(dir, "site.yaml");
          fs.writeFileSync(file, cmsFileText(cmsForm(siteFactsSchema, facts) as Record<string, unknown>));
          expect(() => readSiteFacts(path.relative(process.cwd(), file))).not.toThrow();
        }),
        { seed: SEED, numRuns: 300 },
      );
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("the pages' words: generated files load in both languages, fill their facts and the pages render", async () => {
    const { files } = collectionOf("pages");
    const eachFile = fc.tuple(
      ...files.map((form) => fc.record({ en: objectOf(form.fields, "en"), es: objectOf(form.fields, "es") })),
    );
    await fc.assert(
      fc.asyncProperty(eachFile, async (generated) => {
        const written: Record<string, string> = {};
        for (const [index, form] of files.entries()) {
          const { file: relative, schema } = wordFiles[form.name];
          for (const [pane, data] of Object.entries(generated[index]!)) {
            const { body, ...fields } = cmsForm(schema, data) as Record<string, unknown>;
            written[path.join("content", pane === "en" ? "" : "es", relative)] = relative.endsWith(".md")
              ? cmsFileText(fields, String(body ?? ""))
              : cmsFileText({ ...fields, ...(body !== undefined && { body }) });
          }
        }
        await inSite(written, async () => {
          const { renderToStaticMarkup } = await import("react-dom/server");
          const { wordsOf: words } = await import("@/lib/i18n");
          const { HomePage } = await import("@/components/pages/home");
          const { AboutPage } = await import("@/components/pages/about");
          const { DonatePage } = await import("@/components/pages/donate");
          const { PrivacyPolicyPage } = await import("@/components/pages/privacy-policy");
          const { NewHerePage } = await import("@/components/pages/new-here");
          for (const locale of ["en", "es"] as const) {
            for (const name of Object.keys(wordFiles) as WordFile[]) words(name, locale);
            for (const Page of [HomePage, AboutPage, DonatePage, PrivacyPolicyPage, NewHerePage])
              expect(renderToStaticMarkup(<Page locale={locale} />)).toContain("<h1");
          }
        });
      }),
      { seed: SEED, numRuns: 15, endOnFailure: true },
    );
  });
});
