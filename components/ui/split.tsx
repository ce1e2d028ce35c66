import styled from "styled-components";

/** Text beside a picture on wide screens, stacked on narrow ones. */
export const Split = styled.div`
  display: grid;
  gap: var(--space-7);
  align-items: center;

  @media (min-width: 880px) {
    grid-template-columns: 1.1fr 1fr;
  }
`;

export const CheckList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: var(--space-4);

  & li {
    display: flex;
    gap: var(--space-3);
    align-items: flex-start;
  }

  & svg {
    flex: none;
    margin-top: 0.2rem;
    color: var(--color-teal);
  }

  [data-tone="dark"] & svg {
    color: var(--color-amber);
  }
`;
