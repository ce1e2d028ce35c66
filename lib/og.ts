import { absoluteUrl } from "./paths";
import { site } from "./site";

/** Size of every share image: the 1.91:1 card that OpenGraph and Twitter/X crop to. */
export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/**
 * One share image per section of the site, rendered at build time by app/og/[image]/route.tsx
 * into out/og/<name>.png over the section's hero art. Pages without a section of their own use "home".
 */
export const ogImages = {
  home: { art: "hero-home", eyebrow: "A Florida nonprofit", title: "Remember who you are. Come home to the circle.", alt: "Heartwood Sanctuary: a river at dusk under a moon in a golden ring" },
  about: { art: "hero-about", eyebrow: "Our Intention", title: "Healing is a return, not a repair", alt: "Heartwood Sanctuary, our intention: sunrise over rolling hills" },
  services: { art: "hero-services", eyebrow: "Sacred Services", title: "Ceremony, counseling, dance and retreat", alt: "Heartwood Sanctuary services: a ceremonial fire circle in a forest clearing" },
  events: { art: "hero-events", eyebrow: "Events & Retreats", title: "Online circles every week, ceremonies on the land", alt: "Heartwood Sanctuary events: the phases of the moon above still water" },
  village: { art: "hero-village", eyebrow: "The Village", title: "You were never meant to walk alone", alt: "The Village at Heartwood Sanctuary: small lodges beneath a starry sky" },
  donate: { art: "hero-donate", eyebrow: "Support the sanctuary", title: "Give the gift of healing", alt: "Donate to Heartwood Sanctuary: a young oak on a hill at sunrise" },
  journey: { art: "hero-journey", eyebrow: "The Renewal Journey", title: "Five stages of coming home to yourself", alt: "Heartwood Sanctuary renewal journey: a winding path climbing toward the rising sun" },
  retreat: { art: "hero-retreat", eyebrow: "The Retreat Center", title: "A sanctuary in Central Florida, Spring 2026", alt: "Heartwood Sanctuary retreat center: rolling hills around a lake with a lodge" },
} as const satisfies Record<string, { art: string; eyebrow: string; title: string; alt: string }>;

export type OgImageName = keyof typeof ogImages;
export const ogImageNames = Object.keys(ogImages) as OgImageName[];

/** The organisation's square logo (JSON-LD `logo`), rendered by the same route as the share images. */
export const LOGO = { path: "/og/logo.png", size: 512 } as const;

/** URL, size and alt text of a section's share image, for OpenGraph and Twitter metadata. */
export function ogImage(name: OgImageName) {
  return { url: absoluteUrl(`/og/${name}.png`), ...OG_IMAGE_SIZE, alt: ogImages[name].alt, type: "image/png" };
}

/** Host name shown on the share images, e.g. "www.example.org". */
export const siteHost = new URL(site.url).host;
