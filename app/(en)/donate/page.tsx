import type { Metadata } from "next";
import styled from "styled-components";
import { CharityDisclosure } from "@/components/donate/charity-disclosure";
import { GivingTiers } from "@/components/donate/giving-tiers";
import { OneTimeGift } from "@/components/donate/one-time-gift";
import { JsonLd } from "@/components/seo/json-ld";
import { ButtonLink, ButtonRow } from "@/components/ui/button";
import { Hero } from "@/components/ui/hero";
import { IconCards } from "@/components/ui/icon-cards";
import { Section } from "@/components/ui/section";
import { givingTiers, impactCards, otherWays } from "@/lib/data/giving";
import { pageMetadata } from "@/lib/metadata";
import { site } from "@/lib/site";
import { donateJsonLd } from "@/lib/structured-data";

export const metadata: Metadata = pageMetadata({
  title: "Donate",
  description: `Give monthly from $25 or make a one-time gift to ${site.name}: sponsor healing circles and help build our ${site.retreatCenter.region} retreat center.`,
  path: "/donate",
  image: "donate",
});

const SubTitle = styled.h3`
  font-size: var(--step-2);
  margin: var(--space-8) 0 var(--space-3);
`;

export default function DonatePage() {
  return (
    <>
      <Hero
        eyebrow="Support the sanctuary"
        title="Give the Gift of Healing"
        lead={`Every gift keeps our circles open to all and brings our ${site.retreatCenter.region} retreat center closer to opening its doors.`}
        art="donate"
        actions={<ButtonLink href="#give">Make a Sacred Gift</ButtonLink>}
      />
      <Section eyebrow="Your impact" title="What your generosity makes possible">
        <IconCards items={impactCards} />
      </Section>
      <Section tone="paper" id="give" eyebrow="Give" title="Make a Sacred Gift" lead="Choose a monthly tier, give once, or set your own monthly amount. Every gift is tax-deductible to the extent allowed by law.">
        <SubTitle>Monthly Giving</SubTitle>
        <p>Monthly gifts are the steady heartbeat of our work. Choose the tier that feels right:</p>
        <GivingTiers tiers={givingTiers} />
        <ButtonRow>
          <ButtonLink href={site.links.monthlyGiving} external variant="secondary">
            Give a Different Monthly Amount
          </ButtonLink>
        </ButtonRow>
        <OneTimeGift />
      </Section>
      <Section tone="dark" eyebrow="More ways" title="Other ways to support">
        <IconCards items={otherWays} />
      </Section>
      <CharityDisclosure />
      <JsonLd data={donateJsonLd(givingTiers)} />
    </>
  );
}
