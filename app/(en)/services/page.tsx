import type { Metadata } from "next";
import { ServiceCard, ServiceGrid } from "@/components/services/service-card";
import { Hero } from "@/components/ui/hero";
import { Section } from "@/components/ui/section";
import { CallToAction } from "@/components/ui/call-to-action";
import { getServices } from "@/lib/content";
import { pageMetadata } from "@/lib/metadata";

export const metadata: Metadata = pageMetadata({
  title: "Sacred Services",
  description:
    "Guided meditation, spiritual counseling, ancestral healing, ecstatic dance, soul coaching, seasonal and corporate retreats and sacred weddings, offered across Florida.",
  path: "/services",
  image: "services",
});

export default function ServicesPage() {
  return (
    <>
      <Hero
        eyebrow="Ceremonies & Services"
        title="Sacred Services"
        lead="Eight ways to begin or deepen your healing, each offered with care by experienced facilitators, in person in Florida or online."
        art="services"
      />
      <Section eyebrow="Find your path" title="What we offer">
        <ServiceGrid>
          {getServices().map((service) => (
            <ServiceCard key={service.slug} service={service} />
          ))}
        </ServiceGrid>
      </Section>
      <CallToAction
        title="Not sure where to begin?"
        lead="Tell us a little about what you are looking for and we will help you find the right first step, or come meet the community in The Village."
        actions={[
          { href: "/contact", label: "Contact Us" },
          { href: "/community", label: "Visit The Village" },
        ]}
      />
    </>
  );
}
