import { site } from "@/lib/site";

/** A membership tier of The Village (spec §3, §9): price, period and mark from content/site.yaml; its name, description, benefits and button in content/pages/community.yaml (tiers). */
export interface MembershipTier {
  id: keyof typeof site.membership;
  /** US dollars per period; 0 is free. */
  price: number;
  period?: "month" | "quarter";
  popular: boolean;
}

const tier = (id: MembershipTier["id"]): MembershipTier => ({ id, ...site.membership[id] });
export const membershipTiers: readonly MembershipTier[] = [
  tier("seeker"),
  tier("healingPath"),
  tier("innerCircle"),
  tier("deeperPath"),
];
