import { site } from "@/lib/site";

/** A membership tier of The Village (spec §3, §9): price, period and mark from content/site.yaml; description, benefits and button words are in lib/i18n (membership). */
export interface MembershipTier {
  id: keyof typeof site.membership;
  /** A programme name: the same in every language. */
  title: string;
  /** US dollars per period; 0 is free. */
  price: number;
  period?: "month" | "quarter";
  popular: boolean;
}

const tier = (id: MembershipTier["id"], title: string): MembershipTier => ({ id, title, ...site.membership[id] });
export const membershipTiers: readonly MembershipTier[] = [
  tier("seeker", "Seeker"),
  tier("healingPath", "Healing Path"),
  tier("innerCircle", "Inner Circle Path"),
  tier("deeperPath", "Deeper Path"),
];
