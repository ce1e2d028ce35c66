import type { IconName } from "@/lib/icons";
import { site } from "@/lib/site";

/** A monthly giving tier of /donate (spec §3, §9): its facts; phrase, impact and button words are in lib/i18n (giving.tiers). */
export interface GivingTier {
  id: keyof typeof site.links.tiers;
  icon: IconName;
  /** A programme name: the same in every language. */
  title: string;
  /** US dollars a month. */
  amount: number;
  paymentLink: string;
}

export const givingTiers: readonly GivingTier[] = [
  { id: "sacredSeed", icon: "seed", title: "Sacred Seed", amount: 25, paymentLink: site.links.tiers.sacredSeed },
  { id: "rootedSupporter", icon: "tree", title: "Rooted Supporter", amount: 75, paymentLink: site.links.tiers.rootedSupporter },
  { id: "radiantLight", icon: "sun", title: "Radiant Light", amount: 150, paymentLink: site.links.tiers.radiantLight },
  { id: "legacyGiver", icon: "star", title: "Legacy Giver", amount: 300, paymentLink: site.links.tiers.legacyGiver },
  { id: "sanctuaryBuilder", icon: "home", title: "Sanctuary Builder", amount: 500, paymentLink: site.links.tiers.sanctuaryBuilder },
];

/** Icons of the impact cards and of the other ways to give on /donate (their words: pages.donate in lib/i18n). */
export const impactIcons = { circles: "users", healing: "heart", sanctuary: "home" } as const satisfies Record<string, IconName>;
export const otherWays = {
  volunteer: { icon: "hands", href: "/community#volunteer" },
  share: { icon: "sparkle", href: site.links.donateShortLink, external: true },
  inKind: { icon: "mail", href: "/contact" },
} as const satisfies Record<string, { icon: IconName; href: string; external?: boolean }>;
