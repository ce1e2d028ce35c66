/** @jest-environment node */
import { renderToStaticMarkup } from "react-dom/server";
import { EventPage } from "@/components/pages/event";
import { getEvent } from "@/lib/content";
import { formatCost, formatCostWithNote, formatLanguage, sponsoredSeatHref } from "@/lib/event-terms";

/** What it costs, as a visitor can trust it: each kind of cost and each language is one whole phrase of the words files; amounts are formatted where shown. */
describe("an event's cost and language, as visitors read them", () => {
  it.each([
    [{ kind: "free" }, "Free", "Gratis"],
    [{ kind: "members" }, "Free for Village members", "Gratis para miembros de The\u00a0Village"],
    [{ kind: "price", amount: 40 }, "$40", "$40"],
    [{ kind: "price", amount: 1200, upTo: 1800 }, "$1,200 to $1,800", "De $1,200 a $1,800"],
    [{ kind: "sliding" }, "Sliding scale", "Escala móvil"],
    [{ kind: "sliding", amount: 20 }, "Sliding scale from $20", "Escala móvil desde $20"],
    [{ kind: "sliding", amount: 20, upTo: 60 }, "Sliding scale, $20 to $60", "Escala móvil, de $20 a $60"],
    // Nothing for a cost not stated, or a price with no amount.
    [undefined, undefined, undefined],
    [{ kind: "price" }, undefined, undefined],
  ] as const)("%j: “%s” / “%s”", (cost, english, spanish) => {
    expect([formatCost({ cost }, "en"), formatCostWithNote({ cost }, "en")]).toEqual([english, english]);
    expect(formatCost({ cost }, "es")).toBe(spanish);
  });

  it.each([
    [{ language: "en" }, "In English", "En inglés"],
    [{ language: "es" }, "In Spanish", "En español"],
    [{ language: "both" }, "Bilingual (English and Spanish)", "Bilingüe (español e inglés)"],
    [{}, "In English", "En inglés"], // not stated: the usual language of our gatherings (content/site.yaml: English)
  ] as const)("names the language %j in a whole phrase: “%s” / “%s”", (event, english, spanish) => {
    expect([formatLanguage(event, "en"), formatLanguage(event, "es")]).toEqual([english, spanish]);
  });

  it("puts the cost, the language and the sponsored seat's link on the event's page, the subject in the page's language", () => {
    expect(sponsoredSeatHref({ title: "Retiro del solsticio" }, "es")).toBe(
      "/es/contact?subject=Lugar+patrocinado%3A+Retiro+del+solsticio",
    );
    const event = getEvent("winter-solstice-retreat");
    Object.assign(event, { cost: { kind: "sliding", amount: 150, upTo: 450, sponsoredSeat: true }, language: "both" });
    const html = renderToStaticMarkup(<EventPage locale="en" slug="winter-solstice-retreat" />);
    expect(html).toContain("Sliding scale, $150 to $450");
    expect(html).toContain("Bilingual (English and Spanish)");
    expect(html).toContain(
      'href="/contact?subject=Sponsored+seat%3A+Winter+Solstice+Retreat">Ask about a sponsored seat</a>',
    );
  });
});
