import styled from "styled-components";
import type { Locale } from "@/lib/i18n";
import type { IconCardItem } from "@/lib/icons";
import { ButtonLink } from "./button";
import { Card, CardIcon } from "./card";
import { Icon } from "./icon";
import { Grid } from "./section";

/**
 * A real list (an <article> may not take role="listitem"). Each card sits inside its <li>, so the <style>
 * element styled-components writes before the first card lands in the <li>, not directly in the <ul>.
 */
const List = styled(Grid)`
  list-style: none;
  margin: 0;
  padding: 0;

  & > li {
    display: flex;
  }

  & > li > * {
    flex: 1;
  }
`;

/** A grid of icon cards (values on / and /about, impact and ways to give on /donate); buttons are light, for a dark band. */
export function IconCards({ locale, items, min }: { locale: Locale; items: readonly IconCardItem[]; min?: string }) {
  return (
    <List as="ul" $min={min}>
      {items.map(({ icon, title, text, action }) => (
        <li key={title}>
          <Card>
            <CardIcon>
              <Icon name={icon} />
            </CardIcon>
            <h3>{title}</h3>
            <p>{text}</p>
            {action && (
              <div>
                <ButtonLink locale={locale} href={action.href} external={action.external} variant="light">
                  {action.label}
                </ButtonLink>
              </div>
            )}
          </Card>
        </li>
      ))}
    </List>
  );
}
