/** @jest-environment node */
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

  /* Spec §2 event table and §9, in the site's one format: en dash ranges, "ET" for recurring Florida evenings. */
  it.each([
    ["red-book-series", "Starts Monday, 10/13/2025 · 10\u00a0weeks", "8:00–9:00 PM ET", "Zoom (details after RSVP)"],
    ["mens-inner-work", "Every Tuesday", "7:30–8:30 PM ET", "Zoom (link after RSVP)"],
    ["accountability-call", "Every Monday", "12:00–1:00 PM ET", "The Village Voice Rooms"],
    ["mid-week-heart-to-heart", "Every other Wednesday", "8:00–9:30 PM ET", "Zoom (link after RSVP)"],
    ["new-moon-circle", "Date TBD · announced monthly", "Time TBD", "Heartwood Sanctuary Grounds, 100 Sanctuary Way, Interlachen, FL 32148"],
    ["integration-workshop", "Date TBD · announced periodically", "Time TBD", "Inner Peace Center, 200 Harmony Avenue, Miami, FL 33137"],
    ["winter-solstice-retreat", "Date TBD · 3-day immersion", "Time TBD", "Heartwood Sanctuary Grounds, 100 Sanctuary Way, Interlachen, FL 32148"],
    ["sacred-breathwork", "Date TBD", "Time TBD", "Heartwood Sanctuary Grounds, 100 Sanctuary Way, Interlachen, FL 32148"],
    ["womens-sacred-circle", "Date TBD · held monthly", "Time TBD", "Heartwood Sanctuary Grounds, 100 Sanctuary Way, Interlachen, FL 32148"],
  ])("formats %s: %s, %s, %s", (slug, dates, time, place) => {
    const event = getEvent(slug);
    expect([formatDates(event), formatTime(event), formatPlace(event)]).toEqual([dates, time, place]);
  });

  it("shortens an address to its city on a card, and writes capacities one way", () => {
    expect(formatPlace(getEvent("new-moon-circle"), "short")).toBe("Interlachen, FL");
    expect(formatPlace(getEvent("mens-inner-work"), "short")).toBe("Zoom (link after RSVP)");
    expect(formatCapacity(12)).toBe("12 participants max");
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

  it("rejects a volunteer role fixture that is really a service (schema mismatch)", () => {
    const error = contentErrorOf("valid", volunteerSchema);
    expect(error.file).toBe("__tests__/fixtures/valid/alpha.mdx");
    expect(error.field).toBe("role");
  });
});
