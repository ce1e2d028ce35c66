import type { HTMLAttributes } from "react";
import { cx } from "@/lib/cx";

export interface CardProps extends HTMLAttributes<HTMLElement> {
  /** The highlighted card (the popular tier, an event's details): amber border, lifted shadow. */
  lifted?: boolean;
}

/** The quiet, soft-cornered card used across the site (styles: `.card` in app/globals.css). */
export function Card({ lifted = false, className, ...props }: CardProps) {
  return <article className={cx("card", lifted && "card--lifted", className)} {...props} />;
}

/** The round badge holding a card's icon (`.card-icon` in app/globals.css). */
export function CardIcon({ className, ...props }: HTMLAttributes<HTMLSpanElement>) {
  return <span className={cx("card-icon", className)} {...props} />;
}

/**
 * The sizing of the cards' `.price` (public/styles/price.css), placed before the cards that show one. In the body, a
 * stylesheet holds only what follows it, so the page's first screen never waits for it.
 */
export function PriceSizing() {
  // Not imported through Next: with inlineCss it would be inlined into every page's <head>, where the W3C checker
  // refuses its container query. An @import, not a <link>: React preloads every stylesheet link in a page's data, so
  // each page that prefetches /donate would fetch the file for nothing.
  return <style>{'@import url("/styles/price.css");'}</style>;
}

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
