import { z } from "zod";
import { labelOf, report } from "../reporting/problems";

/** Content that does not match its schema, in an editor's words: every problem reported, or the first one thrown. */

/** A content file that stops the build. The message names the file and the field. */
export class ContentError extends Error {
  constructor(
    readonly file: string,
    readonly field: string,
    detail: string,
  ) {
    super(`Invalid content in ${file}: field "${field}" ${detail}`);
    this.name = "ContentError";
  }
}

/** Names of the types zod reports, as an editor reads them. */
const typeNames: Record<string, string> = {
  string: "text",
  number: "a number",
  boolean: "on or off",
  array: "a list",
  object: "a group of fields",
};

/** A value as a message shows it: text quoted, a list or group by its kind. */
function found(value: unknown): string {
  if (value === null) return "an empty value";
  if (Array.isArray(value)) return `a list of ${value.length}`;
  if (typeof value === "object") return "a group of fields";
  return typeof value === "string" ? JSON.stringify(value) : String(value);
}

/** The value at a path of the file's own data: what the editor wrote, before any default or trim. */
export function valueAt(data: unknown, at: readonly PropertyKey[]): unknown {
  return at.reduce<unknown>(
    (value, key) => (value && typeof value === "object" ? (value as Record<PropertyKey, unknown>)[key] : undefined),
    data,
  );
}

/** "expected a whole number of 1 or more, found "twelve"": what the schema wanted and what the file holds. */
function describeIssue(issue: z.core.$ZodIssue, data: unknown): string {
  if (issue.code === "unrecognized_keys") return "is not a field of this form: remove it";
  const expected =
    issue.code === "invalid_value"
      ? `one of ${issue.values.map((value) => JSON.stringify(value)).join(", ")}`
      : issue.code === "invalid_type" && issue.message.startsWith("Invalid input")
        ? (typeNames[issue.expected] ?? issue.expected)
        : issue.message;
  const value = valueAt(data, issue.path);
  return value === undefined ? `is missing: expected ${expected}` : `expected ${expected}, found ${found(value)}`;
}

/** The title an entry's own file gives it, for messages. */
export const titleIn = (data: unknown) => {
  const title = valueAt(data, ["title"]);
  return typeof title === "string" && title.trim() ? title.trim() : undefined;
};

/**
 * `data` checked against `schema`: the value, or undefined with every problem reported (the entry, the file,
 * each field's label) for the check before the build to list at once.
 */
export function check<T>(
  file: string,
  schema: z.ZodType<T>,
  data: unknown,
  context: { entry?: string; admin?: string } = {},
): T | undefined {
  const parsed = schema.safeParse(data);
  if (parsed.success) return parsed.data;
  const entry = context.entry ?? titleIn(data);
  for (const issue of parsed.error.issues) {
    // An unknown field has no label in /admin: it is named as the file writes it, once per field.
    const fields =
      issue.code === "unrecognized_keys"
        ? issue.keys.map((key) => [labelOf(schema, issue.path), key].filter(Boolean).join(" › "))
        : [labelOf(schema, issue.path)];
    for (const field of fields)
      report({
        level: "error",
        file,
        ...(entry && { entry }),
        ...(field && { field }),
        message: describeIssue(issue, data),
        ...(context.admin && { admin: context.admin }),
      });
  }
  return undefined;
}

/** `data` checked against `schema`, or a ContentError naming the file and the first wrong field (for facts the whole site needs). */
export function validate<T>(relative: string, schema: z.ZodType<T>, data: unknown): T {
  const parsed = check(relative, schema, data);
  if (parsed !== undefined) return parsed;
  // A misspelt field is named by its own name, before the field it was meant to be shows as missing.
  const { issues } = schema.safeParse(data).error!;
  const issue = issues.find((candidate) => candidate.code === "unrecognized_keys") ?? issues[0]!;
  const field = issue.code === "unrecognized_keys" ? [...issue.path, issue.keys[0]!] : issue.path;
  throw new ContentError(relative, field.join(".") || "file", describeIssue(issue, data));
}
