import { expect, inSpanish, keepPopupClosed, test } from "./helpers";

/**
 * Trust a visitor can check, as they meet it on the built site: who leads, what it costs and in which language, what to expect
 * ("New here?", without JavaScript), the crisis line where it matters, and the way to ask for a sponsored seat. With
 * JavaScript: the way in and the honest gaps ("New here?" on the home page's first phone screen, the one-time gift within
 * two screens of /donate, every card's cost, language and guide, the Example mark, the donors' one line).
 * Expected words are the visitor's, typed from the request and the shipped words files, not read from the code.
 */

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const [route, heading, question, safety, spanishWay, sms] of [
    [
      "/new-here",
      "New Here? What to Expect",
      "Do I have to share in a circle?",
      "talk to your doctor before a breathwork session",
      "(en español: oprime el 2 o envía AYUDA)",
      "sms:988",
    ],
    [
      inSpanish("/new-here"),
      "¿Primera vez? Qué esperar",
      "¿Tengo que compartir en el círculo?",
      "habla con tu médico antes de una sesión de respiración consciente",
      "oprime el 2 para hablar en español, o envía AYUDA",
      "sms:988?&body=AYUDA",
    ],
  ] as const) {
    test(`${route}: what to expect, safety notes with the crisis line, the questions and their answers`, async ({
      page,
    }) => {
      await page.goto(route);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      const medical =
        /not a substitute for medical or mental health care|No sustituyen la atención médica ni de salud mental/;
      for (const words of [safety, /epilepsy|epilepsia/, medical])
        await expect(page.locator("main")).toContainText(words);
      // The crisis line: one sentence saying how to reach Spanish, a link that calls and one that texts.
      const crisis = page.locator("main [data-crisis-line]");
      await expect(crisis).toContainText(spanishWay);
      await expect(crisis.locator(`a[href="tel:988"], a[href="${sms}"]`)).toHaveCount(2);
      // Each question is a heading with its answer under it, shown with no script (its FAQPage data: jest's).
      const item = page.locator("#questions").getByRole("heading", { level: 3, name: question });
      await expect(item).toBeVisible();
      await expect(item.locator("xpath=following-sibling::p[1]")).toBeVisible();
    });
  }

  test("every event page links to “New here?”; the circles' pages, spiritual counseling, Contact and The Village show the crisis line", async ({
    page,
  }) => {
    // The page; the sms: link of its crisis line (null: it has none); its “New here?” link.
    for (const [route, sms, newHere] of [
      ["/events/mens-inner-work", "sms:988", "/new-here"],
      ["/events/mid-week-heart-to-heart", "sms:988", "/new-here"],
      ["/events/new-moon-circle", "sms:988", "/new-here"],
      ["/events/womens-sacred-circle", "sms:988", "/new-here"],
      ["/events/winter-solstice-retreat", null, "/new-here"],
      [inSpanish("/events/mens-inner-work"), "sms:988?&body=AYUDA", "/es/new-here"],
      ["/services/spiritual-counseling", "sms:988", null],
      ["/contact", "sms:988", null],
      ["/community", "sms:988", null],
      [inSpanish("/community"), "sms:988?&body=AYUDA", null],
    ] as const) {
      await page.goto(route);
      await expect(page.locator("main [data-crisis-line]"), route).toHaveCount(sms ? 1 : 0);
      if (sms) await expect(page.locator(`main [data-crisis-line] a[href="${sms}"]`), route).toHaveCount(1);
      if (newHere)
        await expect(
          page.getByRole("link", { name: /^(New here\? What to expect|¿Primera vez\? Qué esperar)$/ }),
          route,
        ).toHaveAttribute("href", newHere);
    }
  });

  test("the cost and who leads it on the Heart-to-Heart's card, the same cost on its page and in The Village's free tier", async ({
    page,
  }) => {
    await page.goto("/events");
    const card = page.locator("article", { has: page.getByRole("heading", { name: "Mid-Week Heart-to-Heart" }) });
    await expect(card).toContainText("Free for Village members");
    await expect(card).toContainText("Maya Collins");
    // Initials where there is no photo, never the star.
    await expect(card.getByText("MC", { exact: true })).toBeVisible();
    await page.goto("/events/mid-week-heart-to-heart");
    await expect(page.locator("article[aria-labelledby='event-details-title'] dl")).toContainText(
      "Free for Village members · One-on-one coaching available for separate fees",
    );
    await page.goto("/community");
    await expect(page.locator("article", { hasText: "Seeker" }).first()).toContainText("Mid-Week Heart-to-Heart");
    await page.goto(inSpanish("/events"));
    await expect(page.locator("article", { hasText: "Corazón a corazón a mitad de semana" }).first()).toContainText(
      "Gratis para miembros de The Village",
    );
  });

  test("the footer keeps the spec's five links first, then “New here?” and Donate", async ({ page }) => {
    await page.goto("/");
    const hrefs = await page.locator("footer nav a").evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(hrefs.slice(0, 5)).toEqual(["/about", "/services", "/events", "/community", "/privacy-policy"]);
    expect(hrefs.slice(5)).toEqual(expect.arrayContaining(["/new-here", "/donate"]));
    await expect(page.getByRole("link", { name: "New here? What to expect" })).toHaveAttribute("href", "/new-here");
  });
});

test.describe("with JavaScript", () => {
  test.beforeEach(async ({ page }) => page.addInitScript(keepPopupClosed));

  // The link, where it leads, and within how many phone screens from the top.
  for (const [route, name, href, screens] of [
    ["/", "New here? What to expect", "/new-here", 1],
    ["/es", "¿Primera vez? Qué esperar", "/es/new-here", 1],
    ["/donate", "Give Once", /^https:\/\//, 2],
    [inSpanish("/donate"), "Dona una vez", /^https:\/\//, 2],
  ] as const) {
    test(`${route}: “${name}” is within the first ${screens} phone screen(s) @mobile-only`, async ({ page }) => {
      await page.goto(route);
      const link = page.locator("main").getByRole("link", { name }).first();
      await expect(link).toHaveAttribute("href", href);
      const box = (await link.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(screens * page.viewportSize()!.height);
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
        // Each card's button names its event, so "Join the Waitlist" ×4 in a list of links can be told apart.
        const title = (await card.getByRole("heading").innerText()).replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
        await expect(card.getByRole("link").last()).toHaveAccessibleName(new RegExp(`\\S ${title}$`));
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
    await expect(section.locator("article")).toHaveCount(3);
    await expect(section.getByText("DR", { exact: true })).toBeVisible();
    const maya = page.getByRole("article", { name: "Maya Collins" });
    await expect(maya.getByText("Example", { exact: true })).toBeVisible();
    await page.goto(inSpanish("/about"));
    await expect(page.locator("#who-we-are h2")).toHaveText("Quiénes somos");
    await expect(maya.getByText("Ejemplo", { exact: true })).toBeVisible();
  });

  test("/donate says in one line where the proof for donors will be, while it is missing", async ({ page }) => {
    await page.goto("/donate");
    await expect(page.locator("#proof")).toContainText(
      "Our legal name, tax status and latest filing will be listed here",
    );
  });

  test("every service's and volunteer role's closing button opens the contact form with a subject naming it", async ({
    page,
  }) => {
    for (const [list, pages, subject] of [
      ["/services", "/services/", "Subject"],
      [inSpanish("/services"), "/es/services/", "Asunto"],
      ["/community", "/join/", "Subject"],
      [inSpanish("/community"), "/es/join/", "Asunto"],
    ] as const) {
      await page.goto(list);
      const links = page.locator(`main a[href^="${pages}"]`);
      const routes = [...new Set(await links.evaluateAll((all) => all.map((link) => link.getAttribute("href")!)))];
      expect(routes.length, list).toBeGreaterThan(2);
      for (const route of routes) {
        await page.goto(route);
        const title = (await page.getByRole("heading", { level: 1 }).textContent())!.trim();
        // The closing band's button: the last link to the Contact page.
        const button = page.locator(`main a[href*="/contact?subject="]`).last();
        const href = new URL((await button.getAttribute("href"))!, page.url());
        expect(href.searchParams.get("subject"), route).toContain(title);
        if (route === routes[0]) {
          await button.click();
          await expect(page.getByLabel(subject)).toHaveValue(href.searchParams.get("subject")!);
        }
      }
    }
  });
});
