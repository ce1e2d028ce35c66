import { feedResponse } from "@/lib/calendar";

/** The feed of every event with a schedule, written at build time to out/events/calendar.ics. */
export const dynamic = "force-static";

export const GET = () => feedResponse("en");
