import styled from "styled-components";
import { ui, type Locale } from "@/lib/i18n";
import { site } from "@/lib/site";

const Box = styled.section`
  margin-top: var(--space-6);
  padding: var(--space-4) var(--space-5);
  border-inline-start: 4px solid var(--color-gold);
  background: var(--color-paper);

  & h2,
  & h3 {
    font-size: var(--step-1);
    margin: 0 0 var(--space-2);
  }

  & p {
    margin: 0;
  }
`;

/**
 * Whether any substance is used in ceremony: the organisation's own statement (Site facts · Substances in
 * ceremonies) in the page's language, or, until it is written, the honest line that visitors may ask us.
 */
export function SubstanceStatement({ locale, level = 2 }: { locale: Locale; level?: 2 | 3 }) {
  const t = ui(locale).substances;
  const statement = locale === "es" ? site.substances?.spanishStatement : site.substances?.statement;
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <Box aria-labelledby="substances">
      <Heading id="substances">{t.title}</Heading>
      <p>{statement ?? t.missing}</p>
    </Box>
  );
}
