import type { IconCardItem, IconName } from "@/lib/icons";
import { site } from "@/lib/site";

/** A monthly giving tier of /donate (spec §3, §9). */
export interface GivingTier {
  icon: IconName;
  title: string;
  amount: number;
  phrase: string;
  impact: string;
  buttonText: string;
  paymentLink: string;
}

export const givingTiers: readonly GivingTier[] = [
  {
    icon: "seed",
    title: "Sacred Seed",
    amount: 25,
    phrase: "Plant the first seed",
    impact: "Provides sage, candles and ceremonial supplies for one monthly community circle.",
    buttonText: "Plant a Seed",
    paymentLink: site.links.tiers.sacredSeed,
  },
  {
    icon: "tree",
    title: "Rooted Supporter",
    amount: 75,
    phrase: "Grow deep roots",
    impact: "Sponsors a seat at a healing circle for someone who could not otherwise attend.",
    buttonText: "Take Root",
    paymentLink: site.links.tiers.rootedSupporter,
  },
  {
    icon: "sun",
    title: "Radiant Light",
    amount: 150,
    phrase: "Shine light on the path",
    impact: "Funds a month of free online circles for empaths and highly sensitive people.",
    buttonText: "Share Your Light",
    paymentLink: site.links.tiers.radiantLight,
  },
  {
    icon: "star",
    title: "Legacy Giver",
    amount: 300,
    phrase: "Leave a lasting legacy",
    impact: "Offers a full weekend retreat scholarship to a veteran, caregiver or healer in need.",
    buttonText: "Build a Legacy",
    paymentLink: site.links.tiers.legacyGiver,
  },
  {
    icon: "home",
    title: "Sanctuary Builder",
    amount: 500,
    phrase: "Raise the sanctuary walls",
    impact: `Helps lay the foundation of our ${site.retreatCenter.region} retreat center, one stone at a time.`,
    buttonText: "Build the Sanctuary",
    paymentLink: site.links.tiers.sanctuaryBuilder,
  },
];

/** What a gift does, shown as impact cards at the top of /donate. */
export const impactCards: readonly IconCardItem[] = [
  { icon: "users", title: "Circles open to all", text: "Your gift keeps weekly circles free or low-cost, so no seeker is turned away for lack of means." },
  { icon: "heart", title: "Sponsored healing", text: "Scholarships bring ceremonies and retreats to veterans, caregivers and people in grief or recovery." },
  { icon: "home", title: "A sanctuary for Florida", text: `Every gift helps build our retreat center in ${site.retreatCenter.region}, opening in ${site.retreatCenter.opening}.` },
];

/** Other ways to support, after the giving tiers. */
export const otherWays: readonly IconCardItem[] = [
  { icon: "hands", title: "Volunteer", text: "Give your time and gifts as a ceremony assistant, host or outreach guide.", action: { href: "/community#volunteer", label: "See volunteer roles" } },
  { icon: "sparkle", title: "Share the Link", text: "Send our donation page to a friend who believes in healing and community.", action: { href: site.links.donateShortLink, label: "Open the donation page", external: true } },
  { icon: "mail", title: "Gifts in Kind", text: "Land, materials, instruments or professional skills for the sanctuary: write to us.", action: { href: "/contact", label: "Contact us" } },
];
