import type { Metadata } from "next";
import { JsonLd } from "@/components/seo/json-ld";
import { Hero } from "@/components/ui/hero";
import { Prose, Section } from "@/components/ui/section";
import { IconCards } from "@/components/ui/icon-cards";
import { CallToAction } from "@/components/ui/call-to-action";
import { aboutValues } from "@/lib/data/values";
import { pageMetadata } from "@/lib/metadata";
import { site } from "@/lib/site";
import { organizationJsonLd } from "@/lib/structured-data";

export const metadata: Metadata = pageMetadata({
  title: "Our Intention",
  description: `Why ${site.name} exists: our mission of healing through ceremony, retreat and community, and the four values of Inclusivity, Balance, Remembrance and Sovereignty.`,
  path: "/about",
  image: "about",
});

export default function AboutPage() {
  return (
    <>
      <Hero
        eyebrow="Our Story"
        title="Our Intention"
        lead="A circle of healers, seekers and neighbors in the heart of Florida, devoted to remembering what it means to be whole."
        art="about"
      />
      <Section eyebrow="Our Mission" title="Healing is a return, not a repair">
        <Prose>
          <p>{site.mission}</p>
          <p>
            We began as a small circle meeting in a living room in Palatka. Today we gather on the banks of the St.
            Johns River, in the pine woods of Interlachen and online in The Village, with seekers from Jacksonville to
            Miami, Orlando to Tampa and Fort Lauderdale.
          </p>
          <p>
            Our ceremonies draw on time-honored shamanic practice: drumming, breath, journeying, fire and water. We hold
            them with humility, with trained facilitators, and with care for every person who steps into the circle. As a
            nonprofit, we keep our doors open to all, and we offer sponsored seats so that cost is never the reason
            someone stays away.
          </p>
        </Prose>
      </Section>
      <Section tone="paper" eyebrow="What guides us" title="Four values we walk by">
        <IconCards items={aboutValues} min="15rem" />
      </Section>
      <CallToAction
        eyebrow="The Sanctuary"
        title="Help us build a home for healing"
        lead={`We are creating a retreat center in ${site.retreatCenter.region}, opening in ${site.retreatCenter.opening}: land, a lodge and a ceremony circle held in trust for the whole community.`}
        actions={[
          { href: "/donate", label: "Make a Donation" },
          { href: "/retreat-center", label: "See the Retreat Center" },
        ]}
      />
      <JsonLd data={organizationJsonLd()} />
    </>
  );
}
