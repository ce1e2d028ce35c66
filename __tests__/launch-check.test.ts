/** @jest-environment node */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import { createElement } from "react";
import { FundProgress } from "@/components/donate/fund-progress";
import { AboutPage } from "@/components/pages/about";
import { getEvent, getEvents, getPeople, getServices } from "@/lib/content";
import { fundFigureNote, fundFigures } from "@/lib/fund";
import { claimProblems, launchProblems, placeholderProblems, trustProblems } from "@/lib/reporting/launch-check";
import { readSiteFacts } from "@/lib/site";

/** A copy of the site facts with every donor and fund fact set (invented for the test only), and a content folder with one placeholder. */
const FIXTURE = "__tests__/fixtures/trust";
const facts = readSiteFacts(`${FIXTURE}/site.yaml`);
/** The same facts with the organisation's own addresses (invented): no placeholder left. */
const real = JSON.parse(
  JSON.stringify(facts)
    .replace(/example\.(org|com)/g, "heartwood.org")
    .replace(/\?code=\w+/, "")
    .replace("+13865550142", "+13865551234"),
) as typeof facts;
/** The fixture's places with their street addresses confirmed. */
const confirmedPlaces = Object.fromEntries(
  Object.entries(facts.places).map(([id, place]) => [
    id,
    place.address ? { ...place, address: { ...place.address, confirmed: true } } : place,
  ]),
) as typeof facts.places;
/** The trust facts the fixture leaves out, filled. */
const FILLED = {
  cancellationPolicy: "https://www.heartwood.org/cancellations",
  substances: { statement: "A statement.", spanishStatement: "Una declaración." },
  people: ["a-maintainer"],
  places: confirmedPlaces,
};

it("before going live: lists every example.org / example.com address of the site facts by its label in /admin, the invitation code, the host's address and a content file", () => {
  const found = placeholderProblems(facts, path.join(process.cwd(), FIXTURE, "content"), {
    siteUrl: "https://www.example.org",
  } as never);
  expect(found.every((problem) => problem.level === "launch")).toBe(true);
  expect(found.map((problem) => [problem.file, problem.field])).toEqual([
    ["content/site.yaml", "E-mail"],
    ["content/site.yaml", "Outside links › Community platform"],
    ["content/site.yaml", "Outside links › Red Book series on the platform"],
    ["content/site.yaml", "Outside links › Invitation to The Village"],
    ["content/site.yaml", "Outside links › One-time gift"],
    ["content/site.yaml", "Outside links › Monthly giving"],
    ["content/site.yaml", "Outside links › Donation short link"],
    ["content/site.yaml", "Outside links › Companion app"],
    ...["Sacred Seed", "Rooted Supporter", "Radiant Light", "Legacy Giver", "Sanctuary Builder"].map((tier) => [
      "content/site.yaml",
      `Monthly giving tiers › ${tier} › Payment page`,
    ]),
    ["content/site.yaml", "Outside links › Invitation to The Village"],
    ["content/site.yaml", "Phone"],
    ["wrangler.jsonc", "vars.SITE_URL"],
    [`${FIXTURE}/content/pages/a-page.yaml`, undefined],
  ]);
  expect(found[0]!.message).toBe("is a placeholder (support@example.org): write the organisation's own.");
  expect(found[13]!.message).toBe(
    "carries the invitation code HEARTWOOD2025: confirm with the community platform that it is the current one.",
  );
  expect(found[14]!.message).toBe("is a number reserved for fiction (+13865550142): write the organisation's own.");
  // The address the file gives "for example" (an error message's sample) is not a stand-in; the next one is.
  expect(found[16]!.message).toBe("names a placeholder address (team@example.com): write the organisation's own.");
});

describe("before going live: missing trust facts", () => {
  const event = getEvent("winter-solstice-retreat");

  it("names an event or a service with no cost, nobody leading it or claims to check, a priced event with no price, and who leads one as a stand-in or without a photo", () => {
    const service = getServices()[0]!;
    const found = trustProblems(
      [
        event,
        {
          ...event,
          slug: "priced",
          title: "Priced",
          cost: { kind: "price" },
          language: "es",
          facilitators: ["maya-collins"],
          unconfirmed: undefined,
        },
      ],
      facts,
      getPeople(),
      [
        { ...service, cost: undefined, facilitators: [] },
        { ...service, slug: "led", title: "Led", cost: { kind: "free" }, facilitators: ["maya-collins"] },
      ],
    );
    expect(found.every((problem) => problem.level === "launch")).toBe(true);
    const of = (entry: string) => found.filter((problem) => problem.entry === entry);
    const fields = (entry: string) => of(entry).map((problem) => problem.field);
    // Its language is the usual language of our gatherings, confirmed in the fixture's facts.
    expect(fields("Winter Solstice Retreat")).toEqual(["Cost", "Claims to check", "Claims to check", "Who leads it"]);
    expect(fields("Priced")).toEqual(["Cost › Price in dollars"]);
    expect(of(service.title).map((problem) => [problem.field, problem.message])).toEqual([
      ["Cost", expect.stringMatching(/^is not stated: its page says “Cost to be announced”/)],
      ["Who leads it", "names nobody: its page says the guide is to be announced."],
    ]);
    expect(of(service.title)[0]).toMatchObject({
      file: expect.stringMatching(new RegExp(`^content/services/${service.slug}\\.mdx?$`)),
      admin: `#/collections/services/entries/${service.slug}`,
    });
    expect(of("Led")).toEqual([]);
    expect(fields("Maya Collins")).toEqual(["Example entry", "Photo"]);
  });

  it("lists missing donor facts, the board, the fund and unconfirmed addresses only while they are missing", () => {
    const onSite = (facts: Parameters<typeof trustProblems>[1]) =>
      trustProblems([], facts).filter((problem) => problem.file === "content/site.yaml");
    const stated = (facts: Parameters<typeof trustProblems>[1]) => onSite(facts).map((problem) => problem.field);
    expect(stated({ donor: undefined, sanctuaryFund: undefined, cancellationPolicy: undefined })).toEqual([
      "Usual language of our gatherings › Confirmed by staff",
      "Proof for donors › Legal name",
      "Proof for donors › Tax status",
      "Proof for donors › EIN",
      "Proof for donors › Latest Form 990 or annual report",
      "Sanctuary fund",
      "Cancellation and refund policy",
      "Substances in ceremonies",
      "People told when the site needs attention",
    ]);
    const filled = { ...facts, ...FILLED };
    expect(stated(filled)).toEqual([]);
    // A statement in one language only is not enough: the Spanish pages would have none.
    expect(stated({ ...filled, substances: { statement: "A statement." } })).toEqual(["Substances in ceremonies"]);
    expect(onSite({ ...filled, places: facts.places }).map((problem) => [problem.field, problem.message])).toEqual([
      [
        "Places › Sanctuary grounds › Address › Street address confirmed",
        expect.stringContaining("100 Sanctuary Way, Interlachen"),
      ],
      [
        "Places › Miami center › Address › Street address confirmed",
        expect.stringContaining("200 Harmony Avenue, Miami"),
      ],
    ]);
  });

  it("names each claim in the pages' words that nobody has confirmed, by its label in /admin", () => {
    const lead = { claimed: "Retreats on our land.", plain: "Retreats in Interlachen." };
    const pages = (confirmed: boolean) => (file: string) =>
      file === "events" ? { title: "Events", lead: { ...lead, confirmed } } : {};
    expect(claimProblems(pages(false))).toEqual([
      {
        level: "launch",
        file: "content/pages/events.yaml",
        entry: "Events page",
        field: "Lead › Confirmed",
        message:
          "is off: the page says the sentence without the fact until it is on. Check the fact in “Retreats on our land.”, then switch it on.",
        admin: "#/collections/pages/entries/events",
      },
    ]);
    expect(claimProblems(pages(true))).toEqual([]);
  });

  it("shows a story paragraph with its fact once confirmed, and without it until then, in both languages", () => {
    const [en, es] = (["en", "es"] as const).map((locale) =>
      renderToStaticMarkup(createElement(AboutPage, { locale })),
    );
    // The test content confirms the first paragraph (the circle's beginning), not the second (trained facilitators).
    expect(en).toMatch(/We began as a small circle[^]*We hold them with humility and with care/);
    expect(en).not.toContain("trained facilitators");
    expect(es).toContain("Empezamos como un pequeño círculo");
    expect(es).not.toContain("facilitadores capacitados");
  });
});

describe("the sanctuary fund's progress", () => {
  it("writes the figure and its date in each language, beside a native progress bar, once all three are set", () => {
    expect(fundFigures("en", undefined)).toBeUndefined();
    expect(fundFigures("en", { goal: 250000, raised: 12500 })).toBeUndefined();
    const english = fundFigures("en", facts.sanctuaryFund)!;
    expect(english).toMatchObject({
      raised: 12500,
      goal: 250000,
      progress: "$12,500 raised of our $250,000 goal",
      asOf: "Figure as of October 1, 2026",
    });
    expect(fundFigures("es", facts.sanctuaryFund)!.asOf).toBe("Cifra al 1 de octubre de 2026");
    const html = renderToStaticMarkup(createElement(FundProgress, { fund: english, id: "fund" }));
    expect(html).toMatch(/<progress class="fund-progress__bar" value="12500" max="250000" aria-labelledby="fund">/);
    expect(html).toContain('<p class="fund-progress__title" id="fund">The sanctuary fund</p>');
    for (const text of [english.progress, english.asOf]) expect(html).toContain(text);
  });

  it("asks staff for a new figure once it is more than 60 days old", () => {
    expect(fundFigureNote("2026-11-30", facts.sanctuaryFund)).toBeUndefined();
    expect(fundFigureNote("2026-12-01", facts.sanctuaryFund)).toMatchObject({
      field: "Sanctuary fund › Raised as of",
      message: expect.stringMatching(/^the amount raised is dated 2026-10-01, 61 days ago/),
    });
  });
});

describe("npm run check:launch", () => {
  it("fails on the shipped content, naming each kind of item a visitor must never meet", () => {
    const run = spawnSync(process.execPath, [require.resolve("tsx/cli"), "scripts/check-launch.ts"], {
      encoding: "utf8",
      env: { ...process.env, GITHUB_ACTIONS: "" },
    });
    expect(run.status).toBe(1);
    const out = run.stdout;
    // One item of each kind (each kind's wording is tested above), from the test content.
    expect(out).toContain("E-mail · content/site.yaml: is a placeholder (support@example.org)");
    expect(out).toContain("vars.SITE_URL · wrangler.jsonc: is a placeholder (https://www.example.org)");
    expect(out).toMatch(/“Maya Collins” · Example entry · content\/people\/maya-collins\.md/);
    expect(out).toMatch(/“Men's Inner Work” · Cost · content\/events\/mens-inner-work\.md/);
    expect(out).toContain("Usual language of our gatherings › Confirmed by staff · content/site.yaml: is off");
    expect(out).toMatch(/“Winter Solstice Retreat” · Claims to check · content\/events\/[\w-]+\.md: holds “Fills up/);
    expect(out).toContain("“About page” · Story › item 2 › Confirmed · content/pages/about.yaml: is off");
    expect(out).not.toContain("Story › item 1 ›");
    // The same list as the notice's “Before going live”: one line per item, and the count says so.
    const items = out.split("\n").filter((line) => line.startsWith("○ Before going live: "));
    expect(items.length).toBe(launchProblems().length);
    expect(out).toContain(`check-launch: not live yet: ${items.length} items to settle before going live`);
  });

  // Also the placeholder check's case of nothing to list: real addresses, a clean folder, the real host.
  it("lists nothing once every fact is filled (the fixture's, with real addresses)", () => {
    const ready = { ...real, ...FILLED };
    const guide = {
      ...getPeople()[0]!,
      slug: "a-guide",
      kind: "facilitator" as const,
      example: false,
      photo: { src: "/images/people/a-guide.jpg", alt: "A guide" },
    };
    const board = { ...guide, slug: "a-board-member", kind: "board" as const };
    const events = getEvents().map((event) => ({
      ...event,
      cost: { kind: "free" as const },
      facilitators: ["a-guide"],
      unconfirmed: undefined,
    }));
    const check = (facts: typeof ready) =>
      launchProblems({
        facts,
        root: path.join(process.cwd(), FIXTURE, "clean"),
        host: { siteUrl: "https://www.heartwood.org" },
        events,
        people: [guide, board],
        services: [],
        // Pages whose words hold no claim left to confirm.
        words: () => ({}),
      });
    expect(check(ready)).toEqual([]);
    // …and one missing fact is enough to fail again.
    expect(check({ ...ready, people: [] }).map((problem) => problem.field)).toEqual([
      "People told when the site needs attention",
    ]);
  });
});
