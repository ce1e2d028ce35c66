import styled from "styled-components";
import { ExternalLink } from "@/components/ui/external-link";
import { Container } from "@/components/ui/section";
import { dictionary, type Locale } from "@/lib/i18n";
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
  const { registrationNumber, hotline, hotlineHref, consumerSite } = site.charity;
  const t = dictionary(locale);
  const words = t.giving.disclosure;
  const siteName = consumerSite.replace(/^https:\/\//, "");
  return (
    <Band aria-labelledby="disclosure-title">
      <Container>
        <h2 id="disclosure-title">{words.title}</h2>
        <p>{words.registered(site.name, registrationNumber)}</p>
        <p lang="en">
          A COPY OF THE OFFICIAL REGISTRATION AND FINANCIAL INFORMATION MAY BE OBTAINED FROM THE DIVISION OF CONSUMER
          SERVICES BY CALLING TOLL-FREE <a href={hotlineHref} className="tel">{hotline}</a> WITHIN THE STATE OR VISITING{" "}
          <ExternalLink href={consumerSite} newTab={t.shell.newTab}>
            {siteName}
          </ExternalLink>
          . REGISTRATION DOES NOT IMPLY ENDORSEMENT, APPROVAL, OR RECOMMENDATION BY THE STATE.
        </p>
        {words.translation && (
          <p>
            <strong>{words.translation.label}</strong> {words.translation.text(hotline, siteName)}
          </p>
        )}
      </Container>
    </Band>
  );
}
