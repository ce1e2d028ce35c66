import { eventsCalendar, isScheduled } from "@/lib/calendar";
import { getEvents } from "@/lib/content";

/** The feed of every event with a schedule, written at build time to out/events/calendar.ics; events with dates to be announced are left out. */
export const dynamic = "force-static";

export function GET() {
  return new Response(eventsCalendar(getEvents().filter(isScheduled)), {
    headers: { "Content-Type": "text/calendar; charset=utf-8" },
  });
}
