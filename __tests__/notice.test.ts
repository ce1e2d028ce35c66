/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

// The urgent notice's own files (lib/notice.ts), written here for each case: what the pages show, and each mistake
// named by its field, an error in the content check and a draft's check, a note in a build (the daily rebuild).

const DAY = "2026-11-29";
const on = (endDate: string, endTime = "21:00") =>
  `shown: true\ntext: "The grounds are closed today after the storm."\nendDate: "${endDate}"\nendTime: "${endTime}"\n`;
const SPANISH = `text: "Los terrenos están cerrados hoy tras la tormenta."\n`;
afterEach(() => delete process.env.CONTENT_CHECK);

/** What a fresh lib/notice shows and reports, reading a folder holding only the notice's two files. */
async function readWith(english: string, spanish: string | null = SPANISH, draft = true) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "notice-"));
  fs.mkdirSync(path.join(root, "content", "es"), { recursive: true });
  fs.writeFileSync(path.join(root, "content", "notice.yaml"), english);
  if (spanish !== null) fs.writeFileSync(path.join(root, "content", "es", "notice.yaml"), spanish);
  process.env.CONTENT_CHECK = draft ? "draft" : "published";
  let result!: { notice: unknown; problems: { level: string; file: string; field?: string; message: string }[] };
  await jest.isolateModulesAsync(async () => {
    const { readNotice } = await import("@/lib/notice");
    const { problems } = await import("@/lib/reporting/problems");
    result = { notice: readNotice(DAY, (file) => path.join(root, file)), problems: problems() };
  });
  fs.rmSync(root, { recursive: true, force: true });
  return result;
}

describe("the urgent notice", () => {
  it("is shown in both languages until its end, and taken down by its switch alone, its words kept", async () => {
    expect(await readWith(on("2026-11-30"))).toEqual({
      notice: {
        text: "The grounds are closed today after the storm.",
        spanishText: "Los terrenos están cerrados hoy tras la tormenta.",
        endDate: "2026-11-30",
        endTime: "21:00",
      },
      problems: [],
    });
    expect(await readWith(on("2026-11-30").replace("shown: true", "shown: false"))).toEqual({ problems: [] });
  });

  it("that ended yesterday fails a draft's check, naming the field, and is only a note on the daily rebuild", async () => {
    const draft = await readWith(on("2026-11-28"));
    expect(draft.notice).toBeUndefined();
    expect(draft.problems).toEqual([
      expect.objectContaining({
        level: "error",
        file: "content/notice.yaml",
        field: "Shown until (date)",
        message: expect.stringMatching(/^is 2026-11-28, which has passed/),
      }),
    ]);
    const daily = await readWith(on("2026-11-28"), SPANISH, false);
    expect(daily.problems.map((problem) => problem.level)).toEqual(["warning"]);
  });

  it("ending more than 30 days ahead fails a draft's check; 30 days is accepted", async () => {
    expect((await readWith(on("2026-12-29"))).problems).toEqual([]);
    const { notice, problems } = await readWith(on("2026-12-30"));
    expect(problems).toEqual([
      expect.objectContaining({
        level: "error",
        field: "Shown until (date)",
        message: expect.stringMatching(/more than 30 days ahead/),
      }),
    ]);
    expect(notice).toBeDefined();
  });

  it("switched on with a field empty stops the build, naming each field and language", async () => {
    const { notice, problems } = await readWith("shown: true\ntext: Closed today.\n", null, false);
    expect(notice).toBeUndefined();
    expect(problems.map(({ level, file, field }) => [level, file, field])).toEqual([
      ["error", "content/es/notice.yaml", "Notice"],
      ["error", "content/notice.yaml", "Shown until (date)"],
      ["error", "content/notice.yaml", "Shown until (time)"],
    ]);
  });

  it("with a date that is no date is refused as the other fields are", async () => {
    const { problems } = await readWith(on("2026-11-31"), SPANISH, false);
    expect(problems).toEqual([
      expect.objectContaining({ level: "error", field: "Shown until (date)", message: expect.stringMatching(/date/) }),
    ]);
  });
});
