import { site } from "./site";

const { region, opening } = site.retreatCenter;

/**
 * Each section's hero illustration and its alt text, shared by the page heroes and, with the eyebrow and
 * title of its share card, by the share images (lib/og.ts).
 */
export const heroes = {
  home: {
    image: "/images/hero-home.svg",
    alt: "A river at dusk framed by live oaks, with the moon rising inside a golden ring",
    share: { eyebrow: "A Florida nonprofit", title: site.tagline },
  },
  about: {
    image: "/images/hero-about.svg",
    alt: "Sunrise over rolling hills and cabbage palms",
    share: { eyebrow: "Our Intention", title: "Healing is a return, not a repair" },
  },
  services: {
    image: "/images/hero-services.svg",
    alt: "A forest clearing at night lit by the glow of a ceremonial fire circle",
    share: { eyebrow: "Sacred Services", title: "Ceremony, counseling, dance and retreat" },
  },
  events: {
    image: "/images/hero-events.svg",
    alt: "The phases of the moon arching across a night sky above still water",
    share: { eyebrow: "Events & Retreats", title: "Online circles every week, ceremonies on the land" },
  },
  village: {
    image: "/images/hero-village.svg",
    alt: "A circle of small lodges beneath a starry sky",
    share: { eyebrow: "The Village", title: "You were never meant to walk alone" },
  },
  donate: {
    image: "/images/hero-donate.svg",
    alt: "A young oak growing on a hill as the sun rises behind it",
    share: { eyebrow: "Support the sanctuary", title: "Give the gift of healing" },
  },
  journey: {
    image: "/images/hero-journey.svg",
    alt: "A winding path climbing a hill toward the rising sun",
    share: { eyebrow: "The Renewal Journey", title: "Five stages of coming home to yourself" },
  },
  retreat: {
    image: "/images/hero-retreat.svg",
    alt: "Rolling Central Florida hills around a lake, with a lodge in the distance",
    share: { eyebrow: "The Retreat Center", title: `A sanctuary in ${region}, ${opening}` },
  },
  contact: { image: "/images/hero-contact.svg", alt: "A calm lake at twilight with the first stars appearing" },
  privacy: { image: "/images/hero-privacy.svg", alt: "Quiet layered hills under a soft evening sky" },
} as const satisfies Record<string, { image: `/images/${string}.svg`; alt: string; share?: { eyebrow: string; title: string } }>;

export type HeroName = keyof typeof heroes;
