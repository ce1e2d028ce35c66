import type { Locator, Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./helpers";

const STAGE_TITLES = ["The Shedding", "The Clearing Breath", "The Nourishing Waters", "The Inner Sun", "The Rebirth"];

const stages = (page: Page) => page.locator("li.roadmap__stage");
const animationCount = (stage: Locator) => stage.evaluate((element) => element.getAnimations().length);
const animationStarts = async (stage: Locator) => Number(await stage.getAttribute("data-animation-starts"));

/** Opens the journey, hydrated; returns its last stage, which counts the CSS animations that start on it from then on. */
async function openJourney(page: Page) {
  await page.goto("/renewal-journey");
  await expect(stages(page).locator("h3")).toHaveText(STAGE_TITLES);
  await waitForHydration(page, "li.roadmap__stage");
  const last = stages(page).last();
  await last.evaluate((element) => {
    element.setAttribute("data-animation-starts", "0");
    element.addEventListener("animationstart", (event) => {
      if (event.target !== element) return;
      element.setAttribute("data-animation-starts", String(Number(element.getAttribute("data-animation-starts")) + 1));
    });
  });
  return last;
}

test("a stage below the fold waits hidden, is revealed once scrolled into view, and stays revealed when scrolled away and back (animates once) @mobile-only", async ({
  page,
}) => {
  const last = await openJourney(page);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expect(last).toHaveAttribute("data-phase", "waiting");
  await expect(last).toHaveCSS("opacity", "0");

  await last.scrollIntoViewIfNeeded();
  await expect.poll(() => animationStarts(last), "reveal animations started").toBe(1);
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
  await expect(last).not.toBeInViewport();
  await expect(last).toHaveAttribute("data-phase", "revealed");
  await last.scrollIntoViewIfNeeded();
  await expect(last.getByRole("heading", { name: "The Rebirth" })).toBeInViewport();
  await expect(last).toHaveAttribute("data-phase", "revealed");
  await expect(last).toHaveCSS("opacity", "1");
  expect(await animationStarts(last), "reveal animations started, in all").toBe(1);
});

test.describe("with reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  test("every stage is visible without scrolling and nothing animates @mobile-only", async ({ page }) => {
    const last = await openJourney(page);
    // The script has run and the stage would be waiting, yet nothing is hidden or moving.
    await expect(last).toHaveAttribute("data-phase", "waiting");
    for (const stage of await stages(page).all()) {
      await expect(stage).toHaveCSS("opacity", "1");
      await expect(stage).toHaveCSS("transform", "none");
      expect(await animationCount(stage)).toBe(0);
    }
    await last.scrollIntoViewIfNeeded();
    await expect(last).toHaveAttribute("data-phase", "revealed");
    expect([await animationCount(last), await animationStarts(last)]).toEqual([0, 0]);
    await expect(last).toHaveCSS("opacity", "1");
  });
});
