import type { Metadata } from "next";
import { ButtonLink, ButtonRow } from "@/components/ui/button";
import { Gallery } from "@/components/retreat/gallery";
import { Hero } from "@/components/ui/hero";
import { Prose, Section } from "@/components/ui/section";
import { retreatGallery } from "@/lib/data/gallery";
import { pageMetadata } from "@/lib/metadata";
import { site } from "@/lib/site";

const { region, opening } = site.retreatCenter;

export const metadata: Metadata = pageMetadata({
  title: "The Retreat Center",
  description: `A sneak peek at our retreat center in ${region}, coming ${opening}: the grounds, the ceremony circle, the lodge, the garden, the water and the night sky.`,
  path: "/retreat-center",
  image: "retreat",
});

export default function RetreatCenterPage() {
  return (
    <>
      <Hero
        eyebrow={`${region} · Coming ${opening}`}
        title="The Retreat Center"
        lead={`A sanctuary for ceremony, rest and renewal, taking shape among the lakes and oaks of ${region}.`}
        art="retreat"
      />
      <Section eyebrow="Sneak peek" title="A first look at the sanctuary" lead={`Here is what we are building in ${region}, opening ${opening}.`}>
        <Gallery images={retreatGallery} />
      </Section>
      <Section tone="dark" eyebrow="Our vision" title="A home for healing, held in trust">
        <Prose>
          <p>
            For years our ceremonies have moved from borrowed rooms to rented land. The retreat center will give them a
            home: a place where a weekend retreat, a new moon circle or a quiet day of rest can unfold without hurry, in
            the company of water, oaks and open sky.
          </p>
          <p>
            It will be a nonprofit sanctuary, owned by no one and open to everyone, with sponsored stays for those who
            could not otherwise come. Every gift, large or small, lays a stone in its foundation.
          </p>
        </Prose>
        <ButtonRow>
          <ButtonLink href="/donate">Donate to the Sanctuary</ButtonLink>
        </ButtonRow>
      </Section>
    </>
  );
}
