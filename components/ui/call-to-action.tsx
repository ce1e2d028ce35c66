import type { ReactNode } from "react";
import type { Locale } from "@/lib/i18n";
import { ButtonLink, ButtonRow } from "./button";
import { Section, type Tone } from "./section";

export interface CallToActionLink {
  href: string;
  label: ReactNode;
  /** Outside address: opens in a new tab. */
  external?: boolean;
}

export interface CallToActionProps {
  locale: Locale;
  title: ReactNode;
  eyebrow?: string;
  lead?: ReactNode;
  tone?: Extract<Tone, "light" | "dark">;
  /** The primary button, then an optional second one. */
  actions: readonly [CallToActionLink] | readonly [CallToActionLink, CallToActionLink];
  /** Anything that belongs beside the buttons, e.g. the crisis line beside the companion app. */
  children?: ReactNode;
}

/** The centred band that closes a page: a title, a line of text and one or two buttons. */
export function CallToAction({
  locale,
  title,
  eyebrow,
  lead,
  tone = "dark",
  actions: [primary, secondary],
  children,
}: CallToActionProps) {
  return (
    <Section tone={tone} center eyebrow={eyebrow} title={title} lead={lead}>
      <ButtonRow $center>
        <ButtonLink locale={locale} href={primary.href} external={primary.external}>
          {primary.label}
        </ButtonLink>
        {secondary && (
          <ButtonLink
            locale={locale}
            href={secondary.href}
            external={secondary.external}
            variant={tone === "dark" ? "light" : "secondary"}
          >
            {secondary.label}
          </ButtonLink>
        )}
      </ButtonRow>
      {children}
    </Section>
  );
}
