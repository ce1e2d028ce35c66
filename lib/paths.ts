import { site } from "./site";

/** Prefixes a file in public/ with the base path the site is built for (see next.config.mjs). */
export function asset(path: `/${string}`): string {
  return `${process.env.NEXT_PUBLIC_BASE_PATH ?? ""}${path}`;
}

/** The absolute public URL of a route or file: site.url (base path included) + path; the home page ends in "/". */
export function absoluteUrl(path: `/${string}`): string {
  return `${site.url}${path}`;
}
