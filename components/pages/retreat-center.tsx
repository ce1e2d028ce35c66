import type { Metadata } from "next";
import { Gallery } from "@/components/retreat/gallery";
import { ButtonLink, ButtonRow } from "@/components/ui/button";
import { Hero } from "@/components/ui/hero";
import { Prose, Section } from "@/components/ui/section";
import { dictionary, type Locale } from "@/lib/i18n";
import { formatOpening } from "@/lib/dated-facts";
import { pageMetadata } from "@/lib/metadata";

export const retreatMetadata = (locale: Locale): Metadata => {
  const t = dictionary(locale);
  const words = t.pages.retreat;
  return pageMetadata({
    locale,
    title: words.title,
    description: words.description(t.site.retreatRegion, formatOpening(t)),
    path: "/retreat-center",
    image: "retreat",
  });
};

/** The planned retreat center (/retreat-center): gallery and vision. */
export function RetreatCenterPage({ locale }: { locale: Locale }) {
  const t = dictionary(locale);
  const words = t.pages.retreat;
  const region = t.site.retreatRegion;
  const opening = formatOpening(t);
  return (
    <>
      <Hero locale={locale} eyebrow={words.eyebrow(region, opening)} title={words.title} lead={words.lead(region)} art="retreat" />
      <Section eyebrow={words.galleryEyebrow} title={words.galleryTitle} lead={words.galleryLead(region, opening)}>
        <Gallery locale={locale} />
      </Section>
      <Section tone="dark" eyebrow={words.visionEyebrow} title={words.visionTitle}>
        <Prose>
          {words.vision.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </Prose>
        <ButtonRow>
          <ButtonLink locale={locale} href="/donate">
            {words.donate}
          </ButtonLink>
        </ButtonRow>
      </Section>
    </>
  );
}
