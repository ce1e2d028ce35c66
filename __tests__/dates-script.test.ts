import { FLORIDA_NOW } from "@/lib/dates-script";

/** The date script's "now in Florida", as the build writes its gatherings' ends: "YYYY-MM-DD HH:MM", 24-hour. */
describe("the date script's Florida time", () => {
  const floridaNow = new Function(`return ${FLORIDA_NOW}`) as () => string;

  afterEach(() => jest.useRealTimers());

  test.each([
    // Just before and after midnight in Florida, in winter (UTC−5) and summer (UTC−4), and around each change of clock.
    ["2026-01-15T04:59:59Z", "2026-01-14 23:59"],
    ["2026-01-15T05:00:00Z", "2026-01-15 00:00"],
    ["2026-07-04T03:59:59Z", "2026-07-03 23:59"],
    ["2026-07-04T04:00:00Z", "2026-07-04 00:00"],
    ["2026-03-08T06:59:59Z", "2026-03-08 01:59"],
    ["2026-03-08T07:00:00Z", "2026-03-08 03:00"],
    ["2026-11-01T05:30:00Z", "2026-11-01 01:30"],
    ["2026-11-01T06:30:00Z", "2026-11-01 01:30"],
    ["2026-11-02T04:30:00Z", "2026-11-01 23:30"],
    ["2026-11-28T19:30:00Z", "2026-11-28 14:30"],
    ["2026-12-31T23:30:00Z", "2026-12-31 18:30"],
  ])("at %s it is %s in Florida", (at, now) => {
    jest.useFakeTimers().setSystemTime(new Date(at));
    expect(floridaNow()).toBe(now);
  });
});
