import { z } from "zod";
import { elementOf, metaOf, shapeOf } from "../schema-walk";
import { wordFiles } from "../i18n/schema";

/**
 * What the build found in content/, said for the person who can fix it: the entry's title, the file, the field's
 * label as /admin shows it, what is wrong in plain English, and where to fix it in /admin.
 * An error stops the build (the live site keeps its last good version); a warning only needs attention; a "launch"
 * problem (a placeholder, a missing trust fact) is something to settle before the site goes live, listed apart.
 * scripts/check-content.ts lists them all at once before the build, and the deploy workflow tells staff.
 */

export type Level = "error" | "warning" | "launch";

export interface Problem {
  level: Level;
  /** The file, relative to the repository, e.g. content/events/new-moon-circle.md. */
  file: string;
  /** The entry's title as staff know it, when the file has one. */
  entry?: string;
  /** The field's label as /admin shows it, e.g. "Weekly schedule › Start time". */
  field?: string;
  /** What is wrong, or what to do, in plain English. */
  message: string;
  /** Where to fix it, relative to /admin/: "#/collections/events/entries/new-moon-circle". */
  admin?: string;
}

/**
 * How a mistake across fields or against the calendar is reported (a notice already ended, a cancelled date that is
 * no gathering, an end before its start): an error when the content check runs on its own or on a draft, so it is
 * fixed before anyone publishes; a warning in a build (CONTENT_CHECK=published, set by `npm run build`), so the daily
 * rebuild goes on the day after a notice ends.
 */
export const draftLevel = (): Level => (process.env.CONTENT_CHECK === "published" ? "warning" : "error");

const found: Problem[] = [];
const seen = new Set<string>();

/** Records a problem once (a file read for both languages reports it once). */
export function report(problem: Problem): void {
  const key = JSON.stringify(problem);
  if (seen.has(key)) return;
  seen.add(key);
  found.push(problem);
}

const RANK: Record<Level, number> = { error: 0, warning: 1, launch: 2 };
/** Every problem recorded so far in this process: errors first, then warnings, then what to settle before going live. */
export const problems = (): Problem[] => [...found].sort((a, b) => RANK[a.level] - RANK[b.level]);

const titleOf = (schema: z.core.$ZodType | undefined): string | undefined => metaOf<{ title?: string }>(schema)?.title;

/** A field's label as /admin shows it, through its groups: ["schedule", "startTime"] → "Weekly schedule › Start time". */
export function labelOf(schema: z.core.$ZodType, path: readonly PropertyKey[]): string {
  const labels: string[] = [];
  let node: z.core.$ZodType | undefined = schema;
  for (const key of path) {
    if (typeof key === "number") {
      labels.push(`item ${key + 1}`);
      node = elementOf(node);
      continue;
    }
    node = shapeOf(node)?.[String(key)];
    labels.push(titleOf(node) ?? String(key));
  }
  return labels.join(" › ");
}

/** A problem as one line of a build log: "error · content/events/x.md · “Full Moon Fire” · Weekly schedule › Start time: …". */
export function describe(problem: Problem): string {
  const where = [problem.file, problem.entry && `“${problem.entry}”`, problem.field].filter(Boolean).join(" · ");
  return `${problem.level} · ${where}: ${problem.message}`;
}

/**
 * A problem for a content file that could not be read at all (missing, not YAML), named with its label in /admin:
 * content/pages/about.yaml → "About page". `error` is what the reader threw (a ContentError names the file).
 */
export function unreadable(error: unknown): Problem {
  const file = (error as { file?: unknown } | undefined)?.file;
  const detail = (
    error instanceof Error
      ? error.message.split("\n")[0]!.replace(/^Invalid content in \S+: field "[^"]*" /, "")
      : String(error)
  ).replaceAll(`${process.cwd()}/`, "");
  if (typeof file !== "string")
    return { level: "error", file: "content/", message: `could not be checked: ${detail}. A developer is needed.` };
  if (file === "content/site.yaml")
    return { level: "error", file, entry: "Site facts", message: detail, admin: "#/collections/site/entries/facts" };
  const words = Object.entries(wordFiles).find(
    ([, word]) => file === `content/${word.file}` || file === `content/es/${word.file}`,
  );
  return {
    level: "error",
    file,
    ...(words && { entry: words[1].label, admin: `#/collections/pages/entries/${words[0]}` }),
    message: detail,
  };
}
