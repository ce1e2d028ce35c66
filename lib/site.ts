/**
 * Every site-wide fact in one place (its words, in each language, are in lib/i18n). A real organisation edits this file only:
 * values on example.org / example.com are placeholders for its own accounts.
 */

/** Base path the site is built for, e.g. "/heartwood" on a GitHub Pages project site (see next.config.mjs). */
const basePath = (process.env.NEXT_PUBLIC_BASE_PATH || "").replace(/\/+$/, "");
/** Where the site is deployed; NEXT_PUBLIC_SITE_URL overrides the placeholder at build time. */
const origin = (process.env.NEXT_PUBLIC_SITE_URL || "https://www.example.org").replace(/\/+$/, "");
/** Public URL of the site's root, base path included (once, whether or not NEXT_PUBLIC_SITE_URL carries it). */
const siteUrl = basePath && !origin.endsWith(basePath) ? `${origin}${basePath}` : origin;

const name = "Heartwood Sanctuary";

export type Season = "spring" | "summer" | "fall" | "winter";

export const site = {
  name,
  url: siteUrl,
  email: "support@example.org",
  phone: { display: "(386) 555-0142", href: "tel:+13865550142", e164: "+13865550142" },
  region: "Florida",
  cities: ["Palatka", "Jacksonville", "Miami", "Orlando", "Tampa", "Fort Lauderdale"],
  copyrightYear: 2025,
  charity: {
    registrationNumber: "CH80043",
    hotline: "1-800-435-7352",
    hotlineHref: "tel:+18004357352",
    consumerSite: "https://www.FloridaConsumerHelp.com",
  },
  /**
   * The statewide giving day the home page's popup appeals for: its first and last day (YYYY-MM-DD). Outside
   * these days the popup makes the general appeal, and after the last one the build warns until it is updated.
   */
  givingDay: { start: "2025-09-15", end: "2025-10-31" },
  /** When the retreat center opens: a season and its year, written out per language; the build warns once it has passed. */
  retreatOpening: { season: "spring" as Season, year: 2026 },
  /** The privacy policy's effective date (YYYY-MM-DD), formatted per language where shown. */
  privacyEffective: "2025-09-29",
  /** The accessibility statement: the day it was written (YYYY-MM-DD) and how soon feedback is answered. */
  accessibility: { written: "2026-11-23", replyWithinBusinessDays: 5 },
  /** Where gatherings meet: online rooms, and places with a (placeholder) street address. */
  places: {
    zoom: { name: "Zoom" },
    voiceRooms: { name: "The Village Voice Rooms" },
    interlachen: { name: `${name} Grounds`, address: { street: "100 Sanctuary Way", city: "Interlachen", region: "FL", postalCode: "32148" } },
    miami: { name: "Inner Peace Center", address: { street: "200 Harmony Avenue", city: "Miami", region: "FL", postalCode: "33137" } },
  },
  /** Every outside address the site links to (spec §7). All open in a new tab. */
  links: {
    community: "https://community.example.com",
    redBookEvent: "https://community.example.com/events/red-book-series",
    invitation: "https://community.example.com/invite?code=HEARTWOOD2025",
    oneTimeGift: "https://pay.example.com/heartwood/one-time-gift",
    monthlyGiving: "https://pay.example.com/heartwood/monthly",
    donateShortLink: "https://give.example.com/heartwood",
    companionApp: "https://companion.example.com",
    /** Webmail compose pages the contact form offers when no mail app opens. */
    webmail: { gmail: "https://mail.google.com/mail/", outlook: "https://outlook.live.com/mail/0/deeplink/compose" },
    tiers: {
      sacredSeed: "https://pay.example.com/heartwood/sacred-seed",
      rootedSupporter: "https://pay.example.com/heartwood/rooted-supporter",
      radiantLight: "https://pay.example.com/heartwood/radiant-light",
      legacyGiver: "https://pay.example.com/heartwood/legacy-giver",
      sanctuaryBuilder: "https://pay.example.com/heartwood/sanctuary-builder",
    },
  },
  /** The navigation and footer routes, in order; their words are in lib/i18n (shell.nav, shell.footer.links). */
  nav: ["/", "/about", "/services", "/events", "/community", "/donate", "/contact"],
  footerLinks: ["/about", "/services", "/events", "/community", "/privacy-policy", "/accessibility"],
} as const;

/** Named outside destinations an event may send visitors to (see content/events). */
export const platformLinks = {
  community: site.links.community,
  redBookEvent: site.links.redBookEvent,
} as const;

/** Behaviour constants of spec §9 (the two the client leaves use on every page are in lib/shell.ts). */
export const DONATION_POPUP_DELAY_MS = 3000;
export const DONATION_POPUP_FLAG = "heartwood:donation-popup-shown";
