/** @jest-environment node */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { compile, run } from "@mdx-js/mdx";
import * as runtime from "react/jsx-runtime";
import { renderToStaticMarkup } from "react-dom/server";
import { contentPath } from "@/lib/content/dir.mjs";
import { inSite, type Site } from "./fixtures/site";

// Content is data, so a stolen editor sign-in cannot run code: nothing in a content file runs, swells a page or sends money elsewhere.

const ROOT = path.resolve(__dirname, "..");
const MARKER = path.join(os.tmpdir(), `content-ran-${process.pid}`);

/** The errors found, each as [file, entry, field, message]. */
const errors = ({ problems }: Site) =>
  problems
    .problems()
    .filter((problem) => problem.level === "error")
    .map((problem) => [problem.file, problem.entry, problem.field, problem.message]);
/** Loads the English events in a site with `files`, which must throw (naming `file`); returns the errors. */
const refused = (files: Record<string, string>, file?: RegExp) =>
  inSite(files, (site) => {
    expect(() => site.content.getEvents("en")).toThrow(file);
    return errors(site);
  });

/** A new event as /admin would write it, with `fields` and `body` in place of its own. */
const event = (fields = "", body = "A gathering.") =>
  `---\ntitle: "Full Moon Fire"\ntagline: "Gather."\nintro: "A fire."\nsummary: "A fire."\ntype: "Workshop"\nicon: "moon"\nlisted: true\naudience: "All"\nplace: "zoom"\nplatform: "community"\nrsvp: true\nbuttonText: "RSVP"\n${fields}---\n\n${body}\n`;

/** Code that would leave a marker file if anything evaluated it, as a front matter of another language. */
const runs = (language: string) =>
  `---${language}\n(require("node:fs").writeFileSync(${JSON.stringify(MARKER)}, "ran"), { title: "Pwned", tagline: "x", intro: "x", summary: "x", type: "Workshop", icon: "moon", listed: true, audience: "x", place: "zoom", platform: "community", rsvp: true, buttonText: "x" })\n---\n\nBody.\n`;

beforeEach(() => fs.rmSync(MARKER, { force: true }));
afterAll(() => fs.rmSync(MARKER, { force: true }));

describe("nothing in a content file runs", () => {
  it.each(["js", "javascript"])("---%s front matter is refused, naming the file, and never runs", async (language) => {
    const file = `content/events/pwn-${language}.md`;
    expect(await refused({ [file]: runs(language) }, new RegExp(file))).toEqual([
      [
        file,
        undefined,
        undefined,
        expect.stringMatching(`^could not be read: its fields are marked “---${language}”: only YAML`),
      ],
    ]);
    expect(fs.existsSync(MARKER)).toBe(false);
  });

  it("the content check before the build stops on it, names the file and runs nothing", async () => {
    await inSite(
      { "content/events/pwn.md": runs("javascript"), "content/es/services/pwn.md": runs("js") },
      ({ root }) => {
        const env = { ...process.env, SITE_TODAY: "2026-11-27" };
        const tsx = path.join(ROOT, "node_modules/.bin/tsx");
        const check = spawnSync(tsx, [path.join(ROOT, "scripts/check-content.ts")], {
          cwd: root,
          encoding: "utf8",
          env,
        });
        expect(check.status).toBe(1);
        expect(check.stdout).toMatch(
          /content\/events\/pwn\.md: could not be read: its fields are marked “---javascript”/,
        );
      },
    );
    expect(fs.existsSync(MARKER)).toBe(false);
  });

  it("format:content refuses it, and the build's MDX compiler reads it as text", async () => {
    const { asCmsWrites } = await import("@/lib/cms/format");
    const { eventSchema } = await import("@/lib/content");
    await expect(asCmsWrites(runs("js"), eventSchema, true)).rejects.toThrow(/---js/);
    const plugins = (await import("@/lib/mdx/plugins.mjs")).default;
    const code = String(
      await compile(runs("javascript"), { format: "md", outputFormat: "function-body", remarkPlugins: [plugins] }),
    );
    const { default: Body } = await run(code, { ...runtime, baseUrl: import.meta.url });
    const Fill = ({ name }: { name: string }) => `{${name}}`;
    expect(renderToStaticMarkup(<Body components={{ Fill }} />)).toContain("writeFileSync");
    expect(fs.existsSync(MARKER)).toBe(false);
  });

  it("a developer's .mdx entry may place the allowed components, never code", async () => {
    const { bodyProblems } = await import("@/lib/content");
    expect(bodyProblems('Dates:\n\n<NextDates events="winter-solstice-retreat" />', true)).toEqual([]);
    for (const [body, problem] of [
      ['import fs from "node:fs"\n\nHi', /import or export, which is code/],
      ["Hi {process.exit(1)}", /holds \{process\.exit\(1\)\}, which is code/],
      ["<script>alert(1)</script>", /<script>, which is not one of the components/],
      ["<NextDates events={globalThis.x} />", /a value in braces, which is code/],
    ] as const)
      expect([body, bodyProblems(body, true)]).toEqual([body, [expect.stringMatching(problem)]]);
  });
});

describe("content that could swell the site is refused, naming the file", () => {
  it("refuses YAML aliases (a few can multiply a page a hundredfold)", async () => {
    const bomb = 'cost: &a "lol"\ncapacity: *a\n';
    expect(await refused({ "content/events/aliases.md": event(bomb) }, /aliases\.md/)).toEqual([
      [
        "content/events/aliases.md",
        undefined,
        undefined,
        "could not be read: it uses a YAML alias (*name), which /admin never writes: write each value out in full",
      ],
    ]);
    const { parseYaml } = await import("@/lib/content/frontmatter");
    expect(() =>
      parseYaml(
        'a: &a ["x","x","x","x","x","x","x","x","x"]\nb: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a]\nc: [*b,*b,*b,*b,*b,*b,*b,*b,*b]\n',
      ),
    ).toThrow(/YAML alias/);
  });

  it("refuses an oversized body, an oversized file and an oversized field", async () => {
    const found = await refused({
      "content/events/long-body.md": event("", "word ".repeat(25_000)),
      "content/events/long-file.md": event(`cost: "${"x".repeat(210_000)}"\n`),
      "content/events/long-field.md": event(`placeNote: "${"x".repeat(600)}"\n`),
    });
    expect(found).toEqual(
      expect.arrayContaining([
        [
          "content/events/long-body.md",
          undefined,
          undefined,
          "could not be read: its text is 125 kB long, more than the 100 kB a page may hold: shorten it or split it",
        ],
        [
          "content/events/long-file.md",
          undefined,
          undefined,
          expect.stringMatching(/^could not be read: it is 211 kB long, more than the 200 kB/),
        ],
        [
          "content/events/long-field.md",
          "Full Moon Fire",
          "Note after an online room",
          `expected text of at most 500 characters, found ${JSON.stringify("x".repeat(600))}`,
        ],
      ]),
    );
  });

  it("a 300-character title is stopped at the field, and the address made from a title stays within the limit", async () => {
    const { cmsConfig } = await import("@/lib/cms/config");
    const { MAX_SLUG, MAX_TITLE } = await import("@/lib/content/fields");
    type Config = {
      slug: { maxlength: number };
      collections: { name: string; fields?: { name: string; maxlength?: number }[] }[];
    };
    const config = cmsConfig({}) as unknown as Config;
    // Sveltia cuts the address it makes from a title at slug.maxlength.
    expect([config.slug.maxlength, MAX_SLUG]).toEqual([60, 60]);
    const titles = config.collections.filter((c) => ["events", "services", "volunteer"].includes(c.name));
    expect(titles.map((c) => c.fields!.find((field) => field.name === "title")!.maxlength)).toEqual([
      MAX_TITLE,
      MAX_TITLE,
      MAX_TITLE,
    ]);
    const long = "A".repeat(300);
    const found = await refused({
      "content/events/long-title.md": event().replace('title: "Full Moon Fire"', `title: "${long}"`),
      [`content/events/${"a".repeat(61)}.md`]: event(),
    });
    expect(found).toEqual(
      expect.arrayContaining([
        ["content/events/long-title.md", long, "Title", `expected text of at most 100 characters, found "${long}"`],
        [
          `content/events/${"a".repeat(61)}.md`,
          "Full Moon Fire",
          undefined,
          "its file name is 61 characters long, more than the 60 a page's address may have: rename it shorter",
        ],
      ]),
    );
  });
});

describe("money and RSVPs go only where the organisation sends them", () => {
  const lookalikes = [
    "https://xn--pypal-4ve.com/heartwood",
    "https://pay.example.com.secure-checkout.example/heartwood",
  ];

  it.each(lookalikes)("a payment link to %s is refused in the site facts, naming the field", async (url) => {
    const { readSiteFacts } = await import("@/lib/site");
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "facts-")), "site.yaml");
    fs.writeFileSync(
      file,
      fs
        .readFileSync(contentPath("content/site.yaml"), "utf8")
        .replace('"https://pay.example.com/heartwood/sacred-seed"', JSON.stringify(url)),
    );
    expect(() => readSiteFacts(path.relative(process.cwd(), file))).toThrow(
      /field "giving\.sacredSeed\.paymentLink" expected a full address starting https:\/\/ on one of the organisation's sites/,
    );
  });

  it.each(lookalikes)(
    "a text linking to %s is refused in English and in Spanish, naming entry, field and file",
    async (url) => {
      const spanish = fs.readFileSync(contentPath("content/es/events/new-moon-circle.md"), "utf8");
      const found = await inSite(
        {
          "content/events/lookalike.md": event("", `[Give](${url})`),
          "content/es/events/new-moon-circle.md": `${spanish.trimEnd()}\n\n[Dona aquí](${url})\n`,
        },
        (site) => {
          expect(() => site.content.getEvents("en")).toThrow(/lookalike\.md/);
          expect(() => site.content.getEvents("es")).toThrow();
          return errors(site);
        },
      );
      const linksTo = expect.stringContaining(`links to ${new URL(url).hostname}`);
      expect(found).toEqual(
        expect.arrayContaining([
          ["content/events/lookalike.md", "Full Moon Fire", "Text", linksTo],
          ["content/es/events/new-moon-circle.md", "New Moon Healing Circle", "Text", linksTo],
        ]),
      );
    },
  );

  it("a protocol-relative link (//evil.example) is refused by the check and drawn as an outside link", async () => {
    const { bodyProblems } = await import("@/lib/content");
    expect(bodyProblems("[pay](//evil.example/pay)", false)).toEqual([
      "links to “//evil.example/pay”, an address that starts with //: write the full address starting https://",
    ]);
    const fine = "[pay](https://evil.example/pay) [us](/about) [mail](mailto:a@example.org)";
    expect(bodyProblems(fine, false)).toEqual([]);
    const { markdownComponents } = await import("@/components/ui/markdown");
    const { a: Link } = markdownComponents("es") as {
      a: (props: { href: string; children: string }) => React.ReactElement;
    };
    expect(renderToStaticMarkup(<Link href="//evil.example/pay">pagar</Link>)).toBe(
      '<a target="_blank" rel="noopener noreferrer" href="//evil.example/pay">pagar<span class="visually-hidden"> (se abre en una pestaña nueva)</span></a>',
    );
    expect(renderToStaticMarkup(<Link href="/about">nosotros</Link>)).toBe('<a href="/about">nosotros</a>');
  });
});

describe("a body is drawn as typed, through the plugins @next/mdx is configured with", () => {
  /** The plugin list next.config.mjs hands to @next/mdx's loader, loaded as the loader loads it (by path). */
  async function configuredPlugins() {
    // next build runs under Turbopack, where @next/mdx sets its loader in `turbopack.rules`.
    process.env.TURBOPACK = "1";
    const { default: config } = await import(path.join(ROOT, "next.config.mjs"));
    delete process.env.TURBOPACK;
    type Rules = Record<string, { loaders: { options: { remarkPlugins: string[] } }[] }[]>;
    const { rules } = (config as { turbopack: { rules: Rules } }).turbopack;
    const paths = Object.values(rules).flat()[0]!.loaders[0]!.options.remarkPlugins;
    expect(paths).toEqual([path.join(ROOT, "lib/mdx/plugins.mjs")]);
    return Promise.all(paths.map(async (file) => (await import(file)).default));
  }

  it("keeps <3 {x} <br> a<b>c as text, fills known facts, empties javascript: and data: links, keeps tel:", async () => {
    const remarkPlugins = await configuredPlugins();
    const text =
      "# Heading\n\n<3 {x} <br> a<b>c at {email}\n\n<br>\n\n[x](javascript:alert(1)) [y](data:text/html,hi) [call](tel:+13865550142) [w3c](https://www.w3.org/)";
    const code = String(
      await compile({ value: text, path: "entry.md" }, { format: "md", outputFormat: "function-body", remarkPlugins }),
    );
    const { default: Body } = await run(code, { ...runtime, baseUrl: import.meta.url });
    const { markdownComponents } = await import("@/components/ui/markdown");
    const html = renderToStaticMarkup(
      <Body
        components={markdownComponents("en", { email: <a href="mailto:hello@example.org">hello@example.org</a> })}
      />,
    );
    expect(html).toContain("<h2>Heading</h2>");
    expect(html).toContain(
      '<p>&lt;3 {x} &lt;br&gt; a&lt;b&gt;c at <a href="mailto:hello@example.org">hello@example.org</a></p>',
    );
    expect(html).toContain("<p>&lt;br&gt;</p>");
    expect(html).toContain('<a href="">x</a> <a href="">y</a> <a href="tel:+13865550142" class="tel">call</a>');
    expect(html).toContain(
      '<a target="_blank" rel="noopener noreferrer" href="https://www.w3.org/">w3c<span class="visually-hidden"> (opens in a new tab)</span></a>',
    );
  });
});

describe("a Spanish entry missing one word falls back for that word only", () => {
  it('shows the Spanish page, that field in English marked lang="en", and tells staff', async () => {
    const spanish = fs.readFileSync(contentPath("content/es/events/new-moon-circle.md"), "utf8");
    expect(spanish).toMatch(/^tagline: .*\n/m);
    await inSite({ "content/es/events/new-moon-circle.md": spanish.replace(/^tagline: .*\n/m, "") }, async (site) => {
      const english = site.content.getEvent("new-moon-circle", "en");
      const entry = site.content.getEvent("new-moon-circle", "es");
      expect(entry).toMatchObject({ lang: "es", english: ["tagline"], tagline: english.tagline });
      expect(entry.title).not.toBe(english.title);
      expect(site.problems.problems()).toContainEqual(
        expect.objectContaining({
          level: "warning",
          file: "content/es/events/new-moon-circle.md",
          message:
            "is not fully translated (missing: Tagline): the Spanish page shows this field in English until it is translated",
        }),
      );
      // The renderer from the same fresh modules as the page, so they share one React.
      const server = await import("react-dom/server");
      const { EventPage } = await import("@/components/pages/event");
      const html = server.renderToStaticMarkup(<EventPage locale="es" slug="new-moon-circle" />);
      expect(html).toContain(`<span lang="en">${english.tagline}</span>`);
      expect(html).toContain(`<span>${entry.title}</span>`);
      expect(html).not.toContain('lang="en">' + english.title);
      // No "this page is not translated yet" notice: the page is Spanish.
      const { ui } = await import("@/lib/i18n");
      expect(html).not.toContain(ui("es").shell.untranslated);
    });
  });

  it('marks lang="en" a field the Spanish file keeps as in English (a programme name), with nothing to tell staff', async () => {
    const spanish = fs.readFileSync(contentPath("content/es/events/new-moon-circle.md"), "utf8");
    const name = "The New Moon Series";
    const files = {
      "content/events/new-moon-circle.md": fs
        .readFileSync(contentPath("content/events/new-moon-circle.md"), "utf8")
        .replace(/^title: .*$/m, `title: "${name}"`),
      "content/es/events/new-moon-circle.md": spanish.replace(/^title: .*$/m, `title: "${name}"`),
    };
    await inSite(files, async (site) => {
      expect(site.content.getEvent("new-moon-circle", "es")).toMatchObject({ lang: "es", english: ["title"] });
      expect(site.problems.problems().filter((problem) => problem.file.includes("new-moon-circle"))).toEqual([]);
      const server = await import("react-dom/server");
      const { EventPage } = await import("@/components/pages/event");
      const html = server.renderToStaticMarkup(<EventPage locale="es" slug="new-moon-circle" />);
      expect(html).toContain(`<span lang="en">${name}</span>`);
    });
  });
});
