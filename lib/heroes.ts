import type { RetreatState } from "./dated-facts";
import { say, sayRetreat, ui, type Locale, type UiWords } from "./i18n";

/**
 * Each section's hero illustration, shared by the page heroes and the share images (lib/seo/og.ts).
 * Its alt text, and the eyebrow and title of its share card, are in content/ui.yaml (illustrations).
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
} as const satisfies Record<keyof UiWords["illustrations"], `/images/${string}.svg`>;

export type HeroName = keyof typeof heroes;

/** The sections with a share image of their own: those whose words give it a small line. */
export type ShareCardName = {
  [K in HeroName]: UiWords["illustrations"][K] extends { shareEyebrow: string } ? K : never;
}[HeroName];

/** The eyebrow and title of a section's share image in `locale` (the home page's title is the tagline); undefined for a section without one. */
export function shareCard(locale: Locale, name: HeroName): { eyebrow: string; title: string } | undefined {
  const t = ui(locale);
  const words: { alt: string; shareEyebrow?: string; shareTitle?: string | Record<RetreatState, string> } =
    t.illustrations[name];
  if (!words.shareEyebrow) return undefined;
  const title = words.shareTitle ?? t.site.tagline;
  return {
    eyebrow: words.shareEyebrow,
    title: typeof title === "string" ? say(locale, title) : sayRetreat(locale, title),
  };
}
