/** Every date and time of the site is a wall-clock time in Florida. */
export const TIME_ZONE = "America/New_York";

/**
 * The site's one clock: today's date in Florida, YYYY-MM-DD. A static site knows the day it is built, so
 * everything that depends on "today" (event states and next dates, JSON-LD, calendar files, the popup's
 * appeal, the build's warnings) asks this function, and the deploy rebuilds every morning.
 * SITE_TODAY=YYYY-MM-DD pins it for previews and tests.
 */
export function today(): string {
  const pinned = process.env.SITE_TODAY;
  if (pinned) {
    const date = new Date(`${pinned}T00:00:00Z`);
    if (
      !/^\d{4}-\d{2}-\d{2}$/.test(pinned) ||
      Number.isNaN(date.getTime()) ||
      date.toISOString().slice(0, 10) !== pinned
    ) {
      throw new Error(`SITE_TODAY must be a real date written YYYY-MM-DD, found "${pinned}"`);
    }
    return pinned;
  }
  // en-CA writes dates as YYYY-MM-DD; the day is Florida's, whatever the build machine's zone.
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(new Date());
}
