import styled from "styled-components";

// Below this width the seven links and the language switch no longer fit beside the name on one line. In em (of the
// browser's font size, 16 px by default: 1100 px), so larger text set in the browser also collapses them behind the toggle.
const MOBILE = "(max-width: 68.74875em)";

/** Text kept for screen readers but not shown, here only below a width (the page-wide .visually-hidden hides always). */
const hiddenText = `
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

/**
 * Server-rendered styles for the client NavBar, so the bar is fully styled before (and without) JavaScript:
 * styled-components' CSS in a client component would not reach the exported HTML.
 */
export const NavBarStyles = styled.div`
  & .site-nav {
    position: fixed;
    inset: 0 0 auto;
    z-index: 50;
    color: var(--color-on-dark);
    background: transparent;
    border-bottom: 1px solid transparent;
    transition:
      background-color 250ms ease,
      box-shadow 250ms ease,
      border-color 250ms ease;
  }

  /* Without JavaScript nothing tracks the scroll, so a fixed bar would stay transparent over the light
     sections (light links on sand): the bar then sits at the top of the page and scrolls away with it. A media
     query, not a script marking the page: an inline script after the stylesheet held the parser until it came. */
  @media (scripting: none) {
    & .site-nav {
      position: absolute;
    }
  }

  & .site-nav[data-scrolled="true"] {
    background: rgba(18, 35, 31, 0.82);
    backdrop-filter: blur(12px) saturate(140%);
    -webkit-backdrop-filter: blur(12px) saturate(140%);
    box-shadow: 0 10px 30px rgba(0, 0, 0, 0.25);
    border-bottom-color: rgba(201, 164, 92, 0.35);
  }

  & .site-nav__bar {
    width: min(100% - 2rem, 80rem);
    margin-inline: auto;
    min-height: var(--nav-height);
    display: flex;
    align-items: center;
    gap: var(--space-4);
  }

  & .site-nav__brand {
    display: inline-flex;
    align-items: center;
    gap: var(--space-3);
    color: var(--color-on-dark);
    text-decoration: none;
    font: 600 1.2rem/1.1 var(--font-serif);
    letter-spacing: 0.01em;
    min-height: 44px;
    margin-right: auto;
  }

  & .site-nav__brand img {
    width: 40px;
    height: 40px;
  }

  /* A popover only on small screens: here it undoes the browser's popover box and sits in the bar. */
  & .site-nav__links {
    position: static;
    inset: auto;
    width: auto;
    height: auto;
    overflow: visible;
    display: flex;
    align-items: center;
    gap: var(--space-1);
    list-style: none;
    margin: 0;
    padding: 0;
    border: 0;
    background: none;
    color: inherit;
  }

  & .site-nav__links a,
  & .site-nav__language {
    display: inline-flex;
    align-items: center;
    white-space: nowrap;
    min-height: 44px;
    padding: 0 0.8rem;
    border-radius: var(--radius-pill);
    color: var(--color-on-dark);
    text-decoration: none;
    font-weight: 500;
    font-size: 0.98rem;
    transition:
      background-color 160ms ease,
      color 160ms ease;
  }

  & .site-nav__links a:hover,
  & .site-nav__language:hover {
    background: rgba(246, 239, 228, 0.12);
  }

  & .site-nav__links a[data-active="true"] {
    color: var(--color-night);
    background: var(--color-amber);
  }

  /* The switch to the other language: after the links, an outlined pill apart from them. */
  & .site-nav__language {
    flex-shrink: 0;
    border: 1px solid rgba(246, 239, 228, 0.5);
    font-weight: 600;
  }

  & .site-nav__toggle {
    display: none;
    flex-shrink: 0;
    align-items: center;
    gap: var(--space-2);
    min-height: 44px;
    padding: 0 1rem;
    border-radius: var(--radius-pill);
    border: 1px solid rgba(246, 239, 228, 0.5);
    background: rgba(18, 35, 31, 0.35);
    color: var(--color-on-dark);
    font: 600 0.95rem/1 var(--font-sans);
    cursor: pointer;
  }

  & .site-nav__toggle-icon,
  & .site-nav__toggle-icon::before,
  & .site-nav__toggle-icon::after {
    display: block;
    width: 18px;
    height: 2px;
    background: currentColor;
    border-radius: 2px;
    transition: transform 200ms ease;
    /* Forced colours replace backgrounds: keep the bars, drawn in the button's (system) text colour. */
    forced-color-adjust: none;
  }

  & .site-nav__toggle-icon {
    position: relative;
  }

  & .site-nav__toggle-icon::before,
  & .site-nav__toggle-icon::after {
    content: "";
    position: absolute;
    left: 0;
  }

  & .site-nav__toggle-icon::before {
    top: -6px;
  }

  & .site-nav__toggle-icon::after {
    top: 6px;
  }

  & .site-nav__toggle-open {
    display: none;
  }

  & .site-nav:has(:popover-open) .site-nav__toggle-closed {
    display: none;
  }

  & .site-nav:has(:popover-open) .site-nav__toggle-open {
    display: inline;
  }

  & .site-nav:has(:popover-open) .site-nav__toggle-icon {
    background: transparent;
  }

  & .site-nav:has(:popover-open) .site-nav__toggle-icon::before {
    transform: translateY(6px) rotate(45deg);
  }

  & .site-nav:has(:popover-open) .site-nav__toggle-icon::after {
    transform: translateY(-6px) rotate(-45deg);
  }

  @media ${MOBILE} {
    & .site-nav__bar {
      flex-wrap: wrap;
      column-gap: var(--space-2);
    }

    & .site-nav__brand {
      gap: var(--space-2);
      font-size: 1.08rem;
    }

    & .site-nav__brand img {
      width: 34px;
      height: 34px;
    }

    & .site-nav__language {
      padding: 0 0.7rem;
    }

    & .site-nav__links {
      flex-wrap: wrap;
      width: 100%;
      padding-bottom: var(--space-3);
    }

    /* Where popovers work (with or without JavaScript) the links open from the toggle, over the page;
       elsewhere the selector is unknown, these rules are dropped and the links stay in the bar. */
    @supports selector(:popover-open) {
      /* One row: the name, the language switch and the menu button; the name takes two lines before anything wraps. */
      & .site-nav__bar {
        flex-wrap: nowrap;
      }

      & .site-nav__toggle {
        display: inline-flex;
      }

      & .site-nav__links:not(:popover-open) {
        display: none;
      }

      & .site-nav__links:popover-open {
        position: fixed;
        inset: var(--nav-height) 0 auto;
        max-height: calc(100dvh - var(--nav-height));
        overflow-y: auto;
        flex-direction: column;
        align-items: stretch;
        gap: var(--space-1);
        padding: var(--space-3) 1rem var(--space-5);
        border-top: 1px solid var(--color-line-dark);
        /* Drawn only in forced colours, where the shadow that marks the menu's edge is dropped. */
        border-bottom: 1px solid transparent;
        background: var(--color-night);
        box-shadow: 0 16px 40px rgba(0, 0, 0, 0.35);
      }

      & .site-nav__links a {
        width: 100%;
        min-height: 48px;
        padding: 0 1rem;
        font-size: 1.05rem;
      }

      & .site-nav:has(:popover-open) {
        background: var(--color-night);
      }

      /* Without JavaScript the bar scrolls away with the page; an open menu brings it back with its toggle. */
      @media (scripting: none) {
        & .site-nav:has(:popover-open) {
          position: fixed;
        }
      }
    }
  }

  /* Phones: the name may take two lines, so the language switch keeps its place in the bar beside the menu button. */
  @media (max-width: 29.99875em) {
    & .site-nav__brand {
      font-size: 1rem;
      line-height: 1.05;
    }
  }

  /* The narrowest phones (320 px): the menu button shows only its icon; its words stay, for screen readers. In em,
     like MOBILE, so larger text set in the browser gets there sooner. */
  @media (max-width: 23.74875em) {
    & .site-nav__toggle {
      position: relative;
      width: 44px;
      padding: 0;
      justify-content: center;
    }

    & .site-nav__toggle-closed,
    & .site-nav__toggle-open,
    & .site-nav:has(:popover-open) .site-nav__toggle-open {
      ${hiddenText}
    }
  }

  /* Narrower still (a phone with text at 200 %): the logo alone stands for the name, which stays the link's name. */
  @media (max-width: 19.99em) {
    & .site-nav__brand span {
      ${hiddenText}
    }
  }
`;
