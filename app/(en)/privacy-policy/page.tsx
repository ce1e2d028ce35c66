import type { Metadata } from "next";
import PrivacyPolicy from "@/content/pages/privacy-policy.mdx";
import { Hero } from "@/components/ui/hero";
import { Lead, Prose, Section } from "@/components/ui/section";
import { pageMetadata } from "@/lib/metadata";
import { site } from "@/lib/site";

export const metadata: Metadata = pageMetadata({
  title: "Privacy Policy",
  description: `How ${site.name} handles the little information this website touches: no accounts, no tracking, a contact form that stays in your browser. Effective ${site.privacyEffective}.`,
  path: "/privacy-policy",
});

export default function PrivacyPolicyPage() {
  return (
    <>
      <Hero title="Privacy Policy" eyebrow="Your trust matters" art="privacy" />
      <Section narrow>
        <Lead>
          <strong>Effective {site.privacyEffective}.</strong> This policy explains what information {site.name} collects
          through this website and how we use it.
        </Lead>
        <Prose>
          <PrivacyPolicy />
        </Prose>
      </Section>
    </>
  );
}
