import { z } from "zod";
import { paragraph, photo, text, textLines } from "../content/fields";

/**
 * The shape of every file of the site's words (content/ui.yaml and content/pages/*.yaml, each with its Spanish
 * twin under content/es/): one zod schema per file, with each field's label and hint for /admin, saying what the
 * text is and where a visitor meets it. The types the pages use are inferred from these schemas.
 *
 * A text may hold placeholders in braces, such as {region}: the build puts the fact in their place (the fact's
 * own wording, in the page's language). The hint names them; /admin refuses any other name in braces. A
 * placeholder is a plain value only (a name, a number, a date, a link, a season): where a sentence changes with a
 * dated fact, each state has a whole sentence of its own (`retreatLine`, `retreatPara`) and the build picks one.
 */

/** What a placeholder stands for, as the hint explains it to staff. */
const PLACEHOLDERS = {
  site: "the organisation's name (Site facts)",
  cities: "the cities served, as a list (Site facts)",
  region: "the retreat center's region (Words across the site · Retreat center)",
  season:
    "the season of the retreat center opening, in its words under Words across the site · Retreat center (Site facts · Retreat center opening)",
  year: "the year: of the retreat center opening (Site facts), or of the giving day in the popup's small line",
  amount: "the smallest monthly gift, e.g. $25",
  email: "the e-mail address, as a link (Site facts)",
  phone: "the phone number, as a link (Site facts)",
  date: "the date, written out",
  town: "the town and state, e.g. Interlachen, FL",
  event: "the event's title",
  service: "the service's title",
  role: "the role's title",
  tier: "the giving tier's name",
  name: "the organisation's name",
  registration: "the charity registration number (Site facts)",
  hotline: "the state's consumer hotline",
  spanishHotline: "the state's consumer hotline in Spanish, 1-800-FL-AYUDA with its digits",
  website: "the state's consumer website",
  weekday: "the weekday, e.g. Tuesday",
  weekdays: "the weekday in the plural where a language needs it",
  count: "a number",
  max: "the most characters a message can hold",
  number: "the week, session or stage's number",
  days: "the number of days",
  replyDays: "the business days within which we answer (Site facts · Messages answered within)",
  range: "the dates it ran, e.g. October 13 – December 15, 2025",
  from: "the first date",
  hours: "the start and end times, e.g. 7:30–8:30 PM",
  to: "the last date",
  price: "a price in dollars, e.g. $40",
  crisisNumber: "the crisis line's number (Site facts · Crisis line)",
  crisisKey: "the key to press on a call to the crisis line for Spanish (2, the line's own option)",
  crisisWord: "the word to text the crisis line for Spanish (AYUDA, the line's own keyword)",
  raised: "the amount raised so far (Site facts · Sanctuary fund)",
  goal: "the fund's goal (Site facts · Sanctuary fund)",
  ein: "the EIN (Site facts · Proof for donors)",
} as const;
export type Placeholder = keyof typeof PLACEHOLDERS;

type Meta = {
  title: string;
  description: string;
  multiline?: boolean;
  markdown?: boolean;
  placeholders?: readonly Placeholder[];
};

/** One line of text: its label in /admin and where a visitor sees it. */
export const line = (title: string, where: string) =>
  text.meta({ ...text.meta(), title, description: where } satisfies Meta);
/** Several sentences: /admin gives them a box of several lines. */
export const para = (title: string, where: string) =>
  paragraph().meta({ ...paragraph().meta(), title, description: where, multiline: true } satisfies Meta);

/** A text with placeholders: the hint says what each becomes; /admin refuses other names in braces. */
function message(title: string, where: string, names: readonly Placeholder[], multiline = false) {
  const explained = names.map((name) => `{${name}} is ${PLACEHOLDERS[name]}`).join("; ");
  const base = multiline ? textLines : text;
  return base.meta({
    ...base.meta(),
    title,
    description: `${where}. Keep the braces: ${explained}.`,
    multiline,
    placeholders: names,
  } satisfies Meta);
}
/** A page's text in Markdown (headings, lists, bold, links); any other character shows as typed. */
export const markdown = (title: string, where: string, ...names: Placeholder[]) => {
  const explained = names.map((name) => `{${name}} is ${PLACEHOLDERS[name]}`).join("; ");
  return z.string().meta({
    title,
    description: names.length ? `${where}. Braces are filled in: ${explained}.` : where,
    markdown: true,
    placeholders: names,
  } satisfies Meta);
};
export const lineWith = (title: string, where: string, ...names: Placeholder[]) => message(title, where, names);
export const paraWith = (title: string, where: string, ...names: Placeholder[]) => message(title, where, names, true);

/**
 * A sentence about the retreat center, written whole for each state of its opening (Site facts · Retreat center
 * opening): the build shows the one true on the day (lib/dated-facts.ts), so no clause is ever slotted into it.
 */
function retreatSentence(title: string, where: string, names: readonly Placeholder[], multiline: boolean) {
  return group(
    title,
    `${where}: one whole sentence for each state of the retreat center's opening; the build shows the one true on the day`,
    {
      beforeOpening: message(
        "Before the opening",
        `${where} · used until the opening season set in Site facts has passed`,
        [...names, "season", "year"],
        multiline,
      ),
      beingBuilt: message(
        "Being built",
        `${where} · used once the opening season has passed, until a new season is set in Site facts`,
        names,
        multiline,
      ),
    },
  );
}
export const retreatLine = (title: string, where: string, ...names: Placeholder[]) =>
  retreatSentence(title, where, names, false);
export const retreatPara = (title: string, where: string, ...names: Placeholder[]) =>
  retreatSentence(title, where, names, true);

/**
 * A text that is the same in every language (a programme's name, a statute's wording): it is kept once, in the
 * English file, and /admin offers it in the English pane only.
 */
export const same = <T extends z.ZodType>(field: T): T => field.meta({ ...field.meta(), translate: false }) as T;

/**
 * A sentence stating a fact only the organisation can vouch for ("Forty acres of meadow…"), written whole with the fact
 * and without it: the page shows the first once “Confirmed” is on (kept once, in the English file), the second until
 * then, and the launch list names every claim not confirmed (lib/reporting/launch-check.ts). A text with no fact to
 * check leaves “With the fact” empty.
 */
export const claim = (title: string, where: string, ...names: Placeholder[]) => {
  const text = (label: string, shown: string) =>
    names.length ? paraWith(label, `${where} · ${shown}`, ...names) : para(label, `${where} · ${shown}`);
  return z
    .strictObject({
      // Off when left out: a Spanish paragraph with no English one to take it from stays unconfirmed.
      confirmed: same(
        z.boolean().default(false).meta({
          title: "Confirmed",
          description:
            "On once someone has checked the fact: the page then shows the sentence with it. Until then it shows the sentence without it, and the fact is listed under “Before going live”",
        }),
      ),
      claimed: text(
        "With the fact",
        "shown once the fact is confirmed; leave it empty when the text states no fact to check",
      ).optional(),
      plain: text("Without the fact", "shown until the fact is confirmed"),
    })
    .meta({
      title,
      description: `${where}: a fact only we can vouch for, written with it and without it`,
      claim: true,
    });
};

/** Whether a field is kept once for every language (see `same`). */
export const isSame = (field: z.ZodType): boolean =>
  (field.meta() as { translate?: boolean } | undefined)?.translate === false;

/** A group of texts shown together, e.g. one card. */
export const group = <T extends z.core.$ZodLooseShape>(title: string, where: string, shape: T) =>
  z.strictObject(shape).meta({ title, description: where });

/** A list of texts, e.g. a card's bullet points. */
export const list = <T extends z.ZodType>(title: string, where: string, item: T, min = 1) =>
  z
    .array(item)
    .min(min, min === 1 ? "a list of at least one item" : `a list of at least ${min} items`)
    .meta({ title, description: where });

/** The title and text of a card, where `where` names the card. */
const card = (title: string, where: string) =>
  group(title, where, { title: line("Title", `${where} · heading`), text: para("Text", `${where} · text`) });

/** An illustration's description, and the words of its section's share image (the picture shown when a page is shared). */
const pictureAlt = (where: string) =>
  para("Picture description", `What the drawing at the top of ${where} shows, read aloud to people who cannot see it`);
const shareEyebrow = (where: string) =>
  line("Share image · small line", `The small line above the title on the picture shown when ${where} is shared`);
const shareTitle = (where: string) =>
  line("Share image · title", `The title on the picture shown when ${where} is shared`);
const illustration = (where: string) => group(where, `The drawing at the top of ${where}`, { alt: pictureAlt(where) });
const sharedIllustration = (where: string) =>
  group(where, `The drawing at the top of ${where}`, {
    alt: pictureAlt(where),
    shareEyebrow: shareEyebrow(where),
    shareTitle: shareTitle(where),
  });

/** The fields every page has: its title in the browser tab and search results, and its description there. */
const pageHead = (page: string, ...names: Placeholder[]) => ({
  title: line("Page title", `${page} · the large heading, and the title in the browser tab and search results`),
  description: names.length
    ? paraWith(
        "Description",
        `${page} · the text under the title in search results and when the page is shared`,
        ...names,
      )
    : para("Description", `${page} · the text under the title in search results and when the page is shared`),
});

/** The words used across the site: content/ui.yaml. */
export const uiWordsSchema = z.strictObject({
  site: group("The organisation", "Every page", {
    tagline: line("Tagline", "Home page · the large title; every page · the footer; share images"),
    mission: para("Mission", "Every page · the footer; About page · first paragraph"),
    description: paraWith(
      "Description of the site",
      "Home page · the text under the title in search results and when shared",
      "cities",
    ),
    nonprofit: line("Nonprofit line", "Every page · the last line of the footer"),
    rights: line("Rights", "Every page · the footer, after © and the name"),
  }),
  share: group("Share images", "The picture shown when a page is shared", {
    strapline: line("Strapline", "Every share image · the line under the title"),
  }),
  retreat: group("Retreat center", "Sentences about the planned retreat center", {
    region: line(
      "Region",
      "Where the retreat center will be, e.g. Central Florida: About, Donate, Retreat Center, the donation popup",
    ),
    seasons: group(
      "Season names",
      "The retreat center opening's season, as {season} in the sentences written for before the opening",
      {
        spring: line(
          "Spring",
          "e.g. “Spring” in “opening in Spring 2026”, “la primavera” in “que abrirá en la primavera de 2026”",
        ),
        summer: line("Summer", "e.g. “Summer” in “opening in Summer 2026”"),
        fall: line("Fall", "e.g. “Fall” in “opening in Fall 2026”"),
        winter: line("Winter", "e.g. “Winter” in “opening in Winter 2026”"),
      },
    ),
  }),
  shell: group("Menu and footer", "Every page", {
    skipLink: line("Skip link", "Every page · the first link, shown to keyboard users: it jumps past the menu"),
    mainNav: line("Menu's name", "Read aloud by screen readers for the main menu"),
    menu: line("Menu button", "Phones · the button that opens the menu"),
    close: line("Close button", "Phones · the button that closes the menu"),
    nav: group("Menu links", "The links of the top menu, in order", {
      home: line("Home", "Top menu · link to the home page"),
      about: line("About", "Top menu · link to the About page"),
      services: line("Services", "Top menu · link to the Services page"),
      events: line("Events", "Top menu · link to the Events page"),
      community: line("The Village", "Top menu · link to The Village page"),
      donate: line("Donate", "Top menu · link to the Donate page"),
      contact: line("Contact", "Top menu · link to the Contact page"),
    }),
    switchTo: group("Language switch", "Top menu · the link to this page in the other language", {
      label: line("Link text", "Written in the other language, e.g. “Español” on the English pages"),
      title: line("Link hint", "Shown on hover and read aloud, in the other language"),
    }),
    footer: group("Footer", "The bottom of every page", {
      nav: line("Footer menu's name", "Read aloud by screen readers for the footer's links"),
      explore: line("Links heading", "Footer · heading above the links"),
      reachUs: line("Contact heading", "Footer · heading above the e-mail and phone"),
      links: group("Footer links", "Footer · the links, in order", {
        about: line("About", "Footer · link to the About page"),
        services: line("Services", "Footer · link to the Services page"),
        events: line("Events", "Footer · link to the Events page"),
        community: line("The Village", "Footer · link to The Village page"),
        privacy: line("Privacy policy", "Footer · link to the privacy policy"),
        accessibility: line("Accessibility", "Footer · link to the accessibility statement"),
        newHere: line("New here?", "Footer · link to the “New here?” page"),
        donate: line("Donate", "Footer · link to the Donate page"),
      }),
      ein: lineWith("EIN", "Footer · after the legal name and tax status, once the EIN is in Site facts", "ein"),
    }),
    newTab: line("New tab note", "Read aloud after every link that opens another site in a new tab"),
    untranslated: para(
      "Not yet translated",
      "Spanish pages · the notice above a text not yet translated (write it in Spanish)",
    ),
  }),
  prices: group("Prices", "Donate and The Village pages", {
    perMonth: line("Per month", "After a monthly price, e.g. $33/month"),
    perQuarter: line("Per quarter", "After a quarterly price, e.g. $777/quarter"),
    free: line("Free", "In place of the price of a free membership"),
    mostPopular: line("Most popular", "The badge on the tier marked most popular"),
    month: line("Month, as a unit", "Not shown: how search engines name the unit of a monthly gift, e.g. month"),
  }),
  events: group("Events: cards and dates", "Events page, event pages and the home page's gatherings", {
    types: group("Kinds of event", "The small badge on each event's card and page", {
      newSeries: group("New Series", "An event of this kind", {
        name: line("Name", "The badge"),
        ended: line("Once ended", "The badge once its last date has passed"),
      }),
      weeklyCoaching: group("Weekly Coaching", "An event of this kind", {
        name: line("Name", "The badge"),
        ended: line("Once ended", "The badge once its last date has passed"),
      }),
      weeklyCall: group("Weekly Call", "An event of this kind", {
        name: line("Name", "The badge"),
        ended: line("Once ended", "The badge once its last date has passed"),
      }),
      biWeeklyCircle: group("Bi-Weekly Circle", "An event of this kind", {
        name: line("Name", "The badge"),
        ended: line("Once ended", "The badge once its last date has passed"),
      }),
      monthlyCircle: group("Monthly Circle", "An event of this kind", {
        name: line("Name", "The badge"),
        ended: line("Once ended", "The badge once its last date has passed"),
      }),
      retreat: group("Retreat", "An event of this kind", {
        name: line("Name", "The badge"),
        ended: line("Once ended", "The badge once its last date has passed"),
      }),
      workshop: group("Workshop", "An event of this kind", {
        name: line("Name", "The badge"),
        ended: line("Once ended", "The badge once its last date has passed"),
      }),
    }),
    dateTbd: line("Date to be announced", "Cards and pages of events without dates"),
    timeTbd: line("Time to be announced", "Cards and pages of events without dates"),
    hours: lineWith(
      "Time, with its zone",
      "Cards and pages · an event's time, always Florida's (Eastern) time, e.g. “7:30–8:30 PM ET”",
      "hours",
    ),
    days: lineWith("Length in days", "After “Date to be announced” for a gathering of several days", "days"),
    every: lineWith("Every week", "The rhythm of a weekly event", "weekday"),
    everyOther: lineWith("Every other week", "The rhythm of an event every two weeks", "weekday", "weekdays"),
    startsWeeks: lineWith("Starts (weekly series)", "A weekly series that has not started", "date", "count"),
    startsSessions: lineWith(
      "Starts (fortnightly series)",
      "A series every two weeks that has not started",
      "date",
      "count",
    ),
    next: lineWith("Next date", "After the rhythm, e.g. “Every Tuesday · next: Tuesday, December 1”", "date"),
    today: line("Today", "In place of the next date when it is today, for a gathering before 5 PM"),
    tonight: line("Tonight", "In place of the next date when it is today, for a gathering from 5 PM"),
    tomorrow: line("Tomorrow", "In place of the next date when it is tomorrow"),
    addressLater: lineWith(
      "Address not confirmed yet",
      "Event pages and calendar files, after the place's name, while its street address is not confirmed (Site facts · Places)",
      "town",
    ),
    cancelled: lineWith(
      "Cancelled date",
      "Cards and event pages, under the next date, for a cancelled gathering in the coming three weeks, e.g. “Cancelled: Tuesday, December 1”",
      "date",
    ),
    week: lineWith("Week of a series", "A weekly series under way, e.g. “Week 4 of 10”", "number", "count"),
    session: lineWith(
      "Session of a series",
      "A fortnightly series under way, e.g. “Session 2 of 5”",
      "number",
      "count",
    ),
    ran: lineWith(
      "Dates it ran",
      "An ended event's card and page (use {range}, or {from} and {to})",
      "range",
      "from",
      "to",
    ),
    capacity: lineWith("Capacity", "Cards and pages, e.g. “12 participants max”", "count"),
    card: group("Event cards", "Events page · each card", {
      date: line("Date label", "Card · label before the date"),
      time: line("Time label", "Card · label before the time"),
      location: line("Place label", "Card · label before the place"),
      participants: line("Capacity label", "Card · label before the capacity"),
      audience: line("Audience label", "Card · label before who it is for, on a card with no capacity"),
      reserve: line(
        "Reserve button",
        "Card · the button of a dated event without an RSVP page (it leads to the contact page)",
      ),
      reserveUndated: line(
        "Reserve button, no date yet",
        "Card · the same button for an event with no date yet: promise no booking (its page offers the waitlist)",
      ),
    }),
    join: line("Hear about the next one", "Card and page of an ended event · the button to The Village"),
    cost: group(
      "Cost",
      "Cards, event pages and the home page: the whole phrase for each kind of cost an event may have",
      {
        label: line("Cost label", "Cards · read aloud before the cost"),
        free: line("Free", "An event that is free for everyone"),
        members: line("Free for members", "An event free for Village members"),
        price: lineWith("One price", "An event with one price, e.g. “$40”", "price"),
        range: lineWith("A range of prices", "An event with a range of prices, e.g. “$40 to $80”", "from", "to"),
        sliding: line("Sliding scale", "An event on a sliding scale with no amounts given"),
        slidingFrom: lineWith("Sliding scale from a price", "A sliding scale with only its lowest price", "price"),
        slidingRange: lineWith(
          "Sliding scale between prices",
          "A sliding scale with its lowest and highest price",
          "from",
          "to",
        ),
        seat: line("Sponsored seat link", "Event pages · the link to the Contact page for a sponsored seat"),
        seatSubject: lineWith(
          "Sponsored seat · subject",
          "The subject the Contact form is given by that link",
          "event",
        ),
        tbd: line(
          "Cost not known yet",
          "Cards and event pages of an event whose cost is not set yet, e.g. “Cost to be announced”",
        ),
      },
    ),
    languages: group("Language", "Cards, event pages and the home page: the language an event is held in", {
      label: line("Language label", "Cards · read aloud before the language"),
      en: line("English", "An event held in English"),
      es: line("Spanish", "An event held in Spanish"),
      both: line("Bilingual", "An event held in English and Spanish"),
    }),
    leaders: line("Who leads it label", "Cards · read aloud before the names of who leads it"),
    leadersTbd: line(
      "Nobody named yet",
      "Cards and event pages of an event that names nobody leading it yet, e.g. “Guide to be announced”",
    ),
    waitlistSubject: lineWith(
      "Waitlist · subject",
      "The subject the Contact form is given by an undated event's button",
      "event",
    ),
    reserveSubject: lineWith(
      "Reserve · subject",
      "The subject the Contact form is given by “Reserve Your Space” on a dated event with no RSVP link",
      "event",
    ),
  }),
  people: group("People", "About page and the cards of who leads what", {
    example: line(
      "Example mark",
      "Beside the name of an entry marked “Example entry”: a stand-in, shown only before going live",
    ),
  }),
  substances: group("Substances in ceremony", "The “New here?” page and the ceremony pages", {
    title: line("Heading", "Above the organisation's statement (Site facts · Substances in ceremonies)"),
    missing: para(
      "While no statement is written",
      "Shown in its place until Site facts holds the statement: say plainly that visitors may ask",
    ),
  }),
  notice: group("Urgent notice", "The top of every page while the Urgent notice entry is on", {
    label: line("Label", "Before the notice's text, e.g. Urgent notice"),
  }),
  crisis: group(
    "Crisis line",
    "Every page's footer, and spiritual counseling, the Contact page, the circles' pages and beside the companion app",
    {
      line: lineWith(
        "Sentence",
        "The sentence, saying how to reach a counsellor in Spanish; the number is in Site facts",
        "crisisNumber",
        "crisisKey",
        "crisisWord",
      ),
      call: lineWith("Call link", "The link that calls the line", "crisisNumber"),
      text: lineWith(
        "Text link",
        "The link that texts the line (on a Spanish page it writes the Spanish word into the text)",
        "crisisNumber",
        "crisisWord",
      ),
    },
  ),
  fund: group(
    "Sanctuary fund",
    "Retreat Center and Donate pages and the donation popup, once its figures are set in Site facts",
    {
      title: line("Heading", "Above the progress bar"),
      progress: lineWith("Figure", "Under the bar", "raised", "goal"),
      asOf: lineWith("Date of the figure", "Under the figure", "date"),
    },
  ),
  newHere: group("“New here?” link", "Home page, every event's page and the footer", {
    link: line("Link", "The link to the “New here?” page"),
  }),
  services: group("Service cards", "Services page · each card", {
    learnMore: line("Learn more", "Card · the link to the service's page"),
    learnMoreAbout: lineWith(
      "Learn more, read aloud",
      "Read aloud after “Learn more”, so the link says which service",
      "service",
    ),
  }),
  volunteer: group("Volunteer role cards", "The Village page · each role's card", {
    learnMore: line("Learn more", "Card · the link to the role's page"),
  }),
  illustrations: group(
    "Drawings and share images",
    "The drawing at the top of each page and the picture shown when it is shared",
    {
      home: group("the home page", "The drawing at the top of the home page (its share image's title is the tagline)", {
        alt: pictureAlt("the home page"),
        shareEyebrow: shareEyebrow("the home page"),
      }),
      about: sharedIllustration("the About page"),
      services: sharedIllustration("the Services page and each service's page"),
      events: sharedIllustration("the Events page and each event's page"),
      village: sharedIllustration("The Village page and each volunteer role's page"),
      donate: sharedIllustration("the Donate page"),
      journey: sharedIllustration("the Renewal Journey page"),
      retreat: group("the Retreat Center page", "The drawing at the top of the Retreat Center page", {
        alt: pictureAlt("the Retreat Center page"),
        shareEyebrow: shareEyebrow("the Retreat Center page"),
        shareTitle: retreatLine(
          "Share image · title",
          "The title on the picture shown when the Retreat Center page is shared",
          "region",
        ),
      }),
      contact: illustration("the Contact page"),
      privacy: illustration("the privacy policy, the accessibility statement and the page-not-found page"),
    },
  ),
});

/** Home page: content/pages/home.yaml. */
export const homeWordsSchema = z.strictObject({
  title: line(
    "Page title",
    "Home page · the title in the browser tab and search results (the large heading is the tagline)",
  ),
  eyebrow: line("Small line above the title", "Home page · the small line above the large title"),
  lead: para("Lead", "Home page · first lines under the title"),
  explore: line("First button", "Home page · the button under the lead, to the Services page"),
  journey: line("Second button", "Home page · the button under the lead, to the Renewal Journey"),
  upcomingEyebrow: line(
    "Next gatherings · small line",
    "Home page · the band under the large title, above its heading",
  ),
  upcomingTitle: line("Next gatherings · heading", "Home page · heading of the band with the next three gatherings"),
  allEvents: line("Next gatherings · link", "Home page · the link under the next three gatherings, to the Events page"),
  valuesEyebrow: line("Values · small line", "Home page · above the heading of the three cards"),
  valuesTitle: line("Values · heading", "Home page · heading above the three cards"),
  valuesLead: para("Values · lead", "Home page · the line under the heading of the three cards"),
  values: group("Values", "Home page · the three cards", {
    ceremony: card("First card", "Home page · first card"),
    community: card("Second card", "Home page · second card"),
    nature: card("Third card", "Home page · third card"),
  }),
  photo: photo("Home page · a wide photo under the three cards"),
  ctaEyebrow: line("Closing · small line", "Home page · the dark band at the end, above its heading"),
  ctaTitle: line("Closing · heading", "Home page · the dark band at the end"),
  ctaLead: para("Closing · text", "Home page · the dark band at the end, under its heading"),
  join: line("Closing · first button", "Home page · the dark band's button to The Village (a new tab)"),
  events: line("Closing · second button", "Home page · the dark band's button to the Events page"),
  popup: group("Donation popup", "Home page · the window that opens once, 3 seconds after arriving", {
    title: line("Title", "Donation popup · heading"),
    givingDayEyebrow: lineWith(
      "Small line on the giving day",
      "Donation popup · above the heading, on the giving day's dates (Site facts)",
      "year",
    ),
    givingDayText: retreatPara(
      "Appeal on the giving day",
      "Donation popup · the text, on the giving day's dates (Site facts)",
      "region",
    ),
    eyebrow: line("Small line the rest of the year", "Donation popup · above the heading, outside the giving day"),
    text: retreatPara(
      "Appeal the rest of the year",
      "Donation popup · the text, outside the giving day's dates",
      "region",
    ),
    donate: line("Donate button", "Donation popup · the button to the donation page (a new tab)"),
    later: line("Later button", "Donation popup · the button that closes it"),
    close: line("Close button's name", "Donation popup · read aloud for the × button"),
  }),
});

/** About page: content/pages/about.yaml. */
export const aboutWordsSchema = z.strictObject({
  ...pageHead("About page", "site"),
  eyebrow: line("Small line above the title", "About page · above the large heading"),
  lead: para("Lead", "About page · first lines under the title"),
  missionEyebrow: line("Mission · small line", "About page · above the mission's heading"),
  missionTitle: line("Mission · heading", "About page · heading above the mission and the story"),
  story: list(
    "Story",
    "About page · the paragraphs after the mission (one item per paragraph)",
    claim("Paragraph", "About page · a paragraph of the story", "cities"),
  ),
  photo: photo("About page · beside the mission and the story"),
  valuesEyebrow: line("Values · small line", "About page · above the heading of the four values"),
  valuesTitle: line("Values · heading", "About page · heading above the four values"),
  values: group("Values", "About page · the four cards", {
    inclusivity: card("First value", "About page · first value"),
    balance: card("Second value", "About page · second value"),
    remembrance: card("Third value", "About page · third value"),
    sovereignty: card("Fourth value", "About page · fourth value"),
  }),
  ctaEyebrow: line("Closing · small line", "About page · the dark band at the end, above its heading"),
  ctaTitle: line("Closing · heading", "About page · the dark band at the end"),
  ctaLead: retreatPara("Closing · text", "About page · the dark band at the end", "region"),
  donate: line("Closing · first button", "About page · the button to the Donate page"),
  retreat: line("Closing · second button", "About page · the button to the Retreat Center page"),
  peopleEyebrow: line(
    "Who we are · small line",
    "About page · above the heading of the people's cards (the section shows once People has someone)",
  ),
  peopleTitle: line("Who we are · heading", "About page · heading above the people's cards"),
});

/** Services page: content/pages/services.yaml. */
export const servicesWordsSchema = z.strictObject({
  ...pageHead("Services page"),
  eyebrow: line("Small line above the title", "Services page · above the large heading"),
  lead: claim("Lead", "Services page · first lines under the title"),
  gridEyebrow: line("Cards · small line", "Services page · above the heading of the cards"),
  gridTitle: line("Cards · heading", "Services page · heading above the eight cards"),
  ctaTitle: line("Closing · heading", "Services page · the dark band at the end"),
  ctaLead: para("Closing · text", "Services page · the dark band at the end"),
  contact: line("Closing · first button", "Services page · the button to the Contact page"),
  village: line("Closing · second button", "Services page · the button to The Village page"),
});

/** The words every service's page shares: content/pages/service.yaml. */
export const serviceWordsSchema = z.strictObject({
  eyebrow: line("Small line above the title", "Every service's page · above the service's name"),
  approach: line("Approach heading", "Every service's page · heading above the service's text"),
  benefitsEyebrow: line("Benefits · small line", "Every service's page · above the benefits' heading"),
  benefits: line("Benefits heading", "Every service's page · heading above the five benefits"),
  leaders: line(
    "Who leads it · heading",
    "Every service's page that names its facilitators · heading above their cards",
  ),
  ctaTitle: line("Closing · heading", "Every service's page · the dark band at the end"),
  ctaLead: para("Closing · text", "Every service's page · the dark band at the end"),
  begin: line("Closing · button", "Every service's page · the button to the Contact page"),
  subject: lineWith(
    "Closing · the message's subject",
    "Every service's page · filled into the Contact form's subject by the button, e.g. “Getting started: Spiritual Counseling”",
    "service",
  ),
});

/** Events page: content/pages/events.yaml. */
export const eventsWordsSchema = z.strictObject({
  ...pageHead("Events page"),
  eyebrow: line("Small line above the title", "Events page · above the large heading"),
  lead: claim("Lead", "Events page · first lines under the title"),
  gridEyebrow: line("Cards · small line", "Events page · above the heading of the cards"),
  gridTitle: line("Cards · heading", "Events page · heading above the event cards"),
  pastEyebrow: line("Past gatherings · small line", "Events page · above the heading of ended events"),
  pastTitle: line("Past gatherings · heading", "Events page · heading above ended events"),
  pastLead: para("Past gatherings · text", "Events page · under the heading of ended events"),
  subscribe: group("Calendar subscription", "Events page · the band that offers our calendar", {
    eyebrow: line("Small line", "Calendar band · above its heading"),
    title: line("Heading", "Calendar band · heading"),
    lead: para("Text", "Calendar band · under its heading"),
    appTitle: line("Calendar app · heading", "Calendar band · first card"),
    appText: para("Calendar app · text", "Calendar band · first card"),
    appButton: line("Calendar app · button", "Calendar band · first card's button"),
    googleTitle: line("Google · heading", "Calendar band · second card"),
    googleText: para("Google · text", "Calendar band · second card"),
    googleButton: line("Google · button", "Calendar band · second card's button (a new tab)"),
    urlTitle: line("Address · heading", "Calendar band · third card"),
    urlText: para("Address · text", "Calendar band · third card, above the calendar's address"),
  }),
  feedName: lineWith("Calendar's name", "The name of our calendar in a visitor's calendar app", "site"),
  feedDescription: paraWith(
    "Calendar's description",
    "The description of our calendar in a visitor's calendar app",
    "site",
  ),
  ctaTitle: line("Closing · heading", "Events page · the dark band at the end"),
  ctaLead: para("Closing · text", "Events page · the dark band at the end"),
  enter: line("Closing · first button", "Events page · the button to The Village (a new tab)"),
  ask: line("Closing · second button", "Events page · the button to the Contact page"),
});

/** The words every event's page shares: content/pages/event.yaml. */
export const eventWordsSchema = z.strictObject({
  eyebrow: line("About · small line", "Every event's page · above the heading of its text"),
  title: lineWith("About · heading", "Every event's page · heading above its text", "event"),
  card: line("Details · heading", "Every event's page · heading of the details card"),
  when: line("When", "Details card · label before the date"),
  time: line("Time", "Details card · label before the time"),
  where: line("Where", "Details card · label before the place"),
  who: line("Who", "Details card · label before who it is for"),
  facilitator: line("Facilitator", "Details card · label before the facilitator's name"),
  capacity: line("Capacity", "Details card · label before the capacity"),
  cost: line("Cost", "Details card · label before the cost; calendar files"),
  aboutFacilitator: line("About the facilitator", "Every event's page · heading of the facilitator's card"),
  endedNote: para("Ended · note", "The page of an ended event · the note in its details card"),
  ask: line("Ended · question button", "The page of an ended event · the button to the Contact page"),
  addToCalendar: line("Add to calendar · heading", "Every dated event's page · the details card"),
  calendarFile: line("Add to calendar · file link", "Every dated event's page · the link that downloads the date"),
  googleCalendar: line(
    "Add to calendar · Google link",
    "Every dated event's page · the link to Google Calendar (a new tab)",
  ),
  details: line("Calendar files · details label", "In calendar files, before the link to the event's page"),
  language: line("Language", "Details card · label before the language it is held in"),
});

/** The Village page: content/pages/community.yaml (membership tiers included). */
const membershipTier = (which: string) =>
  group(which, `The Village page · the ${which} membership card`, {
    name: same(line("Name", `The ${which} card · the tier's name (a programme name: the same in both languages)`)),
    gloss: line(
      "Name in other words",
      `The ${which} card · under the name, saying it in the page's language (leave empty in English)`,
    ).optional(),
    description: para("Description", `The ${which} card · under the price`),
    benefits: list(
      "Benefits",
      `The ${which} card · the list of what it includes`,
      line("Benefit", `The ${which} card · one line of the list`),
    ),
    cta: line("Button", `The ${which} card · the button to The Village (a new tab)`),
  });
export const communityWordsSchema = z.strictObject({
  ...pageHead("The Village page"),
  eyebrow: line("Small line above the title", "The Village page · above the large heading"),
  lead: para("Lead", "The Village page · first lines under the title"),
  enter: line("Enter button", "The Village page · the button under the lead (a new tab)"),
  tiersEyebrow: line("Membership · small line", "The Village page · above the heading of the membership cards"),
  tiersTitle: line("Membership · heading", "The Village page · heading above the four membership cards"),
  tiersLead: para("Membership · text", "The Village page · under the heading of the membership cards"),
  tiers: group("Membership tiers", "The Village page · the four cards (prices are in Site facts)", {
    seeker: membershipTier("first"),
    healingPath: membershipTier("second"),
    innerCircle: membershipTier("third"),
    deeperPath: membershipTier("fourth"),
  }),
  volunteerEyebrow: line("Volunteering · small line", "The Village page · above the heading of the volunteer roles"),
  volunteerTitle: line("Volunteering · heading", "The Village page · heading above the volunteer roles"),
  volunteerLead: para("Volunteering · text", "The Village page · under the heading of the volunteer roles"),
  ctaEyebrow: line("Closing · small line", "The Village page · the dark band at the end, above its heading"),
  ctaTitle: line("Closing · heading", "The Village page · the dark band about the companion app"),
  ctaLead: para("Closing · text", "The Village page · the dark band about the companion app"),
  companion: line("Closing · first button", "The Village page · the button to the companion app (a new tab)"),
  invitation: line("Closing · second button", "The Village page · the button to the invitation (a new tab)"),
});

/** The words every volunteer role's page shares: content/pages/role.yaml. */
export const roleWordsSchema = z.strictObject({
  pageTitle: lineWith("Page title", "Every role's page · the title in the browser tab and search results", "role"),
  eyebrow: line("Small line above the title", "Every role's page · above the role's name"),
  role: line("Role heading", "Every role's page · heading above what the role does"),
  commitment: line("Time label", "Every role's page · before the time the role asks"),
  why: line("Deeper why heading", "Every role's page · heading of the second part"),
  ctaTitle: line("Closing · heading", "Every role's page · the dark band at the end"),
  ctaLead: para("Closing · text", "Every role's page · the dark band at the end"),
  ready: line("Closing · button", "Every role's page · the button to the Contact page"),
  subject: lineWith(
    "Closing · the message's subject",
    "Every role's page · filled into the Contact form's subject by the button, e.g. “Volunteering: Ceremony Assistant”",
    "role",
  ),
});

/** Donate page: content/pages/donate.yaml (the giving tiers' words included; amounts and links are in Site facts). */
const givingTier = (which: string) =>
  group(which, `Donate page · the ${which} monthly tier`, {
    name: same(line("Name", `The ${which} tier · its name (a programme name: the same in both languages)`)),
    phrase: line("Phrase", `The ${which} tier · the line under its name`),
    impact: para("Impact", `The ${which} tier · what the gift makes possible`),
    buttonText: line("Button", `The ${which} tier · the button to its payment page (a new tab)`),
  });
export const donateWordsSchema = z.strictObject({
  title: line("Page title", "Donate page · the title in the browser tab and search results"),
  description: paraWith(
    "Description",
    "Donate page · the text under the title in search results and when shared",
    "site",
    "amount",
    "region",
  ),
  eyebrow: line("Small line above the title", "Donate page · above the large heading"),
  heroTitle: line("Heading", "Donate page · the large heading"),
  lead: paraWith("Lead", "Donate page · first lines under the title", "region"),
  give: line("Give heading", "Donate page · the button under the lead, and the heading of the giving section"),
  impactEyebrow: line("Impact · small line", "Donate page · above the heading of the impact cards"),
  impactTitle: line("Impact · heading", "Donate page · heading above the three impact cards"),
  impact: group("Impact", "Donate page · the three cards", {
    circles: card("First card", "Donate page · first impact card"),
    healing: card("Second card", "Donate page · second impact card"),
    sanctuary: group("Third card", "Donate page · third impact card", {
      title: line("Title", "Donate page · third impact card · heading"),
      text: retreatPara("Text", "Donate page · third impact card · text", "region"),
    }),
  }),
  giveEyebrow: line("Giving · small line", "Donate page · above the heading of the giving section"),
  giveLead: para("Giving · text", "Donate page · under the heading of the giving section"),
  deductible: para(
    "Giving · tax-deductible",
    "Donate page · after the giving text, only once Site facts · Proof for donors gives the tax status",
  ),
  monthly: line("Monthly · heading", "Donate page · heading above the monthly tiers"),
  monthlyLead: para("Monthly · text", "Donate page · the line above the monthly tiers"),
  tiers: group("Monthly tiers", "Donate page · the five tiers", {
    sacredSeed: givingTier("first"),
    rootedSupporter: givingTier("second"),
    radiantLight: givingTier("third"),
    legacyGiver: givingTier("fourth"),
    sanctuaryBuilder: givingTier("fifth"),
  }),
  tierLabel: lineWith("Tier, read aloud", "Read aloud for each tier's button", "tier", "amount"),
  offerName: lineWith("Tier, in search results", "How search engines name each monthly tier", "tier"),
  otherAmount: line("Other amount button", "Donate page · the button under the tiers (a new tab)"),
  oneTime: group("One-time gift", "Donate page · the card after the tiers", {
    title: line("Heading", "One-time gift card · heading"),
    text: para("Text", "One-time gift card · text"),
    button: line("Button", "One-time gift card · button (a new tab)"),
  }),
  otherEyebrow: line("Other ways · small line", "Donate page · above the heading of the other ways"),
  otherTitle: line("Other ways · heading", "Donate page · heading above the three other ways"),
  other: group("Other ways to support", "Donate page · the three cards of the dark band", {
    volunteer: group("First card", "Donate page · first other way", {
      title: line("Title", "First other way · heading"),
      text: para("Text", "First other way · text"),
      label: line("Link", "First other way · link to the volunteer roles"),
    }),
    share: group("Second card", "Donate page · second other way", {
      title: line("Title", "Second other way · heading"),
      text: para("Text", "Second other way · text"),
      label: line("Link", "Second other way · link to the donation page (a new tab)"),
    }),
    inKind: group("Third card", "Donate page · third other way", {
      title: line("Title", "Third other way · heading"),
      text: para("Text", "Third other way · text"),
      label: line("Link", "Third other way · link to the Contact page"),
    }),
  }),
  proofEyebrow: line("Proof · small line", "Donate page · above the heading of the facts about us"),
  proofTitle: line("Proof · heading", "Donate page · heading above the legal name, tax status, EIN, report and board"),
  proofMissing: para(
    "Proof · while none is set",
    "Donate page · the one line under that heading until the legal name, tax status, EIN, report or board is set",
  ),
  legalName: line("Legal name label", "Donate page · before the legal name"),
  taxStatus: line("Tax status label", "Donate page · before the tax status"),
  ein: line("EIN label", "Donate page · before the EIN"),
  form990: lineWith("Form 990 link", "Donate page · the link to the latest Form 990 (a new tab)", "year"),
  annualReport: lineWith(
    "Annual report link",
    "Donate page · the link to the latest annual report (a new tab)",
    "year",
  ),
  board: line("Board label", "Donate page · before the board members' names (People · Board member)"),
  disclosure: group("Florida disclosure", "Donate page · the state's required notice at the end", {
    title: line("Heading", "Disclosure · heading"),
    registered: paraWith("Registration", "Disclosure · first sentence", "name", "registration"),
    statute: same(
      paraWith(
        "Statutory notice",
        "Disclosure · the notice Florida law requires (s. 496.411), in English on both pages: keep its official wording",
        "hotline",
        "website",
      ),
    ),
    translationLabel: line(
      "Translation's label",
      "Spanish page only · before the translation of the statutory notice (leave empty in English)",
    ).optional(),
    translation: paraWith(
      "Translation",
      "Spanish page only · the statutory notice in Spanish (leave empty in English)",
      "hotline",
      "spanishHotline",
      "website",
    ).optional(),
  }),
});

/** Contact page: content/pages/contact.yaml (the form's words included). */
export const contactWordsSchema = z.strictObject({
  ...pageHead("Contact page", "site", "email"),
  eyebrow: line("Small line above the title", "Contact page · above the large heading"),
  lead: paraWith("Lead", "Contact page · first lines under the title", "replyDays"),
  formEyebrow: line("Form · small line", "Contact page · above the form's heading"),
  formTitle: line("Form · heading", "Contact page · heading above the form"),
  direct: para("Direct contact", "Contact page · the text beside the e-mail and phone"),
  email: line("E-mail label", "Contact page · before the e-mail address"),
  phone: line("Phone label", "Contact page · before the phone number"),
  serving: line("Cities label", "Contact page · before the cities served"),
  replies: group(
    "Languages we answer in",
    "Contact page · the line under the text beside the e-mail and phone, as set in Site facts · We answer in Spanish",
    {
      spanish: para("We answer in Spanish", "Contact page · shown while Site facts says we answer in Spanish"),
      englishOnly: para(
        "We answer in English only",
        "Contact page · shown while Site facts says we do not answer in Spanish",
      ),
    },
  ),
  form: group("Contact form", "Contact page · the form and what it says after sending", {
    label: line("Form's name", "Read aloud by screen readers for the form"),
    requiredBefore: line("Required note · before the star", "Above the form: the words before the asterisk"),
    requiredMark: line("Required note · the star, read aloud", "Read aloud in place of the asterisk"),
    requiredAfter: line("Required note · after the star", "Above the form: the words after the asterisk"),
    name: line("Name", "Form · label of the name field"),
    email: line("E-mail", "Form · label of the e-mail field"),
    phone: line("Phone", "Form · label of the phone field"),
    subject: line("Subject", "Form · label of the subject field"),
    message: line("Message", "Form · label of the message field"),
    counter: lineWith(
      "Character counter",
      "Form · under the message field, e.g. “120 of 20,000 characters”",
      "count",
      "max",
    ),
    counterFull: lineWith("Counter · full", "Read aloud when the message reaches the most it can hold", "max"),
    submit: line("Send button", "Form · the button"),
    sending: line("Sending", "Form · the button's words while the message is on its way"),
    clear: line(
      "Clear button",
      "Form · beside the send button: empties the form and forgets the message in this browser",
    ),
    missing: line(
      "Empty field",
      "Form · shown at a required field left empty when sending (in place of the browser's own message)",
    ),
    badEmail: line("Wrong e-mail", "Form · shown at the e-mail field when what is typed is not an e-mail address"),
    toastTitle: line("Sent · title", "The note that appears once the website has sent the message, and only then"),
    toastText: para("Sent · text", "The note that appears once the website has sent the message, and only then"),
    sentNote: paraWith(
      "Sent · lasting line",
      "Above the button of the emptied form once the message went, until another is started; the note fades",
      "replyDays",
    ),
    notifications: line(
      "Notifications' name",
      "Read aloud for the area where that note appears; say that the F8 key reaches it",
    ),
    closeNotification: line("Close the note", "Read aloud for the × button that closes that note"),
    direct: para("Own e-mail", "Under the button: the words before our e-mail address"),
    noScript: para(
      "Without JavaScript",
      "Under the button, only in a browser with JavaScript off, where sending opens the visitor's mail app",
    ),
    to: line("“To” in a copied message", "The first line of a copied message, before our address"),
    recovery: group(
      "Not sent",
      "The panel shown when the website could not send the message: it opens the mail app and keeps the message until the visitor says it went",
      {
        title: line("Heading", "Panel · heading"),
        intro: para("Text", "Panel · text"),
        longTitle: line("Long message · heading", "Panel, for a message too long to hand to a mail app · heading"),
        longIntro: para("Long message · text", "Panel, for a long message · text"),
        memoryIntro: para(
          "Not stored · text",
          "Panel, when the browser could not store the message (it is kept only while the page is open) · text",
        ),
        message: line("Message label", "Panel · label above the message"),
        copy: line("Copy button", "Panel · the button that copies the message"),
        copied: line("Copied", "Panel · shown once the message is copied"),
        selected: para("Selected", "Panel · shown when the browser could not copy and the message is selected instead"),
        gmail: line("Gmail button", "Panel · opens Gmail (a new tab)"),
        outlook: line("Outlook button", "Panel · opens Outlook (a new tab)"),
        mailApp: line("Mail app button", "Panel · opens the mail app again"),
        went: line("Sent button", "Panel · the visitor says the message went; it is cleared"),
        edit: line("Edit button", "Panel · back to the form with the message"),
        startNew: line("New message button", "Panel · an empty form"),
        cleared: line("Cleared", "Shown once the message is cleared from the browser"),
      },
    ),
  }),
});

/** Renewal Journey page: content/pages/renewal-journey.yaml (the stages included). */
export const journeyWordsSchema = z.strictObject({
  ...pageHead("Renewal Journey page"),
  eyebrow: line("Small line above the title", "Renewal Journey page · above the large heading"),
  lead: para("Lead", "Renewal Journey page · first lines under the title"),
  roadmapEyebrow: line("Roadmap · small line", "Renewal Journey page · above the roadmap's heading"),
  roadmapTitle: line("Roadmap · heading", "Renewal Journey page · heading above the stages"),
  roadmapLead: para("Roadmap · text", "Renewal Journey page · under the roadmap's heading"),
  stage: lineWith("Stage number", "Each stage · the small line before its season, e.g. “Stage 1”", "number"),
  practices: line("Practices' name", "Each stage · read aloud for the list of practices"),
  stages: list(
    "Stages",
    "Renewal Journey page · the stages, in order",
    group("Stage", "Renewal Journey page · one stage", {
      title: line("Title", "A stage · heading"),
      season: line("Season", "A stage · the small line after its number"),
      text: para("Text", "A stage · text"),
      practices: list("Practices", "A stage · the list under its text", line("Practice", "A stage · one practice")),
    }),
  ),
  ctaTitle: line("Closing · heading", "Renewal Journey page · the band at the end"),
  ctaLead: para("Closing · text", "Renewal Journey page · the band at the end"),
  enter: line("Closing · first button", "Renewal Journey page · the button to The Village (a new tab)"),
  membership: line("Closing · second button", "Renewal Journey page · the button to The Village page"),
});

/** Retreat Center page: content/pages/retreat-center.yaml (the gallery's captions included). */
const galleryFrame = <C extends z.ZodType = ReturnType<typeof para>>(
  which: string,
  caption: C = para("Caption", `The ${which} picture · the text under it`) as unknown as C,
) =>
  group(which, `Retreat Center page · the ${which} picture of the gallery`, {
    title: line("Title", `The ${which} picture · its heading`),
    caption,
    alt: para("Picture description", `The ${which} picture · what it shows, read aloud to people who cannot see it`),
    photo: photo(`The ${which} picture · a photo in place of the drawing`),
  });
export const retreatWordsSchema = z.strictObject({
  title: line(
    "Page title",
    "Retreat Center page · the large heading, and the title in the browser tab and search results",
  ),
  description: retreatPara(
    "Description",
    "Retreat Center page · the text under the title in search results and when shared",
    "region",
  ),
  eyebrow: retreatLine("Small line above the title", "Retreat Center page · above the large heading", "region"),
  lead: paraWith("Lead", "Retreat Center page · first lines under the title", "region"),
  galleryEyebrow: line("Gallery · small line", "Retreat Center page · above the gallery's heading"),
  galleryTitle: line("Gallery · heading", "Retreat Center page · heading above the six pictures"),
  galleryLead: paraWith("Gallery · text", "Retreat Center page · under the gallery's heading", "region"),
  gallery: group("Gallery", "Retreat Center page · the six pictures", {
    grounds: galleryFrame("first", claim("Caption", "The first picture · the text under it")),
    circle: galleryFrame("second"),
    lodge: galleryFrame("third"),
    garden: galleryFrame("fourth"),
    water: galleryFrame("fifth", claim("Caption", "The fifth picture · the text under it")),
    nightSky: galleryFrame("sixth"),
  }),
  visionEyebrow: line("Vision · small line", "Retreat Center page · above the vision's heading"),
  visionTitle: line("Vision · heading", "Retreat Center page · heading of the vision"),
  vision: list(
    "Vision",
    "Retreat Center page · the vision's paragraphs (one item per paragraph)",
    claim("Paragraph", "Retreat Center page · a paragraph of the vision"),
  ),
  donate: line("Donate button", "Retreat Center page · the button to the Donate page"),
});

/** “New here?”: content/pages/new-here.yaml — what to expect, safety notes and questions staff can add to. */
export const newHereWordsSchema = z.strictObject({
  ...pageHead("“New here?” page"),
  eyebrow: line("Small line above the title", "“New here?” page · above the large heading"),
  lead: para("Lead", "“New here?” page · first lines under the title"),
  sections: list(
    "Sections",
    "“New here?” page · one heading and its text each, in order",
    group("Section", "“New here?” page · one section", {
      title: line("Heading", "A section · heading"),
      text: markdown("Text", "A section · its text: paragraphs, lists, bold and links", "replyDays"),
    }),
  ),
  policyLink: line(
    "Cancellation policy link",
    "“New here?” page · after the sections, once the policy's address is in Site facts (a new tab)",
  ),
  safetyTitle: line(
    "Safety · heading",
    "“New here?” page · heading of the safety notes (the crisis line follows them)",
  ),
  safety: markdown("Safety · text", "“New here?” page · the safety notes"),
  faqTitle: line("Questions · heading", "“New here?” page · heading above the questions"),
  faq: list(
    "Questions",
    "“New here?” page · each question opens to its answer; search engines read them too. Add one with + Add",
    group("Question", "One question and its answer", {
      question: line("Question", "A question · what opens it"),
      answer: para("Answer", "A question · the answer"),
    }),
  ),
  ctaTitle: line("Closing · heading", "“New here?” page · the dark band at the end"),
  ctaLead: para("Closing · text", "“New here?” page · the dark band at the end"),
  events: line("Closing · first button", "“New here?” page · the button to the Events page"),
  contact: line("Closing · second button", "“New here?” page · the button to the Contact page"),
});

/** The page shown for an address that does not exist: content/pages/not-found.yaml. */
export const notFoundWordsSchema = z.strictObject({
  title: line("Page title", "Page not found · the title in the browser tab"),
  description: para("Description", "Page not found · the description for search engines"),
  heading: line("Heading", "Page not found · the large heading"),
  lead: para("Lead", "Page not found · under the heading"),
  home: line("First button", "Page not found · the button to the home page"),
  events: line("Second button", "Page not found · the button to the Events page"),
});

/** Privacy policy: content/pages/privacy-policy.md, its words above and its text below. */
export const privacyWordsSchema = z.strictObject({
  title: line("Page title", "Privacy policy · the large heading, and the title in the browser tab and search results"),
  description: paraWith("Description", "Privacy policy · the text under the title in search results", "site", "date"),
  eyebrow: line("Small line above the title", "Privacy policy · above the large heading"),
  effective: lineWith(
    "Effective date",
    "Privacy policy · the first line, in bold ({date} is the effective date in Site facts)",
    "date",
  ),
  intro: paraWith("Introduction", "Privacy policy · after the effective date", "site"),
  body: markdown("Text", "Privacy policy · the policy itself", "site", "email", "phone"),
});

/** Accessibility statement: content/pages/accessibility.md. */
export const accessibilityWordsSchema = z.strictObject({
  title: line(
    "Page title",
    "Accessibility statement · the large heading, and the title in the browser tab and search results",
  ),
  description: paraWith("Description", "Accessibility statement · the text under the title in search results", "site"),
  eyebrow: line("Small line above the title", "Accessibility statement · above the large heading"),
  written: lineWith(
    "Date written",
    "Accessibility statement · the first line, in bold ({date} is the date in Site facts)",
    "date",
  ),
  intro: paraWith("Introduction", "Accessibility statement · after the date", "site"),
  body: markdown("Text", "Accessibility statement · the statement itself", "site", "email", "phone", "replyDays"),
});

/** Every file of words, by its name under content/ (and content/es/): the loader, /admin and the tests read this list. */
export const wordFiles = {
  ui: { file: "ui.yaml", label: "Words across the site", schema: uiWordsSchema },
  home: { file: "pages/home.yaml", label: "Home page", schema: homeWordsSchema },
  about: { file: "pages/about.yaml", label: "About page", schema: aboutWordsSchema },
  services: { file: "pages/services.yaml", label: "Services page", schema: servicesWordsSchema },
  service: { file: "pages/service.yaml", label: "Every service's page", schema: serviceWordsSchema },
  events: { file: "pages/events.yaml", label: "Events page", schema: eventsWordsSchema },
  event: { file: "pages/event.yaml", label: "Every event's page", schema: eventWordsSchema },
  community: { file: "pages/community.yaml", label: "The Village page", schema: communityWordsSchema },
  role: { file: "pages/role.yaml", label: "Every volunteer role's page", schema: roleWordsSchema },
  donate: { file: "pages/donate.yaml", label: "Donate page", schema: donateWordsSchema },
  contact: { file: "pages/contact.yaml", label: "Contact page", schema: contactWordsSchema },
  journey: { file: "pages/renewal-journey.yaml", label: "Renewal Journey page", schema: journeyWordsSchema },
  retreat: { file: "pages/retreat-center.yaml", label: "Retreat Center page", schema: retreatWordsSchema },
  newHere: { file: "pages/new-here.yaml", label: "“New here?” page", schema: newHereWordsSchema },
  notFound: { file: "pages/not-found.yaml", label: "Page not found", schema: notFoundWordsSchema },
  privacy: { file: "pages/privacy-policy.md", label: "Privacy policy", schema: privacyWordsSchema },
  accessibility: { file: "pages/accessibility.md", label: "Accessibility statement", schema: accessibilityWordsSchema },
} as const;

export type WordFile = keyof typeof wordFiles;
export type Words<F extends WordFile> = z.infer<(typeof wordFiles)[F]["schema"]>;
export type UiWords = Words<"ui">;
