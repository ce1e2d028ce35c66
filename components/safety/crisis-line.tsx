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
 * "In crisis? Call or text 988 (en español también)": the sentence from the words of the page's language, the number
 * from Site facts (content/site.yaml: crisisLine), with a link that calls and one that texts it.
 */
export function CrisisLine({ locale }: { locale: Locale }) {
  const t = ui(locale).crisis;
  const { number } = site.crisisLine;
  // A phone link's words never break across lines (html-validate: tel-non-breaking).
  const keepTogether = (text: string) => text.replace(/ /g, "\u00a0");
  return (
    <Box data-crisis-line="">
      <p>{fill(t.line, { crisisNumber: number })}</p>
      <ul>
        <li>
          <a href={`tel:${number}`}>{keepTogether(fill(t.call, { crisisNumber: number }))}</a>
        </li>
        <li>
          <a href={`sms:${number}`}>{keepTogether(fill(t.text, { crisisNumber: number }))}</a>
        </li>
      </ul>
    </Box>
  );
}
