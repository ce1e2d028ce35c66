import type { Locator, Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./helpers";

const STAGE_TITLES = ["The Shedding", "The Clearing Breath", "The Nourishing Waters", "The Inner Sun", "The Rebirth"];

const stages = (page: Page) => page.locator("li.roadmap__stage");
const animationCount = (stage: Locator) => stage.evaluate((element) => element.getAnimations().length);

/** Counts the CSS animations that start on the stage from now on; read the count with animationStarts(). */
async function watchAnimationStarts(stage: Locator) {
  await stage.evaluate((element) => {
    element.setAttribute("data-animation-starts", "0");
    element.addEventListener("animationstart", (event) => {
      if (event.target !== element) return;
      element.setAttribute("data-animation-starts", String(Number(element.getAttribute("data-animation-starts")) + 1));
    });
  });
}
const animationStarts = async (stage: Locator) => Number(await stage.getAttribute("data-animation-starts"));

async function openJourney(page: Page) {
  await page.goto("/renewal-journey");
  await expect(stages(page).locator("h3")).toHaveText(STAGE_TITLES);
}

test.describe("renewal journey roadmap", () => {
  test("a stage below the fold waits hidden, is revealed once scrolled into view, and stays revealed when scrolled away and back (animates once) @mobile-only", async ({
    page,
  }) => {
    await openJourney(page);
    await waitForHydration(page, "li.roadmap__stage");
    const last = stages(page).last();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await expect(last).toHaveAttribute("data-phase", "waiting");
    await expect(last).toHaveCSS("opacity", "0");
    await watchAnimationStarts(last);

    await last.scrollIntoViewIfNeeded();
    await expect(last).toHaveAttribute("data-phase", "revealed");
    await expect.poll(() => animationStarts(last), "reveal animations started").toBe(1);
    await expect(last).toHaveCSS("opacity", "1");
    await expect(last).toBeVisible();
    await expect(last.getByRole("heading", { name: "The Rebirth" })).toBeInViewport();

    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
    await expect(last).not.toBeInViewport();
    await expect(last).toHaveAttribute("data-phase", "revealed");
    await last.scrollIntoViewIfNeeded();
    await expect(last).toBeInViewport();
    await expect(last).toHaveAttribute("data-phase", "revealed");
    await expect(last).toHaveCSS("opacity", "1");
    expect(await animationStarts(last), "reveal animations started, in all").toBe(1);
  });
});

test.describe("renewal journey roadmap with reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  test("every stage is visible without scrolling and nothing animates @mobile-only", async ({ page }) => {
    await openJourney(page);
    await waitForHydration(page, "li.roadmap__stage");
    const last = stages(page).last();
    // The script has run and the stage would be waiting...
    await expect(last).toHaveAttribute("data-phase", "waiting");
    // ...yet nothing is hidden or moving.
    for (const stage of await stages(page).all()) {
      await expect(stage).toHaveCSS("opacity", "1");
      await expect(stage).toHaveCSS("transform", "none");
      expect(await animationCount(stage)).toBe(0);
    }

    await watchAnimationStarts(last);
    await last.scrollIntoViewIfNeeded();
    await expect(last).toHaveAttribute("data-phase", "revealed");
    expect(await animationCount(last)).toBe(0);
    expect(await animationStarts(last)).toBe(0);
    await expect(last).toHaveCSS("opacity", "1");
  });
});
