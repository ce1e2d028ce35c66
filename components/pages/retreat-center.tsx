import type { Metadata } from "next";
import { FundBox } from "@/components/donate/fund-section";
import { Gallery } from "@/components/retreat/gallery";
import { ButtonLink, ButtonRow } from "@/components/ui/button";
import { Hero } from "@/components/ui/hero";
import { Prose, Section } from "@/components/ui/section";
import { claimText, say, sayRetreat, wordsOf, type Locale } from "@/lib/i18n";
import { pageMetadata } from "@/lib/seo/metadata";

export const retreatMetadata = (locale: Locale): Metadata => {
  const words = wordsOf("retreat", locale);
  return pageMetadata({
    locale,
    title: words.title,
    description: sayRetreat(locale, words.description),
    path: "/retreat-center",
    image: "retreat",
  });
};

/** The planned retreat center (/retreat-center): gallery and vision. */
export function RetreatCenterPage({ locale }: { locale: Locale }) {
  const words = wordsOf("retreat", locale);
  return (
    <>
      <Hero
        locale={locale}
        eyebrow={sayRetreat(locale, words.eyebrow)}
        title={words.title}
        lead={say(locale, words.lead)}
        art="retreat"
      />
      <Section eyebrow={words.galleryEyebrow} title={words.galleryTitle} lead={say(locale, words.galleryLead)}>
        <Gallery locale={locale} />
      </Section>
      <Section tone="dark" eyebrow={words.visionEyebrow} title={words.visionTitle}>
        <Prose>
          {words.vision.map((paragraph) => (
            <p key={paragraph.plain}>{claimText(paragraph)}</p>
          ))}
        </Prose>
        <FundBox locale={locale} id="retreat-fund" />
        <ButtonRow>
          <ButtonLink locale={locale} href="/donate">
            {words.donate}
          </ButtonLink>
        </ButtonRow>
      </Section>
    </>
  );
}
