import type { ReactNode } from "react";
import { contactLinks } from "@/components/contact/contact-details";
import { Hero } from "@/components/ui/hero";
import { MarkdownBody } from "@/components/ui/markdown";
import { Lead, Prose, Section } from "@/components/ui/section";
import { factValues, wordFilePath, type Locale, type WordFile } from "@/lib/i18n";

export interface ContentPageProps {
  locale: Locale;
  title: string;
  eyebrow: string;
  /** The opening sentence above the text, e.g. its effective date. */
  lead: ReactNode;
  /** The page's Markdown text, as staff wrote it in /admin, compiled at build time (contentBody). */
  body?: ReactNode;
}

/** The facts a page's text names: {email} and {phone} become links, {site} the name. */
const factLinks = (locale: Locale): Record<string, ReactNode> => ({ ...factValues(locale), ...contactLinks(locale) });

/** A page's text from its file of words (content/pages/privacy-policy.md), with its facts and `values` filled in. */
export const contentBody = (locale: Locale, file: WordFile, values: Record<string, string | number> = {}) => (
  <MarkdownBody source={wordFilePath(file, locale)} locale={locale} values={{ ...factLinks(locale), ...values }} />
);

/** A long-reading page written in /admin: the privacy policy, the accessibility statement. */
export function ContentPage({ locale, title, eyebrow, lead, body }: ContentPageProps) {
  return (
    <>
      <Hero locale={locale} title={title} eyebrow={eyebrow} art="privacy" />
      <Section narrow>
        <Lead>{lead}</Lead>
        <Prose>{body}</Prose>
      </Section>
    </>
  );
}
