import type { Metadata } from "next";
import { formatLongDate } from "@/lib/format";
import { say, words, type Locale } from "@/lib/i18n";
import { pageMetadata } from "@/lib/metadata";
import { site } from "@/lib/site";
import { ContentPage } from "./content-page";

export const accessibilityMetadata = (locale: Locale): Metadata => {
  const t = words("accessibility", locale);
  return pageMetadata({ locale, title: t.title, description: say(locale, t.description), path: "/accessibility" });
};

/** The accessibility statement (/accessibility): content/pages/accessibility.md, or its translation. */
export function AccessibilityPage({ locale }: { locale: Locale }) {
  const t = words("accessibility", locale);
  const lead = (
    <>
      <strong>{say(locale, t.written, { date: formatLongDate(site.accessibility.written, locale) })}</strong> {say(locale, t.intro)}
    </>
  );
  return <ContentPage locale={locale} title={t.title} eyebrow={t.eyebrow} lead={lead} body={t.body} values={{ replyDays: site.accessibility.replyWithinBusinessDays }} />;
}
