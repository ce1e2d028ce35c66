import { site } from "./site";

/** Prefixes a file in public/ with the base path the site is built for (defined in lib/shell.ts). */
export { asset } from "./shell";

/** The absolute public URL of a route or file: site.url (base path included) + path; the home page ends in "/". */
export function absoluteUrl(path: `/${string}`): string {
  return `${site.url}${path}`;
}
