import type { ReactNode } from "react";
import styled from "styled-components";
import { ButtonLink } from "@/components/ui/button";
import { Card, CardIcon } from "@/components/ui/card";
import { Icon } from "@/components/ui/icon";
import { Grid, Section } from "@/components/ui/section";
import { feedGoogleUrl, feedUrl, feedWebcalUrl } from "@/lib/calendar";
import { wordsOf, type Locale } from "@/lib/i18n";
import type { IconName } from "@/lib/icons";

const Ways = styled(Grid)`
  & code {
    display: block;
    padding: var(--space-3) var(--space-4);
    border-radius: var(--radius-s);
    background: var(--color-sand);
    border: 1px solid var(--color-line);
    font:
      500 var(--step--1) / 1.5 ui-monospace,
      SFMono-Regular,
      Menlo,
      Consolas,
      monospace;
    overflow-wrap: anywhere; /* the last resort: the <wbr> before each slash comes first */
    /* One click selects the whole address, ready to copy, with no script. */
    user-select: all;
  }
`;

/** One way to subscribe: what it is, one plain line on what happens, and its action. */
function Way({
  id,
  icon,
  title,
  text,
  children,
}: {
  id: string;
  icon: IconName;
  title: string;
  text: string;
  children: ReactNode;
}) {
  return (
    <Card aria-labelledby={id}>
      <CardIcon>
        <Icon name={icon} />
      </CardIcon>
      <h3 id={id}>{title}</h3>
      <p>{text}</p>
      <div>{children}</div>
    </Card>
  );
}

/** "Subscribe to our calendar" on /events: the feed of every scheduled event, three ways, each explained in a line. */
export function SubscribeCalendar({ locale }: { locale: Locale }) {
  const t = wordsOf("events", locale).subscribe;
  return (
    <Section tone="paper" id="subscribe" eyebrow={t.eyebrow} title={t.title} lead={t.lead}>
      <Ways $min="17rem">
        <Way id="subscribe-app" icon="phone" title={t.appTitle} text={t.appText}>
          <a className="btn btn--primary" href={feedWebcalUrl(locale)}>
            {t.appButton}
          </a>
        </Way>
        <Way id="subscribe-google" icon="calendar" title={t.googleTitle} text={t.googleText}>
          <ButtonLink locale={locale} href={feedGoogleUrl(locale)} variant="secondary" external>
            {t.googleButton}
          </ButtonLink>
        </Way>
        <Way id="subscribe-url" icon="link" title={t.urlTitle} text={t.urlText}>
          <code>
            {feedUrl(locale)
              .split("/")
              .map((part, i) => (i === 0 ? part : [<wbr key={i} />, `/${part}`]))}
          </code>
        </Way>
      </Ways>
    </Section>
  );
}
