import styled from "styled-components";
import { ButtonLink } from "@/components/ui/button";
import { Card, CardIcon } from "@/components/ui/card";
import { Icon } from "@/components/ui/icon";
import { Grid, Section } from "@/components/ui/section";
import { feedGoogleUrl, feedUrl, feedWebcalUrl } from "@/lib/calendar";

const Ways = styled(Grid)`
  & code {
    display: block;
    padding: var(--space-3) var(--space-4);
    border-radius: var(--radius-s);
    background: var(--color-sand);
    border: 1px solid var(--color-line);
    font: 500 var(--step--1) / 1.5 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
    overflow-wrap: anywhere;
    /* One click selects the whole address, ready to copy, with no script. */
    user-select: all;
  }
`;

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
        <Card aria-labelledby="subscribe-app">
          <CardIcon>
            <Icon name="phone" />
          </CardIcon>
          <h3 id="subscribe-app">Apple, Outlook or your phone</h3>
          <p>Opens the calendar app on this device, which asks whether to subscribe.</p>
          <div>
            <a className="btn btn--primary" href={feedWebcalUrl()}>
              Subscribe in your calendar app
            </a>
          </div>
        </Card>
        <Card aria-labelledby="subscribe-google">
          <CardIcon>
            <Icon name="calendar" />
          </CardIcon>
          <h3 id="subscribe-google">Google Calendar</h3>
          <p>Opens Google Calendar in a new tab: choose “Add” and our events join your own.</p>
          <div>
            <ButtonLink href={feedGoogleUrl()} variant="secondary" external>
              Add to Google Calendar
            </ButtonLink>
          </div>
        </Card>
        <Card aria-labelledby="subscribe-url">
          <CardIcon>
            <Icon name="link" />
          </CardIcon>
          <h3 id="subscribe-url">Any other calendar</h3>
          <p>Copy this address into your calendar’s “Subscribe” or “Add calendar from URL” option.</p>
          <div>
            <code>{feedUrl()}</code>
          </div>
        </Card>
      </Ways>
    </Section>
  );
}
