import type { Metadata } from "next";
import type { ReactNode } from "react";
import { EndedActions } from "@/components/events/ended-actions";
import { EventDetails } from "@/components/events/event-details";
import { JsonLd } from "@/components/seo/json-ld";
import { ButtonLink } from "@/components/ui/button";
import { CallToAction } from "@/components/ui/call-to-action";
import { Hero } from "@/components/ui/hero";
import { MarkdownBody } from "@/components/ui/markdown";
import { TranslationNotice } from "@/components/ui/translation-notice";
import { getEvent, getEvents } from "@/lib/content";
import { formatType, statusOf } from "@/lib/format";
import { fieldLang, type Locale } from "@/lib/i18n";
import { pageMetadata } from "@/lib/seo/metadata";
import { platformLinks } from "@/lib/site";
import { eventJsonLd } from "@/lib/seo/structured-data";

export const eventParams = () => getEvents().map(({ slug }) => ({ slug }));

export const eventMetadata = (locale: Locale, slug: string): Metadata => {
  const event = getEvent(slug, locale);
  return pageMetadata({
    locale,
    title: event.title,
    description: event.intro,
    path: `/events/${slug}`,
    image: "events",
  });
};

/** An event's text, compiled from its file at build time: the page's `body`. */
export const eventBody = (locale: Locale, slug: string) => (
  <MarkdownBody source={getEvent(slug, locale).source} locale={locale} />
);

/** An event page (/events/<slug>), from content/events/<slug>.md and its translation; an ended one invites no RSVP. `body` is eventBody's. */
export function EventPage({ locale, slug, body }: { locale: Locale; slug: string; body?: ReactNode }) {
  const event = getEvent(slug, locale);
  const lang = (field: string) => fieldLang(event, field, locale);
  const href = platformLinks[event.platform];
  const ended = statusOf(event).state === "ended";
  return (
    <>
      <Hero
        locale={locale}
        eyebrow={formatType(event, locale, ended)}
        title={<span lang={lang("title")}>{event.title}</span>}
        lead={<span lang={lang("tagline")}>{event.tagline}</span>}
        art="events"
        actions={
          ended ? (
            <EndedActions locale={locale} onDark />
          ) : (
            <ButtonLink locale={locale} href={href} external>
              <span lang={lang("buttonText")}>{event.buttonText}</span>
            </ButtonLink>
          )
        }
        notice={<TranslationNotice lang={event.lang} locale={locale} />}
      />
      <EventDetails event={event} locale={locale} body={body} ended={ended} />
      {event.closing && !ended && (
        <CallToAction
          locale={locale}
          title={<span lang={lang("closing.title")}>{event.closing.title}</span>}
          lead={<span lang={lang("closing.text")}>{event.closing.text}</span>}
          actions={[
            { href, label: <span lang={lang("closing.buttonText")}>{event.closing.buttonText}</span>, external: true },
          ]}
        />
      )}
      <JsonLd data={eventJsonLd(event, locale)} />
    </>
  );
}
