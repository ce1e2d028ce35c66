/** A membership tier of The Village (spec §3, §9): its facts; description, benefits and button words are in lib/i18n (membership). */
export interface MembershipTier {
  id: "seeker" | "healingPath" | "innerCircle" | "deeperPath";
  /** A programme name: the same in every language. */
  title: string;
  /** US dollars per period; 0 is free. */
  price: number;
  period?: "month" | "quarter";
  popular: boolean;
}

export const membershipTiers: readonly MembershipTier[] = [
  { id: "seeker", title: "Seeker", price: 0, popular: false },
  { id: "healingPath", title: "Healing Path", price: 33, period: "month", popular: true },
  { id: "innerCircle", title: "Inner Circle Path", price: 108, period: "month", popular: false },
  { id: "deeperPath", title: "Deeper Path", price: 777, period: "quarter", popular: false },
];
