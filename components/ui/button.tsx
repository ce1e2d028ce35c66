import Link from "next/link";
import type { ReactNode } from "react";
import styled from "styled-components";
import { cx } from "@/lib/cx";
import { localeHref, ui, type Locale } from "@/lib/i18n";
import { ExternalLink } from "./external-link";

export type ButtonVariant = "primary" | "secondary" | "light";

export interface ButtonLinkProps {
  /** The page's language: a site route gets its prefix ("/contact" -> "/es/contact"), a new-tab note its words. */
  locale: Locale;
  href: string;
  children: ReactNode;
  variant?: ButtonVariant;
  /** Outside address: opens in a new tab. */
  external?: boolean;
  className?: string;
  id?: string;
  "aria-labelledby"?: string;
}

/**
 * A link that looks like a button (`.btn` in app/globals.css): internal routes use next/link, outside ones
 * open in a new tab.
 */
export function ButtonLink({
  locale,
  href,
  children,
  variant = "primary",
  external = false,
  className,
  ...names
}: ButtonLinkProps) {
  const classes = cx("btn", `btn--${variant}`, className);
  return external ? (
    <ExternalLink href={href} className={classes} newTab={ui(locale).shell.newTab} {...names}>
      {children}
    </ExternalLink>
  ) : (
    <Link href={localeHref(locale, href)} className={classes} {...names}>
      {children}
    </Link>
  );
}

export const ButtonRow = styled.div<{ $center?: boolean }>`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-4);
  margin-top: var(--space-6);
  justify-content: ${({ $center }) => ($center ? "center" : "flex-start")};
`;
