/**
 * The oracle of "these pages exist": the routes of the spec's page list (docs/spec.md, section 2), typed in, NOT read
 * from lib/routes.ts or the build, so a page missing from either fails the tests (checked against the fixture build).
 * The checks every page gets run over the routes the build exported instead, so a page staff add is checked too.
 */
export const SPEC_ROUTES = [
  "/",
  "/about",
  "/services",
  "/events",
  "/community",
  "/donate",
  "/contact",
  "/renewal-journey",
  "/privacy-policy",
  "/retreat-center",
  "/services/sacred-weddings",
  "/services/ecstatic-dance",
  "/services/guided-meditation",
  "/services/spiritual-counseling",
  "/services/ancestral-healing",
  "/services/soul-coaching",
  "/services/seasonal-retreats",
  "/services/corporate-retreats",
  "/join/ceremony-assistant",
  "/join/community-outreach",
  "/join/event-coordinator",
  "/join/healing-arts-practitioner",
  "/join/sanctuary-support",
  "/join/small-group-host",
  "/events/red-book-series",
  "/events/mens-inner-work",
  "/events/accountability-call",
  "/events/mid-week-heart-to-heart",
  "/events/new-moon-circle",
  "/events/integration-workshop",
  "/events/winter-solstice-retreat",
  "/events/sacred-breathwork",
  "/events/womens-sacred-circle",
] as const;

/** A route's Spanish twin: "/" → "/es", "/about" → "/es/about". */
export const inSpanish = (route: string) => (route === "/" ? "/es" : `/es${route}`);

/** Every Spanish route: the same pages, under /es. */
export const SPEC_ROUTES_ES = SPEC_ROUTES.map(inSpanish);

/** The slugs of one collection's pages in the oracle: "/services/…" → the part after it. */
export const specSlugs = (prefix: "/services" | "/join" | "/events") =>
  SPEC_ROUTES.filter((route) => route.startsWith(`${prefix}/`)).map((route) => route.slice(prefix.length + 1));
