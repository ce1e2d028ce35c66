import type { ReactNode } from "react";
import styled from "styled-components";
import { ButtonLink } from "@/components/ui/button";
import Link from "next/link";
import { ExampleMark, PersonCard } from "@/components/people/person-card";
import { CrisisLine } from "@/components/safety/crisis-line";
import { Card } from "@/components/ui/card";
import { PictureFrame } from "@/components/ui/illustration";
import { Photo } from "@/components/ui/photo";
import { Prose, Section } from "@/components/ui/section";
import { isScheduled } from "@/lib/calendar";
import { facilitatorsOf, type Event } from "@/lib/content";
import { formatCostWithNote, formatLanguage, sponsoredSeatHref } from "@/lib/event-terms";
import { datedTexts, formatCapacity, formatPlace, formatTime } from "@/lib/format";
import { fieldLang, localePath, say, ui, wordsOf, type Locale } from "@/lib/i18n";
import { photoInfo } from "@/lib/content/photos";
import { platformLinks } from "@/lib/site";
import { AddToCalendar } from "./add-to-calendar";
import { DatesScript, EventDates } from "./dates";
import { EndedActions } from "./ended-actions";
import { cancelledFacts, EventFacts, type EventFact } from "./event-facts";

const Layout = styled.div`
  display: grid;
  gap: var(--space-7);
  align-items: start;

  @media (min-width: 900px) {
    grid-template-columns: 1.4fr 1fr;
  }
`;

const Aside = styled.aside`
  display: grid;
  gap: var(--space-5);

  @media (min-width: 900px) {
    position: sticky;
    top: calc(var(--nav-height) + var(--space-5));
  }
`;

const EndedButtons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-3);
`;

const CardTitle = styled.h2`
  font-size: var(--step-2);
  margin: 0;
`;

/** Facts shown in the details card; optional fields appear only when the event has them. */
function eventFacts(event: Event, locale: Locale): EventFact[] {
  const t = wordsOf("event", locale);
  const facts: EventFact[] = [
    // Once every date written has passed, the date's row is hidden (its <div> in the facts list).
    {
      icon: "calendar",
      label: t.when,
      value: <EventDates event={event} locale={locale} texts={datedTexts(event, locale)} gone="div" />,
    },
    ...cancelledFacts(event, locale),
    { icon: "clock", label: t.time, value: formatTime(event, locale) },
    { icon: "pin", label: t.where, value: formatPlace(event, "full", undefined, locale) },
    { icon: "heart", label: t.who, value: event.audience, lang: fieldLang(event, "audience", locale) },
  ];
  const leaders = facilitatorsOf(event, "events", locale);
  for (const person of leaders)
    facts.push({
      icon: "star",
      label: t.facilitator,
      value: (
        <>
          {`${person.name}, ${person.role}`}
          <ExampleMark person={person} locale={locale} />
        </>
      ),
    });
  if (!leaders.length) facts.push({ icon: "star", label: t.facilitator, value: ui(locale).events.leadersTbd });
  if (event.capacity) facts.push({ icon: "users", label: t.capacity, value: formatCapacity(event.capacity, locale) });
  facts.push({ icon: "gift", label: t.cost, value: formatCostWithNote(event, locale) ?? ui(locale).events.cost.tbd });
  facts.push({ icon: "voice", label: t.language, value: formatLanguage(event, locale) });
  return facts;
}

/** The about section and details card of an event page; once it has ended, the card says so and offers what is left to do. */
export function EventDetails({
  event,
  body,
  locale,
  ended,
}: {
  event: Event;
  body: ReactNode;
  locale: Locale;
  ended: boolean;
}) {
  const t = wordsOf("event", locale);
  return (
    <Section eyebrow={t.eyebrow} title={say(locale, t.title, { event: event.title })}>
      <Layout>
        <div>
          {event.photo && photoInfo(event.photo.src) && (
            <PictureFrame>
              <Photo
                src={event.photo.src}
                alt={event.photo.alt}
                lang={fieldLang(event, "photo.alt", locale)}
                sizes="(min-width: 900px) 38rem, calc(100vw - 2.5rem)"
              />
            </PictureFrame>
          )}
          <Prose lang={fieldLang(event, "body", locale)}>{body}</Prose>
          {event.crisisLine && <CrisisLine locale={locale} />}
        </div>
        <Aside>
          <Card lifted aria-labelledby="event-details-title">
            <CardTitle id="event-details-title">{t.card}</CardTitle>
            <EventFacts facts={eventFacts(event, locale)} />
            {event.cost?.sponsoredSeat && !ended && (
              <p>
                <Link href={sponsoredSeatHref(event, locale)}>{ui(locale).events.cost.seat}</Link>
              </p>
            )}
            {ended ? (
              <>
                <p>{t.endedNote}</p>
                <EndedButtons>
                  <EndedActions locale={locale} />
                </EndedButtons>
              </>
            ) : (
              <>
                <div>
                  <ButtonLink locale={locale} href={platformLinks[event.platform]} external>
                    <span lang={fieldLang(event, "buttonText", locale)}>{event.buttonText}</span>
                  </ButtonLink>
                </div>
                {isScheduled(event) && <AddToCalendar event={event} locale={locale} />}
                {event.schedule && <DatesScript />}
              </>
            )}
          </Card>
          {facilitatorsOf(event, "events", locale).map((person) => (
            <PersonCard key={person.slug} person={person} locale={locale} title={t.aboutFacilitator} />
          ))}
          <p>
            <Link href={localePath(locale, "/new-here")}>{ui(locale).newHere.link}</Link>
          </p>
        </Aside>
      </Layout>
    </Section>
  );
}
