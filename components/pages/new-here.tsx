import type { Metadata } from "next";
import styled from "styled-components";
import { JsonLd } from "@/components/seo/json-ld";
import { CrisisLine } from "@/components/safety/crisis-line";
import { SubstanceStatement } from "./substance-statement";
import { CallToAction } from "@/components/ui/call-to-action";
import { ExternalLink } from "@/components/ui/external-link";
import { Hero } from "@/components/ui/hero";
import { MarkdownWords } from "@/components/ui/markdown";
import { Prose, Section } from "@/components/ui/section";
import { ui, wordsOf, type Locale } from "@/lib/i18n";
import { pageMetadata } from "@/lib/seo/metadata";
import { site } from "@/lib/site";
import { faqJsonLd } from "@/lib/seo/structured-data";

export const newHereMetadata = (locale: Locale): Metadata => {
  const words = wordsOf("newHere", locale);
  return pageMetadata({
    locale,
    title: words.title,
    description: words.description,
    path: "/new-here",
    image: "events",
  });
};

const Questions = styled.div`
  display: grid;
  gap: var(--space-3);

  & > div {
    border: 1px solid var(--color-line);
    border-radius: var(--radius-s);
    background: var(--color-paper);
    padding: var(--space-4) var(--space-5);
  }

  & h3 {
    font-size: var(--step-1);
    margin: 0;
  }

  & p {
    margin: var(--space-2) 0 0;
  }
`;

/** “New here?” (/new-here): what to expect, safety notes with the crisis line, and the questions, each a heading and its answer (no script needed). */
export function NewHerePage({ locale }: { locale: Locale }) {
  const words = wordsOf("newHere", locale);
  const newTab = ui(locale).shell.newTab;
  return (
    <>
      <Hero locale={locale} eyebrow={words.eyebrow} title={words.title} lead={words.lead} art="events" />
      <Section narrow>
        <Prose>
          {words.sections.map((section) => (
            <section key={section.title} aria-labelledby={`new-here-${words.sections.indexOf(section)}`}>
              <h2 id={`new-here-${words.sections.indexOf(section)}`}>{section.title}</h2>
              <MarkdownWords text={section.text} locale={locale} values={{ replyDays: site.replyWithinBusinessDays }} />
            </section>
          ))}
          {site.cancellationPolicy && (
            <p>
              <ExternalLink href={site.cancellationPolicy} newTab={newTab}>
                {words.policyLink}
              </ExternalLink>
            </p>
          )}
        </Prose>
      </Section>
      <Section tone="paper" id="safety" title={words.safetyTitle} narrow>
        <Prose>
          <MarkdownWords text={words.safety} locale={locale} />
        </Prose>
        <CrisisLine locale={locale} />
        <SubstanceStatement locale={locale} level={3} />
      </Section>
      <Section id="questions" title={words.faqTitle} narrow>
        <Questions>
          {words.faq.map((item) => (
            <div key={item.question}>
              <h3>{item.question}</h3>
              <p>{item.answer}</p>
            </div>
          ))}
        </Questions>
      </Section>
      <CallToAction
        locale={locale}
        title={words.ctaTitle}
        lead={words.ctaLead}
        actions={[
          { href: "/events", label: words.events },
          { href: "/contact", label: words.contact },
        ]}
      />
      <JsonLd data={faqJsonLd(locale)} />
    </>
  );
}
