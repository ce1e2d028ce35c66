import fs from "node:fs";
import type { z } from "zod";
import path from "node:path";
import { adminPath, contentFile, getEvents, getPeople, getServices, type Event, type Person } from "../content";
import { contentName, contentPath, contentRoot } from "../content/dir.mjs";
import { hostFacts } from "../host";
import { wordFilePath, wordsOf, type WordFile } from "../i18n";
import { wordFiles } from "../i18n/schema";
import { elementOf, metaOf, shapeOf } from "../schema-walk";
import { FICTIONAL_PHONE, PLACEHOLDER } from "../placeholders";
import { labelOf, type Problem } from "./problems";
import { readSiteFacts, SITE_FACTS_FILE, site, siteFactsSchema, type SiteFacts } from "../site";

/**
 * What the site still carries that is not real yet, and the facts a visitor needs to trust it that are still
 * missing: each a problem of level "launch". One list, read twice: the notice's “Before going live” section (never
 * stopping a build or a preview) and `npm run check:launch` (scripts/check-launch.ts), which the production deploy runs
 * and which fails while the list is not empty. The pages say plainly what is not known yet; this says what to fill in.
 */

const FACTS_ADMIN = "#/collections/site/entries/facts";
/** An address the text itself gives as an example of what to type ("for example name@example.com"), not as ours. */
const GIVEN_AS_EXAMPLE = /(?:for example|e\.g\.|such as)\s*$/i;
/** The first placeholder in `text` that is not given as an example. */
function placeholderIn(text: string): string | undefined {
  for (const match of text.matchAll(new RegExp(PLACEHOLDER.source, "gi")))
    if (!GIVEN_AS_EXAMPLE.test(text.slice(0, match.index))) return match[0];
  return undefined;
}

/** Every text value in `data` with its path, for finding placeholders in the site facts. */
function texts(data: unknown, at: (string | number)[] = []): [(string | number)[], string][] {
  if (typeof data === "string") return [[at, data]];
  if (Array.isArray(data)) return data.flatMap((item, index) => texts(item, [...at, index]));
  if (data && typeof data === "object")
    return Object.entries(data).flatMap(([key, value]) => texts(value, [...at, key]));
  return [];
}

/** Placeholders in content/site.yaml (`facts`), in the host's facts, and in every other file under `root`. */
export function placeholderProblems(
  facts: unknown = readSiteFacts(),
  root = contentRoot(),
  host = hostFacts(),
): Problem[] {
  const found: Problem[] = [];
  for (const [at, value] of texts(facts)) {
    if (PLACEHOLDER.test(value)) {
      found.push({
        level: "launch",
        file: SITE_FACTS_FILE,
        entry: "Site facts",
        field: labelOf(siteFactsSchema, at),
        message: `is a placeholder (${value}): write the organisation's own.`,
        admin: FACTS_ADMIN,
      });
    }
  }
  const invitation = (facts as { links?: { invitation?: string } })?.links?.invitation;
  const code = invitation && /[?&]code=([^&#]+)/.exec(invitation)?.[1];
  if (code) {
    found.push({
      level: "launch",
      file: SITE_FACTS_FILE,
      entry: "Site facts",
      field: labelOf(siteFactsSchema, ["links", "invitation"]),
      message: `carries the invitation code ${code}: confirm with the community platform that it is the current one.`,
      admin: FACTS_ADMIN,
    });
  }
  const phone = (facts as { phone?: string })?.phone;
  if (phone && FICTIONAL_PHONE.test(phone)) {
    found.push({
      level: "launch",
      file: SITE_FACTS_FILE,
      entry: "Site facts",
      field: labelOf(siteFactsSchema, ["phone"]),
      message: `is a number reserved for fiction (${phone}): write the organisation's own.`,
      admin: FACTS_ADMIN,
    });
  }
  if (PLACEHOLDER.test(host.siteUrl)) {
    found.push({
      level: "launch",
      file: "wrangler.jsonc",
      field: "vars.SITE_URL",
      message: `is a placeholder (${host.siteUrl}): set the site's real address (docs/operations.md: Going live).`,
    });
  }
  const walk = (dir: string): string[] =>
    fs
      .readdirSync(dir, { withFileTypes: true })
      .flatMap((item) => (item.isDirectory() ? walk(path.join(dir, item.name)) : [path.join(dir, item.name)]));
  for (const file of walk(root)
    .filter((name) => /\.(md|ya?ml)$/.test(name) && path.resolve(name) !== contentPath(SITE_FACTS_FILE))
    .sort()) {
    const source = fs.readFileSync(file, "utf8");
    const match = placeholderIn(source);
    if (match)
      found.push({
        level: "launch",
        file: contentName(file),
        message: `names a placeholder address (${match}): write the organisation's own.`,
      });
    const fictional = FICTIONAL_PHONE.exec(source);
    if (fictional)
      found.push({
        level: "launch",
        file: contentName(file),
        message: `names a number reserved for fiction (${fictional[0].trim()}): write the organisation's own.`,
      });
  }
  return found;
}

type TrustFacts = Pick<SiteFacts, "donor" | "cancellationPolicy" | "sanctuaryFund"> &
  Partial<Pick<SiteFacts, "gatherings" | "substances" | "people" | "places">>;

/**
 * Events and services with no stated cost or leader or with claims to check; the usual language not confirmed (an event's own language is optional); people who are examples; leaders with no
 * photo; missing donor facts; no statement on substances; nobody to tell when the site needs attention.
 */
export function trustProblems(
  events: readonly Event[] = getEvents(),
  facts: TrustFacts = site,
  people: readonly Person[] = getPeople(),
  services = getServices(),
): Problem[] {
  const found: Problem[] = [];
  const leaders = new Set<string>();
  const known = new Set(people.map((person) => person.slug));
  const named = (entry: { facilitators?: readonly string[] }) =>
    (entry.facilitators ?? []).filter((slug) => known.has(slug));
  const offers = [
    ...events.map((entry) => ({
      entry,
      collection: "events",
      say: "its card and page say",
      show: "its card and page show",
    })),
    ...services.map((entry) => ({ entry, collection: "services", say: "its page says", show: "its page shows" })),
  ];
  for (const { entry, collection, say, show } of offers) {
    const note = (field: string, message: string) =>
      found.push({
        level: "launch",
        file: contentFile(collection, entry.slug, "en"),
        entry: entry.title,
        field,
        message,
        admin: adminPath(collection, entry.slug),
      });
    if (!entry.cost)
      note(
        "Cost",
        `is not stated: ${say} “Cost to be announced”. Choose its kind (free, free for members, a price, a sliding scale).`,
      );
    else if (entry.cost.kind === "price" && entry.cost.amount === undefined)
      note(
        "Cost › Price in dollars",
        `is empty for a priced ${collection.slice(0, -1)}: ${show} no cost until the price is written.`,
      );
    for (const claim of entry.unconfirmed ?? [])
      note(
        "Claims to check",
        `holds “${claim}”, which visitors read as a fact and nobody has checked yet. Check it, then remove it from this list, or take it out of the text in both languages.`,
      );
    const leading = named(entry);
    if (!leading.length) note("Who leads it", `names nobody: ${say} the guide is to be announced.`);
    for (const slug of leading) leaders.add(slug);
  }
  if (!facts.gatherings?.confirmed) {
    found.push({
      level: "launch",
      file: SITE_FACTS_FILE,
      entry: "Site facts",
      field: labelOf(siteFactsSchema, ["gatherings", "confirmed"]),
      message:
        "is off: every event that states no language of its own shows this one on its card and page. Check it, then switch “Confirmed by staff” on.",
      admin: FACTS_ADMIN,
    });
  }
  for (const person of people) {
    const note = (field: string, message: string) =>
      found.push({
        level: "launch",
        file: contentFile("people", person.slug, "en"),
        entry: person.name,
        field,
        message,
        admin: adminPath("people", person.slug),
      });
    if (person.example)
      note(
        "Example entry",
        "is a stand-in, not yet a real person of ours: write the real person (name, role, bio, photo), then switch “Example entry” off.",
      );
    if (leaders.has(person.slug) && !person.photo)
      note("Photo", "is empty: what they lead shows their initials. Upload a photo of them.");
  }
  for (const [id, place] of Object.entries(facts.places ?? {})) {
    if (place.address && !place.address.confirmed)
      found.push({
        level: "launch",
        file: SITE_FACTS_FILE,
        entry: "Site facts",
        field: labelOf(siteFactsSchema, ["places", id, "address", "confirmed"]),
        message: `is off for ${place.address.street}, ${place.address.city}: event pages and search engines give only the town. Check the street and ZIP code, then switch it on.`,
        admin: FACTS_ADMIN,
      });
  }
  const donor = facts.donor ?? {};
  const missing: [keyof NonNullable<typeof facts.donor>, string, string?][] = [
    ["legalName", "the legal name"],
    [
      "taxStatus",
      "the tax status (e.g. 501(c)(3))",
      " Until it is set, the Donate page does not say that gifts are tax-deductible.",
    ],
    ["ein", "the EIN"],
    ["report", "a link to the latest Form 990 or annual report"],
  ];
  for (const [key, what, until = ""] of missing) {
    if (!donor[key])
      found.push({
        level: "launch",
        file: SITE_FACTS_FILE,
        entry: "Site facts",
        field: labelOf(siteFactsSchema, ["donor", key]),
        message: `is empty: donors look for ${what} on the Donate page and in the footer.${until}`,
        admin: FACTS_ADMIN,
      });
  }
  if (!people.some((person) => person.kind === "board")) {
    found.push({
      level: "launch",
      file: "content/people",
      entry: "People",
      field: "Who they are to us",
      message: "nobody is a board member: the Donate page names no board. Add the board members to People.",
      admin: "#/collections/people",
    });
  }
  const fund = facts.sanctuaryFund;
  if (!fund || fund.goal === undefined || fund.raised === undefined || !fund.asOf) {
    found.push({
      level: "launch",
      file: SITE_FACTS_FILE,
      entry: "Site facts",
      field: labelOf(siteFactsSchema, ["sanctuaryFund"]),
      message:
        "is not complete: the retreat center's appeal shows no goal or progress until the goal, the amount raised and its date are all set.",
      admin: FACTS_ADMIN,
    });
  }
  if (!facts.cancellationPolicy) {
    found.push({
      level: "launch",
      file: SITE_FACTS_FILE,
      entry: "Site facts",
      field: labelOf(siteFactsSchema, ["cancellationPolicy"]),
      message:
        "is empty: there is no cancellation or refund policy, and the “New here?” page asks visitors to write to us. Publish one and give its address.",
      admin: FACTS_ADMIN,
    });
  }
  if (!facts.substances?.statement || !facts.substances.spanishStatement) {
    found.push({
      level: "launch",
      file: SITE_FACTS_FILE,
      entry: "Site facts",
      field: labelOf(siteFactsSchema, ["substances"]),
      message:
        "is not written in both languages: the “New here?” page and the ceremony pages say visitors may ask us. Write the organisation's plain statement on whether any substance is used.",
      admin: FACTS_ADMIN,
    });
  }
  if (!facts.people?.length) {
    found.push({
      level: "launch",
      file: SITE_FACTS_FILE,
      entry: "Site facts",
      field: labelOf(siteFactsSchema, ["people"]),
      message: "is empty: nobody is told when the site cannot be updated. Add at least one GitHub user name.",
      admin: FACTS_ADMIN,
    });
  }
  return found;
}

/** Every claim in the pages' words (lib/i18n/schema.ts: `claim`) that nobody has confirmed yet: its page leaves the fact out. */
export function claimProblems(read: (file: WordFile) => unknown = (file) => wordsOf(file, "en")): Problem[] {
  const found: Problem[] = [];
  for (const file of Object.keys(wordFiles) as WordFile[]) {
    const { schema, label } = wordFiles[file];
    const visit = (node: z.core.$ZodType | undefined, data: unknown, at: (string | number)[]) => {
      if (metaOf<{ claim?: boolean }>(node)?.claim) {
        const { confirmed, claimed } = data as { confirmed?: boolean; claimed?: string };
        if (!confirmed && claimed)
          found.push({
            level: "launch",
            file: wordFilePath(file, "en"),
            entry: label,
            field: labelOf(schema, [...at, "confirmed"]),
            message: `is off: the page says the sentence without the fact until it is on. Check the fact in “${claimed}”, then switch it on.`,
            admin: `#/collections/pages/entries/${file}`,
          });
        return;
      }
      if (Array.isArray(data)) data.forEach((item, index) => visit(elementOf(node), item, [...at, index]));
      else if (data && typeof data === "object")
        for (const [key, value] of Object.entries(data)) visit(shapeOf(node)?.[key], value, [...at, key]);
    };
    visit(schema, read(file), []);
  }
  return found;
}

/** What the launch list reads: the site's own by default; a test gives a fixture. */
export interface LaunchInputs {
  facts: SiteFacts;
  root: string;
  host: Pick<ReturnType<typeof hostFacts>, "siteUrl">;
  events: readonly Event[];
  people: readonly Person[];
  services: ReturnType<typeof getServices>;
  /** The English words of a page's file. */
  words: (file: WordFile) => unknown;
}

/** Everything to do before going live: the notice's “Before going live” (lib/reporting/attention.ts) and `npm run check:launch`. */
export function launchProblems(inputs: Partial<LaunchInputs> = {}): Problem[] {
  const facts = inputs.facts ?? readSiteFacts();
  return [
    ...placeholderProblems(facts, inputs.root, (inputs.host ?? hostFacts()) as ReturnType<typeof hostFacts>),
    ...trustProblems(
      inputs.events ?? getEvents(),
      facts,
      inputs.people ?? getPeople(),
      inputs.services ?? getServices(),
    ),
    ...claimProblems(inputs.words),
  ];
}
