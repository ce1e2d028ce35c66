import styled from "styled-components";
import { fill, ui, type Locale } from "@/lib/i18n";
import { site } from "@/lib/site";

const Box = styled.div`
  display: grid;
  gap: var(--space-2);
  margin-block: var(--space-5);
  padding: var(--space-4) var(--space-5);
  border-left: 4px solid var(--color-terracotta);
  border-radius: var(--radius-s);
  background: rgba(201, 164, 92, 0.12);
  color: inherit;

  & p {
    margin: 0;
    font-weight: 600;
  }

  & ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-wrap: wrap;
    gap: var(--space-2) var(--space-5);
  }

  & a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    font-weight: 600;
    color: inherit;
  }
`;

/**
 * "In crisis? Call or text 988", with how to reach a counsellor in Spanish: the sentence from the words of the page's
 * language, the number from Site facts (content/site.yaml: crisisLine), with a link that calls and one that texts it.
 * `inFooter` is the footer's copy on every page: the same words, on the footer's dark ground.
 */
export function CrisisLine({ locale, inFooter = false }: { locale: Locale; inFooter?: boolean }) {
  const t = ui(locale).crisis;
  const { number, spanishKey, spanishWord } = site.crisisLine;
  const values = { crisisNumber: number, crisisKey: spanishKey, crisisWord: spanishWord };
  // iOS reads an sms: body after "&", Android's messaging apps after "?": "?&body=" pre-fills it on both where the app
  // honours it at all; where one does not, the link's own words ("Envía AYUDA al 988") still say what to write.
  const textHref = locale === "es" ? `sms:${number}?&body=${encodeURIComponent(spanishWord)}` : `sms:${number}`;
  // A phone link's words never break across lines (html-validate: tel-non-breaking).
  const keepTogether = (text: string) => text.replace(/ /g, "\u00a0");
  return (
    <Box data-crisis-line={inFooter ? "footer" : ""}>
      <p>{fill(t.line, values)}</p>
      <ul>
        <li>
          <a href={`tel:${number}`}>{keepTogether(fill(t.call, values))}</a>
        </li>
        <li>
          <a href={textHref}>{keepTogether(fill(t.text, values))}</a>
        </li>
      </ul>
    </Box>
  );
}
