import { ButtonLink } from "@/components/ui/button";
import { isScheduled } from "@/lib/calendar";
import type { Event } from "@/lib/content";
import { contactHref } from "@/lib/contact";
import { statusOf } from "@/lib/format";
import { fieldLang, fill, ui, type Locale } from "@/lib/i18n";
import { platformLinks, site } from "@/lib/site";

/**
 * An event's one action on a card: RSVP on the platform, or reserve through /contact (an event with no date yet
 * has words of its own that promise no booking, and the form's subject names it); once the event has ended, hear about the next one in the community.
 * Its accessible name is its words, then the card's title (`headingId`): a list of links tells the cards' apart.
 */
export function EventAction({ event, locale, headingId }: { event: Event; locale: Locale; headingId: string }) {
  const t = ui(locale).events;
  const names = { id: `${headingId}-action`, "aria-labelledby": `${headingId}-action ${headingId}` };
  if (statusOf(event).state === "ended") {
    return (
      <ButtonLink locale={locale} href={site.links.community} external variant="secondary" {...names}>
        {t.join}
      </ButtonLink>
    );
  }
  if (!event.rsvp) {
    return (
      <ButtonLink
        locale={locale}
        href={contactHref(fill(isScheduled(event) ? t.reserveSubject : t.waitlistSubject, { event: event.title }))}
        variant="secondary"
        {...names}
      >
        {isScheduled(event) ? t.card.reserve : t.card.reserveUndated}
      </ButtonLink>
    );
  }
  return (
    <ButtonLink locale={locale} href={platformLinks[event.platform]} external {...names}>
      <span lang={fieldLang(event, "buttonText", locale)}>{event.buttonText}</span>
    </ButtonLink>
  );
}
