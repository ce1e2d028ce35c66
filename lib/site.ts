import fs from "node:fs";
import { z } from "zod";
import { ContentError, eventLanguages, placeIds, platformIds, validate } from "./content";
import { choice, clockTime, isoDate, labelled, paragraph, seasonOptions, text, wholeNumber } from "./content/fields";
import { contentPath } from "./content/dir.mjs";
import { parseYaml } from "./content/frontmatter";
import { hostFacts } from "./host";
import { trustedHosts, trustedLinkMessage, trustedLinkPattern } from "./links";
import type { Locale } from "./i18n/locales";
import { report } from "./reporting/problems";

/**
 * Every site-wide fact in one place (its words, in each language, are in content/ui.yaml and content/pages/). The
 * facts an editor changes are in content/site.yaml, checked against `siteFactsSchema` when the build reads them;
 * what depends on the build (its URL) or on the code (routes, the state's hotline) is set here.
 * Values on example.org / example.com are placeholders for the organisation's own accounts.
 */

/** Public URL of the site's root: wrangler.jsonc's SITE_URL, or NEXT_PUBLIC_SITE_URL at build time (lib/host.ts). */
const siteUrl = hostFacts().siteUrl;

/**
 * An address on one of the organisation's own sites (payment, giving, community, RSVP: lib/links.ts, owned by
 * developers). A pattern rather than a URL parser, so /admin's field and the build accept exactly the same.
 */
const link = z
  .string()
  .regex(new RegExp(trustedLinkPattern), trustedLinkMessage)
  .meta({ description: `A full address starting https:// on ${trustedHosts.join(", ")}` });
/**
 * An address anyone may read (a Form 990, a published policy): any https:// site, no money goes there, but never a
 * name in punycode (xn--), which can imitate another site's.
 */
const documentLink = z
  .string()
  .regex(
    /^https:\/\/(?![^/?#]*xn--)[^\s/?#]+\.[^\s/?#]+(?:[/?#]\S*)?$/i,
    "a full address starting https://, written with its usual name (not xn--)",
  )
  .meta({ description: "A full address starting https://" });
const usPhone = z.string().regex(/^\+1[2-9]\d{9}$/, "a US number written +1 and ten digits, e.g. +13865550142");
// A plain address only: no `?`, `&` or `%`, which a mailto: link would read as headers (a hidden Bcc).
const email = z
  .string()
  .regex(
    /^[A-Za-z0-9._+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/,
    "an e-mail address such as name@example.org",
  );
const dollars = () => wholeNumber(0, 6, "a whole number of dollars");
const place = (title: string) =>
  labelled(
    z.strictObject({
      name: labelled(text, "Name", "Shown on event cards and pages"),
      spanishName: labelled(
        text,
        "Name in Spanish",
        "The Spanish pages · leave empty for a name said the same in Spanish (Zoom)",
      ).optional(),
      address: labelled(
        z.strictObject({
          street: labelled(text, "Street"),
          city: labelled(text, "City"),
          region: labelled(
            z.string().regex(/^[A-Z]{2}$/, "a two-letter state code, e.g. FL"),
            "State",
            "Two capital letters, e.g. FL",
          ),
          postalCode: labelled(z.string().regex(/^\d{5}$/, "a five-digit ZIP code"), "ZIP code", "Five digits"),
        }),
        "Address",
        "Leave empty for an online room",
      ).optional(),
    }),
    title,
  );
const givingTier = (title: string) =>
  labelled(
    z.strictObject({
      amount: labelled(dollars(), "Dollars a month", "Digits only, e.g. 25"),
      paymentLink: labelled(link, "Payment page"),
    }),
    title,
  );
const membershipTier = (title: string) =>
  labelled(
    z.strictObject({
      price: labelled(dollars(), "Price in dollars", "Digits only; 0 is free"),
      period: labelled(
        choice([
          { value: "month", label: "Every month" },
          { value: "quarter", label: "Every three months" },
        ] as const),
        "Paid",
        "Leave empty when free",
      ).optional(),
      popular: labelled(z.boolean(), "Marked most popular"),
    }),
    title,
  );

/** The shape of content/site.yaml: field order is the order /admin shows them. */
export const siteFactsSchema = z.strictObject({
  name: labelled(
    text,
    "Organisation's name",
    "Every page · the top bar, the footer, page titles in the browser tab, share images",
  ),
  email: labelled(email, "E-mail", "Shown on every page and where the contact form sends"),
  phone: labelled(usPhone, "Phone", "+1 and ten digits; pages show it as (386) 555-0142"),
  cities: labelled(
    z.array(labelled(text, "City")).min(1, "a list of at least one city"),
    "Cities served",
    "The footer, the Contact page and sentences that name them",
  ),
  charity: labelled(
    z.strictObject({
      registrationNumber: labelled(
        z.string().regex(/^CH\d+$/, "a Florida registration number such as CH80043"),
        "Florida registration number",
        "CH and digits, e.g. CH80043",
      ),
    }),
    "Charity registration",
  ),
  spanishReplies: labelled(
    z.boolean(),
    "We answer in Spanish",
    "On: the Contact page says one can write to us in Spanish; off: it says we answer in English only (each sentence is in the Contact page's words)",
  ),
  replyWithinBusinessDays: labelled(
    wholeNumber(1, 2, "a whole number of days from 1 to 99"),
    "Messages answered within (business days)",
    "Digits only, e.g. 5: the one reply time every page promises (Contact, “New here?”, the accessibility statement)",
  ),
  donor: labelled(
    z.strictObject({
      legalName: labelled(
        text,
        "Legal name",
        "As registered with the IRS and the state; the Donate page and the footer",
      ).optional(),
      taxStatus: labelled(
        text,
        "Tax status",
        "As the IRS determination letter states it, e.g. 501(c)(3) public charity; leave empty until confirmed",
      ).optional(),
      ein: labelled(
        z.string().regex(/^\d{2}-\d{7}$/, "an EIN written as two digits, a hyphen and seven digits, e.g. 12-3456789"),
        "EIN",
        "The federal employer identification number, e.g. 12-3456789",
      ).optional(),
      report: labelled(
        z.strictObject({
          kind: labelled(
            choice([
              { value: "form990", label: "Form 990" },
              { value: "annualReport", label: "Annual report" },
            ] as const),
            "Kind",
          ),
          year: labelled(wholeNumber(2000, 4, "a year such as 2025"), "Year it covers"),
          url: labelled(documentLink, "Address", "Where anyone can read it, e.g. on Candid or the IRS site"),
        }),
        "Latest Form 990 or annual report",
      ).optional(),
    }),
    "Proof for donors",
    "Shown on the Donate page and in the footer, each only when set; the board comes from People (Board member). Never guess: leave empty what is not on paper",
  ).optional(),
  sanctuaryFund: labelled(
    z.strictObject({
      goal: labelled(
        wholeNumber(1, 8, "a whole number of dollars"),
        "Goal (dollars)",
        "Digits only, e.g. 250000",
      ).optional(),
      raised: labelled(
        wholeNumber(0, 8, "a whole number of dollars"),
        "Raised so far (dollars)",
        "Digits only; update it with the date below",
      ).optional(),
      asOf: labelled(
        isoDate,
        "Raised as of",
        "The date of that figure: pages show it, and staff are reminded once it is 60 days old",
      ).optional(),
    }),
    "Sanctuary fund",
    "A progress bar on the Retreat Center and Donate pages and in the donation popup, shown once the goal, the amount and its date are all set",
  ).optional(),
  cancellationPolicy: labelled(
    documentLink,
    "Cancellation and refund policy",
    "Where it is published: the “New here?” page links to it. Until then that page asks visitors to write to us",
  ).optional(),
  gatherings: labelled(
    z.strictObject({
      language: labelled(
        choice(eventLanguages),
        "Usual language",
        "What every event's card and page say unless the event states its own language",
      ),
      confirmed: labelled(
        z.boolean(),
        "Confirmed by staff",
        "Switch on once someone has checked it: until then it is listed under “Before going live”",
      ),
    }),
    "Usual language of our gatherings",
  ),
  substances: labelled(
    z.strictObject({
      statement: labelled(
        paragraph(),
        "Statement",
        "In the organisation's own plain words: whether any substance is used in ceremonies. The “New here?” page and the ceremony pages",
      ).optional(),
      spanishStatement: labelled(
        paragraph(),
        "Statement in Spanish",
        "The same statement for the Spanish pages",
      ).optional(),
    }),
    "Substances in ceremonies",
    "Until it is written, those pages say visitors may ask us, and it is listed under “Before going live”",
  ).optional(),
  urgentNotice: labelled(
    z.strictObject({
      text: labelled(text, "Notice", "One or two sentences at the top of every page, e.g. a closure or a moved circle"),
      spanishText: labelled(text, "Notice in Spanish", "The same notice on the Spanish pages"),
      endDate: labelled(
        isoDate,
        "Shown until (date)",
        "Florida time: after this it disappears by itself, even before the next update",
      ),
      endTime: labelled(clockTime, "Shown until (time)", "Florida time, e.g. 21:00"),
    }),
    "Urgent notice",
    "Leave empty when there is nothing urgent",
  ).optional(),
  crisisLine: labelled(
    z.strictObject({
      number: labelled(
        z.string().regex(/^\d{3,11}$/, "digits only, e.g. 988"),
        "Number",
        "Digits only, for calling and texting, e.g. 988",
      ),
    }),
    "Crisis line",
    "“In crisis? Call or text …” on spiritual counseling, the Contact page, the circles and beside the companion app",
  ),
  copyrightYear: labelled(
    wholeNumber(2000, 4, "a year such as 2025"),
    "Copyright year",
    "Every page · the footer, after ©",
  ),
  privacyEffective: labelled(isoDate, "Privacy policy effective date"),
  accessibility: labelled(
    z.strictObject({
      written: labelled(isoDate, "Statement written on"),
    }),
    "Accessibility statement",
  ),
  givingDay: labelled(
    z.strictObject({ start: labelled(isoDate, "First day"), end: labelled(isoDate, "Last day") }),
    "Giving day",
    "The home page's popup appeals for it on these days; once the last day has passed, the attention list asks for the next dates",
  ),
  retreatOpening: labelled(
    z.strictObject({
      season: labelled(choice(seasonOptions), "Season"),
      year: labelled(wholeNumber(2000, 4, "a year such as 2026"), "Year", "e.g. 2027"),
    }),
    "Retreat center opening",
    "Each sentence about it is written twice in the pages' words: one is shown until this season has passed, the other (being built) after it, until a new season is set",
  ),
  places: labelled(
    z.strictObject({
      zoom: place("Zoom"),
      voiceRooms: place("Voice rooms"),
      interlachen: place("Sanctuary grounds"),
      miami: place("Miami center"),
    } satisfies Record<(typeof placeIds)[number], unknown>),
    "Places",
    "Where gatherings meet; an event names one of these",
  ),
  links: labelled(
    z.strictObject({
      community: labelled(link, "Community platform"),
      redBookEvent: labelled(link, "Red Book series on the platform"),
      invitation: labelled(link, "Invitation to The Village"),
      oneTimeGift: labelled(link, "One-time gift"),
      monthlyGiving: labelled(link, "Monthly giving"),
      donateShortLink: labelled(link, "Donation short link"),
      companionApp: labelled(link, "Companion app"),
    }),
    "Outside links",
  ),
  giving: labelled(
    z.strictObject({
      sacredSeed: givingTier("Sacred Seed"),
      rootedSupporter: givingTier("Rooted Supporter"),
      radiantLight: givingTier("Radiant Light"),
      legacyGiver: givingTier("Legacy Giver"),
      sanctuaryBuilder: givingTier("Sanctuary Builder"),
    }),
    "Monthly giving tiers",
  ),
  membership: labelled(
    z.strictObject({
      seeker: membershipTier("Seeker"),
      healingPath: membershipTier("Healing Path"),
      innerCircle: membershipTier("Inner Circle Path"),
      deeperPath: membershipTier("Deeper Path"),
    }),
    "Membership tiers of The Village",
  ),
  people: labelled(
    z.array(
      labelled(
        z.string().regex(/^[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*$/, "a GitHub user name, e.g. maria-lopez"),
        "GitHub user name",
      ),
    ),
    "People told when the site needs attention",
    "GitHub user names, without @: the site's attention issue on GitHub mentions them when a change cannot go live or something needs a look",
  ).default([]),
});
export type SiteFacts = z.infer<typeof siteFactsSchema>;
export type { Season } from "./content/fields";

export const SITE_FACTS_FILE = "content/site.yaml";

/** content/site.yaml read with YAML's core schema (dates stay text) and checked, or a ContentError naming the field. */
export function readSiteFacts(file: string = SITE_FACTS_FILE): SiteFacts {
  let data: unknown;
  try {
    data = parseYaml(fs.readFileSync(contentPath(file), "utf8"));
  } catch (error) {
    throw new ContentError(file, "yaml", `could not be parsed: ${(error as Error).message}`);
  }
  return validate(file, siteFactsSchema, data);
}

const facts = readSiteFacts();
// A last day before the first (possible in /admin): the giving day is then its first day only, and staff are told.
if (facts.givingDay.end < facts.givingDay.start) {
  report({
    level: "warning",
    file: SITE_FACTS_FILE,
    entry: "Site facts",
    field: "Giving day › Last day",
    message: `is before the first day (${facts.givingDay.start}): the popup appeals for the first day only`,
    admin: "#/collections/site/entries/facts",
  });
}
/** "+13865550142" as US readers write it: "(386) 555-0142". */
const phoneDisplay = (e164: string) => `(${e164.slice(2, 5)}) ${e164.slice(5, 8)}-${e164.slice(8)}`;

export const site = {
  ...facts,
  givingDay: {
    start: facts.givingDay.start,
    end: facts.givingDay.end < facts.givingDay.start ? facts.givingDay.start : facts.givingDay.end,
  },
  url: siteUrl,
  phone: { display: phoneDisplay(facts.phone), href: `tel:${facts.phone}`, e164: facts.phone },
  region: "Florida",
  charity: {
    ...facts.charity,
    /** The state's consumer-services hotline and site that Florida's disclosure must name (s. 496.411). */
    hotline: "1-800-435-7352",
    hotlineHref: "tel:+18004357352",
    /** Its Spanish line, which the Spanish translation names: 1-800-FL-AYUDA spells 1-800-352-9832. */
    spanishHotline: "1-800-FL-AYUDA [1-800-352-9832]",
    spanishHotlineHref: "tel:+18003529832",
    consumerSite: "https://www.FloridaConsumerHelp.com",
  },
  crisisLine: {
    ...facts.crisisLine,
    /** How the 988 Lifeline itself says to reach a Spanish-speaking counsellor: press 2 on a call, text AYUDA (988lifeline.org, "What to expect"). */
    spanishKey: "2",
    spanishWord: "AYUDA",
  },
  links: {
    ...facts.links,
    /** Webmail compose pages the contact form offers when no mail app opens (the providers', not the organisation's). */
    webmail: { gmail: "https://mail.google.com/mail/", outlook: "https://outlook.live.com/mail/0/deeplink/compose" },
  },
  /** The navigation and footer routes, in order; their words are in content/ui.yaml (shell.nav, shell.footer.links). */
  nav: {
    home: "/",
    about: "/about",
    services: "/services",
    events: "/events",
    community: "/community",
    donate: "/donate",
    contact: "/contact",
  },
  footerLinks: {
    about: "/about",
    services: "/services",
    events: "/events",
    community: "/community",
    privacy: "/privacy-policy",
    accessibility: "/accessibility",
    newHere: "/new-here",
    donate: "/donate",
  },
} as const;

/** A place's name as `locale`'s pages say it: its Spanish name where it has one. Its address is the same in every language. */
export function placeName(place: SiteFacts["places"][keyof SiteFacts["places"]], locale: Locale): string {
  return (locale === "es" && place.spanishName) || place.name;
}

/** Named outside destinations an event may send visitors to (see content/events). */
export const platformLinks = {
  community: site.links.community,
  redBookEvent: site.links.redBookEvent,
} as const satisfies Record<(typeof platformIds)[number], string>;
