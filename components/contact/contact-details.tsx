import type { ReactNode } from "react";
import styled from "styled-components";
import { ExampleMark } from "@/components/people/person-card";
import { CardIcon } from "@/components/ui/card";
import { Icon } from "@/components/ui/icon";
import type { IconName } from "@/lib/icons";
import { factValues, wordsOf, type Locale } from "@/lib/i18n";
import { isStandIn } from "@/lib/placeholders";
import { site } from "@/lib/site";

/**
 * The organisation's e-mail and phone as links, for /contact, the footer and the pages' texts; each marked “Example”
 * while it is a stand-in (a preview's placeholder, which the launch check keeps from going live).
 */
export const contactLinks = (locale: Locale): Record<"email" | "phone", ReactNode> => ({
  email: (
    <>
      <a href={`mailto:${site.email}`}>{site.email}</a>
      <ExampleMark person={{ example: isStandIn(site.email) }} locale={locale} />
    </>
  ),
  phone: (
    <>
      <a href={site.phone.href} className="tel">
        {site.phone.display}
      </a>
      <ExampleMark person={{ example: isStandIn(site.phone.href) }} locale={locale} />
    </>
  ),
});

/** How to reach the organisation, labelled in `locale`: written once here for /contact and the footer. */
const details = (locale: Locale): { icon: IconName; label: string; value: ReactNode }[] => [
  { icon: "mail", label: wordsOf("contact", locale).email, value: contactLinks(locale).email },
  { icon: "phone", label: wordsOf("contact", locale).phone, value: contactLinks(locale).phone },
  { icon: "pin", label: wordsOf("contact", locale).serving, value: factValues(locale).cities },
];

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: var(--space-5);

  /* Icon, then label and value beside it, at the same place in every item: the text's basis is small enough to
     keep a long value (the cities served) beside its icon, wrapping within itself. Only with very large text does the
     phone number (never broken) no longer fit beside its icon: it wraps below it. */
  & li {
    display: flex;
    flex-wrap: wrap;
    gap: var(--space-4);
    align-items: center;
  }

  & li > span:last-child {
    flex: 1 1 12em;
    min-width: 0;
  }

  & strong {
    display: block;
  }

  & a {
    font-weight: 600;
  }
`;

/** The details with icons and labels, on /contact. */
export function ContactDetails({ locale }: { locale: Locale }) {
  return (
    <List>
      {details(locale).map(({ icon, label, value }) => (
        <li key={label}>
          <CardIcon>
            <Icon name={icon} />
          </CardIcon>
          <span>
            {/* A space, so copied text and reader view do not run the label into its value. */}
            <strong>{label}</strong> {value}
          </span>
        </li>
      ))}
    </List>
  );
}

/** The e-mail and phone as plain list items, for a list of the footer (their links say what they are). */
export function ContactLines({ locale }: { locale: Locale }) {
  return details(locale)
    .filter(({ icon }) => icon !== "pin")
    .map(({ label, value }) => <li key={label}>{value}</li>);
}

/** The area served, for the footer: its label a term of its own, so it never runs into the list of cities. */
export function PlacesServed({ locale, className }: { locale: Locale; className?: string }) {
  const place = details(locale).find(({ icon }) => icon === "pin");
  return (
    place && (
      <dl className={className}>
        <dt>{place.label}</dt>
        <dd>{place.value}</dd>
      </dl>
    )
  );
}
