import { eventFileParams, eventFileResponse } from "@/lib/calendar";

/** One .ics file per event with a schedule, written at build time to out/events/<slug>/calendar.ics. */
export const dynamic = "force-static";
export const dynamicParams = false;
export const generateStaticParams = eventFileParams;

export const GET = async (_request: Request, { params }: { params: Promise<{ slug: string }> }) =>
  eventFileResponse((await params).slug, "en");
