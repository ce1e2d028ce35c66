import type { Metadata } from "next";
import type { ReactNode } from "react";
import { CallToAction } from "@/components/ui/call-to-action";
import { Hero } from "@/components/ui/hero";
import { MarkdownBody } from "@/components/ui/markdown";
import { Illustration } from "@/components/ui/illustration";
import { Lead, Prose, Section } from "@/components/ui/section";
import { Split } from "@/components/ui/split";
import { TranslationNotice } from "@/components/ui/translation-notice";
import { getVolunteerRole, getVolunteerRoles } from "@/lib/content";
import { contactHref } from "@/lib/contact";
import { fieldLang, fill, wordsOf, type Locale } from "@/lib/i18n";
import { pageMetadata } from "@/lib/seo/metadata";

export const roleParams = () => getVolunteerRoles().map(({ slug }) => ({ slug }));

export const roleMetadata = (locale: Locale, slug: string): Metadata => {
  const role = getVolunteerRole(slug, locale);
  const title = fill(wordsOf("role", locale).pageTitle, { role: role.title });
  return pageMetadata({ locale, title, description: role.description, path: `/join/${slug}`, image: "village" });
};

/** A role's text, compiled from its file at build time: the page's `body`. */
export const volunteerRoleBody = (locale: Locale, slug: string) => (
  <MarkdownBody source={getVolunteerRole(slug, locale).source} locale={locale} />
);

/** A volunteer role page (/join/<slug>), from content/volunteer/<slug>.md and its translation; `body` is volunteerRoleBody's. */
export function VolunteerRolePage({ locale, slug, body }: { locale: Locale; slug: string; body?: ReactNode }) {
  const words = wordsOf("role", locale);
  const role = getVolunteerRole(slug, locale);
  const lang = (field: string) => fieldLang(role, field, locale);
  return (
    <>
      <Hero
        locale={locale}
        notice={<TranslationNotice lang={role.lang} locale={locale} />}
        eyebrow={words.eyebrow}
        title={<span lang={lang("title")}>{role.title}</span>}
        lead={<span lang={lang("tagline")}>{role.tagline}</span>}
        art="village"
      />
      <Section
        eyebrow={<span lang={lang("title")}>{role.title}</span>}
        title={words.role}
        lead={<span lang={lang("description")}>{role.description}</span>}
      >
        <Split>
          <div>
            <Lead lang={lang("role")}>{role.role}</Lead>
            <p>
              <strong>{words.commitment}</strong> <span lang={lang("commitment")}>{role.commitment}</span>
            </p>
          </div>
          <Illustration
            name={role.image}
            alt={role.imageAlt}
            photo={role.photo}
            altLang={lang("imageAlt")}
            photoLang={lang("photo.alt")}
          />
        </Split>
      </Section>
      <Section tone="paper" title={words.why} narrow>
        <Prose lang={lang("body")}>{body}</Prose>
      </Section>
      <CallToAction
        locale={locale}
        title={words.ctaTitle}
        lead={words.ctaLead}
        actions={[{ href: contactHref(fill(words.subject, { role: role.title })), label: words.ready }]}
      />
    </>
  );
}
