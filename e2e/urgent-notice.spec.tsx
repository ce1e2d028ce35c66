import { renderToStaticMarkup } from "react-dom/server";
import { EventCard, EventGrid } from "@/components/events/event-card";
import { EventDetails } from "@/components/events/event-details";
import { UrgentNotice } from "@/components/layout/urgent-notice";
import type { Event } from "@/lib/content";
import { expect, test } from "./helpers";

/*
 * The urgent notice as the build writes it at the top of every page (components/layout/urgent-notice.tsx, its script
 * included), read in Chromium on the visitor's clock: shown until its end in Florida, then hidden with no rebuild.
 * The shipped content has no notice, so the component is given one here (a made-up closure, for this test only).
 */
const notice = {
  text: "The sanctuary grounds are closed today after the storm.",
  spanishText: "Los terrenos del santuario están cerrados hoy tras la tormenta.",
  endDate: "2099-11-28",
  endTime: "21:00",
};

test("a notice whose last day has passed by the build is not written at all", () => {
  expect(renderToStaticMarkup(<UrgentNotice locale="en" notice={{ ...notice, endDate: "2000-01-01" }} />)).toBe("");
});

/*
 * A cancelled gathering as its card and page say it (components/events/event-card.tsx, event-details.tsx), built on a
 * Sunday (SITE_TODAY) with the page's date script, read on the visitor's clock. The circle is made up here: a weekly
 * Tuesday call with the coming Tuesday cancelled, and another Tuesday four weeks out, beyond the weeks a card names.
 */
const circle: Event = {
  slug: "tuesday-circle",
  order: 1,
  body: "",
  source: "",
  lang: "en",
  title: "Tuesday Circle",
  tagline: "An evening circle",
  intro: "A weekly circle online.",
  summary: "An hour together every Tuesday.",
  type: "Weekly Call",
  icon: "moon",
  listed: true,
  audience: "Open to all",
  place: "zoom",
  platform: "community",
  rsvp: true,
  buttonText: "RSVP Now",
  schedule: {
    firstDate: "2099-11-03",
    startTime: "19:30",
    duration: 60,
    intervalWeeks: 1,
    byDay: "TU",
    cancelled: ["2099-12-01", "2099-12-29"],
  },
};
const BUILT_ON = "2099-11-29";
function circlePages(locale: "en" | "es") {
  const day = process.env.SITE_TODAY;
  process.env.SITE_TODAY = BUILT_ON;
  try {
    return `<!doctype html><html lang="${locale}"><body><main>${renderToStaticMarkup(
      <>
        <EventGrid>
          <EventCard event={circle} locale={locale} />
        </EventGrid>
        <EventDetails event={circle} locale={locale} body={null} ended={false} />
      </>,
    )}</main></body></html>`;
  } finally {
    if (day === undefined) delete process.env.SITE_TODAY;
    else process.env.SITE_TODAY = day;
  }
}

for (const [locale, label, text] of [
  ["en", "Urgent notice", notice.text],
  ["es", "Aviso urgente", notice.spanishText],
] as const) {
  test(`${locale}: the notice shows until its end in Florida, then hides by the visitor's clock`, async ({ page }) => {
    const html = `<!doctype html><html lang="${locale}"><body>${renderToStaticMarkup(<UrgentNotice locale={locale} notice={notice} />)}<main><h1>Page</h1></main></body></html>`;
    // 8:59 PM in Florida (UTC−5 in November), one minute before its end; then 9:00 PM.
    for (const [at, shown] of [
      ["2099-11-28T20:59:00-05:00", true],
      ["2099-11-28T21:00:00-05:00", false],
    ] as const) {
      await page.clock.setFixedTime(new Date(at));
      await page.setContent(html);
      const bar = page.getByRole("complementary", { name: `${label}:` });
      if (shown) await expect(bar).toHaveText(`${label}: ${text}`);
      await expect(bar, at).toBeVisible({ visible: shown });
      await expect(page.getByRole("heading", { name: "Page" })).toBeVisible();
    }
  });
}

for (const [locale, cancelled, next, far] of [
  ["en", "Cancelled: Tuesday, December 1", "next: Tuesday, December 8", "December 29"],
  ["es", "Cancelada: martes 1 de diciembre", "próxima fecha: martes 8 de diciembre", "29 de diciembre"],
] as const) {
  test(`${locale}: a cancelled Tuesday in the coming weeks is named on the card and the page, beside the next date, until it has passed`, async ({
    page,
  }) => {
    const card = page.locator("article", { has: page.getByRole("heading", { name: circle.title }) });
    const details = page.locator("article[aria-labelledby='event-details-title']");
    // Monday evening in Florida, the cancelled Tuesday tomorrow; then Tuesday, once its hour is over.
    for (const [at, named] of [
      ["2099-11-30T20:00:00-05:00", true],
      ["2099-12-01T20:30:00-05:00", false],
    ] as const) {
      await page.clock.setFixedTime(new Date(at));
      await page.setContent(circlePages(locale));
      for (const where of [card, details]) {
        await expect(where.getByText(cancelled), at).toBeVisible({ visible: named });
        await expect(where.getByText(next)).toBeVisible();
        await expect(where).not.toContainText(far);
      }
    }
  });
}
