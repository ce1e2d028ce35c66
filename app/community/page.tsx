import Link from "next/link";
import type { Metadata } from "next";
import { MembershipTiers } from "@/components/community/membership-tiers";
import { ButtonLink } from "@/components/ui/button";
import { ArrowLinkStyle, Card } from "@/components/ui/card";
import { Icon } from "@/components/ui/icon";
import { Hero } from "@/components/ui/hero";
import { Grid, Section } from "@/components/ui/section";
import { CallToAction } from "@/components/ui/call-to-action";
import { getVolunteerRoles } from "@/lib/content";
import { membershipTiers } from "@/lib/data/membership";
import { pageMetadata } from "@/lib/metadata";
import { site } from "@/lib/site";
import styled from "styled-components";

export const metadata: Metadata = pageMetadata({
  title: "The Village",
  description:
    "Join The Village, our online healing community: free and paid membership paths, volunteer roles and an AI companion for the journey between circles.",
  path: "/community",
  image: "village",
});

const RoleLink = styled(Link)`
  ${ArrowLinkStyle}
`;

export default function CommunityPage() {
  return (
    <>
      <Hero
        eyebrow="Our online community"
        title="The Village"
        lead="A living circle of seekers who meet every week for coaching, conversation, ceremony and friendship. Wherever you are in Florida or beyond, there is a place for you here."
        art="village"
        actions={
          <ButtonLink href={site.links.community} external>
            Enter The Village
          </ButtonLink>
        }
      />
      <Section eyebrow="Membership" title="Choose your path" lead="Every path includes the heart of the village: community, circles and support. Go deeper when you are ready.">
        <MembershipTiers tiers={membershipTiers} href={site.links.community} />
      </Section>
      <Section tone="paper" id="volunteer" eyebrow="Serve the circle" title="Volunteer with us" lead="The village is built by many hands. Find the role that fits your gifts.">
        <Grid>
          {getVolunteerRoles().map((role) => (
            <Card key={role.slug} aria-labelledby={`role-${role.slug}`}>
              <h3 id={`role-${role.slug}`}>{role.title}</h3>
              <p>{role.description}</p>
              <RoleLink href={`/join/${role.slug}`} aria-describedby={`role-${role.slug}`}>
                Learn about this role <Icon name="arrow" size={18} />
              </RoleLink>
            </Card>
          ))}
        </Grid>
      </Section>
      <CallToAction
        eyebrow="Between circles"
        title="Your AI companion for the journey"
        lead="Our companion app offers gentle reflection prompts, meditations and integration journaling, any hour of the day. It supports, never replaces, the human care of our circles."
        actions={[
          { href: site.links.companionApp, label: "Meet the Companion", external: true },
          { href: site.links.invitation, label: "Accept Your Invitation", external: true },
        ]}
      />
    </>
  );
}
