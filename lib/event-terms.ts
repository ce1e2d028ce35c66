import type { Event } from "./content";
import { formatPrice } from "./format";
import { contactHref } from "./contact";
import { fill, localeHref, ui, type Locale } from "./i18n";
import { site } from "./site";

/**
 * An event's terms as visitors read them: what it costs and the language it is held in, each the whole phrase
 * staff wrote for its kind (content/ui.yaml: events.cost, events.languages), prices formatted in the page's language.
 * A cost not stated yet says so in words of its own; a language not stated is the site's usual one (Site facts).
 * Staff are told of both before going live (lib/reporting/launch-check.ts).
 */

/** The cost as one phrase, e.g. "Free for Village members" or "$40 to $80"; undefined when not stated (or a price kind with no amount). */
export function formatCost(event: Pick<Event, "cost">, locale: Locale): string | undefined {
  const cost = event.cost;
  if (!cost) return undefined;
  const t = ui(locale).events.cost;
  const price = (amount: number) => formatPrice(amount, locale);
  const range = cost.amount !== undefined && cost.upTo !== undefined && cost.upTo > cost.amount;
  switch (cost.kind) {
    case "free":
      return t.free;
    case "members":
      return t.members;
    case "price":
      if (cost.amount === undefined) return undefined;
      return range
        ? fill(t.range, { from: price(cost.amount), to: price(cost.upTo!) })
        : fill(t.price, { price: price(cost.amount) });
    case "sliding":
      if (cost.amount === undefined) return t.sliding;
      return range
        ? fill(t.slidingRange, { from: price(cost.amount), to: price(cost.upTo!) })
        : fill(t.slidingFrom, { price: price(cost.amount) });
  }
}

/** The cost with its note, for the event's page and calendar files: "Free for Village members · Open to all". */
export function formatCostWithNote(event: Pick<Event, "cost">, locale: Locale): string | undefined {
  const phrase = formatCost(event, locale);
  return phrase && [phrase, event.cost?.note].filter(Boolean).join(" · ");
}

/** The cost for a card or page: its phrase, or "Cost to be announced" while it is not stated. */
export const costOrTbd = (event: Pick<Event, "cost">, locale: Locale): string =>
  formatCost(event, locale) ?? ui(locale).events.cost.tbd;

/** The language an event is held in, e.g. "In Spanish": its own, or else the usual language of the site's gatherings. */
export function formatLanguage(event: Pick<Event, "language">, locale: Locale): string {
  return ui(locale).events.languages[event.language ?? site.gatherings.language];
}

/** The BCP 47 tags of the language an event is held in, for JSON-LD's inLanguage. */
export function languageTags(event: Pick<Event, "language">): string[] | undefined {
  if (!event.language) return undefined;
  return event.language === "both" ? ["en", "es"] : [event.language];
}

/** The Contact page with the subject filled in, e.g. "Sponsored seat: Winter Solstice Retreat" (components/contact reads ?subject=). */
export function sponsoredSeatHref(event: Pick<Event, "title">, locale: Locale): string {
  const subject = fill(ui(locale).events.cost.seatSubject, { event: event.title });
  return localeHref(locale, contactHref(subject));
}
