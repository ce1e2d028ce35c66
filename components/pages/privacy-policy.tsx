import type { Metadata } from "next";
import { ContentPage } from "@/components/pages/content-page";
import { formatLongDate } from "@/lib/format";
import { dictionary, type Locale } from "@/lib/i18n";
import { pageMetadata } from "@/lib/metadata";
import { site } from "@/lib/site";

export const privacyMetadata = (locale: Locale): Metadata => {
  const words = dictionary(locale).pages.privacy;
  return pageMetadata({ locale, title: words.title, description: words.description(site.name, formatLongDate(site.privacyEffective, locale)), path: "/privacy-policy" });
};

/** The privacy policy (/privacy-policy): its text is content/pages/privacy-policy.mdx, or its translation. */
export function PrivacyPolicyPage({ locale }: { locale: Locale }) {
  const words = dictionary(locale).pages.privacy;
  const lead = (
    <>
      <strong>{words.effective(formatLongDate(site.privacyEffective, locale))}</strong> {words.intro(site.name)}
    </>
  );
  return <ContentPage locale={locale} name="privacy-policy" title={words.title} eyebrow={words.eyebrow} lead={lead} />;
}
