import type { Metadata } from "next";
import { MembershipTiers } from "@/components/community/membership-tiers";
import { VolunteerRoles } from "@/components/community/volunteer-roles";
import { ButtonLink } from "@/components/ui/button";
import { CallToAction } from "@/components/ui/call-to-action";
import { CrisisLine } from "@/components/safety/crisis-line";
import { Hero } from "@/components/ui/hero";
import { Section } from "@/components/ui/section";
import { getVolunteerRoles } from "@/lib/content";
import { membershipTiers } from "@/lib/data/membership";
import { wordsOf, type Locale } from "@/lib/i18n";
import { pageMetadata } from "@/lib/seo/metadata";
import { site } from "@/lib/site";

export const communityMetadata = (locale: Locale): Metadata => {
  const words = wordsOf("community", locale);
  return pageMetadata({
    locale,
    title: words.title,
    description: words.description,
    path: "/community",
    image: "village",
  });
};

/** The Village (/community): membership tiers, volunteer roles and the AI companion. */
export function CommunityPage({ locale }: { locale: Locale }) {
  const words = wordsOf("community", locale);
  return (
    <>
      <Hero
        locale={locale}
        eyebrow={words.eyebrow}
        title={words.title}
        lead={words.lead}
        art="village"
        actions={
          <ButtonLink locale={locale} href={site.links.community} external>
            {words.enter}
          </ButtonLink>
        }
      />
      <Section eyebrow={words.tiersEyebrow} title={words.tiersTitle} lead={words.tiersLead}>
        <MembershipTiers tiers={membershipTiers} href={site.links.community} locale={locale} />
      </Section>
      <Section
        tone="paper"
        id="volunteer"
        eyebrow={words.volunteerEyebrow}
        title={words.volunteerTitle}
        lead={words.volunteerLead}
      >
        <VolunteerRoles roles={getVolunteerRoles(locale)} locale={locale} />
      </Section>
      <CallToAction
        locale={locale}
        eyebrow={words.ctaEyebrow}
        title={words.ctaTitle}
        lead={words.ctaLead}
        actions={[
          { href: site.links.companionApp, label: words.companion, external: true },
          { href: site.links.invitation, label: words.invitation, external: true },
        ]}
      >
        <CrisisLine locale={locale} />
      </CallToAction>
    </>
  );
}
