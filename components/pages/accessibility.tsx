import type { Metadata } from "next";
import type { ReactNode } from "react";
import { formatLongDate } from "@/lib/format";
import { say, wordsOf, type Locale } from "@/lib/i18n";
import { pageMetadata } from "@/lib/seo/metadata";
import { site } from "@/lib/site";
import { ContentPage, contentBody } from "./content-page";

export const accessibilityMetadata = (locale: Locale): Metadata => {
  const t = wordsOf("accessibility", locale);
  return pageMetadata({ locale, title: t.title, description: say(locale, t.description), path: "/accessibility" });
};

/** The statement's text, compiled from its file at build time: the page's `body`. */
export const accessibilityBody = (locale: Locale) =>
  contentBody(locale, "accessibility", { replyDays: site.replyWithinBusinessDays });

/** The accessibility statement (/accessibility): content/pages/accessibility.md, or its translation; `body` is accessibilityBody's. */
export function AccessibilityPage({ locale, body }: { locale: Locale; body?: ReactNode }) {
  const t = wordsOf("accessibility", locale);
  const lead = (
    <>
      <strong>{say(locale, t.written, { date: formatLongDate(site.accessibility.written, locale) })}</strong>{" "}
      {say(locale, t.intro)}
    </>
  );
  return <ContentPage locale={locale} title={t.title} eyebrow={t.eyebrow} lead={lead} body={body} />;
}
