import type { ReactNode } from "react";
import styled from "styled-components";

const Link = styled.a`
  position: fixed;
  top: var(--space-3);
  left: var(--space-3);
  z-index: 100;
  padding: 0.75rem 1.25rem;
  border-radius: var(--radius-pill);
  background: var(--color-amber);
  color: var(--color-night);
  font-weight: 600;
  text-decoration: none;
  transform: translateY(-200%);

  &:focus {
    transform: none;
  }
`;

/** The first focusable link of every page: straight to the main content. */
export function SkipLink({ children }: { children: ReactNode }) {
  // Shown over the top of the page, the hero's dark art: its focus ring takes the colour for dark surfaces.
  return (
    <Link href="#main" data-tone="dark">
      {children}
    </Link>
  );
}
