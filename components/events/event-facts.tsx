import styled from "styled-components";
import { Icon, type IconName } from "@/components/ui/icon";

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

  & svg {
    margin-top: 0.15rem;
    color: var(--color-teal);
  }

  [data-tone="dark"] & svg {
    color: var(--color-amber);
  }

  & dt {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
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
  value: string;
}

/** The facts as <dt>/<dd> pairs with their icons: the children of a facts `<dl>`. */
export function FactItems({ facts }: { facts: readonly EventFact[] }) {
  return facts.map(({ icon, label, value }) => (
    <div key={label}>
      <Icon name={icon} size={20} />
      <dt>{label}</dt>
      <dd>{value}</dd>
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
