import Link from "next/link";
import type { ReactNode } from "react";
import styled, { css } from "styled-components";
import { ExternalLink } from "./external-link";

export type ButtonVariant = "primary" | "secondary" | "light";

const buttonStyles = css<{ $variant: ButtonVariant }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: var(--space-2);
  min-height: 48px;
  padding: 0.7rem 1.5rem;
  border-radius: var(--radius-pill);
  border: 2px solid transparent;
  font: 600 1rem/1.2 var(--font-sans);
  letter-spacing: 0.01em;
  text-decoration: none;
  text-align: center;
  cursor: pointer;
  transition:
    background-color 160ms ease,
    color 160ms ease,
    border-color 160ms ease,
    transform 160ms ease;

  &:hover {
    transform: translateY(-1px);
  }

  ${({ $variant }) =>
    $variant === "primary"
      ? css`
          background: var(--color-amber);
          color: var(--color-night);
          &:hover {
            background: #f1bb73;
          }
        `
      : $variant === "light"
        ? css`
            background: transparent;
            color: var(--color-on-dark);
            border-color: rgba(246, 239, 228, 0.7);
            &:hover {
              background: rgba(246, 239, 228, 0.12);
            }
          `
        : css`
            background: transparent;
            color: var(--color-forest);
            border-color: var(--color-forest);
            &:hover {
              background: var(--color-forest);
              color: var(--color-on-dark);
            }
          `}
`;

const InternalButton = styled(Link)<{ $variant: ButtonVariant }>`
  ${buttonStyles}
`;
const OutsideButton = styled(ExternalLink)<{ $variant: ButtonVariant }>`
  ${buttonStyles}
`;
export const Button = styled.button<{ $variant: ButtonVariant }>`
  ${buttonStyles}
`;

export interface ButtonLinkProps {
  href: string;
  children: ReactNode;
  variant?: ButtonVariant;
  /** Outside address: opens in a new tab. */
  external?: boolean;
  className?: string;
}

/** A link that looks like a button: internal routes use next/link, outside ones open in a new tab. */
export function ButtonLink({ href, children, variant = "primary", external = false, className }: ButtonLinkProps) {
  return external ? (
    <OutsideButton href={href} $variant={variant} className={className}>
      {children}
    </OutsideButton>
  ) : (
    <InternalButton href={href} $variant={variant} className={className}>
      {children}
    </InternalButton>
  );
}

export const ButtonRow = styled.div<{ $center?: boolean }>`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-4);
  margin-top: var(--space-6);
  justify-content: ${({ $center }) => ($center ? "center" : "flex-start")};
`;
