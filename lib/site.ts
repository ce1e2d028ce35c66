import fs from "node:fs";
import path from "node:path";
import YAML from "yaml";
import { z } from "zod";
import { ContentError, isoDate, placeIds, platformIds, text, validate, wholeNumber } from "./content";

/**
 * Every site-wide fact in one place (its words, in each language, are in content/ui.yaml and content/pages/). The
 * facts an editor changes are in content/site.yaml, checked against `siteFactsSchema` when the build reads them;
 * what depends on the build (its URL) or on the code (routes, the state's hotline) is set here.
 * Values on example.org / example.com are placeholders for the organisation's own accounts.
 */

/** Base path the site is built for, e.g. "/heartwood" on a GitHub Pages project site (see next.config.mjs). */
const basePath = (process.env.NEXT_PUBLIC_BASE_PATH || "").replace(/\/+$/, "");
/** Where the site is deployed; NEXT_PUBLIC_SITE_URL overrides the placeholder at build time. */
const origin = (process.env.NEXT_PUBLIC_SITE_URL || "https://www.example.org").replace(/\/+$/, "");
/** Public URL of the site's root, base path included (once, whether or not NEXT_PUBLIC_SITE_URL carries it). */
const siteUrl = basePath && !origin.endsWith(basePath) ? `${origin}${basePath}` : origin;

const link = z.url({ protocol: /^https$/, error: "an address starting https://" }).meta({ description: "A full address starting https://" });
const usPhone = z.string().regex(/^\+1[2-9]\d{9}$/, "a US number written +1 and ten digits, e.g. +13865550142");
const dollars = wholeNumber.min(0, "a whole number of dollars, 0 or more");
const place = (title: string) =>
  z
    .strictObject({
      name: text.meta({ title: "Name" }),
      address: z
        .strictObject({
          street: text.meta({ title: "Street" }),
          city: text.meta({ title: "City" }),
          region: z.string().regex(/^[A-Z]{2}$/, "a two-letter state code, e.g. FL").meta({ title: "State" }),
          postalCode: z.string().regex(/^\d{5}$/, "a five-digit ZIP code").meta({ title: "ZIP code" }),
        })
        .optional()
        .meta({ title: "Address", description: "Leave empty for an online room" }),
    })
    .meta({ title });
const givingTier = (title: string) =>
  z.strictObject({ amount: dollars.meta({ title: "Dollars a month" }), paymentLink: link.meta({ title: "Payment page" }) }).meta({ title });
const seasons = ["spring", "summer", "fall", "winter"] as const;
export type Season = (typeof seasons)[number];
const membershipTier = (title: string) =>
  z
    .strictObject({
      price: dollars.meta({ title: "Price in dollars", description: "0 is free" }),
      period: z.enum(["month", "quarter"]).optional().meta({ title: "Paid every", description: "Leave empty when free" }),
      popular: z.boolean().meta({ title: "Marked most popular" }),
    })
    .meta({ title });

/** The shape of content/site.yaml: field order is the order the admin page shows them. */
export const siteFactsSchema = z.strictObject({
  name: text.meta({ title: "Organisation's name", description: "Every page · the top bar, the footer, page titles in the browser tab, share images" }),
  email: z.email("an e-mail address").meta({ title: "E-mail", description: "Shown on every page and where the contact form sends" }),
  phone: usPhone.meta({ title: "Phone", description: "+1 and ten digits; pages show it as (386) 555-0142" }),
  cities: z.array(text.meta({ title: "City" })).min(1, "a list of at least one city").meta({ title: "Cities served" }),
  charity: z
    .strictObject({ registrationNumber: z.string().regex(/^CH\d+$/, "a Florida registration number such as CH80043").meta({ title: "Florida registration number" }) })
    .meta({ title: "Charity registration" }),
  copyrightYear: wholeNumber.min(2000, "a year such as 2025").meta({ title: "Copyright year", description: "Every page · the footer, after ©" }),
  privacyEffective: isoDate.meta({ title: "Privacy policy effective date" }),
  accessibility: z
    .strictObject({
      written: isoDate.meta({ title: "Statement written on" }),
      replyWithinBusinessDays: wholeNumber.min(1, "a whole number of days, 1 or more").meta({ title: "Feedback answered within (business days)" }),
    })
    .meta({ title: "Accessibility statement" }),
  givingDay: z
    .strictObject({ start: isoDate.meta({ title: "First day" }), end: isoDate.meta({ title: "Last day" }) })
    .refine((day) => day.end >= day.start, { message: "a last day on or after the first day", path: ["end"] })
    .meta({ title: "Giving day", description: "The home page's popup appeals for it on these days; after the last one the build warns until the next dates are set" }),
  retreatOpening: z
    .strictObject({ season: z.enum(seasons).meta({ title: "Season" }), year: wholeNumber.min(2000, "a year such as 2026").meta({ title: "Year" }) })
    .meta({ title: "Retreat center opening", description: "Written out per language; the build warns once it has passed" }),
  places: z
    .strictObject({ zoom: place("Zoom"), voiceRooms: place("Voice rooms"), interlachen: place("Sanctuary grounds"), miami: place("Miami center") } satisfies Record<(typeof placeIds)[number], unknown>)
    .meta({ title: "Places", description: "Where gatherings meet; an event names one of these" }),
  links: z
    .strictObject({
      community: link.meta({ title: "Community platform" }),
      redBookEvent: link.meta({ title: "Red Book series on the platform" }),
      invitation: link.meta({ title: "Invitation to The Village" }),
      oneTimeGift: link.meta({ title: "One-time gift" }),
      monthlyGiving: link.meta({ title: "Monthly giving" }),
      donateShortLink: link.meta({ title: "Donation short link" }),
      companionApp: link.meta({ title: "Companion app" }),
    })
    .meta({ title: "Outside links" }),
  giving: z
    .strictObject({
      sacredSeed: givingTier("Sacred Seed"),
      rootedSupporter: givingTier("Rooted Supporter"),
      radiantLight: givingTier("Radiant Light"),
      legacyGiver: givingTier("Legacy Giver"),
      sanctuaryBuilder: givingTier("Sanctuary Builder"),
    })
    .meta({ title: "Monthly giving tiers" }),
  membership: z
    .strictObject({ seeker: membershipTier("Seeker"), healingPath: membershipTier("Healing Path"), innerCircle: membershipTier("Inner Circle Path"), deeperPath: membershipTier("Deeper Path") })
    .meta({ title: "Membership tiers of The Village" }),
});
export type SiteFacts = z.infer<typeof siteFactsSchema>;

export const SITE_FACTS_FILE = "content/site.yaml";

/** content/site.yaml read with YAML's core schema (dates stay text) and checked, or a ContentError naming the field. */
export function readSiteFacts(file: string = SITE_FACTS_FILE): SiteFacts {
  let data: unknown;
  try {
    data = YAML.parse(fs.readFileSync(path.join(process.cwd(), file), "utf8"), { schema: "core" });
  } catch (error) {
    throw new ContentError(file, "yaml", `could not be parsed: ${(error as Error).message}`);
  }
  return validate(file, siteFactsSchema, data);
}

const facts = readSiteFacts();
/** "+13865550142" as US readers write it: "(386) 555-0142". */
const phoneDisplay = (e164: string) => `(${e164.slice(2, 5)}) ${e164.slice(5, 8)}-${e164.slice(8)}`;

export const site = {
  ...facts,
  url: siteUrl,
  phone: { display: phoneDisplay(facts.phone), href: `tel:${facts.phone}`, e164: facts.phone },
  region: "Florida",
  charity: {
    ...facts.charity,
    /** The state's consumer-services hotline and site that Florida's disclosure must name (s. 496.411). */
    hotline: "1-800-435-7352",
    hotlineHref: "tel:+18004357352",
    consumerSite: "https://www.FloridaConsumerHelp.com",
  },
  links: {
    ...facts.links,
    /** Webmail compose pages the contact form offers when no mail app opens (the providers', not the organisation's). */
    webmail: { gmail: "https://mail.google.com/mail/", outlook: "https://outlook.live.com/mail/0/deeplink/compose" },
  },
  /** The navigation and footer routes, in order; their words are in content/ui.yaml (shell.nav, shell.footer.links). */
  nav: { home: "/", about: "/about", services: "/services", events: "/events", community: "/community", donate: "/donate", contact: "/contact" },
  footerLinks: { about: "/about", services: "/services", events: "/events", community: "/community", privacy: "/privacy-policy", accessibility: "/accessibility" },
} as const;

/** Named outside destinations an event may send visitors to (see content/events). */
export const platformLinks = {
  community: site.links.community,
  redBookEvent: site.links.redBookEvent,
} as const satisfies Record<(typeof platformIds)[number], string>;
