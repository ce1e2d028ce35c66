/** @jest-environment node */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import matter from "gray-matter";
import ICAL from "ical.js";
import type { z } from "zod";
import { eventSchema, serviceSchema, volunteerSchema } from "@/lib/content";
import { site } from "@/lib/site";

/*
 * `npm run new` (scripts/new.mjs) in a temporary copy of content/: the file it writes must fail validation field by
 * field until it is filled in, and once filled it must be loaded, routed, in the sitemap and, with a schedule, in the
 * calendar feed. The site's modules are loaded with the copy as the working directory (their content root is
 * process.cwd()), so this goes through the same loader, routes, sitemap and feed functions the build calls,
 * without a full `next build`.
 */

const ROOT = path.resolve(__dirname, "..");
let tmp = "";

beforeEach(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), "scaffold-"));
  fs.cpSync(path.join(ROOT, "content"), path.join(tmp, "content"), { recursive: true });
});
afterEach(() => fs.rmSync(tmp, { recursive: true, force: true }));

const scaffold = (...args: string[]) =>
  spawnSync(process.execPath, [path.join(ROOT, "scripts", "new.mjs"), ...args], { cwd: tmp, encoding: "utf8" });

/** Fresh copies of the site's modules, reading the temporary content/. */
async function siteIn() {
  const cwd = jest.spyOn(process, "cwd").mockReturnValue(tmp);
  let modules!: {
    content: typeof import("@/lib/content");
    routes: typeof import("@/lib/routes");
    sitemap: typeof import("@/app/sitemap");
    feed: typeof import("@/app/(en)/events/calendar.ics/route");
  };
  await jest.isolateModulesAsync(async () => {
    modules = {
      content: await import("@/lib/content"),
      routes: await import("@/lib/routes"),
      sitemap: await import("@/app/sitemap"),
      feed: await import("@/app/(en)/events/calendar.ics/route"),
    };
  });
  return { ...modules, restore: () => cwd.mockRestore() };
}

type Data = Record<string, unknown>;

/* Filled-in frontmatter, typed by hand as an editor would write it (title and order are the scaffold's own). */
const EVENT: Data = {
  tagline: "Gather around the fire under the full moon",
  intro: "A fire circle on our land at each full moon, to give to the flames what we are ready to release.",
  summary: "An evening around the fire at the full moon, with drumming, song and a release ceremony.",
  type: "Monthly Circle",
  icon: "moon",
  listed: true,
  audience: "Open to all seekers",
  facilitator: { name: "Ana Cruz", role: "Fire keeper", bio: "Ana has tended ceremonial fires for ten years." },
  capacity: 20,
  cost: "Free for Village members",
  place: "interlachen",
  placeNote: "bring a blanket",
  platform: "community",
  rsvp: true,
  buttonText: "Join the Circle",
  closing: { title: "See You at the Fire", text: "Bring what you are ready to release.", buttonText: "RSVP" },
  // Wednesday 5 November 2025, every other week, six times: the first falls just after the change to EST.
  schedule: { firstDate: "2025-11-05", startTime: "19:00", endTime: "21:00", byDay: "WE", intervalWeeks: 2, count: 6 },
};
const EVENT_TBD: Data = { ...EVENT, schedule: undefined, tbd: { days: 2, note: "announced monthly" } };
delete EVENT_TBD.schedule;
const SERVICE: Data = {
  description: "A fire ceremony for letting go.",
  tagline: "Give it to the fire.",
  details: "We build the fire together and each offer what we release.",
  benefits: ["Release", "Renewal", "Community", "Ritual", "Rest"],
  image: "ceremony",
  imageAlt: "A fire burning in a ring of stones at night",
};
const ROLE: Data = {
  description: "Tend the fire at our full moon circles.",
  tagline: "Keep the flame.",
  role: "Fire keepers build, tend and safely close the ceremonial fire.",
  commitment: "One evening a month (about 4 hours)",
  image: "ceremony",
  imageAlt: "Hands laying wood on a fire",
};

/* Per kind: where the file goes, the next free order and the first field to fill (typed from content/ and the schema). */
const KINDS = [
  { kind: "event", folder: "events", schema: eventSchema, filled: [EVENT, EVENT_TBD], order: 10, first: "tagline", route: "/events/full-moon-fire" },
  { kind: "service", folder: "services", schema: serviceSchema, filled: [SERVICE], order: 9, first: "description", route: "/services/full-moon-fire" },
  { kind: "role", folder: "volunteer", schema: volunteerSchema, filled: [ROLE], order: 7, first: "description", route: "/join/full-moon-fire" },
] as const;

/** Every leaf of a frontmatter value with its path, list items included. */
function leaves(value: unknown, at: (string | number)[] = []): [(string | number)[], unknown][] {
  if (value && typeof value === "object") return Object.entries(value).flatMap(([key, v]) => leaves(v, [...at, Array.isArray(value) ? Number(key) : key]));
  return [[at, value]];
}

function setAt(data: Data, at: (string | number)[], value: unknown): Data {
  const copy = structuredClone(data);
  let node = copy as Record<string | number, unknown>;
  for (const key of at.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[at.at(-1)!] = value;
  return copy;
}

/** The top-level and nested field names a schema allows, e.g. "schedule.firstDate". */
function schemaFields(schema: z.core.$ZodType, prefix = ""): string[] {
  const def = schema._zod.def as { shape?: Record<string, z.core.$ZodType>; innerType?: z.core.$ZodType };
  if (def.innerType) return schemaFields(def.innerType, prefix);
  if (!def.shape) return [];
  return Object.entries(def.shape).flatMap(([key, field]) => [prefix + key, ...schemaFields(field, `${prefix}${key}.`)]);
}

/** The schema of a field, through optional and default wrappers. */
function schemaAt(schema: z.core.$ZodType, at: string[]): z.core.$ZodType | undefined {
  const unwrap = (node: z.core.$ZodType): z.core.$ZodType => {
    const def = node._zod.def as { innerType?: z.core.$ZodType };
    return def.innerType ? unwrap(def.innerType) : node;
  };
  return at.reduce<z.core.$ZodType | undefined>((node, key) => {
    const shape = node && (unwrap(node)._zod.def as { shape?: Record<string, z.core.$ZodType> }).shape;
    return shape?.[key] && unwrap(shape[key]);
  }, schema);
}

const fieldsOf = (data: unknown, prefix = ""): string[] =>
  data && typeof data === "object" && !Array.isArray(data)
    ? Object.entries(data).flatMap(([key, value]) => [prefix + key, ...fieldsOf(value, `${prefix}${key}.`)])
    : [];

describe.each(KINDS)("npm run new -- $kind", ({ kind, folder, schema, filled, order, first, route }) => {
  const file = `content/${folder}/full-moon-fire.mdx`;
  const read = () => matter(fs.readFileSync(path.join(tmp, file), "utf8"));

  it("writes every field of the schema with the next free order, prints the path and the next steps", () => {
    const run = scaffold(kind, "Full Moon Fire");
    expect(run.status).toBe(0);
    expect(run.stdout).toContain(`Created ${file}`);
    expect(run.stdout).toContain("npm run dev");
    expect(run.stdout).toContain(`http://localhost:3000${route}`);
    const { data } = read();
    expect(data.title).toBe("Full Moon Fire");
    expect(data.order).toBe(order);
    expect(fieldsOf(data).sort()).toEqual(schemaFields(schema).sort());
  });

  it("fails validation, naming the file and its first field, until it is filled in", async () => {
    scaffold(kind, "Full Moon Fire");
    const loaded = await siteIn();
    try {
      const load = { event: loaded.content.getEvents, service: loaded.content.getServices, role: loaded.content.getVolunteerRoles }[kind];
      expect(load).toThrow(loaded.content.ContentError);
      expect(load).toThrow(new RegExp(`^Invalid content in ${file}: field "${first}" expected `));
    } finally {
      loaded.restore();
    }
  });

  it("has a placeholder in every field that fails on its own", () => {
    scaffold(kind, "Full Moon Fire");
    const { data } = read();
    for (const [at, placeholder] of leaves(data)) {
      if (at[0] === "title" || at[0] === "order") continue;
      const base = { title: data.title, order: data.order, ...(at[0] === "tbd" ? filled.at(-1)! : filled[0]) };
      expect(schema.safeParse(base).success).toBe(true);
      const result = schema.safeParse(setAt(base, at, placeholder));
      expect([at.join("."), result.success]).toEqual([at.join("."), false]);
      expect(result.error?.issues[0]?.path).toEqual(at);
    }
  });

  it("lists every allowed value in the comment of a field with a fixed set of values", () => {
    scaffold(kind, "Full Moon Fire");
    const lines = new Map<string, string>();
    let parent = "";
    for (const line of fs.readFileSync(path.join(tmp, file), "utf8").split("\n")) {
      const key = /^( *)([A-Za-z]+):/.exec(line);
      if (!key) continue;
      if (key[1] === "") parent = key[2]!;
      lines.set(key[1] === "" ? key[2]! : `${parent}.${key[2]}`, line);
    }
    const enums = [...lines.keys()].flatMap((field) => {
      const options = (schemaAt(schema, field.split(".")) as { options?: string[] } | undefined)?.options;
      return options ? [[field, options] as const] : [];
    });
    expect(enums.length).toBeGreaterThan(0);
    for (const [field, options] of enums) {
      const comment = lines.get(field)!.split(" # ")[1] ?? "";
      for (const option of options) expect([field, comment.includes(option)]).toEqual([field, true]);
    }
  });

  it("once filled in, is loaded, routed and in the sitemap", async () => {
    scaffold(kind, "Full Moon Fire");
    const { data, content: body } = read();
    fs.writeFileSync(path.join(tmp, file), matter.stringify(body, { title: data.title, order: data.order, ...filled[0] }));
    const loaded = await siteIn();
    try {
      const entries = { event: loaded.content.getListedEvents, service: loaded.content.getServices, role: loaded.content.getVolunteerRoles }[kind]();
      expect(entries.at(-1)).toEqual(expect.objectContaining({ slug: "full-moon-fire", title: "Full Moon Fire", order }));
      expect(loaded.routes.allRoutes()).toContain(route);
      expect(loaded.sitemap.default().map((entry) => entry.url)).toContain(`${site.url}${route}`);
    } finally {
      loaded.restore();
    }
  });
});

describe("a filled-in event with a schedule", () => {
  it("is in the calendar feed with its own occurrences", async () => {
    scaffold("event", "Full Moon Fire");
    const file = path.join(tmp, "content/events/full-moon-fire.mdx");
    const { data, content: body } = matter(fs.readFileSync(file, "utf8"));
    fs.writeFileSync(file, matter.stringify(body, { title: data.title, order: data.order, ...EVENT }));
    const loaded = await siteIn();
    let text = "";
    try {
      text = await (await loaded.feed.GET()).text();
    } finally {
      loaded.restore();
    }
    const calendar = new ICAL.Component(ICAL.parse(text));
    ICAL.TimezoneService.register(calendar.getFirstSubcomponent("vtimezone")!);
    const events = calendar.getAllSubcomponents("vevent").map((vevent) => new ICAL.Event(vevent));
    expect(events).toHaveLength(5);
    const fire = events.find((event) => event.uid.startsWith("full-moon-fire@"))!;
    expect(fire.summary).toBe("Full Moon Fire");
    const iterator = fire.iterator();
    const starts: string[] = [];
    for (let next = iterator.next(); next; next = iterator.next()) starts.push(next.toJSDate().toISOString());
    // 7 PM in Florida is midnight UTC in EST: six Wednesdays, a fortnight apart.
    expect(starts).toEqual([
      "2025-11-06T00:00:00.000Z",
      "2025-11-20T00:00:00.000Z",
      "2025-12-04T00:00:00.000Z",
      "2025-12-18T00:00:00.000Z",
      "2026-01-01T00:00:00.000Z",
      "2026-01-15T00:00:00.000Z",
    ]);
  });
});

describe("npm run new refuses", () => {
  it("an existing page, and leaves it as it was", () => {
    const before = fs.readFileSync(path.join(tmp, "content/events/mens-inner-work.mdx"), "utf8");
    const run = scaffold("event", "Men's Inner Work");
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe("content/events/mens-inner-work.mdx already exists: choose another title, or edit that file.");
    expect(fs.readFileSync(path.join(tmp, "content/events/mens-inner-work.mdx"), "utf8")).toBe(before);
  });

  it.each([[""], ["?!"], ["  "]])("the title %p, which has no letters or digits", (title) => {
    const run = scaffold("event", title);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("has no letters or digits");
    expect(fs.readdirSync(path.join(tmp, "content/events"))).toHaveLength(9);
  });

  it("an unknown kind, with the usage", () => {
    const run = scaffold("retreat", "Full Moon Fire");
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe('Usage: npm run new -- <event|service|role> "Title of the page"');
  });
});
