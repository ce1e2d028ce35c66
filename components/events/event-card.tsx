import Link from "next/link";
import styled from "styled-components";
import { Card, CardIcon } from "@/components/ui/card";
import { Icon } from "@/components/ui/icon";
import { Grid } from "@/components/ui/section";
import { LeaderList } from "@/components/people/person-card";
import { facilitatorsOf } from "@/lib/content";
import { costOrTbd, formatLanguage } from "@/lib/event-terms";
import { datedTexts, formatCapacity, formatPlace, formatTime, formatType, statusOf } from "@/lib/format";
import { fieldLang, localePath, ui, type Locale } from "@/lib/i18n";
import { EventDates } from "./dates";
import { EventAction } from "./event-action";
import { cancelledFacts, FactItems, factsStyle, type EventFact } from "./event-facts";
import type { Event } from "@/lib/content";

/** The grid of events on /events. It styles its cards' parts, so their rules are in the page once, not once per card. */
export const EventGrid = styled(Grid)`
  & .event-card__top {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: var(--space-3);
  }

  & .event-card__badge {
    display: inline-block;
    padding: 0.3rem 0.75rem;
    border-radius: var(--radius-pill);
    background: rgba(47, 107, 102, 0.12);
    color: var(--color-teal);
    font-size: 0.8rem;
    font-weight: 600;
    letter-spacing: 0.04em;
  }

  & .event-card__badge--ended {
    background: rgba(18, 35, 31, 0.08);
    color: var(--color-ink);
  }

  & .event-card__title {
    color: inherit;
    text-decoration: none;

    &:hover {
      text-decoration: underline;
      text-decoration-color: var(--color-gold);
    }
  }

  & .event-card__facts {
    ${factsStyle}
  }
`;

/** The cost, the language and who leads an event, each said even when not known yet: for cards here and on the home page. */
export function eventTerms(event: Event, locale: Locale): EventFact[] {
  const t = ui(locale).events;
  const leaders = facilitatorsOf(event, "events", locale);
  return [
    { icon: "gift", label: t.cost.label, value: costOrTbd(event, locale) },
    { icon: "voice", label: t.languages.label, value: formatLanguage(event, locale) },
    {
      icon: "star",
      label: t.leaders,
      value: leaders.length ? <LeaderList people={leaders} locale={locale} /> : t.leadersTbd,
    },
  ];
}

/**
 * An event in the EventGrid. The title opens its page; the action RSVPs on the platform or reserves through
 * /contact, and once the event has ended, leads to the community to hear about the next one.
 */
export function EventCard({ event, locale }: { event: Event; locale: Locale }) {
  const headingId = `event-${event.slug}`;
  const t = ui(locale).events;
  const lang = (field: string) => fieldLang(event, field, locale);
  const ended = statusOf(event).state === "ended";
  return (
    <Card aria-labelledby={headingId}>
      <div className="event-card__top">
        <CardIcon>
          <Icon name={event.icon} />
        </CardIcon>
        <span className={ended ? "event-card__badge event-card__badge--ended" : "event-card__badge"}>
          {formatType(event, locale, ended)}
        </span>
      </div>
      <h3 id={headingId} lang={lang("title")}>
        <Link className="event-card__title" href={localePath(locale, `/events/${event.slug}`)}>
          {event.title}
        </Link>
      </h3>
      <dl className="event-card__facts">
        <FactItems
          facts={[
            {
              icon: "calendar",
              label: t.card.date,
              value: <EventDates event={event} locale={locale} texts={datedTexts(event, locale)} gone="article" />,
            },
            ...cancelledFacts(event, locale),
            { icon: "clock", label: t.card.time, value: formatTime(event, locale) },
            { icon: "pin", label: t.card.location, value: formatPlace(event, "short", undefined, locale) },
            event.capacity
              ? { icon: "users", label: t.card.participants, value: formatCapacity(event.capacity, locale) }
              : { icon: "users", label: t.card.audience, value: event.audience },
            ...eventTerms(event, locale),
          ]}
        />
      </dl>
      <p lang={lang("summary")}>{event.summary}</p>
      <div>
        <EventAction event={event} locale={locale} headingId={headingId} />
      </div>
    </Card>
  );
}
