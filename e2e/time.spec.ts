import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, openWithPausedClock, test, waitForHydration } from "./helpers";

/*
 * The site as built on two days (npm run build:test; playwright.config.ts serves each build to the project
 * named after its day, which runs the tests tagged with it):
 * - @2025-10-01, the spec's own season: every scheduled event is still to come;
 * - @2026-11-24, a Tuesday: the Red Book series (ten Mondays from 13 October 2025) ended on 15 December 2025, and
 *   the circles meet next tonight (men's circle), on Monday 30 November (accountability call) and on
 *   Wednesday 2 December 2026 (heart-to-heart: every other Wednesday from 8 October 2025).
 * Expected texts are typed from the spec and the calendar, not taken from the code.
 */

const RED_BOOK_RSVP = "https://community.example.com/events/red-book-series";
const COMMUNITY = "https://community.example.com";

/** The card titles of one section of /events, in order. */
const cardTitles = (page: Page, section: string) =>
  page.getByRole("region", { name: section }).getByRole("heading", { level: 3 }).allTextContents();

/** A card of /events by its title. */
const card = (page: Page, title: string) => page.getByRole("article", { name: title });

/** Text as shown (innerText): the dates the build wrote for later days, and the words beside them, wait hidden. */
const INNER = { useInnerText: true };

/** The visitor's clock, read by the page's date script: a Florida wall-clock time, e.g. "2026-11-24T19:00-05:00". */
const readAt = (page: Page, instant: string) => page.clock.setFixedTime(new Date(instant));

/** The HTML files of the later build, each with its text. */
function builtPages() {
  const dir = path.resolve(__dirname, "..", "out-2026-11-24");
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".html"))
    .map((file) => ({ file, text: readFileSync(path.join(dir, file), "utf8") }));
}

/** The Event JSON-LD of the current page. */
async function eventJsonLd(page: Page): Promise<Record<string, unknown>> {
  const text = await page.locator('script[type="application/ld+json"]').first().textContent();
  return JSON.parse(text ?? "{}") as Record<string, unknown>;
}

test.describe("on 1 October 2025, the spec's season @2025-10-01", () => {
  test("/events shows the spec's eight cards, every scheduled one still to come, and no past gatherings", async ({
    page,
  }) => {
    await readAt(page, "2025-10-01T12:00-04:00");
    await page.goto("/events");
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
  });

  test("the Red Book page invites an RSVP to its first evening, and the home popup appeals for the giving day", async ({
    page,
  }) => {
    await page.goto("/events/red-book-series");
    await expect(page.getByRole("link", { name: /RSVP Now/ }).first()).toHaveAttribute("href", RED_BOOK_RSVP);
    await expect(page.getByRole("heading", { name: "Are You Ready to Answer the Call?" })).toBeVisible();
    expect(await eventJsonLd(page)).toMatchObject({
      startDate: "2025-10-13T20:00-04:00",
      endDate: "2025-12-15T21:00-05:00",
    });
    await expect(openPopup(page, "/")).resolves.toContain("Florida Giving Day 2025");
  });
});

test.describe("the build of 1 October 2025 read later @2025-10-01", () => {
  test("the Red Book series says tonight on its first evening, counts its weeks after it, and its card hides once every date written has passed", async ({
    page,
  }) => {
    const redBook = card(page, "The Red Book Series");
    // 7 PM, an hour before it starts at 8 (until 9 PM, when "Tonight" would no longer be true).
    await readAt(page, "2025-10-13T19:00-04:00");
    await page.goto("/events");
    await expect(redBook).toContainText(/Starts Monday, 10\/13\/2025 · 10\sweeks · Tonight/, INNER);
    await readAt(page, "2025-10-14T09:00-04:00");
    await page.reload();
    await expect(redBook).toContainText("Week 2 of 10 · next: Monday, October 20", INNER);
    await expect(redBook).not.toContainText(/Starts|Tonight|Tomorrow/, INNER);
    // The build wrote its next three evenings (13, 20 and 27 October): after them it no longer knows, and says nothing false.
    await readAt(page, "2025-10-28T09:00-04:00");
    await page.reload();
    await expect(redBook).toBeHidden();
    await expect(card(page, "Winter Solstice Retreat")).toBeVisible();
  });
});

/** Opens `route` with the page clock paused, lets the popup's 3 s pass, and returns the dialog's text (the build's day decides it, not the page's clock). */
async function openPopup(page: Page, route: string): Promise<string> {
  await openWithPausedClock(page, route);
  await page.clock.runFor(4000);
  const dialog = page.getByRole("dialog");
  // The dialog element has no box of its own (its frame and backdrop are fixed): its heading shows it is open.
  await expect(dialog.getByRole("heading")).toBeVisible();
  return (await dialog.textContent()) ?? "";
}

test.describe("on Tuesday 24 November 2026 @2026-11-24", () => {
  test("/events lists the circles by their next date, those to be announced after, and the ended series apart", async ({
    page,
  }) => {
    await readAt(page, "2026-11-24T18:00-05:00");
    await page.goto("/events");
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
    await expect(card(page, "Men's Inner Work")).toContainText(
      "Every Tuesday · next: Tuesday, November 24 · Tonight",
      INNER,
    );
    await expect(card(page, "Mid-Week Heart-to-Heart")).toContainText(
      "Every other Wednesday · next: Wednesday, December 2",
    );

    expect(await cardTitles(page, "Past gatherings")).toEqual(["The Red Book Series"]);
    const redBook = card(page, "The Red Book Series");
    // The badge says it ended, not that it is a new series.
    await expect(redBook.locator(".event-card__badge")).toHaveText("Ended");
    await expect(redBook).not.toContainText("New Series");
    await expect(redBook).toContainText("Ran October 13 – December 15, 2025");
    await expect(redBook.getByRole("link", { name: /RSVP/ })).toHaveCount(0);
    await expect(redBook.getByRole("link", { name: /Hear About the Next One/ })).toHaveAttribute("href", COMMUNITY);
  });

  test("/es/events says the same in Spanish, and so do a weekly circle's page and its JSON-LD", async ({ page }) => {
    await readAt(page, "2026-11-24T18:00-05:00");
    await page.goto("/es/events");
    expect(await cardTitles(page, "Encuentros anteriores")).toEqual(["The Red Book Series"]);
    await expect(card(page, "Llamada semanal de seguimiento")).toContainText(
      "Cada lunes · próxima fecha: lunes 30 de noviembre",
    );
    await expect(page.getByRole("article").filter({ hasText: "Cada martes" })).toContainText(
      "Cada martes · próxima fecha: martes 24 de noviembre · Esta noche",
      INNER,
    );
    await expect(page.getByRole("article").filter({ hasText: "Cada dos miércoles" })).toContainText(
      "próxima fecha: miércoles 2 de diciembre",
    );
    const redBook = card(page, "The Red Book Series");
    await expect(redBook).toContainText("Terminada");
    await expect(redBook).not.toContainText("Nueva serie");
    await expect(redBook).toContainText("Del 13 de octubre al 15 de diciembre de 2025");
    await expect(redBook.getByRole("link", { name: /Entérate de la próxima fecha/ })).toHaveAttribute(
      "href",
      COMMUNITY,
    );
    // An ended series gives its place, not how to get in after an RSVP.
    await expect(redBook).not.toContainText("confirmar tu asistencia");

    await page.goto("/es/events/mens-inner-work");
    await expect(page.locator("main")).toContainText(
      "Cada martes · próxima fecha: martes 24 de noviembre · Esta noche",
      INNER,
    );
    expect(await eventJsonLd(page)).toMatchObject({
      startDate: "2026-11-24T19:30-05:00",
      endDate: "2026-11-24T20:30-05:00",
    });
  });

  for (const [route, words] of [
    [
      "/events/red-book-series",
      { ended: "Ended", join: /Hear About the Next One/, ask: "Ask Us About It", contact: "/contact" },
    ],
    [
      "/es/events/red-book-series",
      { ended: "Terminada", join: /Entérate de la próxima fecha/, ask: "Pregúntanos", contact: "/es/contact" },
    ],
  ] as const) {
    test(`${route}: the ended series invites no RSVP to a past date and leads to what is still open`, async ({
      page,
    }) => {
      await page.goto(route);
      await expect(page.locator(`a[href="${RED_BOOK_RSVP}"]`)).toHaveCount(0);
      await expect(page.getByText(/Add to Calendar|Añadir al calendario/)).toHaveCount(0);
      await expect(
        page.getByRole("heading", { level: 2, name: /Ready to Answer the Call|Es hora de responder/ }),
      ).toHaveCount(0);
      await expect(page.locator("main")).toContainText(words.ended);
      for (const join of await page.getByRole("link", { name: words.join }).all())
        await expect(join).toHaveAttribute("href", COMMUNITY);
      await expect(page.getByRole("link", { name: words.ask }).first()).toHaveAttribute("href", words.contact);
      const data = await eventJsonLd(page);
      expect(data).toMatchObject({ startDate: "2025-10-13T20:00-04:00", endDate: "2025-12-15T21:00-05:00" });
      expect(data.offers).toBeUndefined();
    });
  }

  test("no page names the retreat center's opening season once it has passed, and no Spanish page has the review's quoted slips", async ({
    page,
  }) => {
    const pages = builtPages();
    expect(pages.length).toBeGreaterThan(60);
    const stale = pages.filter(({ text }) => /Spring 2026|primavera de 2026/i.test(text)).map(({ file }) => file);
    expect(stale).toEqual([]);
    const slips = [
      "Finalizado · Nueva serie",
      "ocultas a la vista",
      "Renewal Journey",
      "menú del teléfono",
      "Mi mensaje salió",
      "próximo:",
    ];
    const spanish = pages.filter(({ file }) => file.startsWith(`es${path.sep}`));
    expect(spanish.length).toBeGreaterThan(30);
    const found = spanish.flatMap(({ file, text }) =>
      slips.filter((slip) => text.includes(slip)).map((slip) => `${file}: ${slip}`),
    );
    expect(found).toEqual([]);
    await page.goto("/es/retreat-center");
    await expect(page.locator("main")).toContainText("Florida Central · En construcción");
  });

  for (const [route, words] of [
    [
      "/",
      {
        heading: "The next gatherings",
        tonight: "Tonight",
        tomorrow: "Tomorrow",
        all: "See all events",
        events: "/events",
      },
    ],
    [
      "/es",
      {
        heading: "Los próximos encuentros",
        tonight: "Esta noche",
        tomorrow: "Mañana",
        all: "Mira todos los eventos",
        events: "/es/events",
      },
    ],
  ] as const) {
    test(`${route}: the home page shows tonight's gathering first, then the next two, and the way to all events`, async ({
      page,
    }) => {
      await openWithPausedClock(page, route, "2026-11-24T18:00-05:00");
      const band = page.getByRole("region", { name: words.heading });
      const gatherings = band.getByRole("article");
      await expect(gatherings).toHaveCount(3);
      // Men's Inner Work tonight (Tuesday 7:30 PM), the accountability call on Monday 30 November, the heart-to-heart on Wednesday 2 December.
      // The day line is set in capitals: compared without case.
      await expect(gatherings.nth(0)).toContainText(
        new RegExp(`${route === "/" ? "Tuesday, November 24" : "martes 24 de noviembre"} · ${words.tonight}`, "i"),
        INNER,
      );
      await expect(gatherings.nth(0).getByRole("heading")).toHaveText(route === "/" ? "Men's Inner Work" : /hombres/i);
      await expect(gatherings.nth(0)).toContainText("7:30");
      await expect(gatherings.nth(1)).toContainText(route === "/" ? "Monday, November 30" : "Lunes 30 de noviembre"); // a date that opens a card is capitalised
      await expect(gatherings.nth(2)).toContainText(
        route === "/" ? "Wednesday, December 2" : "Miércoles 2 de diciembre",
      );
      await expect(band.getByRole("link", { name: words.all })).toHaveAttribute("href", words.events);
      // Each gathering has its one action; the ended series is not among them.
      for (const gathering of await gatherings.all())
        await expect(gathering.locator("a[href^='https://']")).toHaveCount(1);
      await expect(band).not.toContainText("Red Book");
    });
  }

  for (const [route, words, passed] of [
    ["/", ["Help Build Our Sacred Sanctuary", "Donate Now"], /Giving Day|2025/],
    ["/es", ["Dona ahora"], /Giving Day|día de donaciones|2025/],
  ] as const) {
    test(`${route}: the popup keeps its title and button but no longer names a giving day that has passed`, async ({
      page,
    }) => {
      const text = await openPopup(page, route);
      for (const word of words) expect(text).toContain(word);
      expect(text).not.toMatch(passed);
    });
  }

  test("the calendar feed was written on the build's day and still holds the ended series' ten evenings", async ({
    request,
  }) => {
    const feed = await (await request.get("/events/calendar.ics")).text();
    expect(feed).toContain("DTSTAMP:20261124T000000Z");
    expect(feed).toContain("BEGIN:VTIMEZONE\r\nTZID:America/New_York\r\n");
    expect(feed).toMatch(/UID:red-book-series@[^\r]+\r\n[\s\S]*?RRULE:FREQ=WEEKLY;INTERVAL=1;BYDAY=MO;COUNT=10/);
  });

  test.describe("read on a later day than it was built", () => {
    test("on Wednesday 25 November nothing says tonight about the 24th: each card shows the next date, and the home band too, in the order of the dates it shows; reached from there without a reload, /events shows the day read", async ({
      page,
    }) => {
      await readAt(page, "2026-11-25T08:00-05:00");
      await page.goto("/events");
      const men = card(page, "Men's Inner Work");
      await expect(men).toContainText("Every Tuesday · next: Tuesday, December 1", INNER);
      await expect(men).not.toContainText("November 24", INNER);
      await expect(men.locator("time:visible")).toHaveAttribute("datetime", "2026-12-01");
      // The accountability call (Monday 30 November) is still the build's next date, and not yet "Tomorrow".
      await expect(card(page, "Weekly Accountability Call")).toContainText(
        "Every Monday · next: Monday, November 30",
        INNER,
      );
      await expect(page.locator("main")).not.toContainText(/Tonight|Today|Tomorrow/, INNER);

      await page.goto("/");
      await waitForHydration(page, "main a[href]");
      const band = page.getByRole("region", { name: "The next gatherings" });
      await expect(band.getByRole("article").filter({ hasText: "Men's Inner Work" })).toContainText(
        /Tuesday, December 1/i,
        INNER,
      );
      await expect(band).not.toContainText(/Tonight|November 24/i, INNER);
      const gatherings = band.getByRole("article");
      await expect(gatherings).toHaveCount(3);
      // As seen, top to bottom on a phone: Monday 30 November, then the men's circle moved to Tuesday 1 December, then Wednesday 2 December.
      const seen = await gatherings.evaluateAll((cards) =>
        cards
          .map((card) => ({
            top: card.getBoundingClientRect().top,
            title: card.querySelector("h3")?.textContent ?? "",
          }))
          .sort((a, b) => a.top - b.top)
          .map(({ title }) => title),
      );
      expect(seen).toEqual(["Weekly Accountability Call", "Men's Inner Work", "Mid-Week Heart-to-Heart"]);

      // Marks this document: a full load of /events would lose it.
      await page.evaluate(() => Object.assign(window, { sameDocument: true }));
      await band.getByRole("link", { name: "See all events" }).click();
      await expect(page).toHaveURL(/\/events$/);
      await expect(men).toContainText("Every Tuesday · next: Tuesday, December 1", INNER);
      await expect(page.locator("main")).not.toContainText(/Tonight|Today|Tomorrow/, INNER);
      expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
    });

    test("on Sunday 29 November the accountability call is tomorrow, beside its date; Monday before it ends it is today, after it the next Monday", async ({
      page,
    }) => {
      await readAt(page, "2026-11-29T10:00-05:00");
      await page.goto("/events/accountability-call");
      await expect(page.locator("main")).toContainText("Every Monday · next: Monday, November 30 · Tomorrow", INNER);
      await readAt(page, "2026-11-30T12:30-05:00");
      await page.reload();
      // It meets from noon to 1 PM: "Today", never "Tonight", while it is on.
      await expect(page.locator("main")).toContainText("Every Monday · next: Monday, November 30 · Today", INNER);
      // At 2:30 PM it has ended: no "Today", and the page moves to its next date.
      await readAt(page, "2026-11-30T14:30-05:00");
      await page.reload();
      await expect(page.locator("main")).toContainText("Every Monday · next: Monday, December 7", INNER);
      await expect(page.locator("main")).not.toContainText(/Today|Tonight|November 30/, INNER);
      await page.goto("/events");
      await expect(card(page, "Weekly Accountability Call")).toContainText(
        "Every Monday · next: Monday, December 7",
        INNER,
      );
    });

    test("in mid-December, once every date the build wrote has passed, a weekly circle keeps its rhythm and drops only the date", async ({
      page,
    }) => {
      // The build wrote the men's circle's 24 November, 1 and 8 December; read on Wednesday 16 December.
      await readAt(page, "2026-12-16T09:00-05:00");
      await page.goto("/events/mens-inner-work");
      const main = page.locator("main");
      await expect(main).toContainText("Every Tuesday", INNER);
      await expect(main).not.toContainText(/next:|November 24|December 1\b|December 8/, INNER);
      await page.goto("/events");
      const men = card(page, "Men's Inner Work");
      await expect(men).toBeVisible();
      await expect(men).toContainText("Every Tuesday", INNER);
      await expect(men).not.toContainText(/next:/, INNER);
      // The accountability call (every Monday, no end) keeps its rhythm too.
      await expect(card(page, "Weekly Accountability Call")).toContainText("Every Monday", INNER);
    });

    test("without JavaScript the written date stands, with no word the build cannot know is true", async ({
      browser,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto("/events");
      await expect(card(page, "Men's Inner Work")).toContainText("Every Tuesday · next: Tuesday, November 24", INNER);
      await expect(page.locator("main")).not.toContainText(/Tonight|Tomorrow/, INNER);
      await context.close();
    });
  });
});
