/** @jest-environment node */
import fs from "node:fs";
import { contentPath } from "@/lib/content/dir.mjs";
import { inSite } from "./fixtures/site";

// Mistakes across an event's fields or against its calendar: in the content check and a draft's check they are errors
// naming the field, so the draft fails before anyone publishes; on the daily rebuild they stay notes.

const FILE = "content/events/mens-inner-work.md";
afterEach(() => delete process.env.CONTENT_CHECK);

/** The problems of the tests' weekly circle (Tuesdays from 2025-10-07) with `schedule` lines added. */
async function problemsOf(schedule: string, draft = true) {
  process.env.CONTENT_CHECK = draft ? "draft" : "published";
  const circle = fs.readFileSync(contentPath(FILE), "utf8").replace(/^( {2}duration: .*\n)/m, `$1${schedule}`);
  expect(circle).toContain(schedule);
  return inSite({ [FILE]: circle }, ({ content, problems }) => {
    content.getEvents();
    return problems.problems().filter((problem) => problem.file === FILE);
  });
}

describe("an event's dates checked across fields", () => {
  it("a cancelled Wednesday on a Tuesday circle fails a draft's check, naming the field; a cancelled Tuesday passes", async () => {
    const wrong = await problemsOf(`  cancelled:\n    - "2026-12-08"\n    - "2026-12-02"\n`);
    expect(wrong).toEqual([
      expect.objectContaining({
        level: "error",
        entry: "Men's Inner Work",
        field: "Weekly schedule › Cancelled dates › item 2",
        message: expect.stringMatching(/^2026-12-02 is a Wednesday, not one of this event's dates/),
      }),
    ]);
    expect(await problemsOf(`  cancelled:\n    - "2026-12-08"\n`)).toEqual([]);
  });

  it("a cancelled date after the last gathering, or on the off week of an every-other-week circle, is no gathering", async () => {
    const after = await problemsOf(`  count: 2\n  cancelled:\n    - "2026-12-15"\n`);
    expect(after.map((problem) => problem.field)).toEqual(["Weekly schedule › Cancelled dates › item 1"]);
    const offWeek = await problemsOf(`  intervalWeeks: 2\n  cancelled:\n    - "2026-12-08"\n`);
    expect(offWeek.map((problem) => problem.field)).toEqual(["Weekly schedule › Cancelled dates › item 1"]);
  });

  it("a last date before the first fails a draft's check, and is a note on the daily rebuild", async () => {
    const draft = await problemsOf(`  until: "2025-09-30"\n`);
    expect(draft).toEqual([
      expect.objectContaining({
        level: "error",
        field: "Weekly schedule › Last date",
        message: expect.stringMatching(/is before the first date \(2025-10-07\)/),
      }),
    ]);
    const daily = await problemsOf(`  until: "2025-09-30"\n`, false);
    expect(daily.map((problem) => problem.level)).toEqual(["warning"]);
  });

  it("a giving day whose last day is before its first fails a draft's check, naming the field", async () => {
    const facts = fs
      .readFileSync(contentPath("content/site.yaml"), "utf8")
      .replace(
        /givingDay:\n  start: "[^"]+"\n  end: "[^"]+"/,
        'givingDay:\n  start: "2026-12-10"\n  end: "2026-12-01"',
      );
    expect(facts).toContain('end: "2026-12-01"');
    process.env.CONTENT_CHECK = "draft";
    const found = await inSite({ "content/site.yaml": facts }, async ({ problems }) => {
      await import("@/lib/site");
      return problems.problems().filter((problem) => problem.field === "Giving day › Last day");
    });
    expect(found).toEqual([expect.objectContaining({ level: "error", file: "content/site.yaml" })]);
  });
});
