import styled from "styled-components";
import { ButtonLink } from "@/components/ui/button";
import { Card, CardIcon, PriceSizing } from "@/components/ui/card";
import { Icon } from "@/components/ui/icon";
import { Grid } from "@/components/ui/section";
import type { GivingTier } from "@/lib/data/giving";
import { formatPrice } from "@/lib/format";
import { langIfOther, say, ui, wordsOf, type Locale } from "@/lib/i18n";

/** The cards' phrase is styled from the grid (their price is `.price` in app/globals.css, sized by PriceSizing): rules on a styled component would be written next to each of the five cards. */
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
export function GivingTiers({ tiers, locale }: { tiers: readonly GivingTier[]; locale: Locale }) {
  const t = wordsOf("donate", locale);
  const perMonth = ui(locale).prices.perMonth;
  return (
    <>
      <PriceSizing />
      <Tiers $min="12.5rem">
        {tiers.map((tier) => (
          <Card
            key={tier.id}
            aria-label={say(locale, t.tierLabel, {
              tier: t.tiers[tier.id].name,
              amount: formatPrice(tier.amount, locale),
            })}
          >
            <CardIcon>
              <Icon name={tier.icon} />
            </CardIcon>
            <h3 lang={langIfOther("en", locale)}>{t.tiers[tier.id].name}</h3>
            <p className="price">
              {formatPrice(tier.amount, locale)}
              <span>{perMonth}</span>
            </p>
            <p className="tier-phrase">{t.tiers[tier.id].phrase}</p>
            <p>{t.tiers[tier.id].impact}</p>
            <div>
              <ButtonLink locale={locale} href={tier.paymentLink} external>
                {t.tiers[tier.id].buttonText}
              </ButtonLink>
            </div>
          </Card>
        ))}
      </Tiers>
    </>
  );
}
