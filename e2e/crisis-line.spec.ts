import type { Page } from "@playwright/test";
import { expect, test } from "./helpers";

/*
 * The 988 crisis line as a visitor meets it on the built site: in every page's footer, in both languages, and on a
 * Spanish page always with how to reach a Spanish-speaking counsellor (the Lifeline's own instructions: press 2 on a
 * call, text AYUDA). The expected words are typed here from the Lifeline's instructions, not read from content/.
 */

const SPANISH = {
  how: "Llama al 988 y oprime el 2 para hablar en español, o envía AYUDA por mensaje de texto al 988.",
  call: "Llama al 988",
  text: "Envía AYUDA al 988",
  sms: "sms:988?&body=AYUDA",
};
const ENGLISH = {
  how: "In crisis? Call or text 988",
  spanish: "en español: oprime el 2 o envía AYUDA",
  call: "Call 988",
  text: "Text 988",
  sms: "sms:988",
};
/** A space in a phone link's words is a non-breaking one. */
const linkWords = (text: string) => text.replace(/ /g, "\u00a0");

/** The Spanish crisis lines of the page now: each says how to reach Spanish, and texting writes AYUDA. */
async function expectSpanishWay(page: Page, route: string) {
  const lines = page.locator("[data-crisis-line]");
  expect(await lines.count(), route).toBeGreaterThan(0);
  for (const line of await lines.all()) {
    await expect(line, route).toContainText(SPANISH.how);
    await expect(line.locator('a[href="tel:988"]'), route).toHaveText(linkWords(SPANISH.call));
    await expect(line.locator(`a[href="${SPANISH.sms}"]`), route).toHaveText(linkWords(SPANISH.text));
    await expect(line.locator('a[href="sms:988"]'), `${route}: a blank text reaches the English menu`).toHaveCount(0);
  }
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  /** The footer's crisis line on `route`, then on its Spanish twin. */
  async function expectFooterLines(page: Page, route: string) {
    await page.goto(route);
    const footer = page.locator("footer [data-crisis-line]");
    await expect(footer).toHaveCount(1);
    await expect(footer).toContainText(ENGLISH.how);
    await expect(footer).toContainText(ENGLISH.spanish);
    await expect(footer.locator('a[href="tel:988"]')).toHaveText(linkWords(ENGLISH.call));
    await expect(footer.locator(`a[href="${ENGLISH.sms}"]`)).toHaveText(linkWords(ENGLISH.text));

    const twin = route === "/" ? "/es" : `/es${route}`;
    await page.goto(twin);
    const spanish = page.locator("footer [data-crisis-line]");
    await expect(spanish).toHaveCount(1);
    await expect(spanish).toContainText(`¿Estás en crisis? ${SPANISH.how}`);
    await expectSpanishWay(page, twin);
  }

  for (const route of ["/", "/events", "/donate", "/contact"]) {
    test(`the footer offers 988 in both languages: ${route} and its Spanish twin`, async ({ page }) => {
      await expectFooterLines(page, route);
    });
  }

  test.describe("the not-found pages", () => {
    // Served with their 404 status, which the browser reports as a console error.
    test.use({ allowConsoleErrors: true });

    test("the footer offers 988 in both languages: /nope and /es/nope", async ({ page }) => {
      const response = await page.goto("/es/nope");
      expect(response?.status()).toBe(404);
      await expectFooterLines(page, "/nope");
    });
  });

  test("the footer's area served is a labelled term in both languages, never run into the cities", async ({ page }) => {
    for (const [route, label] of [
      ["/", "Serving"],
      ["/es", "Dónde estamos"],
    ] as const) {
      await page.goto(route);
      const places = page.locator("footer dl");
      await expect(places.locator("dt")).toHaveText(label);
      await expect(places.locator("dd")).toContainText("Palatka");
      await expect(places.locator("dd")).not.toContainText(label);
    }
  });
});
