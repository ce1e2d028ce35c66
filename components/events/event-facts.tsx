import type { ReactNode } from "react";
import styled from "styled-components";
import { Icon } from "@/components/ui/icon";
import type { Event } from "@/lib/content";
import { cancelledSoon } from "@/lib/format";
import { ui, type Locale } from "@/lib/i18n";
import type { IconName } from "@/lib/icons";

/** The facts list's CSS, for `List` below and for lists of cards that style their facts once (EventGrid). */
export const factsStyle = `
  display: grid;
  gap: var(--space-3);
  margin: 0;

  & > div {
    display: grid;
    grid-template-columns: 1.5rem 1fr;
    gap: var(--space-3);
    align-items: start;
  }

  & dt svg {
    margin-top: 0.15rem;
    color: var(--color-teal);
  }

  [data-tone="dark"] & dt svg {
    color: var(--color-amber);
  }

  & dt {
    display: flex;
  }

  & dd {
    margin: 0;
    grid-column: 2;
  }
`;

const List = styled.dl`
  ${factsStyle}
`;

export interface EventFact {
  icon: IconName;
  label: string;
  /** Text, or the dates of components/events/dates.tsx. */
  value: ReactNode;
  /** The value's language when it is not the page's (a word not translated yet). */
  lang?: string;
  /** When the fact stops being true (Florida, "YYYY-MM-DD HH:MM"): the date script hides it then (lib/dates-script.ts). */
  until?: string;
}

/** "Cancelled: Tuesday, December 1" for each gathering cancelled in the coming weeks, placed after the date. */
export function cancelledFacts(event: Event, locale: Locale): EventFact[] {
  return cancelledSoon(event, locale).map(({ text, end }) => ({
    icon: "calendar",
    label: ui(locale).events.card.date,
    value: <strong>{text}</strong>,
    until: end,
  }));
}

/** The facts as <dt>/<dd> pairs: the <dt> shows the icon and keeps its label for screen readers. */
export function FactItems({ facts }: { facts: readonly EventFact[] }) {
  return facts.map(({ icon, label, value, lang, until }, index) => (
    <div key={index} data-ends={until}>
      <dt>
        <Icon name={icon} size={20} />
        <span className="visually-hidden">{label}</span>
      </dt>
      <dd lang={lang}>{value}</dd>
    </div>
  ));
}

/** Date, time, place and capacity as one aligned list with decorative icons. */
export function EventFacts({ facts }: { facts: readonly EventFact[] }) {
  return (
    <List>
      <FactItems facts={facts} />
    </List>
  );
}
