// Scaffolds a content file: `npm run new -- event "Full Moon Fire"` writes content/events/full-moon-fire.mdx to fill in.
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import matter from "gray-matter";

// Every placeholder is TODO, which lib/content.ts refuses as text and where a number, a choice or a date belongs,
// so the build stops on a half-filled file and names its first unfilled field.
const IMAGES = "meditation, counseling, ancestral, dance, coaching, seasons, wedding, corporate, ceremony, outreach, coordinator, healing, sanctuary or host";
const kinds = {
  event: { folder: "events", page: "/events/", list: "/events", fields: `
tagline: TODO # one line under the title on its page
intro: TODO # the page's opening paragraph, also its description in search results
summary: TODO # two sentences for its card on /events
type: TODO # the card's badge: New Series, Weekly Coaching, Weekly Call, Bi-Weekly Circle, Monthly Circle, Retreat or Workshop
icon: TODO # book, flame, voice, heart, moon, spiral, sun, wind or lotus
listed: TODO # true: a card on /events; false: its page only
audience: TODO # who it is for, e.g. Open to all seekers
facilitator: # optional: delete these four lines if nobody is named
  name: TODO # the facilitator's name
  role: TODO # e.g. Jungian guide and dreamworker
  bio: TODO # optional: a few sentences for an About the Facilitator card
capacity: TODO # optional: the most participants, a whole number
cost: TODO # optional: e.g. Free for Village members
place: TODO # zoom, voiceRooms, interlachen or miami (their names and addresses in content/site.yaml)
placeNote: TODO # optional: shown after an online room, e.g. link after RSVP
platform: TODO # where its button goes: community or redBookEvent (the links in content/site.yaml)
rsvp: TODO # true: the card's button RSVPs on the platform; false: Reserve Your Space (/contact)
buttonText: TODO # the button's words, e.g. Join the Waitlist
closing: # optional closing band: delete these four lines for none
  title: TODO # e.g. Are You Ready to Answer the Call?
  text: TODO # a short paragraph
  buttonText: TODO # the band's button
schedule: # keep this when the dates are known, and delete tbd
  firstDate: TODO # the first date, YYYY-MM-DD
  startTime: TODO # Florida time, 24-hour HH:MM
  endTime: TODO # HH:MM
  byDay: TODO # the weekday of firstDate: MO, TU, WE, TH, FR, SA or SU
  intervalWeeks: TODO # optional: 1 for every week (the default), 2 for every other week
  count: TODO # optional: how many sessions (delete for no end)
  until: TODO # optional, instead of count: the last date it may meet, YYYY-MM-DD (delete for no end)
tbd: # keep this while the dates are to be announced, and delete schedule
  days: TODO # optional: how many days a gathering over several days lasts
  note: TODO # optional: shown after "Date TBD", e.g. announced monthly` },
  service: { folder: "services", page: "/services/", list: "/services", fields: `
description: TODO # its card's text on /services, also its description in search results
tagline: TODO # one line under the title on its page
details: TODO # the Our Sacred Approach paragraph
benefits: # exactly five
  - TODO # first benefit
  - TODO # second
  - TODO # third
  - TODO # fourth
  - TODO # fifth
image: TODO # ${IMAGES}
imageAlt: TODO # what the picture shows, for visitors who cannot see it` },
  role: { folder: "volunteer", page: "/join/", list: "/community", fields: `
description: TODO # its card's text on /community, also its description in search results
tagline: TODO # one line under the title on its page
role: TODO # The Role paragraph: what a volunteer does
commitment: TODO # the time it takes, e.g. One gathering a month (about 2 hours)
image: TODO # ${IMAGES}
imageAlt: TODO # what the picture shows, for visitors who cannot see it` },
};

const { positionals } = parseArgs({ allowPositionals: true });
const [kind = "", ...words] = positionals;
const title = words.join(" ").trim();
const fail = (/** @type {string} */ message) => (console.error(message), process.exit(1));
if (!Object.hasOwn(kinds, kind)) fail(`Usage: npm run new -- <${Object.keys(kinds).join("|")}> "Title of the page"`);
const { folder, page, list, fields } = kinds[/** @type {keyof typeof kinds} */ (kind)];
const slug = title.normalize("NFKD").replace(/[\u0300-\u036f'’]/g, "").toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");
if (!slug) fail(`The title ${JSON.stringify(title)} has no letters or digits to make a page address from: give a title such as "Full Moon Fire".`);

const dir = path.join("content", folder);
const file = path.join(dir, `${slug}.mdx`);
if (existsSync(file) || existsSync(path.join(dir, `${slug}.md`))) fail(`${file} already exists: choose another title, or edit that file.`);
const files = readdirSync(dir).filter((name) => /\.mdx?$/.test(name));
const order = Math.max(0, ...files.map((name) => Number(matter(readFileSync(path.join(dir, name), "utf8")).data.order)).filter(Number.isInteger)) + 1;

writeFileSync(
  file,
  `---
# Fill in every TODO; each comment says what the field takes. The site does not build until they are all filled.
title: ${JSON.stringify(title)}
order: ${order} # its place in listings: the next free number${fields}
---

TODO: the page's text, in Markdown (paragraphs, **bold**, lists). It is not checked: replace it before publishing.
`,
);
console.log(`Created ${file}
Next steps:
  1. Fill in every TODO in it (delete the optional fields you do not need).
  2. npm run dev: until every field is filled in, the error names the file and the next field to fix.
  3. Open http://localhost:3000${page}${slug}, and ${list} for its card.
  4. Translate it: copy it to content/es/${folder}/${slug}.mdx, keep only the words (README: Spanish and translations).
     Until then /es${page}${slug} shows the English text under a short Spanish notice.`);
