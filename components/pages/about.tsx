import type { Metadata } from "next";
import { JsonLd } from "@/components/seo/json-ld";
import { CallToAction } from "@/components/ui/call-to-action";
import { Hero } from "@/components/ui/hero";
import { IconCards } from "@/components/ui/icon-cards";
import { PictureFrame } from "@/components/ui/illustration";
import { Photo } from "@/components/ui/photo";
import { PersonCard } from "@/components/people/person-card";
import { Grid, Prose, Section } from "@/components/ui/section";
import { Split } from "@/components/ui/split";
import { getPeople, personKinds } from "@/lib/content";
import { aboutValueIcons } from "@/lib/data/values";
import { claimText, say, sayRetreat, ui, wordsOf, type Locale } from "@/lib/i18n";
import { iconCards } from "@/lib/icons";
import { pageMetadata } from "@/lib/seo/metadata";
import { photoInfo } from "@/lib/content/photos";
import { organizationJsonLd } from "@/lib/seo/structured-data";

export const aboutMetadata = (locale: Locale): Metadata => {
  const words = wordsOf("about", locale);
  return pageMetadata({
    locale,
    title: words.title,
    description: say(locale, words.description),
    path: "/about",
    image: "about",
  });
};

/** “Who we are”: everyone in People, founders first, then staff, facilitators and the board; no section while People is empty. */
function WhoWeAre({ locale }: { locale: Locale }) {
  const words = wordsOf("about", locale);
  const rank = (kind: string) => personKinds.findIndex((option) => option.value === kind);
  const people = [...getPeople(locale)].sort((a, b) => rank(a.kind) - rank(b.kind));
  if (!people.length) return null;
  return (
    <Section id="who-we-are" eyebrow={words.peopleEyebrow} title={words.peopleTitle}>
      <Grid $min="18rem">
        {people.map((person) => (
          <PersonCard key={person.slug} person={person} locale={locale} />
        ))}
      </Grid>
    </Section>
  );
}

/** Our intention (/about). */
export function AboutPage({ locale }: { locale: Locale }) {
  const words = wordsOf("about", locale);
  return (
    <>
      <Hero locale={locale} eyebrow={words.eyebrow} title={words.title} lead={words.lead} art="about" />
      <Section eyebrow={words.missionEyebrow} title={words.missionTitle}>
        {(() => {
          const story = (
            <Prose>
              <p>{ui(locale).site.mission}</p>
              {words.story.map((paragraph) => (
                <p key={paragraph.plain}>{say(locale, claimText(paragraph))}</p>
              ))}
            </Prose>
          );
          // A photo of the community or the land beside the story, when staff have given one.
          return words.photo && photoInfo(words.photo.src) ? (
            <Split>
              {story}
              <PictureFrame>
                <Photo
                  src={words.photo.src}
                  alt={words.photo.alt}
                  sizes="(min-width: 880px) 34rem, calc(100vw - 2.5rem)"
                />
              </PictureFrame>
            </Split>
          ) : (
            story
          );
        })()}
      </Section>
      <WhoWeAre locale={locale} />
      <Section tone="paper" eyebrow={words.valuesEyebrow} title={words.valuesTitle}>
        <IconCards locale={locale} items={iconCards(aboutValueIcons, words.values)} min="15rem" />
      </Section>
      <CallToAction
        locale={locale}
        eyebrow={words.ctaEyebrow}
        title={words.ctaTitle}
        lead={sayRetreat(locale, words.ctaLead)}
        actions={[
          { href: "/donate", label: words.donate },
          { href: "/retreat-center", label: words.retreat },
        ]}
      />
      <JsonLd data={organizationJsonLd(locale)} />
    </>
  );
}
