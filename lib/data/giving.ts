import type { IconName } from "@/lib/icons";
import { site } from "@/lib/site";

/** A monthly giving tier of /donate (spec §3, §9): amount and payment page from content/site.yaml; phrase, impact and button words are in lib/i18n (giving.tiers). */
export interface GivingTier {
  id: keyof typeof site.giving;
  icon: IconName;
  /** A programme name: the same in every language. */
  title: string;
  /** US dollars a month. */
  amount: number;
  paymentLink: string;
}

const tier = (id: GivingTier["id"], icon: IconName, title: string): GivingTier => ({ id, icon, title, ...site.giving[id] });
export const givingTiers: readonly GivingTier[] = [
  tier("sacredSeed", "seed", "Sacred Seed"),
  tier("rootedSupporter", "tree", "Rooted Supporter"),
  tier("radiantLight", "sun", "Radiant Light"),
  tier("legacyGiver", "star", "Legacy Giver"),
  tier("sanctuaryBuilder", "home", "Sanctuary Builder"),
];

/** Icons of the impact cards and of the other ways to give on /donate (their words: pages.donate in lib/i18n). */
export const impactIcons = { circles: "users", healing: "heart", sanctuary: "home" } as const satisfies Record<string, IconName>;
export const otherWays = {
  volunteer: { icon: "hands", href: "/community#volunteer" },
  share: { icon: "sparkle", href: site.links.donateShortLink, external: true },
  inKind: { icon: "mail", href: "/contact" },
} as const satisfies Record<string, { icon: IconName; href: string; external?: boolean }>;
