/** @jest-environment node */
import fs, { readFileSync } from "node:fs";
import { parse } from "jsonc-parser";
import YAML from "yaml";
import { z } from "zod";
import { ADMIN_CSP, adminPage } from "@/lib/cms/admin";
import { type CmsField, cmsConfig, cmsConfigYaml } from "@/lib/cms/config";
import { contentPath } from "@/lib/content/dir.mjs";
import { eventSchema, serviceSchema, translatable, volunteerSchema } from "@/lib/content";
import { wordFiles } from "@/lib/i18n/schema";
import { localePath } from "@/lib/i18n/locales";
import { allRoutes } from "@/lib/routes";
import { siteFactsSchema } from "@/lib/site";

// The admin page's form, generated from the zod schemas (that the build accepts what it saves: cms-roundtrip.test.ts).

const config = cmsConfig({});
const { vars } = parse(readFileSync("wrangler.jsonc", "utf8")) as { vars: Record<string, string> };
type Collection = {
  fields: CmsField[];
  folder?: string;
  reorder?: boolean;
  delete?: boolean;
  files?: { name: string; file: string; format: string; fields: CmsField[] }[];
};
const collection = (name: string) => config.collections.find((c) => c.name === name) as unknown as Collection;
const field = (fields: CmsField[], path: string): CmsField =>
  path
    .split(".")
    .reduce<CmsField>((found, name) => (found.fields as CmsField[]).find((candidate) => candidate.name === name)!, {
      fields,
    } as unknown as CmsField);
const shapeOf = (schema: z.ZodType) => (schema as unknown as { shape: Record<string, z.ZodType> }).shape;

/** The values of `accepted` a field's pattern refuses, and of `refused` it accepts: both empty when it is right. */
const misread = (f: CmsField, accepted: string[], refused: string[]) => {
  const pattern = new RegExp((f.pattern as [string, string])[0]);
  return [accepted.filter((value) => !pattern.test(value)), refused.filter((value) => pattern.test(value))];
};

/** Every field of a form, through its groups and lists. */
const everyField = (fields: CmsField[]): CmsField[] =>
  fields.flatMap((f) => [f, ...everyField((f.fields as CmsField[] | undefined) ?? [])]);

describe("the admin page's configuration", () => {
  it.each([
    ["events", eventSchema],
    ["services", serviceSchema],
    ["volunteer", volunteerSchema],
  ] as const)(
    "offers every field of %s, the position hidden, and nothing that commits outside a draft (reorder, delete)",
    (name, schema) => {
      const { fields, folder, reorder, delete: deletes } = collection(name);
      expect(folder).toBe(`content/{{locale}}/${name}`);
      expect(reorder).toBe(false);
      expect(deletes).toBe(false);
      expect(fields.map((f) => f.name)).toEqual([
        "order",
        ...Object.keys(shapeOf(schema)).filter((key) => key !== "order"),
        "body",
      ]);
      // Kept first, where the files have it, so a save moves no line; never typed.
      expect(fields[0]).toMatchObject({ name: "order", widget: "hidden", i18n: false });
      expect(fields.at(-1)).toMatchObject({ name: "body", widget: "markdown", i18n: true, required: false });
    },
  );

  it("gives every field of every form a label and a hint that names no developer's file", () => {
    const forms = [...config.collections, { files: config.singletons }].flatMap((c) => {
      const { fields = [], files = [] } = c as unknown as Collection;
      return [...fields, ...files.flatMap((file) => file.fields)];
    });
    const all = everyField(forms);
    expect(all.length).toBeGreaterThan(400);
    expect(all.filter((f) => !/\S/.test(String(f.label)))).toEqual([]);
    const withoutHint = all.filter((f) => !f.hint && !["item"].includes(f.name)).map((f) => f.name);
    expect(withoutHint.length / all.length).toBeLessThan(0.15);
    expect(all.filter((f) => /\.(ts|tsx|md|mdx|yaml|json)\b|lib\/|content\//.test(String(f.hint ?? "")))).toEqual([]);
  });

  it.each(["events", "services", "volunteer"] as const)(
    "translates exactly the words lib/content/index.ts translates in %s, required in English only",
    (name) => {
      const rules: Record<string, true | readonly string[]> = translatable[name];
      for (const f of collection(name).fields.filter((candidate) => candidate.name !== "body")) {
        const rule = rules[f.name];
        expect({ field: f.name, i18n: f.i18n }).toEqual({ field: f.name, i18n: rule !== undefined });
        if (rule === true && f.required !== false)
          expect({ field: f.name, required: f.required }).toEqual({ field: f.name, required: ["en"] });
        if (Array.isArray(rule)) {
          for (const sub of f.fields as CmsField[])
            expect({ field: `${f.name}.${sub.name}`, i18n: sub.i18n }).toEqual({
              field: `${f.name}.${sub.name}`,
              i18n: rule.includes(sub.name),
            });
        }
      }
    },
  );

  it("has the pages' words, each file in both languages, and the site facts in one", () => {
    const pages = collection("pages").files!;
    expect(pages.map((file) => file.name)).toEqual(Object.keys(wordFiles));
    for (const file of pages)
      expect(file.file).toMatch(/^content\/\{\{locale\}\}\/(ui\.yaml|pages\/[a-z-]+\.(yaml|md))$/);
    const { files } = collection("site");
    expect(files!.map((file) => file.file)).toEqual(["content/site.yaml"]);
    expect(JSON.stringify(files![0]!.fields)).not.toMatch(/"i18n"/);
    expect(files![0]!.fields.map((f) => f.name)).toEqual(Object.keys(siteFactsSchema.shape));
  });

  it("opens the urgent notice in one click (a singleton), in both languages, taken down by its switch alone", () => {
    const [notice, ...others] = config.singletons;
    expect(others).toEqual([]);
    expect(notice).toMatchObject({ file: "content/{{locale}}/notice.yaml", i18n: true });
    const fields = Object.fromEntries(notice!.fields.map((f) => [f.name, f]));
    expect(Object.keys(fields)).toEqual(["shown", "text", "endDate", "endTime"]);
    expect(fields.shown).toMatchObject({ widget: "boolean", i18n: false });
    expect(fields.text!.i18n).toBe(true);
    // Every field is required at Save, even switched off: emptying cannot take it down, and its words stay.
    expect(notice!.fields.filter((f) => "required" in f)).toEqual([]);
  });

  it("asks for a whole number as text with a pattern, so a word is refused rather than dropped", () => {
    const capacity = field(collection("events").fields, "capacity");
    expect(capacity.widget).toBe("string");
    expect(misread(capacity, ["12", "1", "100"], ["twelve", "0", "-3", "1.5", ""])).toEqual([[], []]);
    expect((capacity.pattern as [string, string])[1]).toBe("Write a whole number from 1 to 9999");
    const year = field(collection("site").files![0]!.fields, "retreatOpening.year");
    expect(misread(year, ["2026", "2000", "9999"], ["1999", "999", "twenty", "10000"])).toEqual([[], []]);
  });

  it("has times and dates picked, the length and rhythm chosen, and no weekday to match by hand", () => {
    const schedule = field(collection("events").fields, "schedule").fields as CmsField[];
    const date = { widget: "datetime", type: "date", format: "YYYY-MM-DD" };
    expect(schedule.map((f) => f.name)).toEqual(
      "firstDate startTime duration intervalWeeks count until cancelled".split(" "),
    );
    // One session called off: a list of dates, each picked like the first date.
    expect(field(schedule, "cancelled")).toMatchObject({ widget: "list", required: false, field: date });
    expect(field(schedule, "startTime")).toMatchObject({ widget: "datetime", type: "time", format: "HH:mm" });
    expect(field(schedule, "firstDate")).toMatchObject(date);
    expect(field(schedule, "duration").options).toContainEqual({ value: 90, label: "1 hour 30 minutes" });
    const weeks = [
      { value: 1, label: "Every week" },
      { value: 2, label: "Every other week" },
    ];
    expect(field(schedule, "intervalWeeks")).toMatchObject({ widget: "select", default: 1, options: weeks });
  });

  it("names each choice the way staff read it: places as the site facts do, icons with a picture", () => {
    const { fields } = collection("events");
    expect(field(fields, "place").options).toContainEqual({
      label: "Heartwood Sanctuary Grounds",
      value: "interlachen",
    });
    expect(field(fields, "icon").options).toContainEqual({ value: "moon", label: "🌙 Moon" });
  });

  it("takes a photo through an upload that states its types and limit, with its description in each language", () => {
    for (const name of ["events", "services", "volunteer", "people"]) {
      const photo = field(collection(name).fields, "photo");
      expect(photo).toMatchObject({ widget: "object", required: false, i18n: true });
      const [src, alt] = ["src", "alt"].map((name) => field(photo.fields as CmsField[], name));
      expect(src).toMatchObject({ widget: "image", accept: "image/jpeg,image/png,image/webp,image/avif", i18n: false });
      expect(src!.choose_url).toBe(false);
      expect(String(src!.hint)).toMatch(/^A photo: JPEG, PNG, WebP or AVIF, up to 10 MB\./);
      expect(alt).toMatchObject({ widget: "string", i18n: true, required: ["en"] });
    }
    expect(config).toMatchObject({
      media_folder: "content/uploads",
      public_folder: "/uploads",
      media_libraries: { default: { config: { max_file_size: 10_000_000 } }, stock_assets: { providers: [] } },
    });
  });

  it("names who leads an event or a service by choosing people, kept as a collection of their own", () => {
    for (const name of ["events", "services"]) {
      const facilitators = field(collection(name).fields, "facilitators");
      expect(facilitators).toMatchObject({ widget: "relation", collection: "people", value_field: "{{slug}}" });
      expect(facilitators).toMatchObject({ multiple: true, required: false, i18n: false });
    }
    expect(collection("people")).toMatchObject({ folder: "content/{{locale}}/people", identifier_field: "name" });
    // Translated fields marked *.
    expect(collection("people").fields.map((f) => `${f.name}${f.i18n ? "*" : ""}`)).toEqual(
      "order name kind role* photo* bio* example".split(" "),
    );
    const kind = field(collection("people").fields, "kind");
    expect(kind.widget).toBe("select");
    expect((kind.options as { value: string; label: string }[]).map((o) => `${o.value}: ${o.label}`)).toEqual([
      "founder: Founder",
      "staff: Staff",
      "facilitator: Facilitator",
      "board: Board member",
    ]);
  });

  it("gives each event a cost of a kind, an amount typed as digits, a sponsored-seat switch and a language, so a visitor knows what it costs", () => {
    const events = collection("events").fields;
    const cost = field(events, "cost");
    expect(cost).toMatchObject({ widget: "object", required: false, i18n: true });
    const inner = cost.fields as CmsField[];
    expect(field(inner, "kind")).toMatchObject({ widget: "select", i18n: false });
    const kinds = (field(inner, "kind").options as { value: string }[]).map((option) => option.value);
    expect(kinds).toEqual(["free", "members", "price", "sliding"]);
    expect(field(inner, "amount")).toMatchObject({ widget: "string", required: false, i18n: false });
    expect(misread(field(inner, "amount"), ["40"], ["forty"])).toEqual([[], []]);
    expect(field(inner, "note")).toMatchObject({ required: false, i18n: true });
    expect(field(inner, "sponsoredSeat")).toMatchObject({ widget: "boolean", required: false, i18n: false });
    expect(field(events, "language")).toMatchObject({ widget: "select", required: false, i18n: false });
    const languages = (field(events, "language").options as { label: string }[]).map((option) => option.label);
    expect(languages).toEqual(["English", "Spanish", "Bilingual (English and Spanish)"]);
    expect(field(events, "crisisLine")).toMatchObject({ widget: "boolean", required: false });
  });

  it("keeps the donor proof, the sanctuary fund and the crisis line in Site facts, for staff to fill in", () => {
    const facts = collection("site").files![0]!.fields;
    const donor = field(facts, "donor").fields as CmsField[];
    expect(donor.map((f) => f.name)).toEqual(["legalName", "taxStatus", "ein", "report"]);
    expect(donor.filter((f) => f.required !== false)).toEqual([]);
    expect((field(facts, "sanctuaryFund").fields as CmsField[]).map((f) => f.name)).toEqual(["goal", "raised", "asOf"]);
    expect(field(field(facts, "crisisLine").fields as CmsField[], "number")).toMatchObject({ widget: "string" });
  });

  it("refuses braces other than a text's placeholders, and text of only spaces", () => {
    // {opening} (a clause) is no placeholder any more: sentences are whole.
    const lead = field(collection("pages").files!.find((file) => file.name === "retreat")!.fields, "galleryLead");
    const accepted = ["In {region}, of {region}.", "Plain words", "{region}"];
    expect(misread(lead, accepted, ["In {regoin}.", "a { b", "   ", "In {region}, {opening}."])).toEqual([[], []]);
  });

  it("writes English at content/<collection>/, Spanish at content/es/<collection>/, Spanish optional, every string quoted", () => {
    expect(config.i18n).toEqual({
      structure: "multiple_folders",
      locales: ["en", "es"],
      default_locale: "en",
      omit_default_locale_from_file_path: true,
      omit_default_locale_from_preview_path: true,
      initial_locales: "all",
    });
    expect(config.output).toEqual({ omit_empty_optional_fields: true, yaml: { quote: "double" } });
    expect(YAML.parse(cmsConfigYaml({}))).toEqual(JSON.parse(JSON.stringify(config)));
  });

  it("saves to the repository wrangler.jsonc names and signs in with GitHub only, through the Worker on the site's own origin", () => {
    const { backend } = cmsConfig({});
    expect(backend).toMatchObject({ name: "github", repo: vars.GITHUB_REPOSITORY, branch: vars.GITHUB_BRANCH });
    expect(backend).toMatchObject({
      base_url: new URL(vars.SITE_URL!).origin,
      auth_endpoint: "auth",
      auth_methods: ["oauth"],
    });
    // A GitHub App asks for no scope: its permissions on the one repository it is installed on are what staff grant.
    expect(backend).not.toHaveProperty("auth_scope");
    expect(cmsConfig({}).site_url).toBe(vars.SITE_URL);
    // A build may override them (another host, another repository).
    const auth = "https://auth.example.workers.dev";
    expect(cmsConfig({ CMS_REPO: "a/b", CMS_BRANCH: "live", CMS_AUTH_URL: auth }).backend).toMatchObject({
      repo: "a/b",
      branch: "live",
      base_url: auth,
    });
    expect(cmsConfig({ NEXT_PUBLIC_SITE_URL: "https://heartwood.example.com" })).toMatchObject({
      site_url: "https://heartwood.example.com",
      backend: { base_url: "https://heartwood.example.com" },
      logo: { src: "/icon.svg" },
    });
  });

  it("points the Spanish pane of every collection of words to the Spanish glossary, where /admin saves", () => {
    const glossary = "https://github.com/a/b/blob/live/content/es/GLOSSARY.md";
    const { collections } = cmsConfig({ CMS_REPO: "a/b", CMS_BRANCH: "live" });
    const words = collections.filter((c) => "i18n" in c && c.i18n);
    expect(words.map((c) => [c.name, (c as { description?: string }).description])).toEqual(
      ["events", "services", "volunteer", "people", "pages"].map((name) => [
        name,
        expect.stringMatching(new RegExp(`^Spanish: write tú, .*${glossary.replaceAll(".", "\\.")}`)),
      ]),
    );
  });
});

describe("drafts and previews", () => {
  /** A collection's or file's preview_path for a language, filled as Sveltia fills it: English drops {{locale}}/. */
  const pathOf = (template: string, locale: string, slug = "") =>
    `/${template.replace(/\{\{locale\}\}\//, locale === "en" ? "" : `${locale}/`).replace("{{slug}}", slug)}`.replace(
      /\/$/,
      "",
    ) || "/";
  const built = new Set(allRoutes().flatMap((route) => [route, localePath("es", route)]));

  it("saves every change as a draft (a branch and a pull request), and finds its preview in the commit status the preview workflow sets", () => {
    expect(config.publish_mode).toBe("editorial_workflow");
    // The workflow's step that sets the commit status names the context /admin looks for.
    expect(readFileSync(".github/workflows/preview.yml", "utf8")).toMatch(
      new RegExp(`/statuses/.*-f context="${config.backend.preview_context}"`),
    );
  });

  it("gives every collection and every file a preview_path that is a page of the site, in English and Spanish", () => {
    const paths: string[] = [];
    type Previewed = { name: string; preview_path?: string; aliases_field?: boolean; folder?: string };
    for (const c of [...config.collections, { files: config.singletons }] as unknown as (Previewed & {
      files?: { preview_path?: string; i18n?: boolean }[];
    })[]) {
      if (c.folder) {
        expect([c.name, c.aliases_field]).toEqual([c.name, false]);
        const slug = fs.readdirSync(contentPath(`content/${c.name}`))[0]!.replace(/\.md$/, "");
        for (const locale of ["en", "es"]) paths.push(pathOf(c.preview_path!, locale, slug));
      }
      for (const file of c.files ?? [])
        for (const locale of file.i18n ? ["en", "es"] : ["en"]) paths.push(pathOf(file.preview_path!, locale));
    }
    // Four collections of entries, the words files and the urgent notice in both languages, the site facts in English.
    expect(paths.length).toBe(2 * 4 + 2 * Object.keys(wordFiles).length + 2 + 1);
    expect(
      paths.filter((route) => !built.has(route as `/${string}`) && route !== "/404" && route !== "/es/404"),
    ).toEqual([]);
    const some = [
      "/events/accountability-call",
      "/es/events/accountability-call",
      "/join/ceremony-assistant",
      "/",
      "/es",
    ];
    expect(paths).toEqual(expect.arrayContaining([...some, "/contact"]));
  });
});

describe("the admin page", () => {
  it("links the staff guide from its sign-in line, on the repository and branch it saves to", () => {
    const link = /<p id="sign-in-help">[^<]*<a href="([^"]+)"[^>]*>([^<]+)<\/a><\/p>/.exec(adminPage());
    expect(link?.[1]).toBe(`https://github.com/${vars.GITHUB_REPOSITORY}/blob/${vars.GITHUB_BRANCH}/docs/editing.md`);
    expect(link?.[2]).toMatch(/drafts, previews and notices/);
    expect(fs.existsSync("docs/editing.md")).toBe(true);
  });

  it("loads its scripts (the CMS and its preview style) from the site, under its own policy, and is not indexed", () => {
    const html = adminPage();
    expect([...html.matchAll(/<script\b[^>]*>/g)].map(([tag]) => tag)).toEqual([
      '<script src="/admin/sveltia-cms.js">',
      '<script src="/admin/admin.js">',
    ]);
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    const policy = Object.fromEntries(ADMIN_CSP.split("; ").map((d) => [d.split(" ")[0], d.split(" ").slice(1)]));
    expect(policy["script-src"]).toEqual(["'self'"]);
    expect(policy["connect-src"]).toEqual(["'self'", "data:", "blob:", "https://api.github.com"]);
    expect(policy["object-src"]).toEqual(["'none'"]);
  });
});
