import type { Metadata } from "next";
import { Hero } from "@/components/ui/hero";
import { Lead, Prose, Section } from "@/components/ui/section";
import { TranslationNotice } from "@/components/ui/translation-notice";
import { contentBody, pageLanguage } from "@/lib/content";
import { formatLongDate } from "@/lib/format";
import { dictionary, langIfOther, type Locale } from "@/lib/i18n";
import { pageMetadata } from "@/lib/metadata";
import { site } from "@/lib/site";

export const privacyMetadata = (locale: Locale): Metadata => {
  const words = dictionary(locale).pages.privacy;
  return pageMetadata({ locale, title: words.title, description: words.description(site.name, formatLongDate(site.privacyEffective, locale)), path: "/privacy-policy" });
};

/** The privacy policy (/privacy-policy): its text is content/pages/privacy-policy.mdx, or its translation. */
export async function PrivacyPolicyPage({ locale }: { locale: Locale }) {
  const words = dictionary(locale).pages.privacy;
  const lang = pageLanguage("privacy-policy", locale);
  const Policy = await contentBody("pages", "privacy-policy", lang);
  return (
    <>
      <Hero locale={locale} title={words.title} eyebrow={words.eyebrow} art="privacy" notice={<TranslationNotice lang={lang} locale={locale} />} />
      <Section narrow>
        <Lead>
          <strong>{words.effective(formatLongDate(site.privacyEffective, locale))}</strong> {words.intro(site.name)}
        </Lead>
        <Prose lang={langIfOther(lang, locale)}>
          <Policy />
        </Prose>
      </Section>
    </>
  );
}
