import { ButtonLink } from "@/components/ui/button";
import { ui, wordsOf, type Locale } from "@/lib/i18n";
import { site } from "@/lib/site";

/** What a visitor can still do once an event has ended: hear about the next one, or ask (`onDark` in the hero). */
export function EndedActions({ locale, onDark = false }: { locale: Locale; onDark?: boolean }) {
  const t = { join: ui(locale).events.join, ask: wordsOf("event", locale).ask };
  return (
    <>
      <ButtonLink locale={locale} href={site.links.community} external>
        {t.join}
      </ButtonLink>
      <ButtonLink locale={locale} href="/contact" variant={onDark ? "light" : "secondary"}>
        {t.ask}
      </ButtonLink>
    </>
  );
}
