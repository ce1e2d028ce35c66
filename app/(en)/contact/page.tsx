import type { Metadata } from "next";
import styled from "styled-components";
import { ContactDetails } from "@/components/contact/contact-details";
import { ContactFormShell } from "@/components/contact/contact-form.styles";
import { Hero } from "@/components/ui/hero";
import { Section } from "@/components/ui/section";
import { pageMetadata } from "@/lib/metadata";
import { site } from "@/lib/site";

export const metadata: Metadata = pageMetadata({
  title: "Contact Us",
  description: `Write to ${site.name} about ceremonies, retreats, volunteering or The Village, or reach us by e-mail at ${site.email} or by phone.`,
  path: "/contact",
});

const Layout = styled.div`
  display: grid;
  gap: var(--space-7);

  @media (min-width: 900px) {
    grid-template-columns: 1fr 1.6fr;
  }
`;

export default function ContactPage() {
  return (
    <>
      <Hero
        eyebrow="We would love to hear from you"
        title="Contact Us"
        lead="Questions about a ceremony, a retreat or volunteering? Send us a note. A real person reads every message and replies within two days."
        art="contact"
      />
      <Section eyebrow="Reach out" title="Send us a message">
        <Layout>
          <div>
            <p>Prefer to write or call directly? We are glad to talk.</p>
            <ContactDetails />
          </div>
          <ContactFormShell email={site.email} />
        </Layout>
      </Section>
    </>
  );
}
