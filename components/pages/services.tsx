import type { Metadata } from "next";
import { ServiceCard, ServiceGrid } from "@/components/services/service-card";
import { CallToAction } from "@/components/ui/call-to-action";
import { Hero } from "@/components/ui/hero";
import { Section } from "@/components/ui/section";
import { getServices } from "@/lib/content";
import { claimText, wordsOf, type Locale } from "@/lib/i18n";
import { pageMetadata } from "@/lib/seo/metadata";

export const servicesMetadata = (locale: Locale): Metadata => {
  const words = wordsOf("services", locale);
  return pageMetadata({
    locale,
    title: words.title,
    description: words.description,
    path: "/services",
    image: "services",
  });
};

/** The eight services (/services). */
export function ServicesPage({ locale }: { locale: Locale }) {
  const words = wordsOf("services", locale);
  return (
    <>
      <Hero locale={locale} eyebrow={words.eyebrow} title={words.title} lead={claimText(words.lead)} art="services" />
      <Section eyebrow={words.gridEyebrow} title={words.gridTitle}>
        <ServiceGrid>
          {getServices(locale).map((service) => (
            <ServiceCard key={service.slug} service={service} locale={locale} />
          ))}
        </ServiceGrid>
      </Section>
      <CallToAction
        locale={locale}
        title={words.ctaTitle}
        lead={words.ctaLead}
        actions={[
          { href: "/contact", label: words.contact },
          { href: "/community", label: words.village },
        ]}
      />
    </>
  );
}
