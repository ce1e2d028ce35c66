import fs from "node:fs";
import { z } from "zod";
import { today } from "./clock";
import { check } from "./content";
import { clockTime, isoDate, labelled, text } from "./content/fields";
import { contentPath } from "./content/dir.mjs";
import { parseYaml } from "./content/frontmatter";
import { addDays } from "./schedule";
import { draftLevel, report } from "./reporting/problems";

/**
 * The urgent notice (a closure, a moved circle): its own entry in /admin (a singleton, lib/cms/config.ts), so a bad
 * day takes one click to reach. content/notice.yaml holds the switch, the English words and its end; content/es/notice.yaml the Spanish words.
 * Switching it off takes it down and keeps its words for next time.
 */

export const NOTICE_FILE = "content/notice.yaml";
export const SPANISH_NOTICE_FILE = "content/es/notice.yaml";
export const NOTICE_ADMIN = "#/collections/_singletons/entries/notice";
const ENTRY = "Urgent notice";
/** A notice meant for longer is probably a typo of the year or the month. */
export const NOTICE_MAX_DAYS = 30;

export const noticeSchema = z.strictObject({
  shown: labelled(
    z.boolean(),
    "On",
    "On: the notice is at the top of every page, in both languages, until the end below. Off: it is taken down with the next update (its words stay here for next time)",
  ),
  text: labelled(
    text,
    "Notice",
    "One or two sentences, e.g. a closure or a moved circle. In the Spanish pane: the same notice in Spanish",
  ).optional(),
  endDate: labelled(
    isoDate,
    "Shown until (date)",
    `Florida time: then it disappears by itself, even before the next update. At most ${NOTICE_MAX_DAYS} days ahead`,
  ).optional(),
  endTime: labelled(clockTime, "Shown until (time)", "Florida time, e.g. 9:00 PM").optional(),
});
export const spanishNoticeSchema = noticeSchema.pick({ text: true }).partial();
/** The fields the Spanish file holds. */
export const noticeTranslated = ["text"] as const;

/** A notice to show: its words in both languages and its end in Florida. */
export type Notice = { text: string; spanishText: string; endDate: string; endTime: string };

const missing = (field: string, message: string) =>
  report({ level: "error", file: NOTICE_FILE, entry: ENTRY, field, message, admin: NOTICE_ADMIN });

/** A content file's data, or undefined when it is absent (no notice was ever written); a file that cannot be parsed is reported. */
function readYaml(full: string, file: string): unknown {
  if (!fs.existsSync(full)) return undefined;
  try {
    return parseYaml(fs.readFileSync(full, "utf8"));
  } catch (error) {
    report({
      level: "error",
      file,
      entry: ENTRY,
      message: `could not be read: ${(error as Error).message.split("\n")[0]}`,
      admin: NOTICE_ADMIN,
    });
    return undefined;
  }
}

/**
 * The notice to show as the site is built `on` a day, or undefined when it is off or has ended. Each problem is
 * reported with its field's label: a notice switched on with a field empty stops the build; one that has already ended,
 * or ends more than NOTICE_MAX_DAYS ahead, fails the content check and is only a note in a build
 * (CONTENT_CHECK=published), so the daily rebuild goes on after a notice ends.
 */
export function readNotice(on: string = today(), onDisk: (file: string) => string = contentPath): Notice | undefined {
  const english = readYaml(onDisk(NOTICE_FILE), NOTICE_FILE);
  if (english === undefined) return undefined;
  const data = check(NOTICE_FILE, noticeSchema, english, { entry: ENTRY, admin: NOTICE_ADMIN });
  const spanish = check(
    SPANISH_NOTICE_FILE,
    spanishNoticeSchema,
    readYaml(onDisk(SPANISH_NOTICE_FILE), SPANISH_NOTICE_FILE) ?? {},
    {
      entry: ENTRY,
      admin: NOTICE_ADMIN,
    },
  );
  if (!data?.shown || !spanish) return undefined;
  const { text: words, endDate, endTime } = data;
  if (!words) missing("Notice", "is empty while the notice is on: write it, or switch the notice off");
  if (!spanish.text)
    report({
      level: "error",
      file: SPANISH_NOTICE_FILE,
      entry: ENTRY,
      field: "Notice",
      message: "is empty in Spanish while the notice is on: write it in the Spanish pane",
      admin: NOTICE_ADMIN,
    });
  if (!endDate) missing("Shown until (date)", "is empty while the notice is on: say when it ends");
  if (!endTime) missing("Shown until (time)", "is empty while the notice is on: say at what time it ends");
  if (!words || !spanish.text || !endDate || !endTime) return undefined;
  const dated = (message: string) =>
    report({
      level: draftLevel(),
      file: NOTICE_FILE,
      entry: ENTRY,
      field: "Shown until (date)",
      message,
      admin: NOTICE_ADMIN,
    });
  if (endDate < on) {
    dated(`is ${endDate}, which has passed: the notice is no longer shown. Set a new end, or switch the notice off`);
    return undefined;
  }
  if (endDate > addDays(on, NOTICE_MAX_DAYS))
    dated(
      `is ${endDate}, more than ${NOTICE_MAX_DAYS} days ahead: check the month and the year (a longer notice belongs in a page's words)`,
    );
  return { text: words, spanishText: spanish.text, endDate, endTime };
}

let built: { notice: Notice | undefined } | undefined;
/** The notice every page of this build shows, read once. */
export function urgentNotice(): Notice | undefined {
  built ??= { notice: readNotice() };
  return built.notice;
}
