import type { Metadata } from "next";
import styled from "styled-components";
import { GivingTiers } from "@/components/donate/giving-tiers";
import { JsonLd } from "@/components/seo/json-ld";
import { ButtonLink, ButtonRow } from "@/components/ui/button";
import { Card, CardIcon } from "@/components/ui/card";
import { ExternalLink } from "@/components/ui/external-link";
import { Hero } from "@/components/ui/hero";
import { Icon } from "@/components/ui/icon";
import { Container, Grid, Section } from "@/components/ui/section";
import { givingTiers, impactCards, otherWays } from "@/lib/data/giving";
import { pageMetadata } from "@/lib/metadata";
import { site } from "@/lib/site";
import { donateJsonLd } from "@/lib/structured-data";

export const metadata: Metadata = pageMetadata({
  title: "Donate",
  description: `Give monthly from $25 or make a one-time gift to ${site.name}: sponsor healing circles and help build our ${site.retreatCenter.region} retreat center.`,
  path: "/donate",
  image: "donate",
});

const SubTitle = styled.h3`
  font-size: var(--step-2);
  margin: var(--space-8) 0 var(--space-3);
`;

const OneTime = styled(Card)`
  margin-top: var(--space-8);

  @media (min-width: 760px) {
    flex-direction: row;
    align-items: center;
    gap: var(--space-5);

    & > div {
      flex: 1;
    }

    & > :last-child {
      margin-top: 0;
    }
  }
`;

const Disclosure = styled.aside`
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

export default function DonatePage() {
  return (
    <>
      <Hero
        eyebrow="Support the sanctuary"
        title="Give the Gift of Healing"
        lead={`Every gift keeps our circles open to all and brings our ${site.retreatCenter.region} retreat center closer to opening its doors.`}
        art="donate"
        actions={
          <ButtonLink href="#give" variant="primary">
            Make a Sacred Gift
          </ButtonLink>
        }
      />
      <Section eyebrow="Your impact" title="What your generosity makes possible">
        <Grid>
          {impactCards.map((card) => (
            <Card key={card.title}>
              <CardIcon>
                <Icon name={card.icon} />
              </CardIcon>
              <h3>{card.title}</h3>
              <p>{card.text}</p>
            </Card>
          ))}
        </Grid>
      </Section>
      <Section tone="paper" id="give" eyebrow="Give" title="Make a Sacred Gift" lead="Choose a monthly tier, give once, or set your own monthly amount. Every gift is tax-deductible to the extent allowed by law.">
        <SubTitle>Monthly Giving</SubTitle>
        <p>Monthly gifts are the steady heartbeat of our work. Choose the tier that feels right:</p>
        <GivingTiers tiers={givingTiers} />
        <ButtonRow>
          <ButtonLink href={site.links.monthlyGiving} external variant="secondary">
            Give a Different Monthly Amount
          </ButtonLink>
        </ButtonRow>
        <OneTime aria-labelledby="one-time-title">
          <CardIcon>
            <Icon name="gift" />
          </CardIcon>
          <div>
            <h3 id="one-time-title">One-Time Gift</h3>
            <p>Give any amount, once, toward circles, scholarships and the sanctuary.</p>
          </div>
          <ButtonLink href={site.links.oneTimeGift} external>
            Give Once
          </ButtonLink>
        </OneTime>
      </Section>
      <Section tone="dark" eyebrow="More ways" title="Other ways to support">
        <Grid>
          {otherWays.map((way) => (
            <Card key={way.title}>
              <CardIcon>
                <Icon name={way.icon} />
              </CardIcon>
              <h3>{way.title}</h3>
              <p>{way.text}</p>
              <div>
                <ButtonLink href={way.href} external={way.external} variant="light">
                  {way.label}
                </ButtonLink>
              </div>
            </Card>
          ))}
        </Grid>
      </Section>
      <Disclosure aria-labelledby="disclosure-title">
        <Container>
          <h2 id="disclosure-title">Florida charitable solicitation disclosure</h2>
          <p>
            {site.name} is registered with the Florida Department of Agriculture and Consumer Services under
            registration number {site.charity.registrationNumber}. A COPY OF THE OFFICIAL REGISTRATION AND FINANCIAL
            INFORMATION MAY BE OBTAINED FROM THE DIVISION OF CONSUMER SERVICES BY CALLING TOLL-FREE{" "}
            <a href={site.charity.hotlineHref} className="tel">{site.charity.hotline}</a> WITHIN THE STATE OR VISITING{" "}
            <ExternalLink href={site.charity.consumerSite}>www.FloridaConsumerHelp.com</ExternalLink>
            . REGISTRATION DOES NOT IMPLY ENDORSEMENT, APPROVAL, OR RECOMMENDATION BY THE STATE.
          </p>
        </Container>
      </Disclosure>
      <JsonLd data={donateJsonLd(givingTiers)} />
    </>
  );
}
