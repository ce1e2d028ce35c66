import { expect, test } from "./helpers";

/*
 * The 988 crisis line in every page's footer, in both languages, without JavaScript; a Spanish one says how to reach a
 * Spanish-speaking counsellor (the Lifeline's own instructions: press 2 on a call, text AYUDA). The words are typed
 * here from the Lifeline's instructions, not read from content/. Every Spanish page's other lines are jest's
 * (__tests__/built/crisis-line.test.ts).
 */
const FOOTERS = {
  en: {
    words: ["In crisis? Call or text 988", "en español: oprime el 2 o envía AYUDA"],
    links: { "tel:988": "Call 988", "sms:988": "Text 988" },
  },
  es: {
    words: [
      "¿Estás en crisis? Llama al 988 y oprime el 2 para hablar en español, o envía AYUDA por mensaje de texto al 988.",
    ],
    // No blank text to 988: it reaches the English menu.
    links: { "tel:988": "Llama al 988", "sms:988?&body=AYUDA": "Envía AYUDA al 988" },
  },
};

test.use({ javaScriptEnabled: false });

for (const route of ["/", "/events", "/donate", "/contact", "/nope"]) {
  test.describe(() => {
    // A not-found page is served with its 404 status, which the browser reports as a console error.
    test.use({ allowConsoleErrors: route === "/nope" });

    test(`the footer offers 988 in both languages: ${route} and its Spanish twin`, async ({ page }) => {
      for (const [url, { words, links }] of [
        [route, FOOTERS.en],
        [route === "/" ? "/es" : `/es${route}`, FOOTERS.es],
      ] as const) {
        expect((await page.goto(url))?.status(), url).toBe(route === "/nope" ? 404 : 200);
        const line = page.locator("footer [data-crisis-line]");
        await expect(line, url).toHaveCount(1);
        for (const sentence of words) await expect(line, url).toContainText(sentence);
        // A space in a phone link's words is a non-breaking one.
        const shown = Object.entries(links).map(([href, text]) => [href, text.replace(/ /g, "\u00a0")]);
        const anchors = line.locator("a");
        const found = await anchors.evaluateAll((as) => as.map((a) => [a.getAttribute("href"), a.textContent]));
        expect(found, url).toEqual(shown);
      }
    });
  });
}

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
