/** A membership tier of The Village (spec §3, §9). */
export interface MembershipTier {
  title: string;
  price: string;
  period?: string;
  description: string;
  benefits: readonly string[];
  cta: string;
  popular: boolean;
}

export const membershipTiers: readonly MembershipTier[] = [
  {
    title: "Seeker",
    price: "Free",
    description: "Step into the village, meet the community and take part in open circles.",
    benefits: ["Access to The Village online community", "Open monthly circles and live events", "Community discussions and resources"],
    cta: "Join for Free",
    popular: false,
  },
  {
    title: "Healing Path",
    price: "$33",
    period: "/month",
    description: "For those ready to walk a steady path of growth with weekly support.",
    benefits: ["Everything in Seeker", "Weekly circles, including the Mid-Week Heart-to-Heart", "Guided meditation library", "Members-only workshops"],
    cta: "Start Your Path",
    popular: true,
  },
  {
    title: "Inner Circle Path",
    price: "$108",
    period: "/month",
    description: "Deeper immersion with our facilitators and the core of the community.",
    benefits: ["Everything in Healing Path", "50% discount on weekend retreats", "Monthly small-group mentorship", "Priority booking for ceremonies"],
    cta: "Enter the Inner Circle",
    popular: false,
  },
  {
    title: "Deeper Path",
    price: "$777",
    period: "/quarter",
    description: "Our most complete journey, with a retreat woven into every season.",
    benefits: ["Everything in Inner Circle Path", "One weekend retreat included per quarter", "Quarterly one-on-one integration session", "Seasonal ceremony invitations"],
    cta: "Walk the Deeper Path",
    popular: false,
  },
];
