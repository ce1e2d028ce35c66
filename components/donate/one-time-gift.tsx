import styled from "styled-components";
import { ButtonLink } from "@/components/ui/button";
import { Card, CardIcon } from "@/components/ui/card";
import { Icon } from "@/components/ui/icon";
import { wordsOf, type Locale } from "@/lib/i18n";
import { site } from "@/lib/site";

const Wide = styled(Card)`
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

/** The one-time gift: a wide card after the monthly tiers. */
export function OneTimeGift({ locale }: { locale: Locale }) {
  const t = wordsOf("donate", locale).oneTime;
  return (
    <Wide aria-labelledby="one-time-title">
      <CardIcon>
        <Icon name="gift" />
      </CardIcon>
      <div>
        <h3 id="one-time-title">{t.title}</h3>
        <p>{t.text}</p>
      </div>
      <ButtonLink locale={locale} href={site.links.oneTimeGift} external>
        {t.button}
      </ButtonLink>
    </Wide>
  );
}
