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
 */
export function EventAction({ event, locale }: { event: Event; locale: Locale }) {
  const t = ui(locale).events;
  if (statusOf(event).state === "ended") {
    return (
      <ButtonLink locale={locale} href={site.links.community} external variant="secondary">
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
      >
        {isScheduled(event) ? t.card.reserve : t.card.reserveUndated}
      </ButtonLink>
    );
  }
  return (
    <ButtonLink locale={locale} href={platformLinks[event.platform]} external>
      <span lang={fieldLang(event, "buttonText", locale)}>{event.buttonText}</span>
    </ButtonLink>
  );
}
