import { absoluteUrl } from "./paths";
import { heroes, type HeroName } from "./heroes";
import { site } from "./site";

/** Size of every share image: the 1.91:1 card that OpenGraph and Twitter/X crop to. */
export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

const { region, opening } = site.retreatCenter;

/**
 * One share image per section of the site, rendered at build time by app/og/[image]/route.tsx
 * into out/og/<name>.png over the section's hero art. Pages without a section of their own use "home".
 */
export const ogImages = {
  home: { eyebrow: "A Florida nonprofit", title: site.tagline },
  about: { eyebrow: "Our Intention", title: "Healing is a return, not a repair" },
  services: { eyebrow: "Sacred Services", title: "Ceremony, counseling, dance and retreat" },
  events: { eyebrow: "Events & Retreats", title: "Online circles every week, ceremonies on the land" },
  village: { eyebrow: "The Village", title: "You were never meant to walk alone" },
  donate: { eyebrow: "Support the sanctuary", title: "Give the gift of healing" },
  journey: { eyebrow: "The Renewal Journey", title: "Five stages of coming home to yourself" },
  retreat: { eyebrow: "The Retreat Center", title: `A sanctuary in ${region}, ${opening}` },
} as const satisfies Partial<Record<HeroName, { eyebrow: string; title: string }>>;

export type OgImageName = keyof typeof ogImages;
export const ogImageNames = Object.keys(ogImages) as OgImageName[];

/** The organisation's square logo (JSON-LD `logo`), rendered by the same route as the share images. */
export const LOGO = { path: "/og/logo.png", size: 512 } as const;

/** URL, size and alt text of a section's share image, for OpenGraph and Twitter metadata. */
export function ogImage(name: OgImageName) {
  return { url: absoluteUrl(`/og/${name}.png`), ...OG_IMAGE_SIZE, alt: `${site.name}, ${ogImages[name].eyebrow}: ${heroes[name].alt}`, type: "image/png" };
}

/** Host name shown on the share images, e.g. "www.example.org". */
export const siteHost = new URL(site.url).host;
