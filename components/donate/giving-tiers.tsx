import styled from "styled-components";
import { ButtonLink } from "@/components/ui/button";
import { Card, CardIcon } from "@/components/ui/card";
import { Icon } from "@/components/ui/icon";
import { Grid } from "@/components/ui/section";
import type { GivingTier } from "@/lib/data/giving";

/** The cards' phrase is styled from the grid (their price is `.price` in app/globals.css): rules on a styled component would be written next to each of the five cards. */
const Tiers = styled(Grid)`
  & a {
    width: 100%;
    padding-inline: 1rem;
  }

  & .tier-phrase {
    font-family: var(--font-serif);
    font-style: italic;
    color: var(--color-teal) !important;
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
          <p className="price">
            ${tier.amount}
            <span>/month</span>
          </p>
          <p className="tier-phrase">{tier.phrase}</p>
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
