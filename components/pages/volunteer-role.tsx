import type { Metadata } from "next";
import { CallToAction } from "@/components/ui/call-to-action";
import { Hero } from "@/components/ui/hero";
import { MarkdownText } from "@/components/ui/markdown";
import { Illustration } from "@/components/ui/illustration";
import { Lead, Prose, Section } from "@/components/ui/section";
import { Split } from "@/components/ui/split";
import { TranslationNotice } from "@/components/ui/translation-notice";
import { getVolunteerRole, getVolunteerRoles } from "@/lib/content";
import { fill, langIfOther, ui, words as wordsOf, type Locale } from "@/lib/i18n";
import { pageMetadata } from "@/lib/metadata";

export const roleParams = () => getVolunteerRoles().map(({ slug }) => ({ slug }));

export const roleMetadata = (locale: Locale, slug: string): Metadata => {
  const role = getVolunteerRole(slug, locale);
  const title = fill(wordsOf("role", locale).pageTitle, { role: role.title });
  return pageMetadata({ locale, title, description: role.description, path: `/join/${slug}`, image: "village" });
};

/** A volunteer role page (/join/<slug>), from content/volunteer/<slug>.md and its translation. */
export function VolunteerRolePage({ locale, slug }: { locale: Locale; slug: string }) {
  const words = wordsOf("role", locale);
  const role = getVolunteerRole(slug, locale);
  const lang = langIfOther(role.lang, locale);
  return (
    <>
      <Hero
        locale={locale}
        notice={<TranslationNotice lang={role.lang} locale={locale} />}
        eyebrow={words.eyebrow}
        title={<span lang={lang}>{role.title}</span>}
        lead={<span lang={lang}>{role.tagline}</span>}
        art="village"
      />
      <Section eyebrow={<span lang={lang}>{role.title}</span>} title={words.role} lead={<span lang={lang}>{role.description}</span>}>
        <Split>
          <div>
            <Lead lang={lang}>{role.role}</Lead>
            <p>
              <strong>{words.commitment}</strong> <span lang={lang}>{role.commitment}</span>
            </p>
          </div>
          <Illustration name={role.image} alt={role.imageAlt} photo={role.photo} />
        </Split>
      </Section>
      <Section tone="paper" title={words.why} narrow>
        <Prose lang={lang}>
          <MarkdownText text={role.body} newTab={ui(locale).shell.newTab} />
        </Prose>
      </Section>
      <CallToAction locale={locale} title={words.ctaTitle} lead={words.ctaLead} actions={[{ href: "/contact", label: words.ready }]} />
    </>
  );
}
