/** @jest-environment node */
import { renderToStaticMarkup } from "react-dom/server";
import { ContactDetails } from "@/components/contact/contact-details";
import { EventCard } from "@/components/events/event-card";
import { PersonCard } from "@/components/people/person-card";
import { EventPage } from "@/components/pages/event";
import { isScheduled, eventCalendar } from "@/lib/calendar";
import { getEvent, getPeople, type Event } from "@/lib/content";
import { site } from "@/lib/site";

// The build's day is Tuesday 24 November 2026: the men's circle (Tuesdays at 7:30 PM) meets tonight, then 1, 8, 15 December.
beforeEach(() => jest.replaceProperty(process.env, "SITE_TODAY", "2026-11-24"));
afterEach(() => jest.restoreAllMocks());

const card = (event: Event, locale: "en" | "es" = "en") =>
  renderToStaticMarkup(<EventCard event={event} locale={locale} />);
/** The dates a card or page writes for the date script, in order. */
const writtenDates = (html: string) => [...html.matchAll(/data-date="(\d{4}-\d{2}-\d{2})"/g)].map((match) => match[1]);

describe("no silent gaps on an event's card", () => {
  it("says the cost and the guide are to be announced, and the usual language unless its own is set, in each language", () => {
    const men = getEvent("mens-inner-work");
    expect(men.cost).toBeUndefined();
    expect(men.facilitators ?? []).toEqual([]);
    const english = card(men);
    for (const text of ["Cost to be announced", "In English", "Guide to be announced"]) expect(english).toContain(text);
    const spanish = card(getEvent("mens-inner-work", "es"), "es");
    for (const text of ["Costo por anunciar", "En inglés", "Por anunciar"]) expect(spanish).toContain(text);
    expect(card({ ...men, language: "es" })).toContain("In Spanish");
  });

  it("keeps the rhythm, written last, for when every written date has passed", () => {
    expect(card(getEvent("mens-inner-work"))).toMatch(/<span data-date="" hidden="">Every Tuesday<\/span>/);
    // A series with a number of evenings has no rhythm to fall back on.
    expect(card(getEvent("red-book-series"))).not.toContain('data-date=""');
  });

  it("an undated event's action is the waitlist, its subject naming the event", () => {
    const html = card(getEvent("winter-solstice-retreat"));
    expect(html).toContain('href="/contact?subject=Waitlist%3A+Winter+Solstice+Retreat"');
    expect(html).toContain("Join the Waitlist");
    expect(card(getEvent("winter-solstice-retreat", "es"), "es")).toContain(
      'href="/es/contact?subject=Lista+de+espera%3A+',
    );
  });
});

describe("the organisation's e-mail and phone", () => {
  it("are marked Example while they are stand-ins (as in the tests' content), and not once they are real", () => {
    const marks = () => renderToStaticMarkup(<ContactDetails locale="es" />).match(/"example-mark">Ejemplo</g) ?? [];
    expect(marks()).toHaveLength(2);
    jest.replaceProperty(site, "email", "hola@heartwoodsanctuary.org");
    jest.replaceProperty(site, "phone", { ...site.phone, href: "tel:+13865551234", display: "(386) 555-1234" });
    expect(marks()).toHaveLength(0);
  });
});

describe("a person's card", () => {
  // In Spanish too: e2e/trust.spec.ts finds “Ejemplo” on Maya Collins's card on /es/about.
  it("marks a stand-in Example beside their name, on their card and an event's, and nowhere else", () => {
    const maya = getPeople("en").find((person) => person.slug === "maya-collins")!;
    expect(maya.example).toBe(true);
    const marked = /Maya Collins <span class="[^"]*example-mark">Example<\/span>/;
    expect(renderToStaticMarkup(<PersonCard person={maya} locale="en" />)).toMatch(marked);
    expect(card({ ...getEvent("mens-inner-work"), facilitators: ["maya-collins"] })).toMatch(marked);
    const unmarked = <PersonCard person={{ ...maya, example: false }} locale="en" />;
    expect(renderToStaticMarkup(unmarked)).not.toContain("example-mark");
  });

  it("puts a person's role on its own line under the name with a capital, as a line's first word does in Spanish", () => {
    const maya = { ...getPeople("es").find((person) => person.slug === "maya-collins")!, role: "coach de personas" };
    expect(renderToStaticMarkup(<PersonCard person={maya} locale="es" />)).toMatch(/<p[^>]*>Coach de personas<\/p>/);
  });
});

describe("a cancelled gathering", () => {
  const men = getEvent("mens-inner-work");
  const cancelling = (...cancelled: string[]): Event => ({ ...men, schedule: { ...men.schedule!, cancelled } });

  it("leaves the card, the next date moving forward, and is named there while within the coming three weeks", () => {
    expect(writtenDates(card(men))).toEqual(["2026-11-24", "2026-12-01", "2026-12-08"]);
    const tonightCancelled = card(cancelling("2026-11-24"));
    expect(writtenDates(tonightCancelled)).toEqual(["2026-12-01", "2026-12-08", "2026-12-15"]);
    expect(tonightCancelled).toContain('<time dateTime="2026-12-01">Tuesday, December 1</time>');
    expect(writtenDates(card(cancelling("2026-12-01")))).toEqual(["2026-11-24", "2026-12-08", "2026-12-15"]);
    // Hidden by the date script once over.
    expect(tonightCancelled).toContain('<div data-ends="2026-11-24 20:30"><dt>');
    expect(tonightCancelled).toContain("<strong>Cancelled: Tuesday, November 24</strong>");
    expect(card(cancelling("2026-12-15"))).toContain("<strong>Cancelled: Tuesday, December 15</strong>");
    for (const outside of [[], ["2026-12-22"], ["2026-11-17"]])
      expect(card(cancelling(...outside))).not.toContain("Cancelled");
  });

  it("leaves the event's page, which names it as cancelled", () => {
    const cached = getEvent("mens-inner-work");
    const schedule = cached.schedule!;
    try {
      Object.assign(cached, { schedule: { ...schedule, cancelled: ["2026-11-24"] } });
      const html = renderToStaticMarkup(<EventPage locale="en" slug="mens-inner-work" />);
      expect(writtenDates(html)).toEqual(["2026-12-01", "2026-12-08", "2026-12-15"]);
      expect(html).toContain("<strong>Cancelled: Tuesday, November 24</strong>");
      expect(html).not.toContain('dateTime="2026-11-24"');
    } finally {
      Object.assign(cached, { schedule });
    }
  });

  it("is an EXDATE at its start time in the calendar file", () => {
    const event = cancelling("2026-12-08", "2026-11-24");
    if (!isScheduled(event)) throw new Error("the men's circle has a schedule");
    expect(eventCalendar(event, "en")).toContain(
      "RRULE:FREQ=WEEKLY;INTERVAL=1;BYDAY=TU\r\nEXDATE;TZID=America/New_York:20261124T193000,20261208T193000\r\n",
    );
    expect(eventCalendar(men as typeof event, "en")).not.toContain("EXDATE");
  });
});
