import type { ReactNode } from "react";
import { Hero } from "@/components/ui/hero";
import { MarkdownText } from "@/components/ui/markdown";
import { Lead, Prose, Section } from "@/components/ui/section";
import { fill, factValues, ui, type Locale } from "@/lib/i18n";
import { site } from "@/lib/site";

export interface ContentPageProps {
  locale: Locale;
  title: string;
  eyebrow: string;
  /** The opening sentence above the text, e.g. its effective date. */
  lead: ReactNode;
  /** The page's Markdown text, as staff wrote it in /admin. */
  body: string;
  /** Values of the text's own placeholders, e.g. {replyDays}. */
  values?: Record<string, string | number>;
}

/** The Markdown for a fact a page's text names: {email} and {phone} become links, {site} the name. */
const factLinks = (locale: Locale) => ({
  ...factValues(locale),
  email: `[${site.email}](mailto:${site.email})`,
  phone: `[${site.phone.display}](${site.phone.href})`,
});

/** A long-reading page written in /admin: the privacy policy, the accessibility statement. */
export function ContentPage({ locale, title, eyebrow, lead, body, values = {} }: ContentPageProps) {
  return (
    <>
      <Hero locale={locale} title={title} eyebrow={eyebrow} art="privacy" />
      <Section narrow>
        <Lead>{lead}</Lead>
        <Prose>
          <MarkdownText text={fill(body, { ...factLinks(locale), ...values })} newTab={ui(locale).shell.newTab} />
        </Prose>
      </Section>
    </>
  );
}
