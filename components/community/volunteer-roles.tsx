import Link from "next/link";
import styled from "styled-components";
import { ArrowLinkStyle, Card } from "@/components/ui/card";
import { Icon } from "@/components/ui/icon";
import { Grid } from "@/components/ui/section";
import type { VolunteerRole } from "@/lib/content";

const RoleLink = styled(Link)`
  ${ArrowLinkStyle}
`;

/** The volunteer roles on /community, each linking to its page. */
export function VolunteerRoles({ roles }: { roles: readonly VolunteerRole[] }) {
  return (
    <Grid>
      {roles.map((role) => (
        <Card key={role.slug} aria-labelledby={`role-${role.slug}`}>
          <h3 id={`role-${role.slug}`}>{role.title}</h3>
          <p>{role.description}</p>
          <RoleLink href={`/join/${role.slug}`} aria-describedby={`role-${role.slug}`}>
            Learn about this role <Icon name="arrow" size={18} />
          </RoleLink>
        </Card>
      ))}
    </Grid>
  );
}
