/** @jest-environment node */
import fs from "node:fs";
import { contentPath } from "@/lib/content/dir.mjs";
import { inSite } from "./fixtures/site";

/*
 * Mistakes across an event's fields or against its calendar, in an event written here: in a draft's check
 * (CONTENT_CHECK=draft) they are errors naming the field, so the draft fails before anyone publishes; on the
 * daily rebuild they stay notes, so the live site still updates.
 */

const SLUG = "tuesday-test-circle";
/** A weekly circle on Tuesdays from 2026-12-01, with `schedule` lines added. */
const circle = (schedule: string) => `---
title: "Tuesday Test Circle"
tagline: "A circle written for this test"
intro: "A circle written for this test only."
summary: "A circle written for this test only."
type: "Weekly Call"
icon: "flame"
listed: true
audience: "Open to all"
place: "zoom"
platform: "community"
rsvp: true
crisisLine: false
buttonText: "Join"
schedule:
  firstDate: "2026-12-01"
  startTime: "19:30"
  duration: 60
${schedule}---

Words.
`;

async function problemsOf(schedule: string, draft: boolean) {
  const before = process.env.CONTENT_CHECK;
  if (draft) process.env.CONTENT_CHECK = "draft";
  else delete process.env.CONTENT_CHECK;
  try {
    return await inSite({ [`content/events/${SLUG}.md`]: circle(schedule) }, ({ content, problems }) => {
      content.getEvents();
      return problems.problems().filter((problem) => problem.file === `content/events/${SLUG}.md`);
    });
  } finally {
    if (before === undefined) delete process.env.CONTENT_CHECK;
    else process.env.CONTENT_CHECK = before;
  }
}

describe("an event's dates checked across fields", () => {
  it("a cancelled Wednesday on a Tuesday circle fails a draft's check, naming the field; a cancelled Tuesday passes", async () => {
    const wrong = await problemsOf(`  cancelled:\n    - "2026-12-08"\n    - "2026-12-02"\n`, true);
    expect(wrong).toEqual([
      expect.objectContaining({
        level: "error",
        entry: "Tuesday Test Circle",
        field: "Weekly schedule › Cancelled dates › item 2",
        message: expect.stringMatching(/^2026-12-02 is a Wednesday, not one of this event's dates/),
      }),
    ]);
    expect(await problemsOf(`  cancelled:\n    - "2026-12-08"\n`, true)).toEqual([]);
  });

  it("a cancelled date after the last gathering, or on the off week of an every-other-week circle, is no gathering", async () => {
    const after = await problemsOf(`  count: 2\n  cancelled:\n    - "2026-12-15"\n`, true);
    expect(after.map((problem) => problem.field)).toEqual(["Weekly schedule › Cancelled dates › item 1"]);
    const offWeek = await problemsOf(`  intervalWeeks: 2\n  cancelled:\n    - "2026-12-08"\n`, true);
    expect(offWeek.map((problem) => problem.field)).toEqual(["Weekly schedule › Cancelled dates › item 1"]);
  });

  it("a last date before the first fails a draft's check, and is a note on the daily rebuild", async () => {
    const draft = await problemsOf(`  until: "2026-11-24"\n`, true);
    expect(draft).toEqual([
      expect.objectContaining({
        level: "error",
        field: "Weekly schedule › Last date",
        message: expect.stringMatching(/is before the first date \(2026-12-01\)/),
      }),
    ]);
    const daily = await problemsOf(`  until: "2026-11-24"\n`, false);
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
    try {
      const found = await inSite({ "content/site.yaml": facts }, async ({ problems }) => {
        await import("@/lib/site");
        return problems.problems().filter((problem) => problem.field === "Giving day › Last day");
      });
      expect(found).toEqual([expect.objectContaining({ level: "error", file: "content/site.yaml" })]);
    } finally {
      delete process.env.CONTENT_CHECK;
    }
  });
});
