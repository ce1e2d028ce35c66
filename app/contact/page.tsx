import type { Metadata } from "next";
import styled from "styled-components";
import { ContactFormShell } from "@/components/contact/contact-form-shell";
import { CardIcon } from "@/components/ui/card";
import { Hero } from "@/components/ui/hero";
import { Icon } from "@/components/ui/icon";
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

const Ways = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: var(--space-5);

  & li {
    display: flex;
    gap: var(--space-4);
    align-items: center;
  }

  & strong {
    display: block;
  }

  & a {
    font-weight: 600;
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
            <Ways>
              <li>
                <CardIcon>
                  <Icon name="mail" />
                </CardIcon>
                <span>
                  <strong>Email</strong>
                  <a href={`mailto:${site.email}`}>{site.email}</a>
                </span>
              </li>
              <li>
                <CardIcon>
                  <Icon name="phone" />
                </CardIcon>
                <span>
                  <strong>Phone</strong>
                  <a href={site.phone.href} className="tel">{site.phone.display}</a>
                </span>
              </li>
              <li>
                <CardIcon>
                  <Icon name="pin" />
                </CardIcon>
                <span>
                  <strong>Serving</strong>
                  {site.cities.join(", ")}
                </span>
              </li>
            </Ways>
          </div>
          <ContactFormShell email={site.email} />
        </Layout>
      </Section>
    </>
  );
}
