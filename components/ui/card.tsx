import styled from "styled-components";

/**
 * The quiet, soft-cornered card used across the site, as CSS: `Card` below, and lists that style their cards
 * from the parent (styled-components emits a component's <style> once per instance in server components, so
 * a grid of eight styled cards carried the same rules eight times in the HTML).
 */
export const cardStyle = `
  position: relative;
  display: flex;
  flex-direction: column;
  gap: var(--space-3);
  padding: var(--space-6);
  border-radius: var(--radius-m);
  background: var(--color-paper);
  color: var(--color-ink);
  border: 1px solid var(--color-line);
  transition:
    box-shadow 200ms ease,
    transform 200ms ease;

  &:hover {
    box-shadow: var(--shadow-soft);
  }

  [data-tone="dark"] & {
    background: var(--color-forest);
    color: var(--color-on-dark);
    border-color: var(--color-line-dark);
  }

  & h3 {
    font-size: var(--step-1);
    margin: 0;
  }

  & p {
    margin: 0;
    color: var(--color-ink-soft);
  }

  [data-tone="dark"] & p {
    color: var(--color-on-dark-soft);
  }

  & > :last-child:is(a, div) {
    margin-top: auto;
  }
`;

/** The highlighted card (the popular tier, an event's details): amber border, lifted shadow. */
const cardLiftedStyle = `
  border-color: var(--color-amber);
  box-shadow: var(--shadow-lift);

  [data-tone="dark"] & {
    border-color: var(--color-amber);
  }
`;

export const Card = styled.article<{ $lifted?: boolean }>`
  ${cardStyle}
  ${({ $lifted }) => ($lifted ? cardLiftedStyle : "")}
`;

export const CardIcon = styled.span`
  display: inline-grid;
  place-items: center;
  width: 3rem;
  height: 3rem;
  border-radius: 50%;
  background: rgba(47, 107, 102, 0.12);
  color: var(--color-teal);
  border: 1px solid rgba(201, 164, 92, 0.55);

  [data-tone="dark"] & {
    background: rgba(233, 168, 87, 0.12);
    color: var(--color-amber);
  }
`;

/** A text link with an arrow, for "Learn More" style actions inside cards. */
export const ArrowLinkStyle = `
  display: inline-flex;
  align-items: center;
  gap: var(--space-2);
  min-height: 44px;
  font-weight: 600;
  color: var(--color-teal);
  text-decoration: none;
  &:hover { text-decoration: underline; }
  [data-tone="dark"] & { color: var(--color-amber); }
`;
