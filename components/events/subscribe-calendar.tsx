import type { ReactNode } from "react";
import styled from "styled-components";
import { ButtonLink } from "@/components/ui/button";
import { Card, CardIcon } from "@/components/ui/card";
import { Icon } from "@/components/ui/icon";
import { Grid, Section } from "@/components/ui/section";
import { feedGoogleUrl, feedUrl, feedWebcalUrl } from "@/lib/calendar";
import type { IconName } from "@/lib/icons";

const Ways = styled(Grid)`
  & code {
    display: block;
    padding: var(--space-3) var(--space-4);
    border-radius: var(--radius-s);
    background: var(--color-sand);
    border: 1px solid var(--color-line);
    font: 500 var(--step--1) / 1.5 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
    overflow-wrap: anywhere; /* the last resort: the <wbr> before each slash comes first */
    /* One click selects the whole address, ready to copy, with no script. */
    user-select: all;
  }
`;

/** One way to subscribe: what it is, one plain line on what happens, and its action. */
function Way({ id, icon, title, text, children }: { id: string; icon: IconName; title: string; text: string; children: ReactNode }) {
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
export function SubscribeCalendar() {
  return (
    <Section
      tone="paper"
      id="subscribe"
      eyebrow="Stay in rhythm"
      title="Subscribe to our calendar"
      lead="Our weekly circles and series in the calendar you already use. Subscribe once: new dates and changes appear there by themselves."
    >
      <Ways $min="17rem">
        <Way id="subscribe-app" icon="phone" title="Apple, Outlook or your phone" text="Opens the calendar app on this device, which asks whether to subscribe.">
          <a className="btn btn--primary" href={feedWebcalUrl()}>
            Subscribe in your calendar
          </a>
        </Way>
        <Way id="subscribe-google" icon="calendar" title="Google Calendar" text="Opens Google Calendar in a new tab: choose “Add” and our events join your own.">
          <ButtonLink href={feedGoogleUrl()} variant="secondary" external>
            Add to Google Calendar
          </ButtonLink>
        </Way>
        <Way id="subscribe-url" icon="link" title="Any other calendar" text="Copy this address into your calendar’s “Subscribe” or “Add calendar from URL” option.">
          <code>
            {feedUrl()
              .split("/")
              .map((part, i) => (i === 0 ? part : [<wbr key={i} />, `/${part}`]))}
          </code>
        </Way>
      </Ways>
    </Section>
  );
}
