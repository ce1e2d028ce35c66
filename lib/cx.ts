/** Joins class names, skipping the empty ones: `cx("btn", primary && "btn--primary", className)`. */
export function cx(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(" ");
}
