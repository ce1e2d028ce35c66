/** @jest-environment node */
import { getEvent, type EventSchedule } from "@/lib/content";
import { datedTexts, formatDates, nearWords } from "@/lib/format";
import { endOf, eventStatus, inTimeOrder, lastOccurrence } from "@/lib/schedule";
import { today } from "@/lib/clock";

// Where an event stands on a given day. Expected dates are worked out by hand on a calendar: 2025-10-13 is a Monday;
// Florida leaves daylight saving on Sunday 2 November 2025 and returns to it on Sunday 8 March 2026.

const weekly = (fields: Partial<EventSchedule> = {}): EventSchedule => ({
  firstDate: "2025-10-13",
  startTime: "20:00",
  duration: 60,
  byDay: "MO",
  intervalWeeks: 1,
  ...fields,
});
const status = (schedule: EventSchedule, day: string) => eventStatus({ schedule }, day);

describe("eventStatus", () => {
  const series = weekly({ count: 10 });

  it("is to be announced without a schedule", () => {
    expect(eventStatus({}, "2026-11-23")).toEqual({ state: "tbd" });
  });

  it("a series not begun yet is upcoming from its first date", () => {
    expect(status(series, "2025-10-01")).toEqual({ state: "upcoming", next: "2025-10-13" });
    expect(status(series, "2025-10-13")).toEqual({ state: "upcoming", next: "2025-10-13" });
  });

  it("a series with a count that has begun is in progress, numbered, across the November change", () => {
    expect(status(series, "2025-10-14")).toEqual({ state: "in-progress", next: "2025-10-20", number: 2, count: 10 });
    expect(status(series, "2025-11-02")).toEqual({ state: "in-progress", next: "2025-11-03", number: 4, count: 10 });
  });

  it("on the day of the last occurrence the series is still on; the day after, it has ended", () => {
    expect(lastOccurrence(series)).toBe("2025-12-15");
    expect(status(series, "2025-12-15")).toEqual({ state: "in-progress", next: "2025-12-15", number: 10, count: 10 });
    expect(status(series, "2025-12-16")).toEqual({ state: "ended", first: "2025-10-13", last: "2025-12-15" });
  });

  it("a weekly circle with no end is always upcoming, its next date on or after today", () => {
    const schedule = weekly({ firstDate: "2025-10-07", byDay: "TU" });
    expect(status(schedule, "2026-11-23")).toEqual({ state: "upcoming", next: "2026-11-24" });
    expect(status(schedule, "2026-11-24")).toEqual({ state: "upcoming", next: "2026-11-24" });
    expect(status(schedule, "2026-11-25")).toEqual({ state: "upcoming", next: "2026-12-01" });
    // Across the March change: Sunday 8 March 2026 to Tuesday 10 March.
    expect(status(schedule, "2026-03-08")).toEqual({ state: "upcoming", next: "2026-03-10" });
  });

  it("every other week keeps the parity of the first date", () => {
    const schedule = weekly({ firstDate: "2025-10-08", byDay: "WE", intervalWeeks: 2 });
    // 2025-10-08 + 7 × 2 × 29 = 2026-11-18, then 2026-12-02: the Wednesday of 25 November is not one of them.
    expect(status(schedule, "2026-11-23")).toEqual({ state: "upcoming", next: "2026-12-02" });
    expect(status(schedule, "2026-11-18")).toEqual({ state: "upcoming", next: "2026-11-18" });
    expect(status(schedule, "2025-10-09")).toEqual({ state: "upcoming", next: "2025-10-22" });
  });

  it("a circle with an end date (until) meets up to it, then has ended", () => {
    const schedule = weekly({ firstDate: "2025-10-07", byDay: "TU", until: "2026-03-31" });
    expect(lastOccurrence(schedule)).toBe("2026-03-31");
    expect(status(schedule, "2026-03-31")).toEqual({ state: "upcoming", next: "2026-03-31" });
    expect(status(schedule, "2026-04-01")).toEqual({ state: "ended", first: "2025-10-07", last: "2026-03-31" });
    // An end date between two meetings ends it at the one before.
    expect(lastOccurrence(weekly({ firstDate: "2025-10-07", byDay: "TU", until: "2026-04-06" }))).toBe("2026-03-31");
    expect(
      lastOccurrence(weekly({ firstDate: "2025-10-08", byDay: "WE", intervalWeeks: 2, until: "2025-11-04" })),
    ).toBe("2025-10-22");
  });
});

describe("inTimeOrder", () => {
  const event = (order: number, schedule?: EventSchedule) => ({ order, schedule });
  it("puts coming events by next date, then those to be announced by order, and ended ones apart, latest first", () => {
    const a = event(1, weekly({ count: 10 })); // ended 2025-12-15
    const b = event(2, weekly({ firstDate: "2025-10-07", byDay: "TU" })); // next 2026-11-24
    const c = event(3, weekly({ firstDate: "2025-10-06" })); // next 2026-11-23
    const d = event(4); // to be announced
    const e = event(5, weekly({ firstDate: "2025-10-07", byDay: "TU", until: "2026-03-31" })); // ended 2026-03-31
    const f = event(0); // to be announced, first by order
    expect(inTimeOrder([a, b, c, d, e, f], "2026-11-23")).toEqual({ current: [c, b, f, d], past: [e, a] });
  });
});

describe("formatDates on a pinned day", () => {
  // The year only when it is not this year's. The men's circle meets Tuesdays (2026-11-24 is one) at 7:30 PM: its date
  // stays written on its own day and the day before, as a static page is read late ("Tonight" is the date script's).
  it.each([
    ["mens-inner-work", "en", "2026-11-22", "Every Tuesday · next: Tuesday, November 24"],
    ["mens-inner-work", "es", "2026-11-22", "Cada martes · próxima fecha: martes 24 de noviembre"],
    ["mens-inner-work", "en", "2026-12-30", "Every Tuesday · next: Tuesday, January 5, 2027"],
    ["mens-inner-work", "en", "2026-11-23", "Every Tuesday · next: Tuesday, November 24"],
    ["mens-inner-work", "en", "2026-11-24", "Every Tuesday · next: Tuesday, November 24"],
    ["mens-inner-work", "es", "2026-11-24", "Cada martes · próxima fecha: martes 24 de noviembre"],
    ["accountability-call", "en", "2026-11-23", "Every Monday · next: Monday, November 23"],
    ["red-book-series", "en", "2025-10-21", "Week 3 of 10 · next: Monday, October 27"],
    ["red-book-series", "es", "2025-10-21", "Semana 3 de 10 · próxima fecha: lunes 27 de octubre"],
    ["red-book-series", "en", "2026-11-23", "Ran October 13 – December 15, 2025"],
    ["red-book-series", "es", "2026-11-23", "Del 13 de octubre al 15 de diciembre de 2025"],
  ] as const)("%s in %s on %s: “%s”", (slug, locale, day, expected) => {
    expect(formatDates(getEvent(slug, locale), locale, day)).toBe(expected);
  });

  // The men's circle meets at 7:30 PM, the accountability call at noon: tonight from 5 PM, today before.
  it.each([
    ["mens-inner-work", "en", "Tonight", "Tomorrow"],
    ["mens-inner-work", "es", "Esta noche", "Mañana"],
    ["accountability-call", "en", "Today", "Tomorrow"],
    ["accountability-call", "es", "Hoy", "Mañana"],
  ] as const)("%s in %s: a page may put “%s” or “%s” beside a date", (slug, locale, onTheDay, dayBefore) => {
    expect(nearWords(getEvent(slug).schedule!.startTime, locale)).toEqual({ today: onTheDay, tomorrow: dayBefore });
  });

  it("writes the next three gatherings' texts for the page to pick from, each around its own date", () => {
    const texts = datedTexts(getEvent("mens-inner-work"), "en", "2026-11-24");
    expect(texts).toEqual([
      { before: "Every Tuesday · next: ", date: "2026-11-24", label: "Tuesday, November 24", after: "" },
      { before: "Every Tuesday · next: ", date: "2026-12-01", label: "Tuesday, December 1", after: "" },
      { before: "Every Tuesday · next: ", date: "2026-12-08", label: "Tuesday, December 8", after: "" },
    ]);
    // A series that has not begun starts on its first date, then counts its weeks; its last evening ends the list.
    const redBook = datedTexts(getEvent("red-book-series"), "en", "2025-10-01");
    expect(redBook).toEqual([
      { before: "Starts ", date: "2025-10-13", label: "Monday, 10/13/2025", after: " · 10\u00a0weeks" },
      { before: "Week 2 of 10 · next: ", date: "2025-10-20", label: "Monday, October 20", after: "" },
      { before: "Week 3 of 10 · next: ", date: "2025-10-27", label: "Monday, October 27", after: "" },
    ]);
    expect(datedTexts(getEvent("red-book-series"), "en", "2025-12-09", 5)).toEqual([
      { before: "Week 10 of 10 · next: ", date: "2025-12-15", label: "Monday, December 15", after: "" },
    ]);
    expect(datedTexts(getEvent("red-book-series"), "en", "2026-11-24")).toBe("Ran October 13 – December 15, 2025");
  });
});

describe("when a gathering ends", () => {
  it("is its start plus its length, on the next day past midnight", () => {
    expect(endOf({ startTime: "20:00", duration: 90 }, "2025-10-08")).toEqual({ date: "2025-10-08", time: "21:30" });
    expect(endOf({ startTime: "23:30", duration: 60 }, "2025-12-31")).toEqual({ date: "2026-01-01", time: "00:30" });
    expect(endOf({ startTime: "00:00", duration: 480 }, "2026-03-08")).toEqual({ date: "2026-03-08", time: "08:00" });
  });
});

test("without SITE_TODAY, the clock reads Florida's date from the machine's clock", () => {
  const pinned = process.env.SITE_TODAY;
  delete process.env.SITE_TODAY;
  jest.useFakeTimers({ now: new Date("2026-11-24T03:30:00Z") }); // 10:30 p.m. on the 23rd in Florida
  expect(today()).toBe("2026-11-23");
  jest.useRealTimers();
  if (pinned) process.env.SITE_TODAY = pinned;
});
