import Link from "next/link";
import styled from "styled-components";
import { ArrowLinkStyle, Card } from "@/components/ui/card";
import { Icon } from "@/components/ui/icon";
import { Grid } from "@/components/ui/section";
import type { VolunteerRole } from "@/lib/content";
import { fieldLang, localePath, ui, type Locale } from "@/lib/i18n";

const RoleLink = styled(Link)`
  ${ArrowLinkStyle}
`;

/** The volunteer roles on /community, each linking to its page. */
export function VolunteerRoles({ roles, locale }: { roles: readonly VolunteerRole[]; locale: Locale }) {
  return (
    <Grid>
      {roles.map((role) => (
        <Card key={role.slug} aria-labelledby={`role-${role.slug}`}>
          <h3 id={`role-${role.slug}`} lang={fieldLang(role, "title", locale)}>
            {role.title}
          </h3>
          <p lang={fieldLang(role, "description", locale)}>{role.description}</p>
          <RoleLink href={localePath(locale, `/join/${role.slug}`)} aria-describedby={`role-${role.slug}`}>
            {ui(locale).volunteer.learnMore} <Icon name="arrow" size={18} />
          </RoleLink>
        </Card>
      ))}
    </Grid>
  );
}
