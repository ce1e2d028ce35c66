/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { z } from "zod";
import {
  ContentError,
  eventSchema,
  getEvent,
  getEvents,
  getListedEvents,
  getService,
  getServices,
  getVolunteerRole,
  getVolunteerRoles,
  loadCollection,
  serviceSchema,
  volunteerSchema,
} from "@/lib/content";
import { formatCapacity, formatDates, formatPlace, formatTime } from "@/lib/format";

/* Expected slugs typed in from /work/shared/spec.md (route list), not derived from the code. */
const SPEC_SERVICE_SLUGS = [
  "guided-meditation",
  "spiritual-counseling",
  "ancestral-healing",
  "ecstatic-dance",
  "soul-coaching",
  "seasonal-retreats",
  "sacred-weddings",
  "corporate-retreats",
];
const SPEC_EVENT_SLUGS = [
  "red-book-series",
  "mens-inner-work",
  "accountability-call",
  "mid-week-heart-to-heart",
  "new-moon-circle",
  "integration-workshop",
  "winter-solstice-retreat",
  "sacred-breathwork",
  "womens-sacred-circle",
];
const SPEC_VOLUNTEER_SLUGS = [
  "ceremony-assistant",
  "community-outreach",
  "event-coordinator",
  "healing-arts-practitioner",
  "sanctuary-support",
  "small-group-host",
];
/* Spec §9: event capacities. */
const SPEC_CAPACITIES: Record<string, number> = {
  "new-moon-circle": 12,
  "womens-sacred-circle": 12,
  "winter-solstice-retreat": 16,
  "sacred-breathwork": 15,
  "integration-workshop": 8,
};

const slugSet = (entries: { slug: string }[]) => new Set(entries.map((e) => e.slug));
const orders = (entries: { order: number }[]) => entries.map((e) => e.order);
const ascending = (values: number[]) => [...values].sort((a, b) => a - b);

describe("real content collections", () => {
  it("loads the 8 services of the spec, sorted by order", () => {
    const services = getServices();
    expect(services).toHaveLength(8);
    expect(slugSet(services)).toEqual(new Set(SPEC_SERVICE_SLUGS));
    expect(orders(services)).toEqual(ascending(orders(services)));
  });

  it("gives every service exactly five benefits", () => {
    for (const service of getServices()) {
      expect(service.benefits).toHaveLength(5);
    }
  });

  it("loads the 9 events of the spec, sorted by order", () => {
    const events = getEvents();
    expect(events).toHaveLength(9);
    expect(slugSet(events)).toEqual(new Set(SPEC_EVENT_SLUGS));
    expect(orders(events)).toEqual(ascending(orders(events)));
  });

  it("lists 8 event cards, leaving out the integration workshop", () => {
    const listed = getListedEvents();
    expect(listed).toHaveLength(8);
    expect(listed.map((e) => e.slug)).not.toContain("integration-workshop");
    expect(slugSet(listed)).toEqual(new Set(SPEC_EVENT_SLUGS.filter((s) => s !== "integration-workshop")));
    expect(orders(listed)).toEqual(ascending(orders(listed)));
    // The unlisted event still has its page.
    expect(getEvent("integration-workshop").listed).toBe(false);
  });

  it("loads the 6 volunteer roles of the spec, sorted by order", () => {
    const roles = getVolunteerRoles();
    expect(roles).toHaveLength(6);
    expect(slugSet(roles)).toEqual(new Set(SPEC_VOLUNTEER_SLUGS));
    expect(orders(roles)).toEqual(ascending(orders(roles)));
  });

  it.each(Object.entries(SPEC_CAPACITIES))("gives %s a capacity of %i (spec §9)", (slug, capacity) => {
    expect(getEvent(slug).capacity).toBe(capacity);
  });

  it("schedules the Red Book series for 10 Mondays from 2025-10-13, 20:00-21:00", () => {
    expect(getEvent("red-book-series").schedule).toEqual(
      expect.objectContaining({ firstDate: "2025-10-13", startTime: "20:00", endTime: "21:00", byDay: "MO", count: 10 }),
    );
  });

  /*
   * Spec §2 event table and §9, in the site's one format: en dash ranges, "ET" for recurring Florida evenings;
   * on 1 October 2025 (jest.setup.ts), the weekly circles' next dates are their first ones (spec §9).
   */
  it.each([
    ["red-book-series", "Starts Monday, 10/13/2025 · 10\u00a0weeks", "8:00–9:00 PM ET", "Zoom (details after RSVP)"],
    ["mens-inner-work", "Every Tuesday · next: Tuesday, October 7", "7:30–8:30 PM ET", "Zoom (link after RSVP)"],
    ["accountability-call", "Every Monday · next: Monday, October 6", "12:00–1:00 PM ET", "The Village Voice Rooms"],
    ["mid-week-heart-to-heart", "Every other Wednesday · next: Wednesday, October 8", "8:00–9:30 PM ET", "Zoom (link after RSVP)"],
    ["new-moon-circle", "Date TBD · announced monthly", "Time TBD", "Heartwood Sanctuary Grounds, 100 Sanctuary Way, Interlachen, FL 32148"],
    ["integration-workshop", "Date TBD · announced periodically", "Time TBD", "Inner Peace Center, 200 Harmony Avenue, Miami, FL 33137"],
    ["winter-solstice-retreat", "Date TBD · 3-day immersion", "Time TBD", "Heartwood Sanctuary Grounds, 100 Sanctuary Way, Interlachen, FL 32148"],
    ["sacred-breathwork", "Date TBD", "Time TBD", "Heartwood Sanctuary Grounds, 100 Sanctuary Way, Interlachen, FL 32148"],
    ["womens-sacred-circle", "Date TBD · held monthly", "Time TBD", "Heartwood Sanctuary Grounds, 100 Sanctuary Way, Interlachen, FL 32148"],
  ])("formats %s: %s, %s, %s", (slug, dates, time, place) => {
    const event = getEvent(slug);
    expect([formatDates(event, "en"), formatTime(event, "en"), formatPlace(event)]).toEqual([dates, time, place]);
  });

  it("shortens an address to its city on a card, and writes capacities one way", () => {
    expect(formatPlace(getEvent("new-moon-circle"), "short")).toBe("Interlachen, FL");
    expect(formatPlace(getEvent("mens-inner-work"), "short")).toBe("Zoom (link after RSVP)");
    expect(formatCapacity(12, "en")).toBe("12 participants max");
  });

  it("finds single entries by slug and rejects unknown slugs", () => {
    expect(getService("sacred-weddings").slug).toBe("sacred-weddings");
    expect(getVolunteerRole("small-group-host").slug).toBe("small-group-host");
    expect(getEvent("red-book-series").slug).toBe("red-book-series");
    expect(() => getService("no-such-service")).toThrow(/no-such-service/);
    expect(() => getEvent("no-such-event")).toThrow(/no-such-event/);
    expect(() => getVolunteerRole("no-such-role")).toThrow(/no-such-role/);
  });
});

const FIXTURES = path.join(__dirname, "fixtures");

/**
 * Calls loadCollection exactly once and returns the ContentError it throws.
 * (gray-matter caches by file content, even when parsing failed, so a second
 * load of the same malformed text would not fail the same way.)
 */
function contentErrorOf<T extends { order: number }>(fixture: string, schema: z.ZodType<T>): ContentError {
  let caught: unknown;
  try {
    loadCollection(path.join(FIXTURES, fixture), schema);
  } catch (error) {
    caught = error;
  }
  if (caught === undefined) throw new Error(`loadCollection did not throw for fixture "${fixture}"`);
  expect(caught).toBeInstanceOf(ContentError);
  return caught as ContentError;
}

describe("loadCollection on fixtures", () => {
  it("loads a valid fixture folder, adds slugs and sorts by order rather than file name", () => {
    const entries = loadCollection(path.join(FIXTURES, "valid"), serviceSchema);
    expect(entries.map((e) => [e.slug, e.order])).toEqual([
      ["beta", 1],
      ["alpha", 2],
    ]);
  });

  type Case = { fixture: string; schema: z.ZodType<{ order: number }>; file: string; field: string };
  const cases: Case[] = [
    { fixture: "missing-field", schema: serviceSchema, file: "__tests__/fixtures/missing-field/x.mdx", field: "title" },
    { fixture: "wrong-type", schema: serviceSchema, file: "__tests__/fixtures/wrong-type/x.mdx", field: "order" },
    { fixture: "wrong-type-capacity", schema: eventSchema, file: "__tests__/fixtures/wrong-type-capacity/x.mdx", field: "capacity" },
    { fixture: "wrong-enum", schema: eventSchema, file: "__tests__/fixtures/wrong-enum/x.mdx", field: "type" },
    { fixture: "unknown-field", schema: eventSchema, file: "__tests__/fixtures/unknown-field/x.mdx", field: "capactiy" },
    { fixture: "bad-date-calendar", schema: eventSchema, file: "__tests__/fixtures/bad-date-calendar/x.mdx", field: "schedule.firstDate" },
    { fixture: "bad-date-text", schema: eventSchema, file: "__tests__/fixtures/bad-date-text/x.mdx", field: "schedule.firstDate" },
    { fixture: "missing-dates", schema: eventSchema, file: "__tests__/fixtures/missing-dates/x.mdx", field: "tbd" },
    { fixture: "duplicate-slug", schema: serviceSchema, file: "__tests__/fixtures/duplicate-slug/same.mdx", field: "slug" },
    { fixture: "duplicate-order", schema: serviceSchema, file: "__tests__/fixtures/duplicate-order/b.mdx", field: "order" },
    { fixture: "bad-slug", schema: serviceSchema, file: "__tests__/fixtures/bad-slug/Bad_Name.mdx", field: "slug" },
    { fixture: "malformed-yaml", schema: serviceSchema, file: "__tests__/fixtures/malformed-yaml/x.mdx", field: "frontmatter" },
  ];

  it.each(cases)("$fixture: throws a ContentError naming $file and \"$field\"", ({ fixture, schema, file, field }) => {
    const error = contentErrorOf(fixture, schema);
    expect(error.name).toBe("ContentError");
    expect(error.file).toBe(file);
    expect(error.field).toBe(field);
    expect(error.message).toContain(file);
    expect(error.message).toContain(`"${field}"`);
  });

  /* Messages typed by hand: what the field expected (the schema's words, enum values listed) and what the file holds. */
  it.each([
    [
      "wrong-type-capacity",
      'Invalid content in __tests__/fixtures/wrong-type-capacity/x.mdx: field "capacity" expected a whole number, found "twelve"',
    ],
    [
      "wrong-enum",
      'Invalid content in __tests__/fixtures/wrong-enum/x.mdx: field "type" expected one of "New Series", "Weekly Coaching", "Weekly Call", "Bi-Weekly Circle", "Monthly Circle", "Retreat", "Workshop", found "Monthly circle"',
    ],
    [
      "unknown-field",
      'Invalid content in __tests__/fixtures/unknown-field/x.mdx: field "capactiy" is not a known field: expected one of title, tagline, intro, summary, type, icon, listed, order, audience, facilitator, capacity, cost, place, placeNote, platform, rsvp, buttonText, closing, schedule, tbd',
    ],
  ])("%s: says what the field expected and what it found", (fixture, message) => {
    expect(contentErrorOf(fixture, eventSchema).message).toBe(message);
  });

  it("refuses an end date (until) before the first date, or beside a count", () => {
    expect(contentErrorOf("until-before-start", eventSchema).message).toBe(
      'Invalid content in __tests__/fixtures/until-before-start/x.mdx: field "schedule.until" expected a date on or after firstDate, found "2025-10-01"',
    );
    expect(contentErrorOf("until-and-count", eventSchema).message).toBe(
      'Invalid content in __tests__/fixtures/until-and-count/x.mdx: field "schedule.until" expected either a count or an end date (until), not both, found "2025-12-15"',
    );
  });

  it("says a field is missing only when it is", () => {
    expect(contentErrorOf("missing-field", serviceSchema).message).toBe(
      'Invalid content in __tests__/fixtures/missing-field/x.mdx: field "title" is missing: expected text',
    );
    expect(contentErrorOf("wrong-type", serviceSchema).message).toBe(
      'Invalid content in __tests__/fixtures/wrong-type/x.mdx: field "order" expected a whole number, found "first"',
    );
  });

  it("names both files of a duplicate slug", () => {
    const error = contentErrorOf("duplicate-slug", serviceSchema);
    expect(error.message).toMatch(/already used by __tests__\/fixtures\/duplicate-slug\/same\.md$/);
    expect(error.message).toMatch(/"same"/);
  });

  it("names the earlier file of a duplicate order", () => {
    const error = contentErrorOf("duplicate-order", serviceSchema);
    expect(error.message).toContain("__tests__/fixtures/duplicate-order/a.mdx");
  });

  it("rejects a volunteer role fixture that is really a service (schema mismatch), naming the field a role does not have first", () => {
    const error = contentErrorOf("valid", volunteerSchema);
    expect(error.file).toBe("__tests__/fixtures/valid/alpha.mdx");
    expect(error.message).toContain('field "details" is not a known field');
  });
});

/* ------------------------------------------------------------------------------------------------ */
/* Spanish overlays: content/es/<collection>/<slug>.mdx holds the words, the English file the facts. */

const SPEC_EVENT_TITLES_SAME_IN_SPANISH = ["The Red Book Series"];

describe("Spanish content (content/es)", () => {
  const collections = [
    ["services", getServices, ["slug", "order", "image"]],
    ["events", getEvents, ["slug", "order", "schedule", "capacity", "place", "platform", "rsvp", "type", "icon", "listed"]],
    ["volunteer", getVolunteerRoles, ["slug", "order", "image"]],
  ] as const;

  it("translates all 23 entries: every English entry has a Spanish one, in the same order", () => {
    let total = 0;
    for (const [, load] of collections) {
      const english = load("en");
      const spanish = load("es");
      expect(spanish.map((e) => e.slug)).toEqual(english.map((e) => e.slug));
      for (const entry of english) expect([entry.slug, entry.lang]).toEqual([entry.slug, "en"]);
      for (const entry of spanish) expect([entry.slug, entry.lang]).toEqual([entry.slug, "es"]);
      total += spanish.length;
    }
    expect(total).toBe(23);
  });

  it.each(collections)("%s: keeps every fact of the English file", (_, load, facts) => {
    const english = load("en");
    const spanish = load("es");
    english.forEach((entry, i) => {
      const es = spanish[i] as unknown as Record<string, unknown>;
      const en = entry as unknown as Record<string, unknown>;
      for (const fact of facts) expect([entry.slug, fact, es[fact]]).toEqual([entry.slug, fact, en[fact]]);
    });
  });

  it("keeps each facilitator's name and each retreat's length from the English file", () => {
    for (const event of getEvents("en")) {
      const es = getEvent(event.slug, "es");
      expect([event.slug, es.facilitator?.name]).toEqual([event.slug, event.facilitator?.name]);
      expect([event.slug, es.tbd?.days]).toEqual([event.slug, event.tbd?.days]);
    }
    // Typed from the spec: the solstice retreat lasts three days in both languages.
    expect(getEvent("winter-solstice-retreat", "es").tbd?.days).toBe(3);
  });

  it("gives every entry a Spanish title, except the series whose English name is its title", () => {
    for (const [, load] of collections) {
      const english = load("en");
      load("es").forEach((entry, i) => {
        const same = entry.title === english[i]!.title;
        expect([entry.slug, same]).toEqual([entry.slug, SPEC_EVENT_TITLES_SAME_IN_SPANISH.includes(english[i]!.title)]);
      });
    }
    expect(getEvent("red-book-series", "es").title).toBe("The Red Book Series");
  });

  it("translates the other words too: a Spanish service has five Spanish benefits", () => {
    for (const service of getServices("es")) {
      const english = getService(service.slug, "en");
      expect(service.benefits).toHaveLength(5);
      expect(service.benefits.filter((benefit) => english.benefits.includes(benefit))).toEqual([]);
      expect(service.tagline).not.toBe(english.tagline);
    }
  });

  it("finds single Spanish entries by slug", () => {
    expect(getService("sacred-weddings", "es").lang).toBe("es");
    expect(getVolunteerRole("small-group-host", "es").lang).toBe("es");
    expect(() => getEvent("no-such-event", "es")).toThrow(/no-such-event/);
  });
});

/*
 * The loader reads content/ from process.cwd(): each case builds a small site in a temporary directory from the fixtures of
 * __tests__/fixtures/i18n (en/ is its English content, es/<case>/ its content/es), changes into it and loads a fresh copy of
 * lib/content there, as scaffold.test.ts does with the real content.
 */
const I18N_FIXTURES = path.join(__dirname, "fixtures", "i18n");

type ContentModule = typeof import("@/lib/content");

async function inSite<T>(spanishCase: string, run: (content: ContentModule) => T): Promise<T> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "i18n-content-"));
  const cwd = process.cwd();
  try {
    fs.cpSync(path.join(I18N_FIXTURES, "en"), path.join(tmp, "content"), { recursive: true });
    fs.cpSync(path.join(I18N_FIXTURES, "es", spanishCase), path.join(tmp, "content", "es"), {
      recursive: true,
      filter: (source) => !source.endsWith(".gitkeep"),
    });
    process.chdir(tmp);
    let content!: ContentModule;
    await jest.isolateModulesAsync(async () => {
      content = await import("@/lib/content");
    });
    return run(content);
  } finally {
    process.chdir(cwd);
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

/** The ContentError that `load` throws (failing the test when it throws nothing, or something else). */
function translationError(content: ContentModule, load: () => unknown): InstanceType<ContentModule["ContentError"]> {
  let caught: unknown;
  try {
    load();
  } catch (error) {
    caught = error;
  }
  if (caught === undefined) throw new Error("the loader did not throw");
  expect(caught).toBeInstanceOf(content.ContentError);
  return caught as InstanceType<ContentModule["ContentError"]>;
}

describe("Spanish overlays on fixtures", () => {
  afterEach(() => jest.restoreAllMocks());

  it("merges a valid translation: Spanish words, English facts, lang es", async () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => {});
    const { service, event } = await inSite("valid", (content) => ({
      service: content.getService("stillness", "es"),
      event: content.getEvent("fire-circle", "es"),
    }));
    expect(service).toMatchObject({ slug: "stillness", lang: "es", title: "Quietud", order: 1, image: "meditation" });
    expect(service.benefits).toHaveLength(5);
    expect(service.benefits[0]).toBe("Un sistema nervioso más tranquilo");
    expect(event).toMatchObject({
      lang: "es",
      title: "Círculo de fuego",
      capacity: 20,
      place: "interlachen",
      type: "Monthly Circle",
      facilitator: { name: "Ana Cruz", role: "Guardiana del fuego" },
      tbd: { note: "se anuncia cada mes" },
    });
    expect(warn).not.toHaveBeenCalled();
  });

  it.each([
    ["fact-field", "a fact field (order: 3)", "services", "stillness", "order"],
    ["missing-tagline", "a missing translated field", "services", "stillness", "tagline"],
    ["no-english", "no English file", "services", "silence", "slug"],
    ["four-benefits", "a list of four benefits", "services", "stillness", "benefits"],
    ["facilitator-name", "the facilitator's name (a fact)", "events", "fire-circle", "facilitator.name"],
  ])("%s: a Spanish file with %s throws a ContentError naming content/es/%s/%s.mdx and %p", async (spanishCase, _, collection, slug, field) => {
    const file = `content/es/${collection}/${slug}.mdx`;
    const error = await inSite(spanishCase, (content) =>
      translationError(content, () => (collection === "events" ? content.getEvents("es") : content.getServices("es"))),
    );
    expect(error.name).toBe("ContentError");
    expect(error.file).toBe(file);
    expect(error.field).toBe(field);
    expect(error.message).toContain(file);
    expect(error.message).toContain(`"${field}"`);
  });

  it("says which English file is missing for an orphan translation", async () => {
    const error = await inSite("no-english", (content) => translationError(content, () => content.getServices("es")));
    expect(error.message).toContain("content/services/silence.mdx");
  });

  it("leaves the English site alone when a translation is wrong", async () => {
    const titles = await inSite("fact-field", (content) => content.getServices("en").map((s) => [s.title, s.lang]));
    expect(titles).toEqual([["Stillness", "en"]]);
  });

  it("falls back to English, with a warning naming the missing file, when there is no Spanish file", async () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => {});
    const service = await inSite("untranslated", (content) => content.getService("stillness", "es"));
    expect(service).toMatchObject({ slug: "stillness", lang: "en", title: "Stillness", tagline: "Return to stillness." });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("content/es/services/stillness.mdx"));
  });
});
