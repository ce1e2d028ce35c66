import type { Metadata } from "next";
import { DonorProof } from "@/components/donate/donor-proof";
import { FundBox } from "@/components/donate/fund-section";
import styled from "styled-components";
import { CharityDisclosure } from "@/components/donate/charity-disclosure";
import { GivingTiers } from "@/components/donate/giving-tiers";
import { OneTimeGift } from "@/components/donate/one-time-gift";
import { JsonLd } from "@/components/seo/json-ld";
import { ButtonLink, ButtonRow } from "@/components/ui/button";
import { Hero } from "@/components/ui/hero";
import { IconCards } from "@/components/ui/icon-cards";
import { Section } from "@/components/ui/section";
import { givingTiers, impactIcons, otherWays } from "@/lib/data/giving";
import { formatPrice } from "@/lib/format";
import { say, sayRetreat, wordsOf, type Locale } from "@/lib/i18n";
import type { IconCardItem, IconName } from "@/lib/icons";
import { pageMetadata } from "@/lib/seo/metadata";
import { site } from "@/lib/site";
import { donateJsonLd } from "@/lib/seo/structured-data";

export const donateMetadata = (locale: Locale): Metadata => {
  const words = wordsOf("donate", locale);
  const lowest = formatPrice(Math.min(...givingTiers.map((tier) => tier.amount)), locale);
  return pageMetadata({
    locale,
    title: words.title,
    description: say(locale, words.description, { amount: lowest }),
    path: "/donate",
    image: "donate",
  });
};

const SubTitle = styled.h3`
  font-size: var(--step-2);
  margin: var(--space-8) 0 var(--space-3);
`;

/** Donate (/donate): impact, the monthly tiers, a one-time gift, other ways to give and the state disclosure. */
export function DonatePage({ locale }: { locale: Locale }) {
  const words = wordsOf("donate", locale);
  const impact: IconCardItem[] = (Object.keys(impactIcons) as (keyof typeof impactIcons)[]).map((key) => {
    const { title, text } = words.impact[key];
    return {
      icon: impactIcons[key],
      title,
      text: typeof text === "string" ? say(locale, text) : sayRetreat(locale, text),
    };
  });
  const ways: IconCardItem[] = (Object.keys(otherWays) as (keyof typeof otherWays)[]).map((key) => {
    const way: { icon: IconName; href: string; external?: boolean } = otherWays[key];
    const { title, text, label } = words.other[key];
    return { icon: way.icon, title, text, action: { href: way.href, label, external: way.external } };
  });
  return (
    <>
      <Hero
        locale={locale}
        eyebrow={words.eyebrow}
        title={words.heroTitle}
        lead={say(locale, words.lead)}
        art="donate"
        actions={
          // The one-time gift on the first screen too: most first gifts are single ones.
          <>
            <ButtonLink locale={locale} href="#give">
              {words.give}
            </ButtonLink>
            <ButtonLink locale={locale} href={site.links.oneTimeGift} external variant="light">
              {words.oneTime.button}
            </ButtonLink>
          </>
        }
      />
      <Section eyebrow={words.impactEyebrow} title={words.impactTitle}>
        <IconCards locale={locale} items={impact} />
        <FundBox locale={locale} id="donate-fund" />
      </Section>
      <Section
        tone="paper"
        id="give"
        eyebrow={words.giveEyebrow}
        title={words.give}
        lead={
          // Deductibility follows from a tax status: without one it would be a promise nobody has checked.
          site.donor?.taxStatus ? `${words.giveLead} ${words.deductible}` : words.giveLead
        }
      >
        <SubTitle>{words.monthly}</SubTitle>
        <p>{words.monthlyLead}</p>
        <GivingTiers tiers={givingTiers} locale={locale} />
        <ButtonRow>
          <ButtonLink locale={locale} href={site.links.monthlyGiving} external variant="secondary">
            {words.otherAmount}
          </ButtonLink>
        </ButtonRow>
        <OneTimeGift locale={locale} />
      </Section>
      <Section tone="dark" eyebrow={words.otherEyebrow} title={words.otherTitle}>
        <IconCards locale={locale} items={ways} />
      </Section>
      <DonorProof locale={locale} />
      <CharityDisclosure locale={locale} />
      <JsonLd data={donateJsonLd(givingTiers, locale)} />
    </>
  );
}
