import { mkdtempSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import { execFileSync } from "node:child_process";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import sharp from "sharp";
import { parse } from "jsonc-parser";
import YAML from "yaml";
import { expect, openAdminOnLocalRepository, repositoryFiles, test } from "./helpers";
import { CMS_OWN_CALLS, adminConsoleProblems, offline } from "./sveltia";

/*
 * The content manager on the served build, offline. "Work with Local Repository" asks the browser for a
 * folder (showDirectoryPicker, which no test can click): here it gets a folder of the origin-private file
 * system seeded with content/, and what the CMS saved there is read back to disk and loaded by the site's
 * own loader. Every request that would leave the machine is refused and listed.
 */

const ROOT = path.resolve(__dirname, "..");
const SLUG = "evening-drum-circle";
/** The home page's new lead, typed in the Spanish pane. */
const SPANISH_LEAD =
  "Ceremonias, retiros y círculos en línea en toda Florida, con cuidado y abiertos a todas las personas.";

/** Every file under the origin-private folder "repo", by path: text, or base64 for an upload. */
async function readRepository(page: Page): Promise<Record<string, string>> {
  return page.evaluate(async () => {
    const out: Record<string, string> = {};
    const read = async (file: File, name: string) =>
      /\.(webp|jpe?g|png|avif)$/i.test(name) ? new Uint8Array(await file.arrayBuffer()).toBase64() : file.text();
    const walk = async (dir: FileSystemDirectoryHandle, prefix: string) => {
      // entries() is in every browser with the origin-private file system; TypeScript's DOM types lack it.
      for await (const [name, handle] of (
        dir as unknown as { entries(): AsyncIterable<[string, FileSystemHandle]> }
      ).entries()) {
        if (handle.kind === "directory") await walk(handle as FileSystemDirectoryHandle, `${prefix}${name}/`);
        // A .crswap file is a write still under way (the browser renames it when done).
        else if (!name.endsWith(".crswap"))
          out[`${prefix}${name}`] = await read(await (handle as FileSystemFileHandle).getFile(), name);
      }
    };
    await walk(await (await navigator.storage.getDirectory()).getDirectoryHandle("repo"), "");
    return out;
  });
}

/** A language's pane of an entry, or the one pane of the (untranslated) site facts. */
type Pane = "en" | "es" | "facts";

/** The field at `keyPath` in the English or Spanish pane of the entry editor, scrolled to (the editor renders fields as they come into view). */
async function field(page: Page, locale: Pane, keyPath: string): Promise<Locator> {
  const pane = page
    .locator(locale === "facts" ? `[data-mode="edit"]` : `[data-locale="${locale}"][data-mode="edit"]`)
    .first();
  const found = pane.locator(`[data-key-path="${keyPath}"]`).first();
  for (let i = 0; i < 40 && (await found.count()) === 0; i += 1) {
    await pane.evaluate((el) => el.querySelector("[id$=pane-body] > .content")?.scrollBy(0, 500));
    await page.waitForTimeout(100);
  }
  await found.scrollIntoViewIfNeeded();
  return found;
}

async function fill(page: Page, locale: Pane, keyPath: string, value: string) {
  const input = (await field(page, locale, keyPath))
    .locator(`input, textarea, [contenteditable="true"]`)
    .filter({ visible: true })
    .first();
  await input.scrollIntoViewIfNeeded();
  await input.fill(value);
}

/** Picks an option: a few show as radio buttons, more as a drop-down list. */
async function choose(page: Page, keyPath: string, option: string) {
  const container = await field(page, "en", keyPath);
  const radio = container.getByRole("radio", { name: option, exact: true });
  if ((await radio.count()) > 0) return radio.check();
  await container.getByRole("combobox").click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

/**
 * The editor of one entry, by its address: after a new entry is saved the CMS may still be moving to that entry's
 * page, which would replace an address set too soon, so it is set again until the editor shows `title`.
 */
async function openEntry(page: Page, route: string, title: string) {
  await expect(async () => {
    await page.goto(`/admin#${route}`);
    await expect(page.getByRole("toolbar", { name: "Primary" })).toContainText(title, { timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
}

/**
 * The right pane in Spanish, ready to edit. The editor may already show it (it keeps the pane it last showed) and may
 * redraw the pane while the entry loads, so a click that lands on a pane being replaced is tried again.
 */
async function showSpanishPane(page: Page) {
  await expect(async () => {
    const spanish = page
      .getByRole("radiogroup", { name: "Switch Locale" })
      .nth(1)
      .getByRole("radio", { name: "Spanish" });
    if ((await spanish.getAttribute("aria-checked", { timeout: 2_000 })) !== "true")
      await spanish.click({ timeout: 2_000 });
    const fields = '[data-key-path="title"], [data-key-path="tagline"], [data-key-path="lead"], [data-key-path="text"]';
    await expect(page.locator('[data-locale="es"][data-mode="edit"]').locator(fields).first()).toBeVisible({
      timeout: 2_000,
    });
  }).toPass({ timeout: 30_000 });
}

/** A new entry's editor: a click on "New" while the list is still being drawn can be lost, so it is tried again. */
async function openNewEntry(page: Page) {
  await expect(async () => {
    const editor = page.getByRole("group", { name: "Content Editor" });
    if (!(await editor.isVisible())) await page.getByRole("button", { name: "New" }).click({ timeout: 2_000 });
    await expect(editor).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
}

/** Saves the entry and waits until the CMS has written it: the editor closes and the collection's list shows. */
async function save(page: Page) {
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText(/Entry (created|saved)/)).toBeVisible();
  // Back on the collection's list: a new entry's editor (…/new) is left for it a moment after the message.
  await expect(page).toHaveURL(/#\/collections\/[\w-]+$/);
}

/**
 * A module of the site loaded anew, so it reads content/ from the current working directory. Through
 * require: Playwright compiles TypeScript for require(), not for import() of a file outside the tests.
 */
function loadFresh<T>(module: string): T {
  for (const key of Object.keys(require.cache)) if (key.startsWith(path.join(ROOT, "lib"))) delete require.cache[key];
  return createRequire(__filename)(module) as T;
}

const SEEDED = Object.fromEntries(repositoryFiles().map((file) => [file.path, file.text]));

/**
 * /admin on a copy of content/, offline, on its first collection. Returns the check for the test's end: nothing tried
 * to leave the machine, and the admin page's own policy refused nothing but the CMS's own calls elsewhere.
 */
async function openAdmin(page: Page): Promise<() => Promise<void>> {
  const outside = await offline(page);
  // What the policy refuses before any request is made.
  const refusedByPolicy: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && /Content Security Policy/.test(message.text()))
      refusedByPolicy.push(/'(https?:[^']+)'/.exec(message.text())?.[1] ?? message.text());
  });
  await openAdminOnLocalRepository(page, "/admin");
  // The CMS opens its first collection, the events, slowly on a busy machine.
  await expect(page.getByRole("main", { name: /Events.*Collection/ })).toBeVisible({ timeout: 20_000 });
  return async () => {
    await test.info().attach("requests refused", {
      body: JSON.stringify({ outside, refusedByPolicy }, null, 2),
      contentType: "application/json",
    });
    expect(outside, "requests that tried to leave the machine").toEqual([]);
    expect(
      refusedByPolicy.filter((url) => !CMS_OWN_CALLS.test(url)),
      "requests the admin page's policy refused",
    ).toEqual([]);
  };
}

/** The files the CMS wrote: new, or changed from content/. */
const written = (saved: Record<string, string>) => Object.keys(saved).filter((file) => saved[file] !== SEEDED[file]);

/**
 * The site's own loader on the files the CMS saved, after the build's first step (the photos' copies for each screen):
 * `check` gets the site's modules, loaded fresh in that folder; returns what they reported, none of it an error.
 */
async function loadSaved(
  saved: Record<string, string>,
  check: (load: NodeJS.Require, dir: string) => void,
): Promise<{ file?: string }[]> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "admin-e2e-"));
  for (const [file, text] of Object.entries(saved).filter(([file]) => file.startsWith("content/"))) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), file.startsWith("content/uploads/") ? Buffer.from(text, "base64") : text);
  }
  execFileSync(process.execPath, [path.join(ROOT, "scripts", "photos.mjs")], { cwd: dir });
  const cwd = process.cwd();
  // lib/content/index.ts and lib/site.ts read content/ from the working directory when first imported.
  process.chdir(dir);
  try {
    // One fresh set of the site's modules, sharing one record of problems.
    const { problems } = loadFresh<typeof import("../lib/reporting/problems")>("../lib/reporting/problems");
    check(createRequire(__filename), dir);
    expect(problems().filter((problem) => problem.level === "error")).toEqual([]);
    return problems();
  } finally {
    process.chdir(cwd);
    rmSync(dir, { recursive: true, force: true });
  }
}

test.use({ allowConsoleErrors: true, viewport: { width: 1280, height: 800 }, actionTimeout: 15_000 });

/** What an event's text may hold that MDX would have refused: it is Markdown, so every character is text. */
const ODD_TEXT = "We meet every Wednesday <3 {optional} <br> a<b and 5 > 3 & 2, “quoted” 🌙";

test("an editor creates an event with a weekly schedule and a photo in both languages, and is refused a word for a number, offline @desktop-only", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const isOffline = await openAdmin(page);
  await test.step("create an event with a weekly schedule, in both languages, its text full of characters MDX refused", async () => {
    await openNewEntry(page);
    await showSpanishPane(page);
    await fill(page, "en", "title", "Evening Drum Circle");
    await fill(page, "es", "title", "Círculo de tambores al atardecer");
    await fill(page, "en", "tagline", "Drum together as the sun goes down");
    await fill(page, "es", "tagline", "Toquemos juntos mientras se pone el sol");
    await fill(page, "en", "intro", "A weekly drum circle on the grounds, open to every rhythm.");
    await fill(page, "es", "intro", "Un círculo de tambores semanal en los terrenos, abierto a todos los ritmos.");
    await fill(page, "en", "summary", "Bring a drum or borrow one, and find the circle's heartbeat together.");
    await fill(page, "es", "summary", "Trae un tambor o usa uno prestado, y encontremos juntos el latido del círculo.");
    await choose(page, "type", "Workshop");
    await choose(page, "icon", "🌙 Moon");
    // A new event is listed on the Events page unless staff switch it off.
    await expect((await field(page, "en", "listed")).getByRole("switch")).toBeChecked();
    await fill(page, "en", "audience", "Open to all");
    await fill(page, "es", "audience", "Abierto a todas las personas");
    await fill(page, "en", "capacity", "twelve");
    await choose(page, "place", "Heartwood Sanctuary Grounds");
    await choose(page, "platform", "Community platform");
    await fill(page, "en", "buttonText", "Join the Circle");
    await fill(page, "es", "buttonText", "Únete al círculo");
    await (await field(page, "en", "schedule")).getByRole("checkbox", { name: /Add \W?Weekly schedule/ }).check();
    await fill(page, "en", "schedule.firstDate", "2026-01-07");
    await fill(page, "en", "schedule.startTime", "19:00");
    await choose(page, "schedule.duration", "1 hour 30 minutes");
    // A phone-sized photo, 2400 px wide, uploaded through the photo field, with its description in both languages.
    await (await field(page, "en", "photo")).getByRole("checkbox", { name: /Add \W?Photo/ }).check();
    await (await field(page, "en", "photo.src")).getByRole("button", { name: "Browse" }).click();
    const chooser = page.waitForEvent("filechooser");
    await page.getByRole("dialog").getByRole("button", { name: "Upload" }).click();
    const jpeg = await sharp({
      create: { width: 2400, height: 1600, channels: 3, background: { r: 40, g: 90, b: 80 } },
    })
      .jpeg({ quality: 92 })
      .toBuffer();
    await (await chooser).setFiles({ name: "drum circle.jpg", mimeType: "image/jpeg", buffer: jpeg });
    await page.getByRole("dialog").getByRole("button", { name: "Insert" }).click();
    await fill(page, "en", "photo.alt", "Drummers in a circle on the grounds at dusk");
    await (await field(page, "es", "photo")).getByRole("checkbox", { name: /Add \W?Photo/ }).check();
    await fill(page, "es", "photo.alt", "Personas tocando el tambor en círculo en los terrenos al atardecer");
    await fill(page, "en", "body", ODD_TEXT);
    await fill(page, "es", "body", `Cada miércoles ${ODD_TEXT.slice("We meet every Wednesday ".length)}`);
  });

  await test.step("a word typed as a number is refused at the field, not dropped; a number is saved", async () => {
    await page.getByRole("button", { name: "Save" }).click();
    const capacity = await field(page, "en", "capacity");
    await expect(capacity.getByText("Write a whole number from 1 to 9999")).toBeVisible();
    expect(Object.keys(await readRepository(page)).filter((file) => file.includes(SLUG))).toEqual([]);
    await fill(page, "en", "capacity", "12");
    await save(page);
  });

  const saved = await readRepository(page);

  await test.step("the CMS wrote the new event and its photo only, at the site's paths", () => {
    expect(written(saved).sort()).toEqual([
      "content/es/events/evening-drum-circle.md",
      "content/events/evening-drum-circle.md",
      // The upload, converted to WebP in the editor's browser (at most 1600 px), with a name fit for an address.
      "content/uploads/drum-circle.webp",
    ]);
  });

  await test.step("the new event's files: facts in English, words in Spanish, the text exactly as typed", async () => {
    const { translatable } = loadFresh<typeof import("../lib/content")>("../lib/content");
    const frontmatter = (text: string) =>
      YAML.parse(text.split(/^---$/m)[1]!, { schema: "core" }) as Record<string, unknown>;
    const spanish = frontmatter(saved[`content/es/events/${SLUG}.md`]!);
    // Words only, and the position /admin writes in a new entry's every file.
    expect(Object.keys(spanish).filter((key) => !(key in translatable.events) && key !== "order")).toEqual([]);
    expect(spanish.title).toBe("Círculo de tambores al atardecer");
    const english = frontmatter(saved[`content/events/${SLUG}.md`]!);
    expect(english).toMatchObject({ listed: true, capacity: "12", place: "interlachen" });
    expect(english.schedule).toEqual({ firstDate: "2026-01-07", startTime: "19:00", duration: 90, intervalWeeks: 1 });
    expect(saved[`content/events/${SLUG}.md`]).toMatch(/^---\n[\s\S]*\n---\n\n([\s\S]*)\n$/);
  });

  await test.step("the site's own loader reads every file the CMS wrote, with nothing to fix", () =>
    loadSaved(saved, (load, dir) => {
      const content = load("../lib/content") as typeof import("../lib/content");
      const event = content.getEvent(SLUG, "en");
      expect(event).toMatchObject({
        title: "Evening Drum Circle",
        place: "interlachen",
        capacity: 12,
        schedule: { startTime: "19:00", duration: 90, byDay: "WE" },
        body: ODD_TEXT,
      });
      expect(content.getEvent(SLUG, "es")).toMatchObject({
        lang: "es",
        title: "Círculo de tambores al atardecer",
        schedule: event.schedule,
      });
      // The 2400 × 1600 photo set through the field (1600 × 1066 once uploaded): WebP copies, the largest at most 300 kB, in an <img> with srcset, size and alt.
      expect(event.photo).toEqual({
        src: "/uploads/drum-circle.webp",
        alt: "Drummers in a circle on the grounds at dusk",
      });
      expect(content.getEvent(SLUG, "es").photo).toEqual({
        src: "/uploads/drum-circle.webp",
        alt: "Personas tocando el tambor en círculo en los terrenos al atardecer",
      });
      const { photoInfo } = load("../lib/content/photos") as typeof import("../lib/content/photos");
      const copies = photoInfo("/uploads/drum-circle.webp")!.variants;
      expect(copies.map((copy) => copy.width)).toEqual([480, 800, 1200, 1600]);
      for (const copy of copies) expect(statSync(path.join(dir, "public", copy.url)).size).toBeLessThanOrEqual(300_000);
      const { Photo } = load("../components/ui/photo") as typeof import("../components/ui/photo");
      const img = renderToStaticMarkup(
        createElement(Photo, { src: event.photo!.src, alt: event.photo!.alt, sizes: "100vw" }),
      );
      expect(img).toMatch(
        /<img [^>]*srcSet="[^"]*480w, [^"]*800w, [^"]*1200w, [^"]*1600w"[^>]*width="1600" height="1066" alt="Drummers in a circle on the grounds at dusk"/,
      );
    }));
  await isOffline();
});

test("an editor publishes an event in English alone, edits Spanish words, names a facilitator, changes a page's lead and a giving amount, offline @desktop-only", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const isOffline = await openAdmin(page);

  await test.step("create an event in English alone: Spanish can follow", async () => {
    await openNewEntry(page);
    await fill(page, "en", "title", "Full Moon Fire");
    await fill(page, "en", "tagline", "A fire under the full moon");
    await fill(page, "en", "intro", "A monthly fire circle under the full moon.");
    await fill(page, "en", "summary", "Sit by the fire as the full moon rises.");
    await choose(page, "type", "Monthly Circle");
    await choose(page, "icon", "🔥 Flame");
    await fill(page, "en", "audience", "Open to all");
    await choose(page, "place", "Heartwood Sanctuary Grounds");
    await choose(page, "platform", "Community platform");
    await fill(page, "en", "buttonText", "Join the Waitlist");
    await (await field(page, "en", "tbd")).getByRole("checkbox", { name: /Add \W?Dates to be announced/ }).check();
    await fill(page, "en", "tbd.note", "announced monthly");
    await save(page);
  });

  await test.step("edit a service's Spanish words only", async () => {
    await openEntry(page, "/collections/services/entries/soul-coaching", "Soul Coaching");
    await showSpanishPane(page);
    await expect(page.locator('[data-locale="es"][data-mode="edit"] [data-key-path="tagline"] input')).toHaveValue(
      "Escucha hacia adentro. Actúa con propósito.",
    );
    await fill(page, "es", "tagline", "Escucha hacia adentro. Actúa con propósito, paso a paso.");
    await save(page);
  });

  await test.step("name a facilitator as the one who leads a service", async () => {
    await openEntry(page, "/collections/services/entries/ecstatic-dance", "Ecstatic Dance");
    await (await field(page, "en", "facilitators")).getByRole("checkbox", { name: "Maya Collins" }).check();
    await save(page);
  });

  await test.step("change the home page's lead in Spanish", async () => {
    await openEntry(page, "/collections/pages/entries/home", "Home page");
    await showSpanishPane(page);
    const lead = page.locator('[data-locale="es"][data-mode="edit"] [data-key-path="lead"] textarea');
    await expect(lead).toHaveValue(YAML.parse(SEEDED["content/es/pages/home.yaml"]!).lead);
    await fill(page, "es", "lead", SPANISH_LEAD);
    await save(page);
  });

  await test.step("change a giving tier's amount in the site facts", async () => {
    await openEntry(page, "/collections/site/entries/facts", "Site facts");
    await expect(page.locator('[data-mode="edit"] [data-key-path="email"] input')).toHaveValue("support@example.org");
    await fill(page, "facts", "giving.rootedSupporter.amount", "80");
    await save(page);
  });

  const saved = await readRepository(page);

  await test.step("the CMS wrote the new event and the edited files only, at the site's paths", () => {
    expect(written(saved).sort()).toEqual([
      // A new entry's Spanish file is written with its position even when no Spanish word is (the loader shows English).
      "content/es/events/full-moon-fire.md",
      "content/es/pages/home.yaml",
      "content/es/services/soul-coaching.md",
      "content/events/full-moon-fire.md",
      "content/services/ecstatic-dance.md",
      "content/site.yaml",
    ]);
  });

  await test.step("a save changes only the lines the editor changed", () => {
    const changedLines = (file: string) => {
      const before = SEEDED[file]!.split("\n");
      const after = saved[file]!.split("\n");
      expect(after.length).toBe(before.length);
      return after.flatMap((line, i) => (line === before[i] ? [] : [`${before[i]} → ${line}`]));
    };
    expect(changedLines("content/es/services/soul-coaching.md")).toEqual([
      'tagline: "Escucha hacia adentro. Actúa con propósito." → tagline: "Escucha hacia adentro. Actúa con propósito, paso a paso."',
    ]);
    expect(changedLines("content/es/pages/home.yaml")).toEqual([
      expect.stringMatching(new RegExp(`^lead: ".*" → lead: "${SPANISH_LEAD}"$`)),
    ]);
    expect(changedLines("content/site.yaml")).toEqual(['    amount: "75" →     amount: "80"']);
    expect(saved["content/services/ecstatic-dance.md"]!.replace('facilitators:\n  - "maya-collins"\n', "")).toBe(
      SEEDED["content/services/ecstatic-dance.md"],
    );
    // The English file of the service whose Spanish words were edited is not written at all.
    expect(saved["content/services/soul-coaching.md"]).toBe(SEEDED["content/services/soul-coaching.md"]);
  });

  await test.step("the site's own loader reads every file the CMS wrote, with nothing to fix", async () => {
    const problems = await loadSaved(saved, (load) => {
      const content = load("../lib/content") as typeof import("../lib/content");
      // Published in English alone: the Spanish page shows the English words until they are written.
      expect(content.getEvent("full-moon-fire", "es")).toMatchObject({ lang: "en", title: "Full Moon Fire" });
      expect(content.getService("soul-coaching", "es")).toMatchObject({
        lang: "es",
        tagline: "Escucha hacia adentro. Actúa con propósito, paso a paso.",
      });
      const { site } = load("../lib/site") as typeof import("../lib/site");
      expect(site.giving.rootedSupporter.amount).toBe(80);
      const { wordsOf: words } = load("../lib/i18n") as typeof import("../lib/i18n");
      expect(words("home", "es").lead).toBe(SPANISH_LEAD);
      expect(words("home", "en").lead).toBe(YAML.parse(SEEDED["content/pages/home.yaml"]!).lead);
      // The facilitator named as the one who leads the service.
      expect(
        content
          .facilitatorsOf(content.getService("ecstatic-dance", "es"), "services", "es")
          .map((person) => person.name),
      ).toEqual(["Maya Collins"]);
    });
    expect(problems.map((problem) => problem.file)).toContain("content/es/events/full-moon-fire.md");
  });
  await isOffline();
});

test("a bad day: the urgent notice is one click from the collection list, posted in both languages, then taken down by its switch alone, offline @desktop-only", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const isOffline = await openAdmin(page);
  const notice = {
    text: "The grounds are closed today after the storm.",
    spanishText: "Los terrenos están cerrados hoy tras la tormenta.",
    endDate: "2025-10-02",
    endTime: "21:00",
  };
  /** The notice in the collection list, in view without scrolling, and its editor opened by one click on it. */
  const openNotice = async () => {
    const item = page.getByRole("tree", { name: "Collection List" }).getByRole("treeitem", { name: "Urgent notice" });
    await expect(item).toBeInViewport({ ratio: 1 });
    await item.click();
    // Its On switch: no other entry has one.
    await expect(page.locator('[data-key-path="shown"]').first()).toBeVisible();
  };

  await test.step("on a phone the list is the first screen, with the notice in view", async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/admin#/collections");
    await openNotice();
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/admin#/collections/events");
  });

  await test.step("one click on the notice in the collection list opens its editor", openNotice);

  await test.step("switched on, its words in both languages and its end, saved", async () => {
    await showSpanishPane(page);
    await (await field(page, "en", "shown")).getByRole("switch").check();
    await fill(page, "en", "text", notice.text);
    await fill(page, "es", "text", notice.spanishText);
    await fill(page, "en", "endDate", notice.endDate);
    await fill(page, "en", "endTime", notice.endTime);
    await save(page);
  });
  const posted = await readRepository(page);
  expect(written(posted).sort()).toEqual(["content/es/notice.yaml", "content/notice.yaml"]);
  await loadSaved(posted, (load) => {
    const { readNotice } = load("../lib/notice") as typeof import("../lib/notice");
    expect(readNotice("2025-10-01")).toEqual(notice);
  });

  await test.step("taken down: one click on it in the list, the switch off, and Save", async () => {
    await openNotice();
    await (await field(page, "en", "shown")).getByRole("switch").uncheck();
    await save(page);
  });
  const down = await readRepository(page);
  expect(YAML.parse(down["content/notice.yaml"]!)).toEqual({
    shown: false,
    text: notice.text,
    endDate: notice.endDate,
    endTime: notice.endTime,
  });
  await loadSaved(down, (load) => {
    const { readNotice } = load("../lib/notice") as typeof import("../lib/notice");
    expect(readNotice("2025-10-01")).toBeUndefined();
  });
  await isOffline();
});

// Drafts themselves need GitHub (e2e/editorial-workflow.spec.ts): with a local repository Sveltia saves at once.
test("the CMS loads the editorial workflow and links each entry to its own page, in both languages @desktop-only", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const config = YAML.parse(await (await request.get("/admin/config.yml")).text()) as {
    publish_mode: string;
    backend: { preview_context: string };
  };
  expect(config.publish_mode).toBe("editorial_workflow");
  expect(config.backend.preview_context).toBe("Cloudflare preview");
  const SITE_URL = (parse(readFileSync(path.join(ROOT, "wrangler.jsonc"), "utf8")) as { vars: { SITE_URL: string } })
    .vars.SITE_URL;
  // The live site is not reached: its address is answered here (in the popup), and what was asked for is kept.
  const visited: string[] = [];
  await page.context().route(`${SITE_URL}/**`, (route) => {
    visited.push(route.request().url());
    return route.fulfill({ status: 200, contentType: "text/html", body: "<!DOCTYPE html><title>live site</title>" });
  });
  const isOffline = await openAdmin(page);

  /** Where the CMS's "View on Live Site" goes for an entry: the header's button, or the one in a language pane's options. */
  const liveLink = async (hash: string, locale?: "Spanish") => {
    await page.goto(`/admin/${hash}`);
    await page.locator("[data-key-path]").first().waitFor();
    const opened = page.waitForEvent("popup");
    if (locale) {
      await page
        .getByRole("group", { name: /^Edit .*Content$/ })
        .getByRole("radio", { name: locale, exact: true })
        .click();
      await page
        .getByRole("button", { name: new RegExp(`Show .*${locale}.* Content Options`) })
        .first()
        .click();
      await page.getByRole("menuitem", { name: "View on Live Site" }).click();
    } else await page.getByRole("button", { name: "View on Live Site" }).first().click();
    const popup = await opened;
    await popup.waitForLoadState();
    await popup.close();
    return visited.at(-1);
  };
  expect(await liveLink("#/collections/events/entries/new-moon-circle")).toBe(`${SITE_URL}/events/new-moon-circle`);
  expect(await liveLink("#/collections/events/entries/new-moon-circle", "Spanish")).toBe(
    `${SITE_URL}/es/events/new-moon-circle`,
  );
  expect(await liveLink("#/collections/pages/entries/about")).toBe(`${SITE_URL}/about`);
  expect(await liveLink("#/collections/site/entries/facts")).toBe(`${SITE_URL}/contact`);
  await isOffline();
});

test("the editor's icons are drawn by its icon font, which the admin page's policy allows from every host the CMS names @desktop-only", async ({
  page,
  request,
}) => {
  const isOffline = await openAdmin(page);
  const iconFont = '24px "Material Symbols Outlined"';
  await expect.poll(() => page.evaluate((font) => document.fonts.check(font, "arrow_back"), iconFont)).toBe(true);
  await page.evaluate(() => document.fonts.ready);
  // An icon is a ligature: a word such as "bookmark_manager" drawn as one glyph about as wide as it is tall. Without
  // its font the word itself shows, several times wider.
  const icons = await page
    .locator(".material-symbols-outlined")
    .filter({ visible: true })
    .evaluateAll((els) =>
      els.map((el) => ({
        word: el.textContent ?? "",
        width: el.getBoundingClientRect().width,
        size: parseFloat(getComputedStyle(el).fontSize),
      })),
    );
  expect(icons.map(({ word }) => word)).toContain("bookmark_manager");
  expect(icons.filter(({ word, width, size }) => word.length > 2 && width > size * 1.5)).toEqual([]);
  await isOffline();

  // Every host the CMS's @font-face rules load from is one the policy's font-src names.
  const bundle = await (await request.get("/admin/sveltia-cms.js")).text();
  const fontHosts = new Set(
    [...bundle.matchAll(/@font-face\s*\{[^}]*?url\((https:\/\/[^/)]+)\//g)].map(([, origin]) => origin!),
  );
  expect([...fontHosts]).not.toEqual([]);
  const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute("content");
  const fontSrc = /(?:^|; )font-src ([^;]*)/.exec(policy ?? "")?.[1]?.split(" ") ?? [];
  for (const host of fontHosts) expect(fontSrc, host).toContain(host);
});

test("/admin on a static host: apart from the site (its own policy, not indexed, not in the sitemap, its scripts from the site), the console holding only the policy's refusals of the CMS's own calls @desktop-only", async ({
  page,
  request,
}) => {
  const problems = adminConsoleProblems(page);
  // Its fonts, which the policy allows from jsDelivr, are served from node_modules.
  const outside = await offline(page);
  const response = await page.goto("/admin");
  expect(response?.headers()["cross-origin-opener-policy"]).toBe("same-origin-allow-popups");
  expect(response?.headers()["x-robots-tag"]).toBe("noindex");
  const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute("content");
  expect(policy).toMatch(/(^|; )script-src 'self'(;|$)/);
  expect(policy).toMatch(/(^|; )connect-src 'self' data: blob: https:\/\/api\.github\.com(;|$)/);
  // The CMS adds a robots <meta> of its own once running: the served file has one before any script.
  expect(await response?.text()).toMatch(/<meta name="robots" content="noindex[^"]*">[\s\S]*<script/);
  const scripts = await page
    .locator("script[src]")
    .evaluateAll((els) => els.map((el) => (el as HTMLScriptElement).src));
  expect(scripts.map((src) => new URL(src).pathname)).toEqual(["/admin/sveltia-cms.js", "/admin/admin.js"]);
  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).toContain("/events");
  expect(sitemap).not.toContain("/admin");
  const config = YAML.parse(await (await request.get("/admin/config.yml")).text()) as { output: unknown };
  expect(config.output).toEqual({ omit_empty_optional_fields: true, yaml: { quote: "double" } });
  await expect(page.getByRole("button", { name: /^Sign In with \W?GitHub\W?$/ })).toBeVisible();
  // The update check runs as the CMS starts, the GitHub status check once it knows its backend: both would log by now.
  await page.waitForTimeout(1500);
  expect(problems).toEqual([]);
  expect(outside).toEqual([]);
});
