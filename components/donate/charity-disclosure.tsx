import styled from "styled-components";
import { ExternalLink } from "@/components/ui/external-link";
import { Container } from "@/components/ui/section";
import { fillNodes } from "@/components/ui/fill";
import { say, ui, wordsOf, type Locale } from "@/lib/i18n";
import { site } from "@/lib/site";

const Band = styled.aside`
  padding-block: var(--space-7);
  background: var(--color-sand-2);
  font-size: var(--step--1);
  color: var(--color-ink);

  & h2 {
    font: 600 var(--step--1) / 1.4 var(--font-sans);
    letter-spacing: 0.12em;
    text-transform: uppercase;
  }

  & p {
    max-width: 80ch;
  }
`;

/**
 * The Florida charitable solicitation disclosure that a page asking for gifts must carry (spec §2, Donate).
 * The statutory sentence (s. 496.411, Florida Statutes) keeps its official English wording in every language;
 * a Spanish page adds its translation beside it.
 */
export function CharityDisclosure({ locale }: { locale: Locale }) {
  const { registrationNumber, hotline, hotlineHref, spanishHotline, spanishHotlineHref, consumerSite } = site.charity;
  const words = wordsOf("donate", locale).disclosure;
  const website = consumerSite.replace(/^https:\/\//, "");
  return (
    <Band aria-labelledby="disclosure-title">
      <Container>
        <h2 id="disclosure-title">{words.title}</h2>
        <p>{say(locale, words.registered, { name: site.name, registration: registrationNumber })}</p>
        <p lang="en">
          {fillNodes(words.statute, {
            hotline: (
              <a href={hotlineHref} className="tel">
                {hotline}
              </a>
            ),
            website: (
              <ExternalLink
                href={consumerSite}
                newTab={ui(locale).shell.newTab}
                newTabLang={locale === "en" ? undefined : locale}
              >
                {website}
              </ExternalLink>
            ),
          })}
        </p>
        {words.translation && (
          <p>
            {words.translationLabel && <strong>{words.translationLabel}</strong>}{" "}
            {fillNodes(words.translation, {
              hotline: (
                <a href={hotlineHref} className="tel">
                  {hotline}
                </a>
              ),
              spanishHotline: (
                <a href={spanishHotlineHref} className="tel">
                  {spanishHotline}
                </a>
              ),
              website,
            })}
          </p>
        )}
      </Container>
    </Band>
  );
}
