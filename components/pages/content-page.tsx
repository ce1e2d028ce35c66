import type { ReactNode } from "react";
import { Hero } from "@/components/ui/hero";
import { Lead, Prose, Section } from "@/components/ui/section";
import { TranslationNotice } from "@/components/ui/translation-notice";
import { contentBody, pageLanguage } from "@/lib/content";
import { langIfOther, type Locale } from "@/lib/i18n";

export interface ContentPageProps {
  locale: Locale;
  /** The file's name in content/pages/ (and content/es/pages/ for its translation). */
  name: string;
  title: string;
  eyebrow: string;
  /** The opening sentence above the text, e.g. its effective date. */
  lead: ReactNode;
}

/** A long-reading page whose text is content/pages/<name>.mdx, or its translation: the privacy policy, the accessibility statement. */
export async function ContentPage({ locale, name, title, eyebrow, lead }: ContentPageProps) {
  const lang = pageLanguage(name, locale);
  const Body = await contentBody("pages", name, lang);
  return (
    <>
      <Hero locale={locale} title={title} eyebrow={eyebrow} art="privacy" notice={<TranslationNotice lang={lang} locale={locale} />} />
      <Section narrow>
        <Lead>{lead}</Lead>
        <Prose lang={langIfOther(lang, locale)}>
          <Body />
        </Prose>
      </Section>
    </>
  );
}
