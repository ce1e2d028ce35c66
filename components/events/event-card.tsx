import Link from "next/link";
import styled from "styled-components";
import { ButtonLink } from "@/components/ui/button";
import { Card, CardIcon } from "@/components/ui/card";
import { Icon } from "@/components/ui/icon";
import type { Event } from "@/lib/content";
import { platformLinks } from "@/lib/site";
import { EventFacts } from "./event-facts";

const Top = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: var(--space-3);
`;

const Badge = styled.span`
  display: inline-block;
  padding: 0.3rem 0.75rem;
  border-radius: var(--radius-pill);
  background: rgba(47, 107, 102, 0.12);
  color: var(--color-teal);
  font-size: 0.8rem;
  font-weight: 600;
  letter-spacing: 0.04em;
`;

const TitleLink = styled(Link)`
  color: inherit;
  text-decoration: none;
  &:hover {
    text-decoration: underline;
    text-decoration-color: var(--color-gold);
  }
`;

/** An event on /events. The title opens its page; the action RSVPs on the platform or reserves through /contact. */
export function EventCard({ event }: { event: Event }) {
  const { card } = event;
  const headingId = `event-${event.slug}`;
  return (
    <Card aria-labelledby={headingId}>
      <Top>
        <CardIcon>
          <Icon name={event.icon} />
        </CardIcon>
        <Badge>{event.type}</Badge>
      </Top>
      <h3 id={headingId}>
        <TitleLink href={`/events/${event.slug}`}>{event.title}</TitleLink>
      </h3>
      <EventFacts
        facts={[
          { icon: "calendar", label: "Date", value: card.date },
          { icon: "clock", label: "Time", value: card.time },
          { icon: "pin", label: "Location", value: card.location },
          { icon: "users", label: "Participants", value: card.participants },
        ]}
      />
      <p>{card.description}</p>
      <div>
        {event.rsvp ? (
          <ButtonLink href={platformLinks[event.platform]} external>
            {card.rsvpText ?? event.buttonText}
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
