import { TIME_ZONE } from "@/lib/clock";
import { FLORIDA_TODAY } from "@/lib/enhance";

/** The date script's "today in Florida" (no Intl in the browser) against Intl's, for every hour of five years. */
describe("the date script's Florida day", () => {
  const floridaToday = new Function(`return ${FLORIDA_TODAY}`) as () => string;
  const intl = new Intl.DateTimeFormat("en-CA", { timeZone: TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" });

  afterEach(() => jest.useRealTimers());

  test("is Intl's date in the site's time zone at every hour, 2024–2028", () => {
    jest.useFakeTimers();
    const wrong: string[] = [];
    for (let at = Date.UTC(2024, 0, 1); at < Date.UTC(2029, 0, 1); at += 3_600_000) {
      jest.setSystemTime(at);
      if (floridaToday() !== intl.format(at)) wrong.push(new Date(at).toISOString());
    }
    expect(wrong).toEqual([]);
  });

  test.each([
    // Just before and after midnight in Florida, in winter (UTC−5) and summer (UTC−4), and around each change of clock.
    ["2026-01-15T04:59:59Z", "2026-01-14"],
    ["2026-01-15T05:00:00Z", "2026-01-15"],
    ["2026-07-04T03:59:59Z", "2026-07-03"],
    ["2026-07-04T04:00:00Z", "2026-07-04"],
    ["2026-03-08T06:59:59Z", "2026-03-08"],
    ["2026-11-01T04:30:00Z", "2026-11-01"],
    ["2026-11-02T04:30:00Z", "2026-11-01"],
    ["2026-12-31T23:30:00Z", "2026-12-31"],
  ])("at %s it is %s in Florida", (at, day) => {
    jest.useFakeTimers().setSystemTime(new Date(at));
    expect(floridaToday()).toBe(day);
  });
});
