import type { Metadata } from "next";
import { EventDetails } from "@/components/events/event-details";
import { JsonLd } from "@/components/seo/json-ld";
import { ButtonLink } from "@/components/ui/button";
import { Hero } from "@/components/ui/hero";
import { CallToAction } from "@/components/ui/call-to-action";
import { getEvent, getEvents } from "@/lib/content";
import { pageMetadata } from "@/lib/metadata";
import { platformLinks } from "@/lib/site";
import { eventJsonLd } from "@/lib/structured-data";

type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return getEvents().map(({ slug }) => ({ slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  const event = getEvent(slug);
  return pageMetadata({ title: event.title, description: event.intro, path: `/events/${slug}`, image: "events" });
}

export default async function EventPage({ params }: Props) {
  const { slug } = await params;
  const event = getEvent(slug);
  const { default: Body } = await import(`@/content/events/${slug}.mdx`);
  const href = platformLinks[event.platform];
  return (
    <>
      <Hero
        eyebrow={event.type}
        title={event.title}
        lead={event.tagline}
        art="events"
        actions={
          <ButtonLink href={href} external>
            {event.buttonText}
          </ButtonLink>
        }
      />
      <EventDetails event={event} body={<Body />} />
      {event.closing && (
        <CallToAction
          title={event.closing.title}
          lead={event.closing.text}
          actions={[{ href, label: event.closing.buttonText, external: true }]}
        />
      )}
      <JsonLd data={eventJsonLd(event)} />
    </>
  );
}
