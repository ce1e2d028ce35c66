import styled from "styled-components";
import { ButtonLink } from "@/components/ui/button";
import { Card, PriceSizing } from "@/components/ui/card";
import { Icon } from "@/components/ui/icon";
import { Grid } from "@/components/ui/section";
import { CheckList } from "@/components/ui/split";
import type { MembershipTier } from "@/lib/data/membership";
import { formatPrice } from "@/lib/format";
import { langIfOther, ui, wordsOf, type Locale } from "@/lib/i18n";

/** The cards' badge and benefits are styled from the grid (their price is `.price` in app/globals.css, sized by PriceSizing): rules on a styled component would be written next to each of the four cards. */
const Tiers = styled(Grid)`
  & .tier-popular {
    position: absolute;
    top: 0;
    left: 50%;
    transform: translate(-50%, -50%);
    margin: 0;
    padding: 0.3rem 0.9rem;
    border-radius: var(--radius-pill);
    background: var(--color-amber);
    color: var(--color-night) !important;
    font-size: 0.8rem;
    font-weight: 700;
    letter-spacing: 0.06em;
    text-transform: uppercase;
    white-space: nowrap;
  }

  & .tier-gloss {
    margin-top: calc(-1 * var(--space-2));
    font-style: italic;
    color: var(--color-ink-soft);
  }

  & .tier-benefits {
    gap: var(--space-2);
    font-size: 0.98rem;
  }
`;

/** The four membership tiers of The Village; the popular one is lifted with the accent. */
export function MembershipTiers({
  tiers,
  href,
  locale,
}: {
  tiers: readonly MembershipTier[];
  href: string;
  locale: Locale;
}) {
  const prices = ui(locale).prices;
  const tiersWords = wordsOf("community", locale).tiers;
  return (
    <>
      <PriceSizing />
      <Tiers $min="15rem">
        {tiers.map((tier) => (
          <Card key={tier.id} lifted={tier.popular} aria-label={tiersWords[tier.id].name}>
            {tier.popular && <p className="tier-popular">{prices.mostPopular}</p>}
            {/* A programme name, in English on every page: marked so, for a Spanish screen reader. */}
            <h3 lang={langIfOther("en", locale)}>{tiersWords[tier.id].name}</h3>
            {tiersWords[tier.id].gloss && <p className="tier-gloss">{tiersWords[tier.id].gloss}</p>}
            <p className="price">
              {tier.price ? formatPrice(tier.price, locale) : prices.free}
              {tier.period && <span>{tier.period === "month" ? prices.perMonth : prices.perQuarter}</span>}
            </p>
            <p>{tiersWords[tier.id].description}</p>
            <CheckList className="tier-benefits">
              {tiersWords[tier.id].benefits.map((benefit) => (
                <li key={benefit}>
                  <Icon name="check" size={18} />
                  <span>{benefit}</span>
                </li>
              ))}
            </CheckList>
            <div>
              <ButtonLink locale={locale} href={href} external variant={tier.popular ? "primary" : "secondary"}>
                {tiersWords[tier.id].cta}
              </ButtonLink>
            </div>
          </Card>
        ))}
      </Tiers>
    </>
  );
}
