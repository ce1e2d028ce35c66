import type { Metadata } from "next";
import { JsonLd } from "@/components/seo/json-ld";
import { CallToAction } from "@/components/ui/call-to-action";
import { Hero } from "@/components/ui/hero";
import { IconCards } from "@/components/ui/icon-cards";
import { Prose, Section } from "@/components/ui/section";
import { aboutValueIcons } from "@/lib/data/values";
import { say, ui, words as wordsOf, type Locale } from "@/lib/i18n";
import { iconCards } from "@/lib/icons";
import { pageMetadata } from "@/lib/metadata";
import { organizationJsonLd } from "@/lib/structured-data";

export const aboutMetadata = (locale: Locale): Metadata => {
  const words = wordsOf("about", locale);
  return pageMetadata({ locale, title: words.title, description: say(locale, words.description), path: "/about", image: "about" });
};

/** Our intention (/about). */
export function AboutPage({ locale }: { locale: Locale }) {
  const words = wordsOf("about", locale);
  return (
    <>
      <Hero locale={locale} eyebrow={words.eyebrow} title={words.title} lead={words.lead} art="about" />
      <Section eyebrow={words.missionEyebrow} title={words.missionTitle}>
        <Prose>
          <p>{ui(locale).site.mission}</p>
          {words.story.map((paragraph) => (
            <p key={paragraph}>{say(locale, paragraph)}</p>
          ))}
        </Prose>
      </Section>
      <Section tone="paper" eyebrow={words.valuesEyebrow} title={words.valuesTitle}>
        <IconCards locale={locale} items={iconCards(aboutValueIcons, words.values)} min="15rem" />
      </Section>
      <CallToAction
        locale={locale}
        eyebrow={words.ctaEyebrow}
        title={words.ctaTitle}
        lead={say(locale, words.ctaLead)}
        actions={[
          { href: "/donate", label: words.donate },
          { href: "/retreat-center", label: words.retreat },
        ]}
      />
      <JsonLd data={organizationJsonLd(locale)} />
    </>
  );
}
