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
  ] as const)("%j: “%s” / “%s”", (cost, english, spanish) => {
    expect(formatCost({ cost }, "en")).toBe(english);
    expect(formatCost({ cost }, "es")).toBe(spanish);
  });

  it("shows nothing for a cost not stated, or a price with no amount", () => {
    expect(formatCost({}, "en")).toBeUndefined();
    expect(formatCost({ cost: { kind: "price" } }, "en")).toBeUndefined();
    expect(formatCostWithNote({ cost: { kind: "price" } }, "en")).toBeUndefined();
  });

  it.each([
    [{ language: "en" }, "In English", "En inglés"],
    [{ language: "es" }, "In Spanish", "En español"],
    [{ language: "both" }, "Bilingual (English and Spanish)", "Bilingüe (español e inglés)"],
    [{}, "In English", "En inglés"], // not stated: the usual language of our gatherings (content/site.yaml: English)
  ] as const)("names the language %j in a whole phrase: “%s” / “%s”", (event, english, spanish) => {
    expect([formatLanguage(event, "en"), formatLanguage(event, "es")]).toEqual([english, spanish]);
  });

  it("asks for a sponsored seat on the Contact page with the subject filled in, in the page's language", () => {
    expect(sponsoredSeatHref({ title: "Winter Solstice Retreat" }, "en")).toBe(
      "/contact?subject=Sponsored+seat%3A+Winter+Solstice+Retreat",
    );
    expect(sponsoredSeatHref({ title: "Retiro del solsticio" }, "es")).toBe(
      "/es/contact?subject=Lugar+patrocinado%3A+Retiro+del+solsticio",
    );
  });

  it("puts the cost, the language and the sponsored seat's link on the event's page", () => {
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
