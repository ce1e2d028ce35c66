import type { Metadata } from "next";
import { DonationPopup } from "@/components/home/donation-popup";
import { DonationPopupStyles } from "@/components/home/donation-popup.styles";
import { JsonLd } from "@/components/seo/json-ld";
import { ButtonLink } from "@/components/ui/button";
import { Hero } from "@/components/ui/hero";
import { Section } from "@/components/ui/section";
import { IconCards } from "@/components/ui/icon-cards";
import { CallToAction } from "@/components/ui/call-to-action";
import { homeValues } from "@/lib/data/values";
import { pageMetadata } from "@/lib/metadata";
import { site } from "@/lib/site";
import { homeJsonLd } from "@/lib/structured-data";

export const metadata: Metadata = pageMetadata({
  title: "Shamanic Healing & Community in Florida",
  description: site.description,
  path: "/",
});

export default function HomePage() {
  return (
    <>
      <Hero
        tall
        eyebrow="A Florida nonprofit for healing & community"
        title={site.tagline}
        lead="Shamanic ceremonies, retreats and online circles for seekers across Florida, held with care, rooted in nature and open to all."
        art="home"
        actions={
          <>
            <ButtonLink href="/services">Explore Our Services</ButtonLink>
            <ButtonLink href="/renewal-journey" variant="light">
              Begin the Renewal Journey
            </ButtonLink>
          </>
        }
      />
      <Section
        eyebrow="What we hold"
        title="Healing that honors body, spirit and community"
        lead="Everything we offer rests on three simple commitments."
      >
        <IconCards items={homeValues} />
      </Section>
      <CallToAction
        eyebrow="The Village"
        title="You were never meant to walk alone"
        lead="Join The Village, our online community of seekers, for weekly circles, live events and friendship on the path, or find a gathering near you."
        actions={[
          { href: site.links.invitation, label: "Join The Village", external: true },
          { href: "/events", label: "See Upcoming Events" },
        ]}
      />
      <DonationPopupStyles />
      <DonationPopup />
      <JsonLd data={homeJsonLd()} />
    </>
  );
}
