import styled from "styled-components";
import { ExternalLink } from "@/components/ui/external-link";
import { Container } from "@/components/ui/section";
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

/** The Florida charitable solicitation disclosure that a page asking for gifts must carry (spec §2, Donate). */
export function CharityDisclosure() {
  const { registrationNumber, hotline, hotlineHref, consumerSite } = site.charity;
  return (
    <Band aria-labelledby="disclosure-title">
      <Container>
        <h2 id="disclosure-title">Florida charitable solicitation disclosure</h2>
        <p>
          {site.name} is registered with the Florida Department of Agriculture and Consumer Services under registration
          number {registrationNumber}. A COPY OF THE OFFICIAL REGISTRATION AND FINANCIAL INFORMATION MAY BE OBTAINED FROM
          THE DIVISION OF CONSUMER SERVICES BY CALLING TOLL-FREE{" "}
          <a href={hotlineHref} className="tel">{hotline}</a> WITHIN THE STATE OR VISITING{" "}
          <ExternalLink href={consumerSite}>{consumerSite.replace(/^https:\/\//, "")}</ExternalLink>
          . REGISTRATION DOES NOT IMPLY ENDORSEMENT, APPROVAL, OR RECOMMENDATION BY THE STATE.
        </p>
      </Container>
    </Band>
  );
}
