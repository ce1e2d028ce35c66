import Link from "next/link";
import styled from "styled-components";
import { ButtonLink } from "@/components/ui/button";
import { Card, CardIcon } from "@/components/ui/card";
import { Icon } from "@/components/ui/icon";
import { Grid } from "@/components/ui/section";
import type { Event } from "@/lib/content";
import { formatCapacity, formatDates, formatPlace, formatTime } from "@/lib/format";
import { platformLinks } from "@/lib/site";
import { FactItems, factsStyle } from "./event-facts";

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

/** An event in the EventGrid. The title opens its page; the action RSVPs on the platform or reserves through /contact. */
export function EventCard({ event }: { event: Event }) {
  const headingId = `event-${event.slug}`;
  return (
    <Card aria-labelledby={headingId}>
      <div className="event-card__top">
        <CardIcon>
          <Icon name={event.icon} />
        </CardIcon>
        <span className="event-card__badge">{event.type}</span>
      </div>
      <h3 id={headingId}>
        <Link className="event-card__title" href={`/events/${event.slug}`}>
          {event.title}
        </Link>
      </h3>
      <dl className="event-card__facts">
        <FactItems
          facts={[
            { icon: "calendar", label: "Date", value: formatDates(event) },
            { icon: "clock", label: "Time", value: formatTime(event) },
            { icon: "pin", label: "Location", value: formatPlace(event, "short") },
            { icon: "users", label: "Participants", value: event.capacity ? formatCapacity(event.capacity) : event.audience },
          ]}
        />
      </dl>
      <p>{event.summary}</p>
      <div>
        {event.rsvp ? (
          <ButtonLink href={platformLinks[event.platform]} external>
            {event.buttonText}
          </ButtonLink>
        ) : (
          <ButtonLink href="/contact" variant="secondary">
            Reserve Your Space
          </ButtonLink>
        )}
      </div>
    </Card>
  );
}
