import type { Metadata } from "next";
import { ButtonLink } from "@/components/ui/button";
import { Hero } from "@/components/ui/hero";
import { wordsOf, type Locale } from "@/lib/i18n";
import { site } from "@/lib/site";

export const notFoundMetadata = (locale: Locale): Metadata => {
  const words = wordsOf("notFound", locale);
  return { title: `${words.title} | ${site.name}`, description: words.description, robots: { index: false } };
};

/** The page for an address that does not exist: out/404.html, and out/es/404.html for /es/… */
export function NotFoundPage({ locale }: { locale: Locale }) {
  const words = wordsOf("notFound", locale);
  return (
    <Hero
      locale={locale}
      tall
      eyebrow="404"
      title={words.heading}
      lead={words.lead}
      art="privacy"
      actions={
        <>
          <ButtonLink locale={locale} href="/">
            {words.home}
          </ButtonLink>
          <ButtonLink locale={locale} href="/events" variant="light">
            {words.events}
          </ButtonLink>
        </>
      }
    />
  );
}
