import type { Metadata } from "next";
import { RoadmapShell } from "@/components/journey/roadmap.styles";
import { CallToAction } from "@/components/ui/call-to-action";
import { Hero } from "@/components/ui/hero";
import { Section } from "@/components/ui/section";
import { wordsOf, type Locale } from "@/lib/i18n";
import { pageMetadata } from "@/lib/seo/metadata";
import { site } from "@/lib/site";

export const journeyMetadata = (locale: Locale): Metadata => {
  const words = wordsOf("journey", locale);
  return pageMetadata({
    locale,
    title: words.title,
    description: words.description,
    path: "/renewal-journey",
    image: "journey",
  });
};

/** The Renewal Journey (/renewal-journey): the five-stage roadmap. */
export function RenewalJourneyPage({ locale }: { locale: Locale }) {
  const words = wordsOf("journey", locale);
  return (
    <>
      <Hero locale={locale} eyebrow={words.eyebrow} title={words.title} lead={words.lead} art="journey" />
      <Section tone="dark" eyebrow={words.roadmapEyebrow} title={words.roadmapTitle} lead={words.roadmapLead}>
        <RoadmapShell locale={locale} />
      </Section>
      <CallToAction
        locale={locale}
        tone="light"
        title={words.ctaTitle}
        lead={words.ctaLead}
        actions={[
          { href: site.links.community, label: words.enter, external: true },
          { href: "/community", label: words.membership },
        ]}
      />
    </>
  );
}
