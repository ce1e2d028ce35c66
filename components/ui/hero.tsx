import { readFileSync } from "node:fs";
import path from "node:path";
import type { ReactNode } from "react";
import styled from "styled-components";
import { heroes, type HeroName } from "@/lib/heroes";
import { ui, type Locale } from "@/lib/i18n";
import { Container } from "./section";

const Wrapper = styled.header<{ $tall: boolean }>`
  position: relative;
  isolation: isolate;
  display: flex;
  align-items: flex-end;
  min-height: ${({ $tall }) => ($tall ? "min(100svh, 56rem)" : "clamp(26rem, 62vh, 38rem)")};
  padding: calc(var(--nav-height) + var(--space-8)) 0 var(--space-8);
  background: var(--color-night);
  color: var(--color-on-dark);
  overflow: hidden;

  & > svg {
    position: absolute;
    inset: 0;
    z-index: -2;
    width: 100%;
    height: 100%;
  }

  &::after {
    content: "";
    position: absolute;
    inset: 0;
    z-index: -1;
    /* A scrim behind the text column, so a moon or a sun of the art never sits behind a letter at low contrast. It
       follows the column (its left edge is the container's, it is 40rem wide), not a share of the width: at 800 px
       the column reaches past the middle, where a share-based scrim had faded (e2e: text over art). */
    --column-end: calc(max(1.25rem, 50% - 36rem) + 40rem);
    background:
      linear-gradient(
        90deg,
        rgba(18, 35, 31, 0.7) 0%,
        rgba(18, 35, 31, 0.66) var(--column-end),
        rgba(18, 35, 31, 0) calc(var(--column-end) + 18rem)
      ),
      linear-gradient(180deg, rgba(18, 35, 31, 0.78) 0%, rgba(18, 35, 31, 0.45) 45%, rgba(18, 35, 31, 0.82) 100%);

    @media (max-width: 760px) {
      background: linear-gradient(
        180deg,
        rgba(18, 35, 31, 0.8) 0%,
        rgba(18, 35, 31, 0.72) 45%,
        rgba(18, 35, 31, 0.86) 100%
      );
    }
  }
`;

const Eyebrow = styled.p`
  font: 600 var(--step--1) / 1.4 var(--font-sans);
  letter-spacing: 0.16em;
  text-transform: uppercase;
  color: var(--color-amber);
  margin-bottom: var(--space-4);
  display: flex;
  align-items: center;
  gap: var(--space-3);

  &::before {
    content: "";
    width: 2.5rem;
    height: 1px;
    background: var(--color-gold);
  }
`;

const Title = styled.h1`
  font-size: var(--step-4);
  max-width: 18ch;
  margin-bottom: var(--space-5);
  font-weight: 600;
`;

const Lead = styled.p`
  font-size: var(--step-1);
  line-height: 1.55;
  max-width: 40rem;
  color: var(--color-on-dark-soft);
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-4);
  margin-top: var(--space-6);
`;

export interface HeroProps {
  /** The page's language, for the illustration's alt text. */
  locale: Locale;
  title: ReactNode;
  eyebrow?: string;
  lead?: ReactNode;
  /** The section whose illustration (lib/heroes.ts) and alt text (content/ui.yaml: illustrations) the hero shows. */
  art: HeroName;
  actions?: ReactNode;
  /** A line above everything else, e.g. that the page is not translated yet. */
  notice?: ReactNode;
  /** The home page's hero fills the first screen. */
  tall?: boolean;
  children?: ReactNode;
}

/**
 * What is inside the root <svg> of a section's illustration (public/images, each 1600×900; the share images draw the same files).
 * Its ids start with "hero-", so they stay unique in the page.
 */
function artMarkup(art: HeroName): string {
  const svg = readFileSync(path.join(process.cwd(), "public", heroes[art]), "utf8");
  return svg.slice(svg.indexOf(">", svg.indexOf("<svg")) + 1, svg.lastIndexOf("</svg>")).trim();
}

/** The dark illustrated band at the top of every page; the navigation floats over it. */
export function Hero({ locale, title, eyebrow, lead, art, actions, notice, tall = false, children }: HeroProps) {
  const { alt } = ui(locale).illustrations[art];
  return (
    <Wrapper $tall={tall} data-tone="dark">
      {/* Drawn in the page, not fetched: it paints in the first frame with the text, and fills the band as
          object-fit: cover would (sliced, anchored at the bottom). */}
      <svg
        viewBox="0 0 1600 900"
        preserveAspectRatio="xMidYMax slice"
        fill="none"
        role="img"
        aria-label={alt}
        dangerouslySetInnerHTML={{ __html: artMarkup(art) }}
      />
      <Container>
        {notice}
        {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
        <Title>{title}</Title>
        {lead && <Lead>{lead}</Lead>}
        {children}
        {actions && <Actions>{actions}</Actions>}
      </Container>
    </Wrapper>
  );
}
