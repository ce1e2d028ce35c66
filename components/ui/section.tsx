import { useId, type ReactNode } from "react";
import styled from "styled-components";
import { cx } from "@/lib/cx";

export type Tone = "light" | "paper" | "dark";

const Band = styled.section<{ $tone: Tone }>`
  padding-block: var(--space-9);
  background: ${({ $tone }) => ($tone === "dark" ? "var(--color-night)" : $tone === "paper" ? "var(--color-paper)" : "var(--color-sand)")};
  color: ${({ $tone }) => ($tone === "dark" ? "var(--color-on-dark)" : "var(--color-ink)")};

  ${({ $tone }) =>
    $tone === "dark" &&
    `
    & a:not([class]) { color: var(--color-amber); }
    `}

  @media (max-width: 640px) {
    padding-block: var(--space-8);
  }
`;

/** The centred column of a band (`.container` in app/globals.css); narrow for long reading. */
export function Container({ narrow = false, children }: { narrow?: boolean; children?: ReactNode }) {
  return <div className={cx("container", narrow && "container--narrow")}>{children}</div>;
}

const Eyebrow = styled.p`
  font: 600 var(--step--1) / 1.4 var(--font-sans);
  letter-spacing: 0.14em;
  text-transform: uppercase;
  color: var(--color-teal);
  margin-bottom: var(--space-3);

  [data-tone="dark"] & {
    color: var(--color-amber);
  }
`;

const SectionTitle = styled.h2`
  font-size: var(--step-3);
  max-width: 24ch;
`;

export const Lead = styled.p`
  font-size: var(--step-1);
  line-height: 1.55;
  max-width: var(--measure);
  color: var(--color-ink-soft);

  [data-tone="dark"] & {
    color: var(--color-on-dark-soft);
  }
`;

const Header = styled.header<{ $center?: boolean }>`
  margin-bottom: var(--space-7);
  ${({ $center }) =>
    $center &&
    `
    text-align: center;
    & > * { margin-inline: auto; }
  `}
`;

export interface SectionProps {
  tone?: Tone;
  id?: string;
  eyebrow?: ReactNode;
  title?: ReactNode;
  lead?: ReactNode;
  center?: boolean;
  narrow?: boolean;
  children?: ReactNode;
}

/** A full-width band of the page with an optional heading block; bands alternate light and dark. */
export function Section({ tone = "light", id, eyebrow, title, lead, center, narrow, children }: SectionProps) {
  const autoId = useId();
  const headingId = id ? `${id}-title` : autoId;
  return (
    <Band $tone={tone} data-tone={tone} id={id} aria-labelledby={title ? headingId : undefined}>
      <Container narrow={narrow}>
        {(title || eyebrow || lead) && (
          <Header $center={center}>
            {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
            {title && <SectionTitle id={headingId}>{title}</SectionTitle>}
            {lead && <Lead>{lead}</Lead>}
          </Header>
        )}
        {children}
      </Container>
    </Band>
  );
}

export const Grid = styled.div<{ $min?: string }>`
  display: grid;
  gap: var(--space-5);
  grid-template-columns: repeat(auto-fill, minmax(min(100%, ${({ $min }) => $min ?? "17rem"}), 1fr));
`;

export const Prose = styled.div`
  max-width: var(--measure);
  font-size: var(--step-0);

  & p {
    margin-bottom: var(--space-5);
  }
  & h2 {
    font-size: var(--step-2);
    margin-top: var(--space-7);
  }
  & ul {
    padding-left: 1.25rem;
  }
  & li + li {
    margin-top: var(--space-2);
  }
`;
