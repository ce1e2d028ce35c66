import { expect, mainNav, openMenuIfCollapsed, test, waitForHydration, withBase } from "./helpers";
import type { Page } from "@playwright/test";

const TRANSPARENT = "rgba(0, 0, 0, 0)";
const SCROLLED_BACKGROUND = "rgba(18, 35, 31, 0.82)";

const header = (page: Page) => page.locator("header.site-nav");

async function scrollToY(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
  expect(await page.evaluate(() => window.scrollY)).toBe(y);
}

test.describe("navigation bar", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto(withBase("/about"));
    await waitForHydration(page, "header.site-nav");
  });

  test("at scrollY 40 it stays transparent", async ({ page }) => {
    // Past the threshold first, so "false" below is the script's answer and not the exported HTML's.
    await scrollToY(page, 200);
    await expect(header(page)).toHaveAttribute("data-scrolled", "true");
    await scrollToY(page, 40);
    await expect(header(page)).toHaveAttribute("data-scrolled", "false");
    await expect(header(page)).toHaveCSS("background-color", TRANSPARENT);
    await expect(header(page)).toHaveCSS("box-shadow", "none");
    await expect(header(page)).toHaveCSS("backdrop-filter", "none");
  });

  test("at scrollY 60 it turns translucent dark with a blur and a shadow", async ({ page }) => {
    await scrollToY(page, 60);
    await expect(header(page)).toHaveAttribute("data-scrolled", "true");
    await expect(header(page)).toHaveCSS("background-color", SCROLLED_BACKGROUND);
    await expect(header(page)).toHaveCSS("backdrop-filter", /blur\(/);
    await expect(header(page)).not.toHaveCSS("box-shadow", "none");
    // Still fixed at the top of the viewport.
    expect((await header(page).boundingBox())?.y).toBe(0);
  });

  test('the current route\'s link has aria-current="page", and it follows client navigation', async ({ page }) => {
    const nav = mainNav(page);
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
    // On small screens the links are hidden behind the toggle until it is opened.
    await expect(nav.getByRole("link", { name: "About", exact: true, includeHidden: true })).toHaveAttribute("aria-current", "page");

    await openMenuIfCollapsed(page);
    await nav.getByRole("link", { name: "Events", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${withBase("/events")}$`));
    await expect(nav.getByRole("link", { name: "Events", exact: true, includeHidden: true })).toHaveAttribute("aria-current", "page");
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
  });
});

test.describe("navigation bar on wide screens @desktop-only", () => {

  test("shows every link and no toggle", async ({ page }) => {
    await page.goto(withBase("/"));
    await waitForHydration(page, "header.site-nav");
    await expect(page.locator(".site-nav__toggle")).toBeHidden();
    for (const link of await mainNav(page).locator("li a").all()) await expect(link).toBeVisible();
  });
});

test.describe("mobile menu @mobile-only", () => {

  const toggle = (page: Page) => page.locator(".site-nav__toggle");

  test.beforeEach(async ({ page }) => {
    // Not the home page: its donation popup would cover the page after 3 s.
    await page.goto(withBase("/about"));
    await waitForHydration(page, "header.site-nav");
  });

  test("starts closed, with the toggle controlling the link list", async ({ page }) => {
    await expect(toggle(page)).toBeVisible();
    await expect(toggle(page)).toHaveAttribute("aria-expanded", "false");
    const controls = await toggle(page).getAttribute("aria-controls");
    expect(controls, "aria-controls of the toggle").toBeTruthy();
    const list = page.locator(`[id="${controls}"]`);
    await expect(list).toHaveCount(1);
    expect(await list.evaluate((element) => element.tagName)).toBe("UL");
    await expect(list).toBeHidden();
    await expect(mainNav(page).getByRole("link", { name: "About", exact: true })).toBeHidden();
  });

  test("the toggle opens and closes the dropdown", async ({ page }) => {
    await toggle(page).click();
    await expect(toggle(page)).toHaveAttribute("aria-expanded", "true");
    for (const link of await mainNav(page).locator("li a").all()) await expect(link).toBeVisible();
    await toggle(page).click();
    await expect(toggle(page)).toHaveAttribute("aria-expanded", "false");
    await expect(mainNav(page).getByRole("link", { name: "About", exact: true })).toBeHidden();
  });

  test("choosing a link navigates and closes the dropdown", async ({ page }) => {
    await toggle(page).click();
    await mainNav(page).getByRole("link", { name: "Services", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${withBase("/services")}$`));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(toggle(page)).toHaveAttribute("aria-expanded", "false");
    await expect(mainNav(page).getByRole("link", { name: "Services", exact: true })).toBeHidden();
  });

  test("Escape closes the dropdown and returns focus to the toggle", async ({ page }) => {
    await toggle(page).click();
    const about = mainNav(page).getByRole("link", { name: "About", exact: true });
    await about.focus();
    await expect(about).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(toggle(page)).toHaveAttribute("aria-expanded", "false");
    await expect(about).toBeHidden();
    await expect(toggle(page)).toBeFocused();
  });
});
