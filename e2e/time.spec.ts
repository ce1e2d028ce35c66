import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, openWithPausedClock, test, waitForHydration } from "./helpers";

/*
 * The site as built on two days (npm run build:test; each build is served to the project named after its day):
 * - @2025-10-01, the spec's own season: every scheduled event is still to come;
 * - @2026-11-24, a Tuesday: the Red Book series (ten Mondays from 13 October 2025) ended on 15 December 2025; the
 *   circles meet next tonight (men's), Monday 30 November (accountability) and Wednesday 2 December (heart-to-heart).
 * Expected texts are typed from the spec and the calendar, not taken from the code.
 */

const RED_BOOK_RSVP = "https://community.example.com/events/red-book-series";
const COMMUNITY = "https://community.example.com";

/** The card titles of one section of /events, in order. */
const cardTitles = (page: Page, section: string) =>
  page.getByRole("region", { name: section }).getByRole("heading", { level: 3 }).allTextContents();
const card = (page: Page, title: string) => page.getByRole("article", { name: title });
/** Text as shown (innerText): the dates the build wrote for later days wait hidden. */
const INNER = { useInnerText: true };
/** Reads `route` (else the page again) at `instant` on the visitor's clock, which the page's date script reads. */
async function readAt(page: Page, instant: string, route?: string) {
  await page.clock.setFixedTime(new Date(instant));
  await (route ? page.goto(route) : page.reload());
}

async function eventJsonLd(page: Page): Promise<Record<string, unknown>> {
  return JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}");
}

/** Lets the popup's 3 s pass on a page opened with the clock paused; returns the dialog's text. */
async function popupText(page: Page): Promise<string> {
  await page.clock.runFor(4000);
  // The dialog element has no box of its own: its heading shows it is open.
  await expect(page.getByRole("dialog").getByRole("heading")).toBeVisible();
  return (await page.getByRole("dialog").textContent()) ?? "";
}

test.describe("the build of 1 October 2025, the spec's season @2025-10-01", () => {
  test("/events's eight cards, the Red Book over its weeks, its RSVP; the popup's giving day", async ({ page }) => {
    await readAt(page, "2025-10-01T12:00-04:00", "/events");
    // In the order they first meet: Monday 6, Tuesday 7, Wednesday 8 and Monday 13 October 2025.
    expect(await cardTitles(page, "Circles, series and retreats")).toEqual([
      "Weekly Accountability Call",
      "Men's Inner Work",
      "Mid-Week Heart-to-Heart",
      "The Red Book Series",
      "New Moon Healing Circle",
      "Winter Solstice Retreat",
      "Sacred Breathwork Journey",
      "Women's Sacred Circle",
    ]);
    await expect(page.getByRole("heading", { name: "Past gatherings" })).toHaveCount(0);
    const redBook = card(page, "The Red Book Series");
    await expect(redBook).toContainText("Starts Monday, 10/13/2025 · 10\u00a0weeks");
    await expect(redBook.getByRole("link", { name: /RSVP Now/ })).toHaveAttribute("href", RED_BOOK_RSVP);
    await expect(card(page, "Men's Inner Work")).toContainText("Every Tuesday · next: Tuesday, October 7");

    // 7 PM, an hour before it starts at 8.
    await readAt(page, "2025-10-13T19:00-04:00");
    await expect(redBook).toContainText(/Starts Monday, 10\/13\/2025 · 10\sweeks · Tonight/, INNER);
    await readAt(page, "2025-10-14T09:00-04:00");
    await expect(redBook).toContainText("Week 2 of 10 · next: Monday, October 20", INNER);
    await expect(redBook).not.toContainText(/Starts|Tonight|Tomorrow/, INNER);
    // The build wrote its next three evenings (13, 20 and 27 October): after them it says nothing false.
    await readAt(page, "2025-10-28T09:00-04:00");
    await expect(redBook).toBeHidden();
    await expect(card(page, "Winter Solstice Retreat")).toBeVisible();

    await page.goto("/events/red-book-series");
    await expect(page.getByRole("link", { name: /RSVP Now/ }).first()).toHaveAttribute("href", RED_BOOK_RSVP);
    await expect(page.getByRole("heading", { name: "Are You Ready to Answer the Call?" })).toBeVisible();
    const dates = { startDate: "2025-10-13T20:00-04:00", endDate: "2025-12-15T21:00-05:00" };
    expect(await eventJsonLd(page)).toMatchObject(dates);
    await openWithPausedClock(page, "/");
    expect(await popupText(page)).toContain("Florida Giving Day 2025");
  });
});

test.describe("the build of Tuesday 24 November 2026 @2026-11-24", () => {
  test("/events and /es/events by next date, the ended apart", async ({ page }) => {
    await readAt(page, "2026-11-24T18:00-05:00", "/events");
    expect(await cardTitles(page, "Circles, series and retreats")).toEqual([
      "Men's Inner Work",
      "Weekly Accountability Call",
      "Mid-Week Heart-to-Heart",
      "New Moon Healing Circle",
      "Winter Solstice Retreat",
      "Sacred Breathwork Journey",
      "Women's Sacred Circle",
    ]);
    await expect(card(page, "Weekly Accountability Call")).toContainText("Every Monday · next: Monday, November 30");
    // Read on the evening of the build's day: the date, and "Tonight" beside it.
    const [men, midWeek] = [card(page, "Men's Inner Work"), card(page, "Mid-Week Heart-to-Heart")];
    await expect(men).toContainText("Every Tuesday · next: Tuesday, November 24 · Tonight", INNER);
    await expect(midWeek).toContainText("Every other Wednesday · next: Wednesday, December 2");
    expect(await cardTitles(page, "Past gatherings")).toEqual(["The Red Book Series"]);
    const redBook = card(page, "The Red Book Series");
    await expect(redBook.locator(".event-card__badge")).toHaveText("Ended");
    await expect(redBook).not.toContainText("New Series");
    await expect(redBook).toContainText("Ran October 13 – December 15, 2025");
    await expect(redBook.getByRole("link", { name: /RSVP/ })).toHaveCount(0);
    await expect(redBook.getByRole("link", { name: /Hear About the Next One/ })).toHaveAttribute("href", COMMUNITY);

    await page.goto("/es/events");
    expect(await cardTitles(page, "Encuentros anteriores")).toEqual(["The Red Book Series"]);
    const main = page.locator("main");
    await expect(main).toContainText("Cada lunes · próxima fecha: lunes 30 de noviembre");
    await expect(main).toContainText("Cada martes · próxima fecha: martes 24 de noviembre · Esta noche", INNER);
    await expect(main).toContainText("Cada dos miércoles · próxima fecha: miércoles 2 de diciembre");
    await expect(redBook).toContainText("Terminada");
    await expect(redBook).not.toContainText("Nueva serie");
    await expect(redBook).toContainText("Del 13 de octubre al 15 de diciembre de 2025");
    const hearNext = redBook.getByRole("link", { name: /Entérate de la próxima fecha/ });
    await expect(hearNext).toHaveAttribute("href", COMMUNITY);
    // An ended series gives its place, not how to get in after an RSVP.
    await expect(redBook).not.toContainText("confirmar tu asistencia");

    await page.goto("/es/events/mens-inner-work");
    await expect(main).toContainText("Cada martes · próxima fecha: martes 24 de noviembre · Esta noche", INNER);
    expect(await eventJsonLd(page)).toMatchObject({
      startDate: "2026-11-24T19:30-05:00",
      endDate: "2026-11-24T20:30-05:00",
    });
  });

  test("the ended series invites no RSVP, in both languages", async ({ page }) => {
    for (const [route, ended, join, ask, contact] of [
      ["/events/red-book-series", "Ended", /Hear About the Next One/, "Ask Us About It", "/contact"],
      ["/es/events/red-book-series", "Terminada", /Entérate de la próxima fecha/, "Pregúntanos", "/es/contact"],
    ] as const)
      await test.step(route, async () => {
        await page.goto(route);
        await expect(page.locator(`a[href="${RED_BOOK_RSVP}"]`)).toHaveCount(0);
        await expect(page.getByText(/Add to Calendar|Añadir al calendario/)).toHaveCount(0);
        await expect(
          page.getByRole("heading", { level: 2, name: /Ready to Answer the Call|Es hora de responder/ }),
        ).toHaveCount(0);
        await expect(page.locator("main")).toContainText(ended);
        for (const link of await page.getByRole("link", { name: join }).all())
          await expect(link).toHaveAttribute("href", COMMUNITY);
        await expect(page.getByRole("link", { name: ask }).first()).toHaveAttribute("href", contact);
        const data = await eventJsonLd(page);
        expect(data).toMatchObject({ startDate: "2025-10-13T20:00-04:00", endDate: "2025-12-15T21:00-05:00" });
        expect(data.offers).toBeUndefined();
      });
  });

  test("no page names the retreat center's opening season once it has passed", () => {
    const dir = path.resolve(__dirname, "..", "out-2026-11-24");
    const pages = readdirSync(dir, { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(".html"));
    expect(pages.length).toBeGreaterThan(60);
    const stale = pages.filter((file) =>
      /Spring 2026|primavera de 2026/i.test(readFileSync(path.join(dir, file), "utf8")),
    );
    expect(stale).toEqual([]);
  });

  for (const [route, tonight, next, all, events, popup, passed] of [
    [
      "/",
      "Tuesday, November 24 · Tonight",
      ["Monday, November 30", "Wednesday, December 2"],
      "See all events",
      "/events",
      ["Help Build Our Sacred Sanctuary", "Donate Now"],
      /Giving Day|2025/,
    ],
    [
      "/es",
      "martes 24 de noviembre · Esta noche",
      ["Lunes 30 de noviembre", "Miércoles 2 de diciembre"],
      "Mira todos los eventos",
      "/es/events",
      ["Dona ahora"],
      /Giving Day|día de donaciones|2025/,
    ],
  ] as const) {
    test(`${route}: tonight first, then the next two; no past giving day`, async ({ page }) => {
      await openWithPausedClock(page, route, "2026-11-24T18:00-05:00");
      const name = route === "/" ? "The next gatherings" : "Los próximos encuentros";
      const band = page.getByRole("region", { name });
      const gatherings = band.getByRole("article");
      await expect(gatherings).toHaveCount(3);
      // The day line is set in capitals: compared without case.
      await expect(gatherings.nth(0)).toContainText(new RegExp(tonight, "i"), INNER);
      await expect(gatherings.nth(0).getByRole("heading")).toHaveText(route === "/" ? "Men's Inner Work" : /hombres/i);
      await expect(gatherings.nth(0)).toContainText("7:30");
      // A date that opens a card is capitalised.
      await expect(gatherings.nth(1)).toContainText(next[0]);
      await expect(gatherings.nth(2)).toContainText(next[1]);
      await expect(band.getByRole("link", { name: all })).toHaveAttribute("href", events);
      // Each gathering has its one action; the ended series is not among them.
      for (const gathering of await gatherings.all())
        await expect(gathering.locator("a[href^='https://']")).toHaveCount(1);
      await expect(band).not.toContainText("Red Book");

      const text = await popupText(page);
      for (const word of popup) expect(text).toContain(word);
      expect(text).not.toMatch(passed);
    });
  }

  test("the feed is of the build's day, with the ended series", async ({ request }) => {
    const feed = await (await request.get("/events/calendar.ics")).text();
    expect(feed).toContain("DTSTAMP:20261124T000000Z");
    expect(feed).toContain("BEGIN:VTIMEZONE\r\nTZID:America/New_York\r\n");
    expect(feed).toMatch(/UID:red-book-series@[^\r]+\r\n[\s\S]*?RRULE:FREQ=WEEKLY;INTERVAL=1;BYDAY=MO;COUNT=10/);
  });

  test("read on later days, each date shown is the next", async ({ page }) => {
    const main = page.locator("main");
    const men = card(page, "Men's Inner Work");
    const call = card(page, "Weekly Accountability Call");
    await test.step("Wednesday 25 November: nothing says tonight about the 24th, on /events or the home band, also after a client navigation", async () => {
      await readAt(page, "2026-11-25T08:00-05:00", "/events");
      await expect(men).toContainText("Every Tuesday · next: Tuesday, December 1", INNER);
      await expect(men).not.toContainText("November 24", INNER);
      await expect(men.locator("time:visible")).toHaveAttribute("datetime", "2026-12-01");
      // Monday 30 November is still the build's next date, and not yet "Tomorrow".
      await expect(call).toContainText("Every Monday · next: Monday, November 30", INNER);
      await expect(main).not.toContainText(/Tonight|Today|Tomorrow/, INNER);

      await page.goto("/");
      await waitForHydration(page, "main a[href]");
      const band = page.getByRole("region", { name: "The next gatherings" });
      await expect(band).not.toContainText(/Tonight|November 24/i, INNER);
      // As seen, top to bottom on a phone: in the order of the dates shown.
      const seen = await band.getByRole("article").evaluateAll((cards) => {
        const top = (card: Element) => card.getBoundingClientRect().top;
        return cards.sort((a, b) => top(a) - top(b)).map((card) => card.querySelector("h3")?.textContent);
      });
      expect(seen).toEqual(["Weekly Accountability Call", "Men's Inner Work", "Mid-Week Heart-to-Heart"]);
      const menInBand = band.getByRole("article").filter({ hasText: "Men's Inner Work" });
      await expect(menInBand).toContainText(/Tuesday, December 1/i, INNER);

      // Marks this document: a full load of /events would lose it.
      await page.evaluate(() => Object.assign(window, { sameDocument: true }));
      await band.getByRole("link", { name: "See all events" }).click();
      await expect(page).toHaveURL(/\/events$/);
      await expect(men).toContainText("Every Tuesday · next: Tuesday, December 1", INNER);
      await expect(main).not.toContainText(/Tonight|Today|Tomorrow/, INNER);
      expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
    });

    await test.step("Sunday 29 November the call is tomorrow; Monday while it is on, today; after it, the next Monday", async () => {
      await readAt(page, "2026-11-29T10:00-05:00", "/events/accountability-call");
      await expect(main).toContainText("Every Monday · next: Monday, November 30 · Tomorrow", INNER);
      // It meets from noon to 1 PM: "Today", never "Tonight", while it is on.
      await readAt(page, "2026-11-30T12:30-05:00");
      await expect(main).toContainText("Every Monday · next: Monday, November 30 · Today", INNER);
      await readAt(page, "2026-11-30T14:30-05:00");
      await expect(main).toContainText("Every Monday · next: Monday, December 7", INNER);
      await expect(main).not.toContainText(/Today|Tonight|November 30/, INNER);
      await page.goto("/events");
      await expect(call).toContainText("Every Monday · next: Monday, December 7", INNER);
    });

    await test.step("mid-December, once every date the build wrote has passed, a weekly circle keeps its rhythm only", async () => {
      // The build wrote the men's circle's 24 November, 1 and 8 December.
      await readAt(page, "2026-12-16T09:00-05:00", "/events/mens-inner-work");
      await expect(main).toContainText("Every Tuesday", INNER);
      await expect(main).not.toContainText(/next:|November 24|December 1\b|December 8/, INNER);
      await page.goto("/events");
      await expect(men).toContainText("Every Tuesday", INNER);
      await expect(men).not.toContainText(/next:/, INNER);
      await expect(call).toContainText("Every Monday", INNER);
    });
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("the written date stands, with no word the build cannot know is true", async ({ page }) => {
      await page.goto("/events");
      await expect(card(page, "Men's Inner Work")).toContainText("Every Tuesday · next: Tuesday, November 24", INNER);
      await expect(page.locator("main")).not.toContainText(/Tonight|Tomorrow/, INNER);
    });
  });
});
