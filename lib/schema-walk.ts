import { z } from "zod";

/**
 * Reading a zod schema's structure through zod's public classes: the field a wrapper holds, an object's fields, a
 * list's item and a schema's `.meta()`. Used where a schema is walked alongside data (labels, /admin's order, words).
 */

/** One wrapper in: what an optional, nullable, default or read-only field holds; undefined for any other schema. */
export function innerOf(schema: z.core.$ZodType | undefined): z.ZodType | undefined {
  if (
    schema instanceof z.ZodOptional ||
    schema instanceof z.ZodNullable ||
    schema instanceof z.ZodDefault ||
    schema instanceof z.ZodPrefault ||
    schema instanceof z.ZodReadonly
  ) {
    return schema.unwrap() as z.ZodType;
  }
  return undefined;
}

/** The schema with every wrapper taken off, a pipe (a field read, then converted) by its input. */
export const unwrapped = (schema: z.core.$ZodType | undefined): z.core.$ZodType | undefined => {
  const inner = innerOf(schema) ?? (schema instanceof z.ZodPipe ? (schema.in as z.ZodType) : undefined);
  return inner ? unwrapped(inner) : schema;
};

/** The fields of an object schema, looking through its wrappers. */
export function shapeOf(schema: z.core.$ZodType | undefined): Record<string, z.core.$ZodType> | undefined {
  const inner = unwrapped(schema);
  return inner instanceof z.ZodObject ? (inner.shape as Record<string, z.core.$ZodType>) : undefined;
}

/** The item schema of a list, looking through its wrappers. */
export function elementOf(schema: z.core.$ZodType | undefined): z.core.$ZodType | undefined {
  const inner = unwrapped(schema);
  return inner instanceof z.ZodArray ? (inner.element as z.core.$ZodType) : undefined;
}

/** The first `.meta()` from the outside in, through the wrappers. */
export function metaOf<M extends object>(schema: z.core.$ZodType | undefined): M | undefined {
  for (let node = schema; node; node = innerOf(node)) {
    const meta = node instanceof z.ZodType ? node.meta() : undefined;
    if (meta) return meta as M;
  }
  return undefined;
}

/** The message a string schema's pattern gives when a text does not match it (as an editor would see it), if any. */
export function patternMessage(schema: z.core.$ZodType): string | undefined {
  if (!(schema instanceof z.ZodType)) return undefined;
  const result = schema.safeParse("");
  return result.success
    ? undefined
    : result.error.issues.find((issue) => issue.code === "invalid_format" && issue.format === "regex")?.message;
}
