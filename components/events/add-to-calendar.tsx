import styled from "styled-components";
import { ArrowLinkStyle } from "@/components/ui/card";
import { ExternalLink } from "@/components/ui/external-link";
import { Icon } from "@/components/ui/icon";
import { calendarFileHref, googleCalendarUrl, type ScheduledEvent } from "@/lib/calendar";
import { ui, wordsOf, type Locale } from "@/lib/i18n";

const Group = styled.div`
  border-top: 1px solid var(--color-line);
  padding-top: var(--space-4);

  & h3 {
    font: 600 var(--step--1) / 1.4 var(--font-sans);
    letter-spacing: 0.12em;
    text-transform: uppercase;
    margin: 0 0 var(--space-2);
  }

  & ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-wrap: wrap;
    column-gap: var(--space-5);
  }

  & a {
    ${ArrowLinkStyle}
  }
`;

/** "Add to Calendar": the event's .ics file (Apple Calendar, Outlook…) and a Google Calendar link. */
export function AddToCalendar({ event, locale }: { event: ScheduledEvent; locale: Locale }) {
  const t = wordsOf("event", locale);
  return (
    <Group role="group" aria-labelledby="add-to-calendar-title">
      <h3 id="add-to-calendar-title">{t.addToCalendar}</h3>
      <ul>
        <li>
          <a href={calendarFileHref(event.slug, locale)} download={`${event.slug}.ics`} type="text/calendar">
            <Icon name="calendar" size={18} /> {t.calendarFile}
          </a>
        </li>
        <li>
          <ExternalLink href={googleCalendarUrl(event, locale)} newTab={ui(locale).shell.newTab}>
            <Icon name="calendar" size={18} /> {t.googleCalendar}
          </ExternalLink>
        </li>
      </ul>
    </Group>
  );
}
