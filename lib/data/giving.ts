import type { IconName } from "@/lib/icons";
import { site } from "@/lib/site";

/** A monthly giving tier of /donate (spec §3, §9): amount and payment page from content/site.yaml; its name, phrase, impact and button in content/pages/donate.yaml (tiers). */
export interface GivingTier {
  id: keyof typeof site.giving;
  icon: IconName;
  /** US dollars a month. */
  amount: number;
  paymentLink: string;
}

const tier = (id: GivingTier["id"], icon: IconName): GivingTier => ({ id, icon, ...site.giving[id] });
export const givingTiers: readonly GivingTier[] = [
  tier("sacredSeed", "seed"),
  tier("rootedSupporter", "tree"),
  tier("radiantLight", "sun"),
  tier("legacyGiver", "star"),
  tier("sanctuaryBuilder", "home"),
];

/** Icons of the impact cards and of the other ways to give on /donate (their words: content/pages/donate.yaml). */
export const impactIcons = { circles: "users", healing: "heart", sanctuary: "home" } as const satisfies Record<
  string,
  IconName
>;
export const otherWays = {
  volunteer: { icon: "hands", href: "/community#volunteer" },
  share: { icon: "sparkle", href: site.links.donateShortLink, external: true },
  inKind: { icon: "mail", href: "/contact" },
} as const satisfies Record<string, { icon: IconName; href: string; external?: boolean }>;
