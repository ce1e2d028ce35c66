import Link from "next/link";
import styled from "styled-components";
import { EventAction } from "@/components/events/event-action";
import { eventTerms } from "@/components/events/event-card";
import { cancelledFacts, FactItems, factsStyle } from "@/components/events/event-facts";
import { Card } from "@/components/ui/card";
import { Icon } from "@/components/ui/icon";
import { Grid, Section } from "@/components/ui/section";
import { today } from "@/lib/clock";
import { getListedEvents, type Event } from "@/lib/content";
import { DatesScript, EventDates } from "@/components/events/dates";
import { datedTexts, formatDayHeading, formatPlace, formatTime, statusOf } from "@/lib/format";
import { fieldLang, localePath, ui, wordsOf, type Locale } from "@/lib/i18n";

const Day = styled.p`
  margin: 0;
  font: 600 var(--step--1) / 1.4 var(--font-sans);
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: var(--color-teal);
`;

const Title = styled.h3`
  margin: 0;
  font-size: var(--step-1);

  & a {
    color: inherit;
    text-decoration-thickness: 1px;
    text-underline-offset: 0.2em;
  }
`;

const Facts = styled.dl`
  ${factsStyle}
`;

const AllEvents = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: var(--space-2);
  min-height: 44px;
  margin-top: var(--space-6);
  font-weight: 600;
  color: var(--color-teal);
`;

/** The next `count` dated gatherings on `on`, in the order they meet: the schedule logic the Events page uses. */
export function nextGatherings(locale: Locale, on: string = today(), count = 3): { event: Event; next: string }[] {
  return getListedEvents(locale)
    .flatMap((event) => {
      const status = statusOf(event, on);
      return "next" in status && event.schedule ? [{ event, next: status.next }] : [];
    })
    .sort(
      (a, b) => a.next.localeCompare(b.next) || a.event.schedule!.startTime.localeCompare(b.event.schedule!.startTime),
    )
    .slice(0, count);
}

/** A gathering's next dates as the band writes them: the day alone ("Tuesday, November 24"), as formatDates dates them. */
function dayTexts(event: Event, locale: Locale, on: string = today()) {
  const texts = datedTexts(event, locale, on);
  return typeof texts === "string"
    ? []
    : texts.map(({ date }) => ({ before: "", date, label: formatDayHeading(date, locale, on), after: "" }));
}

/**
 * Below the home page's hero: the next three dated gatherings, each with its date (and, by the visitor's clock,
 * "Tonight" or "Tomorrow" beside it: components/events/dates.tsx), time and place, and its one action; then the way
 * to all events. Rendered on the server; only the small date script runs.
 */
export function UpcomingGatherings({ locale }: { locale: Locale }) {
  const soon = nextGatherings(locale);
  if (!soon.length) return null;
  const t = wordsOf("home", locale);
  const card = ui(locale).events.card;
  return (
    <Section tone="paper" eyebrow={t.upcomingEyebrow} title={t.upcomingTitle}>
      {/* DatesScript hides the band when the visitor's day has passed every date it holds. */}
      <Grid $min="17rem" data-soon="">
        {soon.map(({ event }) => {
          const lang = fieldLang(event, "title", locale);
          const headingId = `upcoming-${event.slug}`;
          const days = dayTexts(event, locale);
          return (
            <Card key={event.slug} aria-labelledby={headingId}>
              <Day>
                <EventDates event={event} locale={locale} texts={days} gone="article" />
              </Day>
              <Title id={headingId} lang={lang}>
                <Link href={localePath(locale, `/events/${event.slug}`)}>{event.title}</Link>
              </Title>
              <Facts>
                <FactItems
                  facts={[
                    ...cancelledFacts(event, locale),
                    { icon: "clock", label: card.time, value: formatTime(event, locale) },
                    { icon: "pin", label: card.location, value: formatPlace(event, "short", undefined, locale) },
                    { icon: "users", label: card.audience, value: event.audience },
                    ...eventTerms(event, locale),
                  ]}
                />
              </Facts>
              <div>
                <EventAction event={event} locale={locale} headingId={headingId} />
              </div>
            </Card>
          );
        })}
      </Grid>
      <AllEvents href={localePath(locale, "/events")}>
        {t.allEvents} <Icon name="arrow" size={18} />
      </AllEvents>
      <DatesScript />
    </Section>
  );
}
