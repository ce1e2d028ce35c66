/** @jest-environment node */
import { GET, generateStaticParams } from "@/app/events/[slug]/calendar.ics/route";
import {
  calendarFileHref,
  escapeText,
  eventCalendar,
  foldLine,
  googleCalendarUrl,
  isScheduled,
  type ScheduledEvent,
} from "@/lib/calendar";
import { getEvent, getEvents } from "@/lib/content";
import { site } from "@/lib/site";

/* ------------------------------------------------------------------------------------------------
 * A tiny iCalendar reader, written for this test from RFC 5545 (not shared with the generator):
 * unfold (§3.1), split "NAME;PARAM=VALUE:value", nest BEGIN/END components.
 * ---------------------------------------------------------------------------------------------- */

interface Property {
  name: string;
  params: Record<string, string>;
  value: string;
}
interface Component {
  name: string;
  props: Property[];
  children: Component[];
}

function unfold(text: string): string[] {
  return text
    .split("\r\n")
    .reduce<string[]>((lines, line) => {
      if ((line.startsWith(" ") || line.startsWith("\t")) && lines.length > 0) lines[lines.length - 1] += line.slice(1);
      else lines.push(line);
      return lines;
    }, [])
    .filter((line) => line !== "");
}

function parseProperty(line: string): Property {
  let inQuotes = false;
  let colon = -1;
  for (let i = 0; i < line.length; i++) {
    if (line[i] === '"') inQuotes = !inQuotes;
    else if (line[i] === ":" && !inQuotes) {
      colon = i;
      break;
    }
  }
  if (colon < 0) throw new Error(`no ":" in content line ${line}`);
  const [name, ...params] = line.slice(0, colon).split(";");
  return {
    name: name!,
    params: Object.fromEntries(params.map((param) => param.split("=", 2) as [string, string])),
    value: line.slice(colon + 1),
  };
}

function parseCalendar(text: string): Component {
  const root: Component = { name: "ROOT", props: [], children: [] };
  const stack = [root];
  for (const line of unfold(text)) {
    const prop = parseProperty(line);
    const top = stack[stack.length - 1]!;
    if (prop.name === "BEGIN") {
      const child: Component = { name: prop.value, props: [], children: [] };
      top.children.push(child);
      stack.push(child);
    } else if (prop.name === "END") {
      if (top.name !== prop.value) throw new Error(`END:${prop.value} closes ${top.name}`);
      stack.pop();
    } else {
      top.props.push(prop);
    }
  }
  if (stack.length !== 1) throw new Error("unclosed component");
  return root;
}

const child = (component: Component, name: string) => component.children.filter((c) => c.name === name);
const prop = (component: Component, name: string) => component.props.find((p) => p.name === name);
const value = (component: Component, name: string) => prop(component, name)?.value;
const unescapeText = (text: string) => text.replace(/\\([\\;,nN])/g, (_, c: string) => (c === "n" || c === "N" ? "\n" : c));
const rruleParts = (rule: string) => Object.fromEntries(rule.split(";").map((part) => part.split("=", 2) as [string, string]));

/* ------------------------------------------------------------------------------------------------
 * Occurrences, computed here from the parsed DTSTART and RRULE (weekly rules with one BYDAY).
 * ---------------------------------------------------------------------------------------------- */

const DAYS = ["SU", "MO", "TU", "WE", "TH", "FR", "SA"];

/** "20251013T200000" → { date: "2025-10-13", time: "20:00" } */
function localDateTime(text: string) {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})$/.exec(text);
  if (!m) throw new Error(`not a local DATE-TIME: ${text}`);
  return { date: `${m[1]}-${m[2]}-${m[3]}`, time: `${m[4]}:${m[5]}` };
}

function expand(vevent: Component, limit: number) {
  const start = localDateTime(value(vevent, "DTSTART")!);
  const rule = rruleParts(value(vevent, "RRULE")!);
  expect(rule.FREQ).toBe("WEEKLY");
  const interval = Number(rule.INTERVAL ?? "1");
  const count = rule.COUNT ? Number(rule.COUNT) : Infinity;
  const dates: string[] = [];
  const day = new Date(`${start.date}T00:00:00Z`);
  while (dates.length < Math.min(limit, count)) {
    if (DAYS[day.getUTCDay()] === rule.BYDAY) dates.push(day.toISOString().slice(0, 10));
    day.setUTCDate(day.getUTCDate() + (DAYS[day.getUTCDay()] === rule.BYDAY ? 7 * interval : 1));
  }
  return { dates, time: start.time, end: localDateTime(value(vevent, "DTEND")!).time };
}

/** UTC offset in minutes that the file's VTIMEZONE gives a local date-time (yearly BYMONTH/BYDAY=nSU rules). */
function vtimezoneOffset(vtimezone: Component, date: string, time: string): number {
  const year = Number(date.slice(0, 4));
  const transitions = vtimezone.children.map((part) => {
    const rule = rruleParts(value(part, "RRULE")!);
    const month = Number(rule.BYMONTH);
    const nth = Number(/^(\d)SU$/.exec(rule.BYDAY!)![1]);
    const first = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
    const day = 1 + ((7 - first) % 7) + (nth - 1) * 7;
    const at = `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}T${localDateTime(value(part, "DTSTART")!).time}`;
    const offset = value(part, "TZOFFSETTO")!;
    return { at, minutes: (offset.startsWith("-") ? -1 : 1) * (Number(offset.slice(1, 3)) * 60 + Number(offset.slice(3, 5))) };
  });
  const local = `${date}T${time}`;
  const passed = transitions.filter((t) => t.at <= local).sort((a, b) => a.at.localeCompare(b.at));
  const last = passed.at(-1) ?? transitions.sort((a, b) => a.at.localeCompare(b.at)).at(-1)!;
  return last.minutes;
}

/** The tz database's offset (via Intl) for a New York wall-clock time. */
function tzdbOffset(date: string, time: string): number {
  const guess = new Date(`${date}T${time}:00Z`);
  const name = new Intl.DateTimeFormat("en-US", { timeZone: "America/New_York", timeZoneName: "shortOffset" })
    .formatToParts(new Date(guess.getTime() + 5 * 3600_000))
    .find((part) => part.type === "timeZoneName")!.value;
  return Number(/GMT([+-]\d+)/.exec(name)![1]) * 60;
}

/* ------------------------------------------------------------------------------------------------ */

const scheduled = getEvents().filter(isScheduled);
const calendarOf = (slug: string) => parseCalendar(eventCalendar(getEvent(slug) as ScheduledEvent));
const veventOf = (slug: string) => child(child(calendarOf(slug), "VCALENDAR")[0]!, "VEVENT")[0]!;

describe("which events get a calendar", () => {
  it("is the four with a known rhythm; the events with dates to be announced get none", () => {
    expect(scheduled.map((e) => e.slug).sort()).toEqual(["accountability-call", "mens-inner-work", "mid-week-heart-to-heart", "red-book-series"]);
    expect(generateStaticParams().map((p) => p.slug).sort()).toEqual(scheduled.map((e) => e.slug).sort());
  });
});

describe.each(scheduled.map((event) => [event.slug, event] as const))("%s.ics", (slug, event) => {
  const text = eventCalendar(event);

  it("uses CRLF line endings and folds lines at 75 octets", () => {
    expect(text.endsWith("\r\n")).toBe(true);
    const physical = text.slice(0, -2).split("\r\n");
    for (const line of physical) {
      expect(line).not.toMatch(/[\r\n]/);
      expect(Buffer.byteLength(line, "utf8")).toBeLessThanOrEqual(75);
    }
  });

  it("is one VCALENDAR with VERSION, PRODID, CALSCALE, a VTIMEZONE and one VEVENT", () => {
    const root = parseCalendar(text);
    expect(root.children.map((c) => c.name)).toEqual(["VCALENDAR"]);
    const calendar = root.children[0]!;
    expect(value(calendar, "VERSION")).toBe("2.0");
    expect(value(calendar, "PRODID")).toMatch(/^-\/\/Heartwood Sanctuary\/\/.+\/\/EN$/);
    expect(value(calendar, "CALSCALE")).toBe("GREGORIAN");
    expect(calendar.children.map((c) => c.name)).toEqual(["VTIMEZONE", "VEVENT"]);
  });

  it("defines America/New_York with its daylight-saving rules", () => {
    const vtimezone = child(child(parseCalendar(text), "VCALENDAR")[0]!, "VTIMEZONE")[0]!;
    expect(value(vtimezone, "TZID")).toBe("America/New_York");
    const [daylight] = child(vtimezone, "DAYLIGHT");
    const [standard] = child(vtimezone, "STANDARD");
    expect(daylight && standard).toBeTruthy();
    expect([value(daylight!, "TZOFFSETFROM"), value(daylight!, "TZOFFSETTO"), value(daylight!, "RRULE")]).toEqual(["-0500", "-0400", "FREQ=YEARLY;BYMONTH=3;BYDAY=2SU"]);
    expect([value(standard!, "TZOFFSETFROM"), value(standard!, "TZOFFSETTO"), value(standard!, "RRULE")]).toEqual(["-0400", "-0500", "FREQ=YEARLY;BYMONTH=11;BYDAY=1SU"]);
  });

  it("has a stable UID and DTSTAMP, zoned DTSTART/DTEND and the event's text", () => {
    const vevent = veventOf(slug);
    expect(value(vevent, "UID")).toBe(`${slug}@${new URL(site.url).host}`);
    expect(value(vevent, "DTSTAMP")).toMatch(/^\d{8}T\d{6}Z$/);
    expect(prop(vevent, "DTSTART")!.params).toEqual({ TZID: "America/New_York" });
    expect(prop(vevent, "DTEND")!.params).toEqual({ TZID: "America/New_York" });
    expect(unescapeText(value(vevent, "SUMMARY")!)).toBe(event.title);
    expect(unescapeText(value(vevent, "DESCRIPTION")!)).toContain(event.intro);
    expect(unescapeText(value(vevent, "LOCATION")!)).toBe(event.where);
    expect(value(vevent, "URL")).toBe(`${site.url}/events/${slug}`);
    expect(eventCalendar(event)).toBe(text);
  });

  it("gives every occurrence the offset the tz database has for New York", () => {
    const calendar = child(parseCalendar(text), "VCALENDAR")[0]!;
    const vtimezone = child(calendar, "VTIMEZONE")[0]!;
    const { dates, time } = expand(child(calendar, "VEVENT")[0]!, 30);
    for (const date of dates) expect([date, vtimezoneOffset(vtimezone, date, time)]).toEqual([date, tzdbOffset(date, time)]);
  });
});

describe("occurrences read back from the files", () => {
  it("Red Book: ten Mondays 20:00-21:00 from 2025-10-13 to 2025-12-15", () => {
    const vevent = veventOf("red-book-series");
    expect(value(vevent, "DTSTART")).toBe("20251013T200000");
    expect(rruleParts(value(vevent, "RRULE")!)).toEqual({ FREQ: "WEEKLY", INTERVAL: "1", BYDAY: "MO", COUNT: "10" });
    const { dates, time, end } = expand(vevent, 100);
    expect(dates).toEqual([
      "2025-10-13", "2025-10-20", "2025-10-27", "2025-11-03", "2025-11-10",
      "2025-11-17", "2025-11-24", "2025-12-01", "2025-12-08", "2025-12-15",
    ]);
    expect([time, end]).toEqual(["20:00", "21:00"]);
    expect(value(vevent, "DTSTAMP")).toBe("20251013T000000Z");
  });

  it("Men's Inner Work: every Tuesday 19:30-20:30, no end", () => {
    const vevent = veventOf("mens-inner-work");
    expect(rruleParts(value(vevent, "RRULE")!).COUNT).toBeUndefined();
    const { dates, time, end } = expand(vevent, 3);
    expect(dates).toEqual(["2025-10-07", "2025-10-14", "2025-10-21"]);
    expect(dates.map((d) => DAYS[new Date(`${d}T00:00:00Z`).getUTCDay()])).toEqual(["TU", "TU", "TU"]);
    expect([time, end]).toEqual(["19:30", "20:30"]);
  });

  it("Accountability Call: every Monday 12:00-13:00", () => {
    const { dates, time, end } = expand(veventOf("accountability-call"), 3);
    expect(dates).toEqual(["2025-10-06", "2025-10-13", "2025-10-20"]);
    expect([time, end]).toEqual(["12:00", "13:00"]);
  });

  it("Heart-to-Heart: every other Wednesday 20:00-21:30", () => {
    const vevent = veventOf("mid-week-heart-to-heart");
    expect(rruleParts(value(vevent, "RRULE")!)).toMatchObject({ FREQ: "WEEKLY", INTERVAL: "2", BYDAY: "WE" });
    const { dates, time, end } = expand(vevent, 4);
    expect(dates).toEqual(["2025-10-08", "2025-10-22", "2025-11-05", "2025-11-19"]);
    expect([time, end]).toEqual(["20:00", "21:30"]);
  });
});

describe("text values and folding", () => {
  it("escapes backslashes, semicolons, commas and newlines", () => {
    expect(escapeText("a\\b;c,d\ne")).toBe("a\\\\b\\;c\\,d\\ne");
    expect(unescapeText(escapeText("Free for Village members; open to all, always\nand\\or"))).toBe("Free for Village members; open to all, always\nand\\or");
  });

  it("folds at 75 octets without splitting a UTF-8 character, and unfolds to the original", () => {
    const line = `DESCRIPTION:${"Jung’s Red Book — a journey ✨ ".repeat(8)}`;
    const folded = foldLine(line);
    for (const physical of folded.split("\r\n")) {
      expect(Buffer.byteLength(physical, "utf8")).toBeLessThanOrEqual(75);
      expect(physical).not.toContain("\uFFFD");
    }
    expect(unfold(folded)).toEqual([line]);
    expect(foldLine("SUMMARY:short")).toBe("SUMMARY:short");
  });
});

describe("Google Calendar link", () => {
  it("carries the first occurrence, the recurrence and the time zone", () => {
    const event = getEvent("red-book-series") as ScheduledEvent;
    const url = new URL(googleCalendarUrl(event));
    expect(`${url.origin}${url.pathname}`).toBe("https://calendar.google.com/calendar/render");
    expect(url.searchParams.get("action")).toBe("TEMPLATE");
    expect(url.searchParams.get("text")).toBe("The Red Book Series");
    expect(url.searchParams.get("dates")).toBe("20251013T200000/20251013T210000");
    expect(url.searchParams.get("ctz")).toBe("America/New_York");
    expect(url.searchParams.get("recur")).toBe("RRULE:FREQ=WEEKLY;INTERVAL=1;BYDAY=MO;COUNT=10");
    expect(url.searchParams.get("details")).toContain(event.intro);
    expect(url.searchParams.get("location")).toBe("Zoom, details after RSVP");
  });

  it("repeats the heart-to-heart every other Wednesday 20:00-21:30", () => {
    const url = new URL(googleCalendarUrl(getEvent("mid-week-heart-to-heart") as ScheduledEvent));
    expect(url.searchParams.get("dates")).toBe("20251008T200000/20251008T213000");
    expect(url.searchParams.get("recur")).toBe("RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=WE");
  });
});

describe("calendar.ics route", () => {
  it("answers with text/calendar and the generated file", async () => {
    const response = await GET(new Request("http://localhost/events/red-book-series/calendar.ics"), {
      params: Promise.resolve({ slug: "red-book-series" }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/calendar; charset=utf-8");
    expect(await response.text()).toBe(eventCalendar(getEvent("red-book-series") as ScheduledEvent));
  });

  it("links the file under the site's routes", () => {
    expect(calendarFileHref("red-book-series")).toBe(`${process.env.NEXT_PUBLIC_BASE_PATH ?? ""}/events/red-book-series/calendar.ics`);
  });
});
