import { Hero } from "@/components/ui/hero";
import { Section } from "@/components/ui/section";
import { ButtonLink } from "@/components/ui/button";

export default function HomePage() {
  return (
    <>
      <Hero title="Come home" image="/images/hero-home.svg" imageAlt="x" actions={<ButtonLink href="/services">Explore</ButtonLink>} tall />
      <Section title="Hello" lead="World">text</Section>
    </>
  );
}
