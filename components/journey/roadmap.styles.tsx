import styled from "styled-components";
import { fill, wordsOf, type Locale } from "@/lib/i18n";
import { Roadmap, type RoadmapProps } from "./roadmap";

const WIDE = "(min-width: 820px)";

/** Server-rendered styles for the client Roadmap: a vertical path with stages alternating left and right. */
const Shell = styled.div`
  & .roadmap {
    position: relative;
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: var(--space-6);
  }

  & .roadmap::before {
    content: "";
    position: absolute;
    top: 0;
    bottom: 0;
    left: 1.4rem;
    width: 2px;
    background: linear-gradient(180deg, var(--color-gold), var(--color-sage) 50%, var(--color-amber));
    opacity: 0.7;
  }

  & .roadmap__stage {
    position: relative;
    padding-left: 4rem;
  }

  & .roadmap__marker {
    position: absolute;
    left: 0;
    top: 1.25rem;
    display: grid;
    place-items: center;
    width: 2.8rem;
    height: 2.8rem;
    border-radius: 50%;
    background: var(--color-night);
    color: var(--color-amber);
    border: 2px solid var(--color-gold);
    font: 600 1.1rem/1 var(--font-serif);
  }

  & .roadmap__card {
    padding: var(--space-6);
    border-radius: var(--radius-m);
    background: var(--color-forest);
    border: 1px solid var(--color-line-dark);
    color: var(--color-on-dark);
  }

  & .roadmap__card h3 {
    font-size: var(--step-2);
  }

  & .roadmap__card p {
    color: var(--color-on-dark-soft);
  }

  & .roadmap__season {
    font-size: var(--step--1);
    font-weight: 600;
    letter-spacing: 0.12em;
    text-transform: uppercase;
    color: var(--color-amber) !important;
    margin-bottom: var(--space-2);
  }

  & .roadmap__practices {
    display: flex;
    flex-wrap: wrap;
    gap: var(--space-2);
    list-style: none;
    margin: 0;
    padding: 0;
  }

  & .roadmap__practices li {
    padding: 0.25rem 0.75rem;
    border-radius: var(--radius-pill);
    border: 1px solid rgba(201, 164, 92, 0.55);
    font-size: 0.88rem;
  }

  @media ${WIDE} {
    & .roadmap::before {
      left: calc(50% - 1px);
    }

    & .roadmap__stage {
      width: 50%;
      padding-left: 0;
    }

    & .roadmap__stage[data-side="left"] {
      padding-right: 3.5rem;
    }

    & .roadmap__stage[data-side="right"] {
      margin-left: 50%;
      padding-left: 3.5rem;
    }

    & .roadmap__stage[data-side="left"] .roadmap__marker {
      left: auto;
      right: -1.4rem;
    }

    & .roadmap__stage[data-side="right"] .roadmap__marker {
      left: -1.4rem;
    }
  }

  /* On screen only: a printed page shows every stage, scrolled to or not. */
  @media screen and (prefers-reduced-motion: no-preference) {
    & .roadmap__stage[data-phase="waiting"] {
      opacity: 0;
      transform: translateY(2rem);
    }

    & .roadmap__stage[data-phase="revealed"] {
      animation: roadmap-reveal 700ms cubic-bezier(0.2, 0.7, 0.2, 1) both;
    }

    @media ${WIDE} {
      & .roadmap__stage[data-side="left"][data-phase="waiting"] {
        transform: translateX(-2.5rem);
      }

      & .roadmap__stage[data-side="right"][data-phase="waiting"] {
        transform: translateX(2.5rem);
      }
    }
  }

  @keyframes roadmap-reveal {
    from {
      opacity: 0;
      transform: translateY(2rem);
    }
    to {
      opacity: 1;
      transform: none;
    }
  }
`;

/** The stages and the words around them in `locale`, as the client Roadmap takes them. */
export function roadmapProps(locale: Locale): RoadmapProps {
  const t = wordsOf("journey", locale);
  return {
    stages: t.stages,
    words: { stages: t.stages.map((_, index) => fill(t.stage, { number: index + 1 })), practices: t.practices },
  };
}

/** The roadmap in the page's language, with its server-rendered styles. */
export function RoadmapShell({ locale }: { locale: Locale }) {
  return (
    <Shell>
      <Roadmap {...roadmapProps(locale)} />
    </Shell>
  );
}
