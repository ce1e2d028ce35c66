import type { Page } from "@playwright/test";
import {
  axeViolations,
  expect,
  focusProblemsWhileTabbing,
  inSpanish,
  keepPopupClosed,
  mainNav,
  menuToggle,
  openWithPausedClock,
  test,
  textLayoutProblems,
  textOverArtProblems,
  waitForHydration,
} from "./helpers";

/**
 * Accessibility beyond what a per-route visit sees: what assistive technology is told when the page changes by itself,
 * reduced motion on what moves, forced colours, and printing.
 */

/** The animations running in the page. */
const moving = (page: Page) =>
  page.evaluate(() => document.getAnimations().map((animation) => animation.constructor.name));

const LANGUAGES = [
  { lang: "en", route: (route: string) => route, toast: "Message Sent!", dialog: "Help Build Our Sacred Sanctuary" },
  {
    lang: "es",
    route: inSpanish,
    toast: "¡Mensaje enviado!",
    dialog: "Ayúdanos a construir nuestro santuario sagrado",
  },
] as const;

for (const { lang, route, toast, dialog } of LANGUAGES) {
  test.describe(`what assistive technology is told (${lang}), with reduced motion`, () => {
    test.use({ reducedMotion: "reduce" });

    test("the donation dialog: named, modal, focus in and back", async ({ page }) => {
      // The home page with the clock paused and a link of the main content focused; 4 s on, the popup is open.
      await openWithPausedClock(page, route("/"));
      const trigger = page.getByRole("main").getByRole("link").first();
      await trigger.focus();
      await page.clock.runFor(4000);
      await expect(page.getByRole("dialog").getByRole("heading")).toBeVisible();
      await page.clock.resume();
      expect(await moving(page), "the popup open").toEqual([]);
      const modal = page.getByRole("dialog", { name: dialog });
      await expect(modal.locator('a[target="_blank"]')).toHaveAttribute("href", /^https:\/\//);
      await expect(modal).toHaveAttribute("aria-modal", "true");
      const focusInside = () => modal.evaluate((element) => element.contains(document.activeElement));
      await expect.poll(focusInside, "focus is inside the dialog").toBe(true);
      // The page behind is out of reach while it is open, and Tab cycles inside the dialog.
      await expect(trigger, "the link behind, out of the accessibility tree").toHaveCount(0);
      for (let i = 0; i < 4; i += 1) {
        await page.keyboard.press("Tab");
        expect(await focusInside()).toBe(true);
      }

      await page.keyboard.press("Escape");
      await expect(page.getByRole("dialog")).toHaveCount(0);
      await expect(trigger, "focus back on the link it left").toBeFocused();
      expect(await moving(page), "the popup closed").toEqual([]);
      // The navigation bar changes colour without a transition.
      await page.evaluate(() => window.scrollTo({ top: 300, behavior: "instant" }));
      await expect(page.locator("header.site-nav")).toHaveAttribute("data-scrolled", "true");
      expect(await moving(page), "the bar scrolled").toEqual([]);
      await expect(page.locator("header.site-nav")).toHaveCSS("transition-duration", "0s");
    });

    test("the contact toast: polite, axe-clean, still", async ({ page }) => {
      // The static server has no Worker: its answer is stood in for (e2e/contact-worker.spec.ts sends through the real one).
      await page.route("**/api/contact", (request) => request.fulfill({ json: { status: "sent" } }));
      await page.goto(route("/contact"));
      await waitForHydration(page, "form");
      const form = page.locator("main form");
      for (const [name, value] of Object.entries({
        name: "Ana Rivera",
        email: "ana.rivera@example.com",
        subject: "Winter solstice",
        message: "Is there still space for two?",
      }))
        await form.locator(`[name="${name}"]`).fill(value);
      await form.locator('button[type="submit"]').click();
      await expect(
        page.locator("[aria-live='polite']").getByText(toast, { exact: true }),
        "in a polite live region",
      ).toBeVisible();
      expect(await moving(page)).toEqual([]);
      const found = await axeViolations(page);
      expect(found, `axe with the toast open:\n${found.join("\n")}`).toEqual([]);
    });
  });
}

test("the roadmap prints every stage @desktop-only", async ({ page }) => {
  for (const reducedMotion of ["no-preference", "reduce"] as const)
    await test.step(`motion: ${reducedMotion}`, async () => {
      await page.emulateMedia({ media: "screen", reducedMotion });
      await page.goto("/renewal-journey");
      await waitForHydration(page, "li.roadmap__stage");
      await page.emulateMedia({ media: "print", reducedMotion });
      const stages = page.locator("li.roadmap__stage");
      await expect(stages).toHaveCount(5);
      for (const stage of await stages.all()) {
        await expect(stage).toHaveCSS("opacity", "1");
        await expect(stage).toHaveCSS("transform", "none");
      }
    });
});

test.describe("forced colours (Windows High Contrast)", () => {
  test.use({ colorScheme: "dark" });

  for (const home of ["/", "/es"]) {
    test(`${home}: focus indicators, buttons, links and the phone menu stay visible`, async ({ page, isMobile }) => {
      await page.addInitScript(keepPopupClosed);
      await page.emulateMedia({ forcedColors: "active", reducedMotion: "reduce" });
      await page.goto(home);
      await waitForHydration(page, "main h1");
      // Box shadows are dropped in forced colours: every focus indicator must be an outline.
      expect(await focusProblemsWhileTabbing(page), "focus while tabbing").toEqual([]);
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
      // Buttons keep a border to show their shape, as their backgrounds are replaced by the system colour.
      const borderless = await page.locator("main .btn, main button").evaluateAll((buttons) =>
        buttons
          .filter((button) => {
            const style = getComputedStyle(button);
            return style.borderStyle === "none" || parseFloat(style.borderWidth) === 0;
          })
          .map((button) => (button.textContent ?? "").trim()),
      );
      expect(borderless, "buttons without a border in forced colours").toEqual([]);
      if (!isMobile) return;
      await menuToggle(page).click();
      const menu = mainNav(page).locator("ul").first();
      await expect(menu).toBeVisible();
      // Without a shadow (dropped here), only a border shows where the menu ends over the page.
      await expect(menu, "a border separates the open menu from the page").not.toHaveCSS("border-bottom-width", "0px");
      await expect(menu).not.toHaveCSS("border-bottom-style", "none");
      await expect(menu).not.toHaveCSS("border-bottom-color", "rgba(0, 0, 0, 0)");
    });
  }
});

test("the checks beyond axe can fail @desktop-only", async ({ page }) => {
  await page.addInitScript(keepPopupClosed);
  await page.goto("/community");
  await waitForHydration(page, "main h1");
  expect(await textOverArtProblems(page), "text over art as built").toEqual([]);
  // Text over an illustration at low contrast is reported from its pixels, wherever it overlaps a picture, and by axe.
  await page.addStyleTag({ content: "main header p { color: rgb(40, 62, 56) !important; }" });
  expect((await textOverArtProblems(page)).join("\n")).toMatch(/color-contrast over an image or gradient: .*\(p "/);
  expect((await axeViolations(page)).join("\n")).toMatch(/color-contrast over an image or gradient/);
  // Overlapping and cut-off text.
  expect(await textLayoutProblems(page, { css: "main h2 { margin-bottom: -2.5em !important; }" })).toContainEqual(
    expect.stringMatching(/ overlaps /),
  );
  expect(await textLayoutProblems(page, { css: "main p { max-height: 1em; overflow: hidden; }" })).toContainEqual(
    expect.stringMatching(/ is cut off by /),
  );
  // An element left under the bar when tabbed to.
  await page.addStyleTag({ content: "html { scroll-padding-top: 0 !important; }" });
  expect(await focusProblemsWhileTabbing(page)).toContainEqual(
    expect.stringMatching(/hidden under the fixed navigation bar/),
  );
});
