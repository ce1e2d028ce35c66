import type { Metadata } from "next";
import { RoadmapShell } from "@/components/journey/roadmap.styles";
import { Hero } from "@/components/ui/hero";
import { Section } from "@/components/ui/section";
import { CallToAction } from "@/components/ui/call-to-action";
import { roadmapStages } from "@/lib/data/roadmap";
import { pageMetadata } from "@/lib/metadata";
import { site } from "@/lib/site";

export const metadata: Metadata = pageMetadata({
  title: "The Renewal Journey",
  description:
    "Five stages of healing, from The Shedding and The Clearing Breath to The Nourishing Waters, The Inner Sun and The Rebirth: the path we walk together.",
  path: "/renewal-journey",
  image: "journey",
});

export default function RenewalJourneyPage() {
  return (
    <>
      <Hero
        eyebrow="A path in five stages"
        title="The Renewal Journey"
        lead="Healing is rarely a straight line, but it has a shape. These five stages describe the path many of us walk, in ceremony, in circle and in daily life."
        art="journey"
      />
      <Section tone="dark" eyebrow="The roadmap" title="From shedding to rebirth" lead="Move through the stages at your own pace. Each one has practices and gatherings to support it.">
        <RoadmapShell stages={roadmapStages} />
      </Section>
      <CallToAction
        tone="light"
        title="Walk it with others"
        lead="The journey is lighter in company. Step into The Village to find your circle, or learn how membership supports you at every stage."
        actions={[
          { href: site.links.community, label: "Enter The Village", external: true },
          { href: "/community", label: "Explore Membership" },
        ]}
      />
    </>
  );
}
