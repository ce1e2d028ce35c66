import type { ReactNode } from "react";
import styled from "styled-components";
import { CardIcon } from "@/components/ui/card";
import { Icon } from "@/components/ui/icon";
import type { IconName } from "@/lib/icons";
import { site } from "@/lib/site";

/** How to reach the organisation: written once here for /contact and the footer. */
const details: { icon: IconName; label: string; value: ReactNode }[] = [
  { icon: "mail", label: "Email", value: <a href={`mailto:${site.email}`}>{site.email}</a> },
  {
    icon: "phone",
    label: "Phone",
    value: (
      <a href={site.phone.href} className="tel">
        {site.phone.display}
      </a>
    ),
  },
  { icon: "pin", label: "Serving", value: site.cities.join(", ") },
];

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: var(--space-5);

  & li {
    display: flex;
    gap: var(--space-4);
    align-items: center;
  }

  & strong {
    display: block;
  }

  & a {
    font-weight: 600;
  }
`;

/** The details with icons and labels, on /contact. */
export function ContactDetails() {
  return (
    <List>
      {details.map(({ icon, label, value }) => (
        <li key={label}>
          <CardIcon>
            <Icon name={icon} />
          </CardIcon>
          <span>
            <strong>{label}</strong>
            {value}
          </span>
        </li>
      ))}
    </List>
  );
}

/** The details as plain list items, for a list of the footer; only the area served keeps its label. */
export function ContactLines() {
  return details.map(({ label, value }) => <li key={label}>{label === "Serving" ? <>Serving {value}</> : value}</li>);
}
