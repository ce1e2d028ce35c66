import { createGlobalStyle } from "styled-components";
import { fundProgressStyle } from "@/components/donate/fund-progress";

/**
 * The donation popup's CSS, rendered by the home page only (the one page with the popup), so the other pages'
 * first download does not carry it in the site-wide stylesheet. Global rules because Headless UI renders the
 * dialog in a portal at the end of <body>, outside any styled wrapper. Its two actions are `.btn`s.
 */
export const DonationPopupStyles = createGlobalStyle`
  ${fundProgressStyle}

  .donation-dialog {
    position: relative;
    z-index: 80;
  }

  .donation-dialog__backdrop {
    position: fixed;
    inset: 0;
    background: rgba(10, 20, 17, 0.7);
    backdrop-filter: blur(3px);
  }

  .donation-dialog__frame {
    position: fixed;
    inset: 0;
    display: grid;
    place-items: center;
    padding: 1.25rem;
    overflow-y: auto;
  }

  .donation-dialog__panel {
    position: relative;
    width: min(100%, 32rem);
    padding: 2.5rem 2rem 2rem;
    border-radius: var(--radius-l);
    background:
      radial-gradient(circle at 50% -20%, rgba(233, 168, 87, 0.25), transparent 60%),
      var(--color-night);
    color: var(--color-on-dark);
    border: 1px solid rgba(201, 164, 92, 0.6);
    box-shadow: 0 30px 80px rgba(0, 0, 0, 0.45);
    text-align: center;
    animation: donation-rise 320ms ease-out;
  }

  @keyframes donation-rise {
    from {
      opacity: 0;
      transform: translateY(12px) scale(0.98);
    }
  }

  .donation-dialog__close {
    position: absolute;
    top: 0.75rem;
    right: 0.75rem;
    display: grid;
    place-items: center;
    width: 44px;
    height: 44px;
    border: 0;
    border-radius: 50%;
    background: rgba(246, 239, 228, 0.08);
    color: var(--color-on-dark);
    cursor: pointer;
  }

  .donation-dialog__close:hover {
    background: rgba(246, 239, 228, 0.18);
  }

  .donation-dialog__eyebrow {
    font-size: var(--step--1);
    font-weight: 600;
    letter-spacing: 0.16em;
    text-transform: uppercase;
    color: var(--color-amber);
    margin-bottom: 0.5rem;
  }

  .donation-dialog__title {
    font-family: var(--font-serif);
    font-size: var(--step-3);
    font-weight: 600;
    line-height: 1.15;
    margin: 0 0 1rem;
  }

  .donation-dialog__text {
    color: var(--color-on-dark-soft);
    margin: 0 auto 1.75rem;
    max-width: 28rem;
  }

  .donation-dialog__actions {
    display: flex;
    flex-wrap: wrap;
    gap: 0.75rem;
    justify-content: center;
  }
`;
