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

export function SkipLink() {
  return <Link href="#main">Skip to main content</Link>;
}
