import fs from "node:fs";
import path from "node:path";
import { adminPath, contentFile, facilitatorsOf, getEvents, getPeople, getServices, type Event } from "./content";
import { hostFacts } from "./host";
import { labelOf, type Problem } from "./problems";
import { readSiteFacts, SITE_FACTS_FILE, site, siteFactsSchema } from "./site";

/**
 * What the site still carries that is not real yet, and the facts a visitor needs to trust it that are still
 * missing: each a problem of level "launch", listed for staff under “Before going live” and never stopping a build.
 * The pages already hide what is missing; this says what to fill in, and where.
 */

const FACTS_ADMIN = "#/collections/site/entries/facts";
/** An address on a domain reserved for examples (RFC 2606): a stand-in for the organisation's own. */
export const PLACEHOLDER = /(?:https?:\/\/|[\w.+-]+@)?(?:[\w-]+\.)*example\.(?:org|com)\b[^\s"'<>)]*/i;

/** Every text value in `data` with its path, for finding placeholders in the site facts. */
function texts(data: unknown, at: (string | number)[] = []): [(string | number)[], string][] {
  if (typeof data === "string") return [[at, data]];
  if (Array.isArray(data)) return data.flatMap((item, index) => texts(item, [...at, index]));
  if (data && typeof data === "object") return Object.entries(data).flatMap(([key, value]) => texts(value, [...at, key]));
  return [];
}

/** Placeholders in content/site.yaml (`facts`), in the host's facts, and in every other file under `root`. */
export function placeholderProblems(facts: unknown = readSiteFacts(), root = path.join(process.cwd(), "content"), host = hostFacts()): Problem[] {
  const found: Problem[] = [];
  for (const [at, value] of texts(facts)) {
    if (PLACEHOLDER.test(value)) {
      found.push({ level: "launch", file: SITE_FACTS_FILE, entry: "Site facts", field: labelOf(siteFactsSchema, at), message: `is a placeholder (${value}): write the organisation's own.`, admin: FACTS_ADMIN });
    }
  }
  const invitation = (facts as { links?: { invitation?: string } })?.links?.invitation;
  const code = invitation && /[?&]code=([^&#]+)/.exec(invitation)?.[1];
  if (code) {
    found.push({ level: "launch", file: SITE_FACTS_FILE, entry: "Site facts", field: labelOf(siteFactsSchema, ["links", "invitation"]), message: `carries the invitation code ${code}: confirm with the community platform that it is the current one.`, admin: FACTS_ADMIN });
  }
  if (PLACEHOLDER.test(host.siteUrl)) {
    found.push({ level: "launch", file: "wrangler.jsonc", field: "vars.SITE_URL", message: `is a placeholder (${host.siteUrl}): set the site's real address (README: Going live).` });
  }
  const walk = (dir: string): string[] => fs.readdirSync(dir, { withFileTypes: true }).flatMap((item) => (item.isDirectory() ? walk(path.join(dir, item.name)) : [path.join(dir, item.name)]));
  for (const file of walk(root).filter((name) => /\.(md|ya?ml)$/.test(name) && path.resolve(name) !== path.resolve(SITE_FACTS_FILE)).sort()) {
    const match = PLACEHOLDER.exec(fs.readFileSync(file, "utf8"));
    if (match) found.push({ level: "launch", file: path.relative(process.cwd(), file), message: `names a placeholder address (${match[0]}): write the organisation's own.` });
  }
  return found;
}

/** Events with no stated cost, language or leader; people who are examples; leaders with no photo; missing donor facts. */
export function trustProblems(events: readonly Event[] = getEvents(), facts: Pick<typeof site, "donor" | "cancellationPolicy" | "sanctuaryFund"> = site): Problem[] {
  const found: Problem[] = [];
  const eventNote = (event: Event, field: string, message: string) =>
    found.push({ level: "launch", file: contentFile("events", event.slug, "en"), entry: event.title, field, message, admin: adminPath("events", event.slug) });
  const leaders = new Map<string, string>();
  for (const event of events) {
    if (!event.cost) eventNote(event, "Cost", "is not stated: its card and page show no cost. Choose its kind (free, free for members, a price, a sliding scale).");
    else if (event.cost.kind === "price" && event.cost.amount === undefined) eventNote(event, "Cost › Price in dollars", "is empty for a priced event: its card and page show no cost until the price is written.");
    if (!event.language) eventNote(event, "Language", "is not stated: its card and page do not say which language it is held in.");
    const people = facilitatorsOf(event, "events");
    if (!people.length) eventNote(event, "Who leads it", "names nobody: its card and page show no leader.");
    for (const person of people) leaders.set(person.slug, person.name);
  }
  for (const service of getServices()) for (const person of facilitatorsOf(service, "services")) leaders.set(person.slug, person.name);
  for (const person of getPeople()) {
    const note = (field: string, message: string) => found.push({ level: "launch", file: contentFile("people", person.slug, "en"), entry: person.name, field, message, admin: adminPath("people", person.slug) });
    if (person.example) note("Example entry", "is a stand-in, not yet a real person of ours: write the real person (name, role, bio, photo), then switch “Example entry” off.");
    if (leaders.has(person.slug) && !person.photo) note("Photo", "is empty: what they lead shows their initials. Upload a photo of them.");
  }
  const donor = facts.donor ?? {};
  const missing: [keyof NonNullable<typeof facts.donor>, string][] = [
    ["legalName", "the legal name"],
    ["taxStatus", "the tax status (e.g. 501(c)(3))"],
    ["ein", "the EIN"],
    ["report", "a link to the latest Form 990 or annual report"],
  ];
  for (const [key, what] of missing) {
    if (!donor[key]) found.push({ level: "launch", file: SITE_FACTS_FILE, entry: "Site facts", field: labelOf(siteFactsSchema, ["donor", key]), message: `is empty: donors look for ${what} on the Donate page and in the footer.`, admin: FACTS_ADMIN });
  }
  if (!getPeople().some((person) => person.kind === "board")) {
    found.push({ level: "launch", file: "content/people", entry: "People", field: "Who they are to us", message: "nobody is a board member: the Donate page names no board. Add the board members to People.", admin: "#/collections/people" });
  }
  const fund = facts.sanctuaryFund;
  if (!fund || fund.goal === undefined || fund.raised === undefined || !fund.asOf) {
    found.push({ level: "launch", file: SITE_FACTS_FILE, entry: "Site facts", field: labelOf(siteFactsSchema, ["sanctuaryFund"]), message: "is not complete: the retreat center's appeal shows no goal or progress until the goal, the amount raised and its date are all set.", admin: FACTS_ADMIN });
  }
  if (!facts.cancellationPolicy) {
    found.push({ level: "launch", file: SITE_FACTS_FILE, entry: "Site facts", field: labelOf(siteFactsSchema, ["cancellationPolicy"]), message: "is empty: there is no cancellation or refund policy, and the “New here?” page asks visitors to write to us. Publish one and give its address.", admin: FACTS_ADMIN });
  }
  return found;
}

/** Everything to do before going live, for lib/attention.ts's checkContent. */
export const launchProblems = (): Problem[] => [...placeholderProblems(), ...trustProblems()];
