import { expect, inSpanish, keepPopupClosed, test } from "./helpers";

/*
 * The way in and the honest gaps, as a visitor meets them in the exported pages: "New here?" on the home page's
 * first phone screen, the one-time gift within the first two screens of /donate, every card saying its cost, language
 * and guide, the Example mark on stand-ins, and the one line donors read while the proof is missing.
 */
test.beforeEach(async ({ page }) => page.addInitScript(keepPopupClosed));

for (const [route, name] of [
  ["/", "New here? What to expect"],
  ["/es", "¿Primera vez? Qué esperar"],
] as const) {
  test(`${route}: “New here?” is on the first phone screen @mobile-only`, async ({ page }) => {
    await page.goto(route);
    const link = page.locator("main").getByRole("link", { name });
    await expect(link).toHaveAttribute("href", route === "/" ? "/new-here" : "/es/new-here");
    const box = (await link.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(page.viewportSize()!.height);
  });
}

for (const [route, name] of [
  ["/donate", "Give Once"],
  [inSpanish("/donate"), "Dona una vez"],
] as const) {
  test(`${route}: the one-time gift is within the first two phone screens @mobile-only`, async ({ page }) => {
    await page.goto(route);
    const gift = page.getByRole("link", { name: new RegExp(`^${name}`) }).first();
    await expect(gift).toHaveAttribute("href", /^https:\/\//);
    const box = (await gift.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(2 * page.viewportSize()!.height);
  });
}

test("every card on /events and /es/events says its cost, language and who leads it", async ({ page }) => {
  for (const [route, words] of [
    ["/events", { cost: "Cost", language: "Language", leaders: "Led by", usual: "In English" }],
    ["/es/events", { cost: "Costo", language: "Idioma", leaders: "Facilita", usual: "En inglés" }],
  ] as const) {
    await page.goto(route);
    const cards = page
      .getByRole("region", { name: /Circles, series and retreats|Círculos, series y retiros/ })
      .getByRole("article");
    expect(await cards.count()).toBeGreaterThan(3);
    for (const card of await cards.all()) {
      const terms = await card.locator("dt").allTextContents();
      expect(terms, (await card.getByRole("heading").textContent()) ?? "").toEqual(
        expect.arrayContaining([words.cost, words.language, words.leaders]),
      );
      for (const value of await card.locator("dd").allTextContents()) expect(value.trim()).not.toBe("");
    }
    await expect(page.getByRole("article").filter({ hasText: words.usual }).first()).toBeVisible();
  }
});

test("/about shows who we are, each with a face or initials, the stand-ins marked Example in each language", async ({
  page,
}) => {
  await page.goto("/about");
  const section = page.locator("#who-we-are");
  await expect(section.getByRole("heading", { level: 2 })).toHaveText("Who we are");
  await expect(section.locator("article")).toHaveCount(2);
  await expect(section.getByText("DR", { exact: true })).toBeVisible();
  await expect(page.getByRole("article", { name: "Maya Collins" }).getByText("Example", { exact: true })).toBeVisible();
  await page.goto(inSpanish("/about"));
  await expect(page.locator("#who-we-are h2")).toHaveText("Quiénes somos");
  await expect(page.getByRole("article", { name: "Maya Collins" }).getByText("Ejemplo", { exact: true })).toBeVisible();
});

test("/donate says in one line where the proof for donors will be, while it is missing", async ({ page }) => {
  await page.goto("/donate");
  await expect(page.locator("#proof")).toContainText(
    "Our legal name, tax status and latest filing will be listed here.",
  );
});
