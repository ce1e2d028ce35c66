import type { Metadata } from "next";
import { EventCard, EventGrid } from "@/components/events/event-card";
import { SubscribeCalendar } from "@/components/events/subscribe-calendar";
import { Hero } from "@/components/ui/hero";
import { Section } from "@/components/ui/section";
import { CallToAction } from "@/components/ui/call-to-action";
import { getListedEvents } from "@/lib/content";
import { pageMetadata } from "@/lib/metadata";
import { site } from "@/lib/site";

export const metadata: Metadata = pageMetadata({
  title: "Events & Retreats",
  description:
    "Weekly online circles, the Red Book series, new moon and women's circles, breathwork and the Winter Solstice Retreat: RSVP or join the waitlist.",
  path: "/events",
  image: "events",
});

export default function EventsPage() {
  return (
    <>
      <Hero
        eyebrow="Gather with us"
        title="Events & Retreats"
        lead="Online circles every week, and ceremonies, workshops and retreats on our land in Interlachen. Come as you are."
        art="events"
      />
      <Section eyebrow="Upcoming" title="Circles, series and retreats">
        <EventGrid $min="19rem">
          {getListedEvents().map((event) => (
            <EventCard key={event.slug} event={event} />
          ))}
        </EventGrid>
      </Section>
      <SubscribeCalendar />
      <CallToAction
        title="Never miss a gathering"
        lead="Dates for in-person circles and retreats are announced first in The Village, our online community."
        actions={[
          { href: site.links.community, label: "Enter The Village", external: true },
          { href: "/contact", label: "Ask a Question" },
        ]}
      />
    </>
  );
}
