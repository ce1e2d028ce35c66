import { getEvents, getServices, getVolunteerRoles } from "./content";
import { wordFiles, type WordFile } from "./i18n/schema";

/**
 * The site's routes, in one table: each page that is not generated from content/ (spec §2) with the word files
 * (content/pages/*.yaml) it shows, and each collection with the route its entries' pages live under. The sitemap and
 * /admin's "view on the site" links and previews are read from here; the tests keep their own list of the spec's
 * pages (e2e/spec-routes.ts). A new page: add its route files under app/, then a line here.
 */
export const PAGES = {
  "/": ["ui", "home"],
  "/about": ["about"],
  "/services": ["services", "service"],
  "/events": ["events", "event"],
  "/community": ["community", "role"],
  "/donate": ["donate"],
  "/contact": ["contact"],
  "/renewal-journey": ["journey"],
  "/privacy-policy": ["privacy"],
  "/accessibility": ["accessibility"],
  "/retreat-center": ["retreat"],
  "/new-here": ["newHere"],
} as const satisfies Record<`/${string}`, readonly WordFile[]>;

/** The not-found page: no route of its own (every unknown address shows it), so no sitemap entry. */
export const NOT_FOUND = { path: "/404", words: ["notFound"] } as const satisfies {
  path: `/${string}`;
  words: readonly WordFile[];
};

/** Where each collection's entries have their pages: /services/<slug>, /join/<slug>, /events/<slug>. */
export const ENTRY_ROUTES = { services: "/services", volunteer: "/join", events: "/events" } as const;

/**
 * Every route of the site, as its English path: the pages above plus one per content file, so a new MDX
 * file is listed by itself. Each has a Spanish twin under /es (lib/i18n: localePath).
 */
export function allRoutes(): `/${string}`[] {
  return [
    ...(Object.keys(PAGES) as (keyof typeof PAGES)[]),
    ...getServices().map(({ slug }) => `${ENTRY_ROUTES.services}/${slug}` as const),
    ...getVolunteerRoles().map(({ slug }) => `${ENTRY_ROUTES.volunteer}/${slug}` as const),
    ...getEvents().map(({ slug }) => `${ENTRY_ROUTES.events}/${slug}` as const),
  ];
}

/** The page each word file is seen on (the first page that lists it), for /admin's previews. */
export function wordFilePages(): Record<WordFile, `/${string}`> {
  const pages = Object.entries({ ...PAGES, [NOT_FOUND.path]: NOT_FOUND.words }) as [
    `/${string}`,
    readonly WordFile[],
  ][];
  const found: Partial<Record<WordFile, `/${string}`>> = {};
  for (const [route, files] of pages) for (const file of files) found[file] ??= route;
  const unplaced = Object.keys(wordFiles).filter((file) => !(file in found));
  if (unplaced.length)
    throw new Error(`lib/routes.ts: no page shows the word files ${unplaced.join(", ")}: add them to PAGES`);
  return found as Record<WordFile, `/${string}`>;
}
