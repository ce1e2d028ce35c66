import { z } from "zod";
import {
  choice,
  clockTime,
  isoDate,
  labelled,
  paragraph,
  photo,
  references,
  seasonOptions,
  text,
  title as titleField,
  translated,
  wholeNumber,
} from "./fields";
import type { Locale } from "../i18n/locales";
import type { IconName } from "../icons";

/** The zod schema of each kind of entry (the form /admin shows for it), and the types the pages read. */

const eventIcons = [
  { value: "book", label: "📖 Book" },
  { value: "flame", label: "🔥 Flame" },
  { value: "voice", label: "🎙️ Voice" },
  { value: "heart", label: "❤️ Heart" },
  { value: "moon", label: "🌙 Moon" },
  { value: "spiral", label: "🌀 Spiral" },
  { value: "sun", label: "☀️ Sun" },
  { value: "wind", label: "🌬️ Wind" },
  { value: "lotus", label: "🪷 Lotus" },
] as const satisfies readonly { value: IconName; label: string }[];

const eventTypes = [
  { value: "New Series", label: "New Series" },
  { value: "Weekly Coaching", label: "Weekly Coaching" },
  { value: "Weekly Call", label: "Weekly Call" },
  { value: "Bi-Weekly Circle", label: "Bi-Weekly Circle" },
  { value: "Monthly Circle", label: "Monthly Circle" },
  { value: "Retreat", label: "Retreat" },
  { value: "Workshop", label: "Workshop" },
] as const;
type EventType = (typeof eventTypes)[number]["value"];

/** Each kind of event's key among the words of content/ui.yaml (events.types). */
export const eventTypeKeys = {
  "New Series": "newSeries",
  "Weekly Coaching": "weeklyCoaching",
  "Weekly Call": "weeklyCall",
  "Bi-Weekly Circle": "biWeeklyCircle",
  "Monthly Circle": "monthlyCircle",
  Retreat: "retreat",
  Workshop: "workshop",
} as const satisfies Record<EventType, string>;

/** How long one gathering lasts, in minutes: chosen, so an end can never come before the start. */
const durations = [30, 45, 60, 75, 90, 120, 150, 180, 240, 300, 360, 480].map((minutes) => ({
  value: minutes,
  label: [
    Math.floor(minutes / 60) && `${Math.floor(minutes / 60)} hour${minutes >= 120 ? "s" : ""}`,
    minutes % 60 && `${minutes % 60} minutes`,
  ]
    .filter(Boolean)
    .join(" "),
}));
const intervals = [
  { value: 1, label: "Every week" },
  { value: 2, label: "Every other week" },
] as const;

/** The drawings a service or a volunteer role may show (public/images/art/<name>.svg). */
const imageNames = [
  { value: "meditation", label: "🧘 Meditation" },
  { value: "counseling", label: "💬 Counseling" },
  { value: "ancestral", label: "🌳 Ancestral tree" },
  { value: "dance", label: "💃 Dance" },
  { value: "coaching", label: "🧭 Coaching" },
  { value: "seasons", label: "🍂 Seasons" },
  { value: "wedding", label: "💍 Wedding" },
  { value: "corporate", label: "🤝 Team" },
  { value: "ceremony", label: "🔥 Ceremony" },
  { value: "outreach", label: "📣 Outreach" },
  { value: "coordinator", label: "📋 Coordination" },
  { value: "healing", label: "🌿 Healing arts" },
  { value: "sanctuary", label: "🏡 Sanctuary" },
  { value: "host", label: "🏠 Host" },
] as const;

/** Where an event meets, and which outside page it sends visitors to: their names, addresses and links are facts of content/site.yaml (lib/site.ts). */
export const placeIds = ["zoom", "voiceRooms", "interlachen", "miami"] as const;
export const platformIds = ["community", "redBookEvent"] as const;

/** The entry's position in lists: written by /admin, first in the file, when staff drag entries into order. */
const order = labelled(
  z.int({ error: "a whole number" }).min(0, "a whole number of 0 or more"),
  "Position",
  "Set by dragging entries into order in the list",
).optional();

/** When an event repeats on a weekly rhythm, in Florida time. Its weekday is the first date's. */
const scheduleSchema = z.strictObject({
  firstDate: labelled(isoDate, "First date", "The first gathering: it repeats on that weekday"),
  startTime: labelled(clockTime, "Start time", "Florida time"),
  duration: labelled(choice(durations), "Length", "How long each gathering lasts"),
  intervalWeeks: labelled(choice(intervals), "How often").default(1),
  count: labelled(
    wholeNumber(1, 3),
    "Number of gatherings",
    "For a series with an end, e.g. 10; leave empty when it goes on",
  ).optional(),
  until: labelled(isoDate, "Last date", "To end a circle without deleting it; leave empty when it goes on").optional(),
  cancelled: labelled(
    z.array(labelled(isoDate, "Cancelled date")),
    "Cancelled dates",
    "One gathering that will not happen: it leaves the dates and calendars, the next date shows instead, and in the three weeks before it the card and page say it is cancelled",
  ).optional(),
});

/** What an event costs: each kind is one whole phrase in content/ui.yaml (events.cost); amounts are formatted where shown. */
export const costKinds = [
  { value: "free", label: "Free" },
  { value: "members", label: "Free for Village members" },
  { value: "price", label: "A price, or a range from a price to another" },
  { value: "sliding", label: "Sliding scale (optionally from a price to another)" },
] as const;
const costSchema = z.strictObject({
  kind: labelled(choice(costKinds), "Kind", "The phrase cards and pages show, in each language"),
  amount: labelled(
    wholeNumber(0, 5, "a whole number of dollars"),
    "Price in dollars",
    "For a price or a sliding scale: the price, or the lowest of a range; digits only",
  ).optional(),
  upTo: labelled(
    wholeNumber(0, 5, "a whole number of dollars"),
    "Up to (dollars)",
    "For a range: the highest price; leave empty for one price",
  ).optional(),
  note: translated(labelled(
    text,
    "Note",
    "After the cost on the event's page, e.g. One-on-one coaching is available for separate fees",
  )).optional(),
  sponsoredSeat: labelled(
    z.boolean(),
    "Offer a sponsored seat",
    "On: a link “Ask about a sponsored seat” to the Contact page, its subject filled in",
  ).optional(),
});

/** The language an event is held in: whole phrases per kind in content/ui.yaml (events.languages). */
export const eventLanguages = [
  { value: "en", label: "English" },
  { value: "es", label: "Spanish" },
  { value: "both", label: "Bilingual (English and Spanish)" },
] as const;

/** An event whose dates are not set yet: the card and page say "Date to be announced", then these. */
const tbdSchema = z.strictObject({
  days: labelled(wholeNumber(2, 2), "Length in days", "For a gathering of several days, e.g. 3").optional(),
  note: translated(labelled(text, "Note", "After “Date to be announced”, e.g. announced monthly")).optional(),
  season: labelled(
    choice(seasonOptions),
    "Expected season",
    "Once this season begins, the site's attention list asks for the dates",
  ).optional(),
  year: labelled(wholeNumber(2000, 4, "a year such as 2026"), "Expected year").optional(),
});

/**
 * Words of an entry's texts that state a fact only the organisation can vouch for, and nobody has checked yet: the
 * launch list names each one until someone checks it and takes it off this list.
 */
const unconfirmed = labelled(
  z.array(labelled(text, "Claim")),
  "Claims to check",
  "Words of its text that state a fact nobody has checked yet, as they read in English (e.g. Fills up fast). Each is listed under “Before going live”: once someone has checked it, remove it here, or take it out of the text in both languages",
).optional();

export const serviceSchema = z.strictObject({
  order,
  title: translated(labelled(titleField, "Title", "The service's page · large heading; Services page · its card")),
  description: translated(labelled(
    paragraph(),
    "Card text",
    "Services page · the text of the service's card; also search results",
  )),
  tagline: translated(labelled(text, "Tagline", "The service's page · the line under the title")),
  details: translated(labelled(paragraph(), "Our approach", "The service's page · the text under “Our Sacred Approach”")),
  benefits: translated(labelled(
    z.array(labelled(text, "Benefit")).length(5, "a list of exactly five benefits"),
    "Benefits",
    "The service's page · the five things people may receive",
  )),
  image: labelled(
    choice(imageNames),
    "Drawing",
    "The service's page · the drawing beside its text, when it has no photo",
  ),
  imageAlt: translated(labelled(text, "Drawing's description", "What the drawing shows, read aloud to people who cannot see it")),
  photo: photo("The service's page · beside its text, in place of the drawing"),
  facilitators: references(
    "people",
    "Who leads it",
    "The service's page · a card for each, with photo and bio; leave empty when nobody is named",
  ).optional(),
  cost: labelled(
    costSchema,
    "Cost",
    "The service's page; leave empty while the cost is not known (staff are told before going live)",
  ).optional(),
  crisisLine: labelled(
    z.boolean(),
    "Crisis line",
    "On: the page shows “In crisis? Call or text 988” (the number is in Site facts)",
  ).optional(),
  unconfirmed,
});

export const eventSchema = z.strictObject({
  order,
  title: translated(labelled(titleField, "Title", "The event's page · large heading; Events page · its card")),
  tagline: translated(labelled(text, "Tagline", "The event's page · the line under the title")),
  intro: translated(labelled(
    paragraph(),
    "Description for search engines",
    "Not on the page: shown in search results, when the page is shared, and in calendar files",
  )),
  summary: translated(labelled(paragraph(), "Card text", "Events page · the text of the event's card")),
  type: labelled(choice(eventTypes), "Kind of event", "The small badge on its card and page"),
  icon: labelled(choice(eventIcons), "Icon", "The picture on its card"),
  // On for a new event: an event nobody switches on would otherwise have a page but no card.
  listed: labelled(z.boolean(), "Shown on the Events page", "Off: the event keeps its page but has no card").default(
    true,
  ),
  audience: translated(labelled(text, "Who it is for", "The event's page · details card; its card when there is no capacity")),
  facilitators: references(
    "people",
    "Who leads it",
    "Its card, its page's details card and a card for each, with photo and bio; leave empty when nobody is named",
  ).optional(),
  capacity: labelled(
    wholeNumber(1, 4),
    "Capacity",
    "The most people who can come, e.g. 12; leave empty when there is no limit",
  ).optional(),
  cost: labelled(
    costSchema,
    "Cost",
    "Its card, its page and the home page; leave empty while the cost is not known (staff are told before going live)",
  ).optional(),
  language: labelled(
    choice(eventLanguages),
    "Language",
    "The language it is held in: its card and page; leave empty while not known (staff are told before going live)",
  ).optional(),
  crisisLine: labelled(
    z.boolean(),
    "Crisis line",
    "On (circles): the page shows “In crisis? Call or text 988” (the number is in Site facts)",
  ).optional(),
  place: labelled(z.enum(placeIds), "Place", "Where it meets: names and addresses are in Site facts"),
  placeNote: translated(labelled(text, "Note after an online room", "e.g. link after RSVP")).optional(),
  platform: labelled(z.enum(platformIds), "Button's page", "Where its buttons lead: addresses are in Site facts"),
  rsvp: labelled(z.boolean(), "RSVP on the platform", "Off: its card offers “Reserve Your Space” (the Contact page)"),
  buttonText: translated(labelled(text, "Button", "The event's page · the button to its outside page, e.g. RSVP Now")),
  closing: labelled(
    z.strictObject({
      title: translated(labelled(text, "Heading", "The band at the end of the event's page")),
      text: translated(labelled(paragraph(), "Text", "The band at the end of the event's page")),
      buttonText: translated(labelled(text, "Button", "The band at the end of the event's page")),
    }),
    "Closing band",
    "An optional band at the end of the page, e.g. Are You Ready to Answer the Call?",
  ).optional(),
  schedule: labelled(
    scheduleSchema,
    "Weekly schedule",
    "Its dates, when they are known: then leave “Dates to be announced” empty",
  ).optional(),
  tbd: labelled(tbdSchema, "Dates to be announced", "When the dates are not known yet").optional(),
  photo: photo("The event's page · above its text"),
  unconfirmed,
});

export const volunteerSchema = z.strictObject({
  order,
  title: translated(labelled(titleField, "Title", "The role's page · large heading; The Village page · its card")),
  description: translated(labelled(text, "Card text", "The Village page · the text of the role's card; also search results")),
  tagline: translated(labelled(text, "Tagline", "The role's page · the line under the title")),
  role: translated(labelled(paragraph(), "The role", "The role's page · the text under “The Role”")),
  commitment: translated(labelled(text, "Time it asks", "The role's page · after “Time commitment”")),
  image: labelled(
    choice(imageNames),
    "Drawing",
    "The role's page · the drawing beside “The Deeper Why”, when it has no photo",
  ),
  imageAlt: translated(labelled(text, "Drawing's description", "What the drawing shows, read aloud to people who cannot see it")),
  photo: photo("The role's page · beside “The Deeper Why”, in place of the drawing"),
});

/** Who a person is to the organisation: /about lists them in this order, /donate names the board. */
export const personKinds = [
  { value: "founder", label: "Founder" },
  { value: "staff", label: "Staff" },
  { value: "facilitator", label: "Facilitator" },
  { value: "board", label: "Board member" },
] as const;

/** A person of the organisation: on /about (“Who we are”), on what they lead (“Who leads it”), the board on /donate. */
export const personSchema = z.strictObject({
  order,
  name: labelled(titleField, "Name", "About page · their card; the pages of what they lead"),
  kind: labelled(
    choice(personKinds),
    "Who they are to us",
    "Founder, staff, facilitator or board member: the board is named on the Donate page",
  ),
  role: translated(labelled(text, "Role", "After the name, e.g. Jungian guide and dreamworker")),
  photo: photo("Their card, beside the bio (without one: their initials)"),
  bio: translated(labelled(paragraph(), "Short bio", "Their card; leave empty to show no bio")).optional(),
  example: labelled(
    z.boolean(),
    "Example entry",
    "On: a stand-in, not yet a real person of ours; listed for staff under “Before going live” until it is",
  ).optional(),
});

/** A schedule as the pages use it: the weekday derived from the first date, one way of ending kept. */
export type EventSchedule = Omit<z.infer<typeof scheduleSchema>, "until"> & {
  /** The weekday of the first date, as iCalendar names it. */
  byDay: (typeof weekdays)[number];
  until?: string;
};
export const weekdays = ["MO", "TU", "WE", "TH", "FR", "SA", "SU"] as const;

export type Localized<T> = T & {
  slug: string;
  /** The entry's place in lists: its position, or after every positioned entry. */
  order: number;
  /** The Markdown text below the fields, in the language of the words (English when its translation has none). */
  body: string;
  /**
   * The file that text is compiled from by @next/mdx (MarkdownBody, components/ui/markdown.tsx), e.g.
   * content/es/events/new-moon-circle.md.
   */
  source: string;
  /** The language the words are in: English when the entry has no translation in the page's language. */
  lang: Locale;
  /** Words its translation does not have yet ("title", "closing.text", "body"): shown in English, marked so (langOf). */
  english?: string[];
};
export type Service = Localized<z.infer<typeof serviceSchema>>;
export type VolunteerRole = Localized<z.infer<typeof volunteerSchema>>;
export type Person = Localized<z.infer<typeof personSchema>>;
export type Event = Localized<Omit<z.infer<typeof eventSchema>, "schedule">> & { schedule?: EventSchedule };

/** Each collection's folder under content/, with its schema. */
export const schemas = {
  events: eventSchema,
  services: serviceSchema,
  volunteer: volunteerSchema,
  people: personSchema,
} as const;
export type Collection = keyof typeof schemas;
