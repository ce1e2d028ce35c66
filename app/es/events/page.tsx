import { EventsPage, eventsMetadata } from "@/components/pages/events";

export const metadata = eventsMetadata("es");

export default function Page() {
  return <EventsPage locale="es" />;
}
