import { site } from "./site";

/** The absolute public URL of a route or file: site.url + path; the home page ends in "/". */
export function absoluteUrl(path: `/${string}`): string {
  return `${site.url}${path}`;
}
