/** @jest-environment node */
import path from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import { createElement } from "react";
import { FundProgress } from "@/components/donate/fund-progress";
import { getEvent } from "@/lib/content";
import { fundFigureNote, fundFigures } from "@/lib/fund";
import { placeholderProblems, trustProblems } from "@/lib/launch-check";
import { readSiteFacts } from "@/lib/site";

/** A copy of the site facts with every donor and fund fact set (invented for the test only), and a content folder with one placeholder. */
const FIXTURE = "__tests__/fixtures/trust";
const facts = readSiteFacts(`${FIXTURE}/site.yaml`);

describe("before going live: placeholders", () => {
  const found = placeholderProblems(facts, path.join(process.cwd(), FIXTURE, "content"), { siteUrl: "https://www.example.org" } as never);

  it("lists every example.org / example.com address of the site facts by its label in /admin, the invitation code, the host's address and a content file", () => {
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
      ["content/site.yaml", "Monthly giving tiers › Sacred Seed › Payment page"],
      ["content/site.yaml", "Monthly giving tiers › Rooted Supporter › Payment page"],
      ["content/site.yaml", "Monthly giving tiers › Radiant Light › Payment page"],
      ["content/site.yaml", "Monthly giving tiers › Legacy Giver › Payment page"],
      ["content/site.yaml", "Monthly giving tiers › Sanctuary Builder › Payment page"],
      ["content/site.yaml", "Outside links › Invitation to The Village"],
      ["wrangler.jsonc", "vars.SITE_URL"],
      [`${FIXTURE}/content/pages/a-page.yaml`, undefined],
    ]);
    expect(found[0]!.message).toBe("is a placeholder (support@example.org): write the organisation's own.");
    expect(found[13]!.message).toBe("carries the invitation code HEARTWOOD2025: confirm with the community platform that it is the current one.");
    expect(found[15]!.message).toBe("names a placeholder address (team@example.com): write the organisation's own.");
  });

  it("lists nothing once the addresses are real", () => {
    const real = JSON.parse(JSON.stringify(facts).replace(/example\.(org|com)/g, "heartwood.org").replace(/\?code=\w+/, "")) as unknown;
    expect(placeholderProblems(real, path.join(process.cwd(), FIXTURE, "clean"), { siteUrl: "https://www.heartwood.org" } as never)).toEqual([]);
  });
});

describe("before going live: missing trust facts", () => {
  const event = getEvent("winter-solstice-retreat");

  it("names an event with no cost, no language or nobody leading it, and a priced event with no price", () => {
    const found = trustProblems([event, { ...event, slug: "priced", title: "Priced", cost: { kind: "price" }, language: "es", facilitators: ["maya-collins"] }], facts);
    const of = (entry: string) => found.filter((problem) => problem.entry === entry).map((problem) => problem.field);
    expect(of("Winter Solstice Retreat")).toEqual(["Cost", "Language", "Who leads it"]);
    expect(of("Priced")).toEqual(["Cost › Price in dollars"]);
    expect(found.every((problem) => problem.level === "launch")).toBe(true);
  });

  it("lists missing donor facts, the board and the fund only while they are missing", () => {
    const stated = (facts: Parameters<typeof trustProblems>[1]) => trustProblems([], facts).filter((problem) => problem.file === "content/site.yaml").map((problem) => problem.field);
    expect(stated({ donor: undefined, sanctuaryFund: undefined, cancellationPolicy: undefined })).toEqual([
      "Proof for donors › Legal name",
      "Proof for donors › Tax status",
      "Proof for donors › EIN",
      "Proof for donors › Latest Form 990 or annual report",
      "Sanctuary fund",
      "Cancellation and refund policy",
    ]);
    expect(stated({ ...facts, cancellationPolicy: "https://www.heartwood.org/cancellations" })).toEqual([]);
  });

  it("names example people and leaders without a photo", () => {
    const people = trustProblems([{ ...event, facilitators: ["maya-collins"] }], facts).filter((problem) => problem.file.startsWith("content/people/"));
    expect(people).toContainEqual(expect.objectContaining({ level: "launch", entry: "Maya Collins", field: "Example entry" }));
    expect(people).toContainEqual(expect.objectContaining({ level: "launch", entry: "Maya Collins", field: "Photo" }));
  });
});

describe("the sanctuary fund's progress", () => {
  it("shows nothing until its goal, amount and date are all set", () => {
    expect(fundFigures("en", undefined)).toBeUndefined();
    expect(fundFigures("en", { goal: 250000, raised: 12500 })).toBeUndefined();
  });

  it("writes the figure and its date in each language, beside a native progress bar", () => {
    const english = fundFigures("en", facts.sanctuaryFund)!;
    expect(english).toMatchObject({ raised: 12500, goal: 250000, progress: "$12,500 raised of our $250,000 goal", asOf: "Figure as of October 1, 2026" });
    expect(fundFigures("es", facts.sanctuaryFund)!.asOf).toBe("Cifra al 1 de octubre de 2026");
    const html = renderToStaticMarkup(createElement(FundProgress, { fund: english, id: "fund" }));
    expect(html).toMatch(/<progress class="fund-progress__bar" value="12500" max="250000" aria-labelledby="fund">/);
    expect(html).toContain('<p class="fund-progress__title" id="fund">The sanctuary fund</p>');
    expect(html).toContain("$12,500 raised of our $250,000 goal");
    expect(html).toContain("Figure as of October 1, 2026");
  });

  it("asks staff for a new figure once it is more than 60 days old", () => {
    expect(fundFigureNote("2026-11-30", facts.sanctuaryFund)).toBeUndefined();
    expect(fundFigureNote("2026-12-01", facts.sanctuaryFund)).toMatchObject({ field: "Sanctuary fund › Raised as of", message: expect.stringMatching(/^the amount raised is dated 2026-10-01, 61 days ago/) });
  });
});
