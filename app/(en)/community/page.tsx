import type { Metadata } from "next";
import { MembershipTiers } from "@/components/community/membership-tiers";
import { VolunteerRoles } from "@/components/community/volunteer-roles";
import { ButtonLink } from "@/components/ui/button";
import { Hero } from "@/components/ui/hero";
import { Section } from "@/components/ui/section";
import { CallToAction } from "@/components/ui/call-to-action";
import { getVolunteerRoles } from "@/lib/content";
import { membershipTiers } from "@/lib/data/membership";
import { pageMetadata } from "@/lib/metadata";
import { site } from "@/lib/site";

export const metadata: Metadata = pageMetadata({
  title: "The Village",
  description:
    "Join The Village, our online healing community: free and paid membership paths, volunteer roles and an AI companion for the journey between circles.",
  path: "/community",
  image: "village",
});

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
        <VolunteerRoles roles={getVolunteerRoles()} />
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
