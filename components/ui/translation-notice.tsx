import styled from "styled-components";
import { ui, type Locale } from "@/lib/i18n";

const Notice = styled.p`
  display: inline-block;
  margin: 0 0 var(--space-4);
  padding: 0.4rem 0.9rem;
  border-radius: var(--radius-pill);
  background: rgba(246, 239, 228, 0.14);
  border: 1px solid rgba(201, 164, 92, 0.6);
  font-size: var(--step--1);
`;

/**
 * The short notice above English text on a page of another language whose translation is not written yet
 * (lib/content/index.ts: an entry's `lang`); nothing when the page is translated.
 */
export function TranslationNotice({ lang, locale }: { lang: Locale; locale: Locale }) {
  if (lang === locale) return null;
  return <Notice role="note">{ui(locale).shell.untranslated}</Notice>;
}
