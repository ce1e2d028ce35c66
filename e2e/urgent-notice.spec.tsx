import { renderToStaticMarkup } from "react-dom/server";
import { UrgentNotice } from "@/components/layout/urgent-notice";
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
const page = (locale: "en" | "es") =>
  `<!doctype html><html lang="${locale}"><body>${renderToStaticMarkup(<UrgentNotice locale={locale} notice={notice} />)}<main><h1>Page</h1></main></body></html>`;

for (const [locale, words] of [
  ["en", { label: "Urgent notice", text: notice.text }],
  ["es", { label: "Aviso urgente", text: notice.spanishText }],
] as const) {
  test(`${locale}: the notice shows until its end in Florida, then hides by the visitor's clock`, async ({
    page: tab,
  }) => {
    const bar = tab.getByRole("complementary", { name: `${words.label}:` });
    // 8:59 PM in Florida (UTC−5 in November): one minute before its end.
    await tab.clock.setFixedTime(new Date("2099-11-28T20:59:00-05:00"));
    await tab.setContent(page(locale));
    await expect(bar).toBeVisible();
    await expect(bar).toHaveText(`${words.label}: ${words.text}`);
    // 9:00 PM: it has ended.
    await tab.clock.setFixedTime(new Date("2099-11-28T21:00:00-05:00"));
    await tab.setContent(page(locale));
    await expect(bar).toBeHidden();
    await expect(tab.getByRole("heading", { name: "Page" })).toBeVisible();
  });
}

test("a notice whose last day has passed by the build is not written at all", () => {
  expect(renderToStaticMarkup(<UrgentNotice locale="en" notice={{ ...notice, endDate: "2000-01-01" }} />)).toBe("");
});
