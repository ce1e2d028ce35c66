import { z } from "zod";

/**
 * What the build found in content/, said for the person who can fix it: the entry's title, the file, the field's
 * label as /admin shows it, what is wrong in plain English, and where to fix it in /admin.
 * An error stops the build (the live site keeps its last good version); a warning only needs attention; "launch" is
 * what to do before going live (a placeholder, a missing trust fact: lib/launch-check.ts).
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

const found: Problem[] = [];
const seen = new Set<string>();

/** Records a problem once (a file read for both languages reports it once). */
export function report(problem: Problem): void {
  const key = JSON.stringify(problem);
  if (seen.has(key)) return;
  seen.add(key);
  found.push(problem);
}

const rank: Record<Level, number> = { error: 0, warning: 1, launch: 2 };
/** Every problem recorded so far in this process, errors first, then warnings, then what to do before going live. */
export const problems = (): Problem[] => [...found].sort((a, b) => rank[a.level] - rank[b.level]);

/** The fields of an object schema, looking through optional, default, pipe and meta wrappers. */
function shapeOf(schema: z.core.$ZodType | undefined): Record<string, z.core.$ZodType> | undefined {
  const def = schema?._zod.def as { shape?: Record<string, z.core.$ZodType>; innerType?: z.core.$ZodType; in?: z.core.$ZodType; element?: z.core.$ZodType } | undefined;
  return def?.shape ?? shapeOf(def?.innerType ?? def?.in);
}
function elementOf(schema: z.core.$ZodType | undefined): z.core.$ZodType | undefined {
  const def = schema?._zod.def as { element?: z.core.$ZodType; innerType?: z.core.$ZodType } | undefined;
  return def?.element ?? (def?.innerType && elementOf(def.innerType));
}
const titleOf = (schema: z.core.$ZodType | undefined): string | undefined =>
  schema && ((z.globalRegistry.get(schema as z.ZodType) as { title?: string } | undefined)?.title ?? titleOf((schema._zod.def as { innerType?: z.core.$ZodType }).innerType));

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
