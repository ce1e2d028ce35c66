import { getEvents, getServices, getVolunteerRoles } from "./content";

/** The pages that are not generated from content/ (spec §2). */
const pageRoutes = [
  "/",
  "/about",
  "/services",
  "/events",
  "/community",
  "/donate",
  "/contact",
  "/renewal-journey",
  "/privacy-policy",
  "/accessibility",
  "/retreat-center",
  "/new-here",
] as const;

/**
 * Every route of the site, as its English path: the pages above plus one per content file, so a new MDX
 * file is listed by itself. Each has a Spanish twin under /es (lib/i18n: localePath).
 */
export function allRoutes(): `/${string}`[] {
  return [
    ...pageRoutes,
    ...getServices().map(({ slug }) => `/services/${slug}` as const),
    ...getVolunteerRoles().map(({ slug }) => `/join/${slug}` as const),
    ...getEvents().map(({ slug }) => `/events/${slug}` as const),
  ];
}
