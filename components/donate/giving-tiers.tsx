import styled from "styled-components";
import { ButtonLink } from "@/components/ui/button";
import { Card, CardIcon } from "@/components/ui/card";
import { Icon } from "@/components/ui/icon";
import { Grid } from "@/components/ui/section";
import type { GivingTier } from "@/lib/data/giving";

const Amount = styled.p`
  font: 600 var(--step-3) / 1 var(--font-serif);
  color: var(--color-ink) !important;

  & span {
    font: 500 1rem var(--font-sans);
    color: var(--color-ink-soft);
  }
`;

const Phrase = styled.p`
  font-family: var(--font-serif);
  font-style: italic;
  color: var(--color-teal) !important;
`;

const Tiers = styled(Grid)`
  & a {
    width: 100%;
    padding-inline: 1rem;
  }
`;

/** The five monthly giving tiers; each button opens its payment page in a new tab. */
export function GivingTiers({ tiers }: { tiers: readonly GivingTier[] }) {
  return (
    <Tiers $min="12.5rem">
      {tiers.map((tier) => (
        <Card key={tier.title} aria-label={`${tier.title}, $${tier.amount} a month`}>
          <CardIcon>
            <Icon name={tier.icon} />
          </CardIcon>
          <h3>{tier.title}</h3>
          <Amount>
            ${tier.amount}
            <span>/month</span>
          </Amount>
          <Phrase>{tier.phrase}</Phrase>
          <p>{tier.impact}</p>
          <div>
            <ButtonLink href={tier.paymentLink} external>
              {tier.buttonText}
            </ButtonLink>
          </div>
        </Card>
      ))}
    </Tiers>
  );
}
