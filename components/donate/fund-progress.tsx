import type { FundFigures } from "@/lib/fund";

/**
 * The sanctuary fund's progress: a native <progress> named by its heading, with the figure and its date written
 * out beside it (the bar alone says nothing to a screen reader's user or a printout). No styles of its own: its
 * places style `.fund-progress` (the donation popup is a client component, so styled-components would not reach it).
 */
export function FundProgress({
  fund,
  id,
}: {
  fund: FundFigures;
  /** Unique on the page: names the bar. */ id: string;
}) {
  return (
    <div className="fund-progress">
      <p className="fund-progress__title" id={id}>
        {fund.title}
      </p>
      <progress
        className="fund-progress__bar"
        value={Math.min(fund.raised, fund.goal)}
        max={fund.goal}
        aria-labelledby={id}
      >
        {fund.progress}
      </progress>
      <p className="fund-progress__figure">{fund.progress}</p>
      <p className="fund-progress__date">{fund.asOf}</p>
    </div>
  );
}

/** The CSS of `.fund-progress`, written once for the server pages' wrapper and the popup's global styles. */
export const fundProgressStyle = `
  .fund-progress {
    display: grid;
    gap: var(--space-2);
    max-width: 34rem;
  }
  .fund-progress p {
    margin: 0;
  }
  .fund-progress__title {
    font-weight: 600;
  }
  .fund-progress__bar {
    width: 100%;
    height: 0.9rem;
    accent-color: var(--color-amber-strong);
  }
  .fund-progress__date {
    font-size: var(--step--1);
    opacity: 0.85;
  }
`;
