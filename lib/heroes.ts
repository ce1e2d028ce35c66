import { formatOpening } from "./dated-facts";
import type { Dictionary } from "./i18n";

/**
 * Each section's hero illustration, shared by the page heroes and the share images (lib/og.ts).
 * Its alt text, and the eyebrow and title of its share card, are in lib/i18n (heroes).
 */
export const heroes = {
  home: "/images/hero-home.svg",
  about: "/images/hero-about.svg",
  services: "/images/hero-services.svg",
  events: "/images/hero-events.svg",
  village: "/images/hero-village.svg",
  donate: "/images/hero-donate.svg",
  journey: "/images/hero-journey.svg",
  retreat: "/images/hero-retreat.svg",
  contact: "/images/hero-contact.svg",
  privacy: "/images/hero-privacy.svg",
} as const satisfies Record<keyof Dictionary["heroes"], `/images/${string}.svg`>;

export type HeroName = keyof typeof heroes;

/** The eyebrow and title of a section's share image, in the dictionary's language; undefined for a section without one. */
export function shareCard(t: Dictionary, name: HeroName): { eyebrow: string; title: string } | undefined {
  const words = t.heroes[name];
  if (!("eyebrow" in words)) return undefined;
  if (name === "home") return { eyebrow: words.eyebrow, title: t.site.tagline };
  const title = "title" in words ? words.title : "";
  return { eyebrow: words.eyebrow, title: typeof title === "function" ? title(t.site.retreatRegion, formatOpening(t)) : title };
}
