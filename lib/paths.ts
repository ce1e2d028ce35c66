/** Prefixes a file in public/ with the base path the site is built for (see next.config.mjs). */
export function asset(path: `/${string}`): string {
  return `${process.env.NEXT_PUBLIC_BASE_PATH ?? ""}${path}`;
}
