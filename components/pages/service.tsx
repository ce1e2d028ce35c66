import type { Metadata } from "next";
import type { ReactNode } from "react";
import styled from "styled-components";
import { CallToAction } from "@/components/ui/call-to-action";
import { Hero } from "@/components/ui/hero";
import { MarkdownBody } from "@/components/ui/markdown";
import { Icon } from "@/components/ui/icon";
import { EventFacts } from "@/components/events/event-facts";
import { LeaderList, PersonCard } from "@/components/people/person-card";
import { CrisisLine } from "@/components/safety/crisis-line";
import { SubstanceStatement } from "./substance-statement";
import { Illustration } from "@/components/ui/illustration";
import { Grid, Prose, Section } from "@/components/ui/section";
import { CheckList, Split } from "@/components/ui/split";
import { TranslationNotice } from "@/components/ui/translation-notice";
import { facilitatorsOf, getService, getServices } from "@/lib/content";
import { contactHref } from "@/lib/contact";
import { formatCostWithNote } from "@/lib/event-terms";
import { fieldLang, fill, ui, wordsOf, type Locale } from "@/lib/i18n";
import { pageMetadata } from "@/lib/seo/metadata";

/** The service's cost and who leads it, above its text. */
const Terms = styled.div`
  margin-bottom: var(--space-6);
`;

export const serviceParams = () => getServices().map(({ slug }) => ({ slug }));

export const serviceMetadata = (locale: Locale, slug: string): Metadata => {
  const service = getService(slug, locale);
  return pageMetadata({
    locale,
    title: service.title,
    description: service.description,
    path: `/services/${slug}`,
    image: "services",
  });
};

/** A service's text, compiled from its file at build time: the page's `body`. */
export const serviceBody = (locale: Locale, slug: string) => (
  <MarkdownBody source={getService(slug, locale).source} locale={locale} />
);

/** A service page (/services/<slug>), from content/services/<slug>.md (or .mdx) and its translation; `body` is serviceBody's. */
export function ServicePage({ locale, slug, body }: { locale: Locale; slug: string; body?: ReactNode }) {
  const words = wordsOf("service", locale);
  const service = getService(slug, locale);
  const lang = (field: string) => fieldLang(service, field, locale);
  const t = ui(locale).events;
  const leaders = facilitatorsOf(service, "services", locale);
  return (
    <>
      <Hero
        locale={locale}
        notice={<TranslationNotice lang={service.lang} locale={locale} />}
        eyebrow={words.eyebrow}
        title={<span lang={lang("title")}>{service.title}</span>}
        lead={<span lang={lang("tagline")}>{service.tagline}</span>}
        art="services"
      />
      <Section
        eyebrow={<span lang={lang("title")}>{service.title}</span>}
        title={words.approach}
        lead={<span lang={lang("description")}>{service.description}</span>}
      >
        <Terms>
          <EventFacts
            facts={[
              { icon: "gift", label: t.cost.label, value: formatCostWithNote(service, locale) ?? t.cost.tbd },
              {
                icon: "star",
                label: t.leaders,
                value: leaders.length ? <LeaderList people={leaders} locale={locale} /> : t.leadersTbd,
              },
            ]}
          />
        </Terms>
        <Split>
          <Prose>
            <p lang={lang("details")}>{service.details}</p>
            <div lang={lang("body")}>{body}</div>
            {service.crisisLine && <CrisisLine locale={locale} />}
            <SubstanceStatement locale={locale} level={3} />
          </Prose>
          <Illustration
            name={service.image}
            alt={service.imageAlt}
            photo={service.photo}
            altLang={lang("imageAlt")}
            photoLang={lang("photo.alt")}
          />
        </Split>
      </Section>
      <Section tone="paper" eyebrow={words.benefitsEyebrow} title={words.benefits} narrow>
        <CheckList lang={lang("benefits")}>
          {service.benefits.map((benefit) => (
            <li key={benefit}>
              <Icon name="check" />
              <span>{benefit}</span>
            </li>
          ))}
        </CheckList>
      </Section>
      {leaders.length > 0 && (
        <Section title={words.leaders}>
          <Grid $min="18rem">
            {leaders.map((person) => (
              <PersonCard key={person.slug} person={person} locale={locale} />
            ))}
          </Grid>
        </Section>
      )}
      <CallToAction
        locale={locale}
        title={words.ctaTitle}
        lead={words.ctaLead}
        actions={[{ href: contactHref(fill(words.subject, { service: service.title })), label: words.begin }]}
      />
    </>
  );
}
