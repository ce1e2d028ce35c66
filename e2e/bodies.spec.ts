import { expect, test } from "./helpers";

/*
 * Content bodies as the build compiled them (@next/mdx, lib/mdx/plugins.mjs), read in the built pages: a page's facts
 * filled in ({email} as a link), outside links in a new tab with the note in the page's language, phone links kept,
 * and the one developer's .mdx entry placing its component (the retreat's card and dates) in both languages.
 */

test.describe("content bodies compiled at build time @desktop-only", () => {
  test.use({ javaScriptEnabled: false });

  test("a page's text fills its facts and opens outside links in a new tab, in English and Spanish", async ({ page }) => {
    for (const [route, newTab] of [
      ["/accessibility", "(opens in a new tab)"],
      ["/es/accessibility", "(se abre en una pestaña nueva)"],
    ] as const) {
      await page.goto(route);
      const text = page.locator("main");
      await expect(text.getByRole("link", { name: "support@example.org" }).first()).toHaveAttribute("href", "mailto:support@example.org");
      await expect(text.locator('a.tel[href="tel:+13865550142"]').first()).toHaveText("(386) 555-0142");
      const wcag = text.locator('a[href="https://www.w3.org/TR/WCAG22/"]');
      await expect(wcag).toHaveAttribute("target", "_blank");
      await expect(wcag.locator(".visually-hidden")).toHaveText(` ${newTab}`);
      // Every {name} of the text was a known fact: none is left as typed.
      expect(await text.innerText()).not.toMatch(/\{(?:email|phone|site|replyDays|cities|region)\}/);
    }
  });

  test("the service written as .mdx shows its retreat's card and dates inside its text", async ({ page }) => {
    for (const [route, title, href] of [
      ["/services/seasonal-retreats", "Winter Solstice Retreat", "/events/winter-solstice-retreat"],
      ["/es/services/seasonal-retreats", "Retiro del solsticio de invierno", "/es/events/winter-solstice-retreat"],
    ] as const) {
      await page.goto(route);
      const card = page.locator("main article", { has: page.getByRole("heading", { name: title }) });
      await expect(card).toHaveCount(1);
      await expect(card.getByRole("link", { name: title })).toHaveAttribute("href", href);
      await expect(card).toContainText(route.startsWith("/es") ? "Fecha por confirmar" : "Date TBD");
    }
  });
});
