import { eventCalendar, isScheduled } from "@/lib/calendar";
import { getEvent, getEvents } from "@/lib/content";

/** One .ics file per event with a schedule, written at build time to out/events/<slug>/calendar.ics. */
export const dynamic = "force-static";
export const dynamicParams = false;

export function generateStaticParams() {
  return getEvents()
    .filter(isScheduled)
    .map(({ slug }) => ({ slug }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ slug: string }> }) {
  const event = getEvent((await params).slug);
  if (!isScheduled(event)) return new Response("Not Found", { status: 404 });
  return new Response(eventCalendar(event), {
    headers: { "Content-Type": "text/calendar; charset=utf-8", "Content-Disposition": `attachment; filename="${event.slug}.ics"` },
  });
}
