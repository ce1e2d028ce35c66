import type { Metadata } from "next";
import { ContentPage } from "@/components/pages/content-page";
import { formatLongDate } from "@/lib/format";
import { dictionary, type Locale } from "@/lib/i18n";
import { pageMetadata } from "@/lib/metadata";
import { site } from "@/lib/site";

export const accessibilityMetadata = (locale: Locale): Metadata => {
  const words = dictionary(locale).pages.accessibility;
  return pageMetadata({ locale, title: words.title, description: words.description(site.name), path: "/accessibility" });
};

/** The accessibility statement (/accessibility): its text is content/pages/accessibility.mdx, or its translation. */
export function AccessibilityPage({ locale }: { locale: Locale }) {
  const words = dictionary(locale).pages.accessibility;
  const lead = (
    <>
      <strong>{words.written(formatLongDate(site.accessibility.written, locale))}</strong> {words.intro(site.name)}
    </>
  );
  return <ContentPage locale={locale} name="accessibility" title={words.title} eyebrow={words.eyebrow} lead={lead} />;
}
