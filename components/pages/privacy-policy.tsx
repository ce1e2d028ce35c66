import type { Metadata } from "next";
import type { ReactNode } from "react";
import { formatLongDate } from "@/lib/format";
import { say, wordsOf, type Locale } from "@/lib/i18n";
import { pageMetadata } from "@/lib/seo/metadata";
import { site } from "@/lib/site";
import { ContentPage, contentBody } from "./content-page";

export const privacyMetadata = (locale: Locale): Metadata => {
  const t = wordsOf("privacy", locale);
  const date = formatLongDate(site.privacyEffective, locale);
  return pageMetadata({
    locale,
    title: t.title,
    description: say(locale, t.description, { date }),
    path: "/privacy-policy",
  });
};

/** The policy's text, compiled from its file at build time: the page's `body`. */
export const privacyBody = (locale: Locale) => contentBody(locale, "privacy");

/** The privacy policy (/privacy-policy): content/pages/privacy-policy.md, or its translation; `body` is privacyBody's. */
export function PrivacyPolicyPage({ locale, body }: { locale: Locale; body?: ReactNode }) {
  const t = wordsOf("privacy", locale);
  const lead = (
    <>
      <strong>{say(locale, t.effective, { date: formatLongDate(site.privacyEffective, locale) })}</strong>{" "}
      {say(locale, t.intro)}
    </>
  );
  return <ContentPage locale={locale} title={t.title} eyebrow={t.eyebrow} lead={lead} body={body} />;
}
