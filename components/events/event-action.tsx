import { ButtonLink } from "@/components/ui/button";
import type { Event } from "@/lib/content";
import { statusOf } from "@/lib/format";
import { fieldLang, ui, type Locale } from "@/lib/i18n";
import { platformLinks, site } from "@/lib/site";

/**
 * An event's one action on a card: RSVP on the platform, or reserve through /contact; once the event has ended,
 * hear about the next one in the community.
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
      <ButtonLink locale={locale} href="/contact" variant="secondary">
        {t.card.reserve}
      </ButtonLink>
    );
  }
  return (
    <ButtonLink locale={locale} href={platformLinks[event.platform]} external>
      <span lang={fieldLang(event, "buttonText", locale)}>{event.buttonText}</span>
    </ButtonLink>
  );
}
