import type { Metadata } from "next";
import styled from "styled-components";
import { ContactDetails } from "@/components/contact/contact-details";
import { CrisisLine } from "@/components/safety/crisis-line";
import { ContactFormShell } from "@/components/contact/contact-form.styles";
import { Hero } from "@/components/ui/hero";
import { Section } from "@/components/ui/section";
import { say, wordsOf, type Locale } from "@/lib/i18n";
import { pageMetadata } from "@/lib/seo/metadata";
import { site } from "@/lib/site";

export const contactMetadata = (locale: Locale): Metadata => {
  const words = wordsOf("contact", locale);
  return pageMetadata({ locale, title: words.title, description: say(locale, words.description), path: "/contact" });
};

// minmax(0, …): a column may be narrower than its longest word, so large text wraps instead of widening the page.
const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: var(--space-7);

  @media (min-width: 900px) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1.6fr);
  }
`;

/** Contact (/contact): the form, and e-mail and phone. */
export function ContactPage({ locale }: { locale: Locale }) {
  const words = wordsOf("contact", locale);
  return (
    <>
      <Hero
        locale={locale}
        eyebrow={words.eyebrow}
        title={words.title}
        lead={say(locale, words.lead, { replyDays: site.replyWithinBusinessDays })}
        art="contact"
      />
      <Section eyebrow={words.formEyebrow} title={words.formTitle}>
        <Layout>
          <div>
            <p>{words.direct}</p>
            <p>{site.spanishReplies ? words.replies.spanish : words.replies.englishOnly}</p>
            <ContactDetails locale={locale} />
            <CrisisLine locale={locale} />
          </div>
          <ContactFormShell locale={locale} />
        </Layout>
      </Section>
    </>
  );
}
