/** The illustration of each section's hero and its alt text, shared by the page heroes and the share images (lib/og.ts). */
export const heroes = {
  home: { image: "/images/hero-home.svg", alt: "A river at dusk framed by live oaks, with the moon rising inside a golden ring" },
  about: { image: "/images/hero-about.svg", alt: "Sunrise over rolling hills and cabbage palms" },
  services: { image: "/images/hero-services.svg", alt: "A forest clearing at night lit by the glow of a ceremonial fire circle" },
  events: { image: "/images/hero-events.svg", alt: "The phases of the moon arching across a night sky above still water" },
  village: { image: "/images/hero-village.svg", alt: "A circle of small lodges beneath a starry sky" },
  donate: { image: "/images/hero-donate.svg", alt: "A young oak growing on a hill as the sun rises behind it" },
  journey: { image: "/images/hero-journey.svg", alt: "A winding path climbing a hill toward the rising sun" },
  retreat: { image: "/images/hero-retreat.svg", alt: "Rolling Central Florida hills around a lake, with a lodge in the distance" },
  contact: { image: "/images/hero-contact.svg", alt: "A calm lake at twilight with the first stars appearing" },
  privacy: { image: "/images/hero-privacy.svg", alt: "Quiet layered hills under a soft evening sky" },
} as const satisfies Record<string, { image: `/images/${string}.svg`; alt: string }>;

export type HeroName = keyof typeof heroes;
