import type { Metadata } from "next";
import { DatesScript } from "@/components/events/dates";
import { EventCard, EventGrid } from "@/components/events/event-card";
import { SubscribeCalendar } from "@/components/events/subscribe-calendar";
import { CallToAction } from "@/components/ui/call-to-action";
import { Hero } from "@/components/ui/hero";
import { Section } from "@/components/ui/section";
import { today } from "@/lib/clock";
import { getListedEvents } from "@/lib/content";
import { claimText, wordsOf, type Locale } from "@/lib/i18n";
import { pageMetadata } from "@/lib/seo/metadata";
import { inTimeOrder } from "@/lib/schedule";
import { site } from "@/lib/site";

export const eventsMetadata = (locale: Locale): Metadata => {
  const words = wordsOf("events", locale);
  return pageMetadata({ locale, title: words.title, description: words.description, path: "/events", image: "events" });
};

/** Events and retreats (/events): the cards in time order (ended ones apart), the calendar feed and a closing band. */
export function EventsPage({ locale }: { locale: Locale }) {
  const words = wordsOf("events", locale);
  const { current, past } = inTimeOrder(getListedEvents(locale), today());
  return (
    <>
      <Hero locale={locale} eyebrow={words.eyebrow} title={words.title} lead={claimText(words.lead)} art="events" />
      <Section eyebrow={words.gridEyebrow} title={words.gridTitle}>
        <EventGrid $min="19rem">
          {current.map((event) => (
            <EventCard key={event.slug} event={event} locale={locale} />
          ))}
        </EventGrid>
        <DatesScript />
      </Section>
      <SubscribeCalendar locale={locale} />
      {past.length > 0 && (
        <Section eyebrow={words.pastEyebrow} title={words.pastTitle} lead={words.pastLead}>
          <EventGrid $min="19rem">
            {past.map((event) => (
              <EventCard key={event.slug} event={event} locale={locale} />
            ))}
          </EventGrid>
        </Section>
      )}
      <CallToAction
        locale={locale}
        title={words.ctaTitle}
        lead={words.ctaLead}
        actions={[
          { href: site.links.community, label: words.enter, external: true },
          { href: "/contact", label: words.ask },
        ]}
      />
    </>
  );
}
