import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expect, SPEC_ROUTES, waitForHydration, withBase } from "./helpers";
import { keepPopupClosed, withSharedPage } from "./shared-page";

/**
 * Accessibility gate: axe-core on every route, in both projects (desktop and mobile), plus the home page
 * with the donation popup open. Any violation of impact "serious" or "critical" fails the test.
 *
 * axe is injected with page.evaluate (DevTools evaluation is not subject to the page's Content-Security-Policy,
 * which forbids inline scripts, so addScriptTag would be blocked).
 *
 * Route checks share one tab per worker (see shared-page.ts) with the popup kept closed (its session flag set)
 * and reduced motion: scroll-triggered reveals (the roadmap) then show every stage as exported instead of
 * waiting hidden below the fold.
 */
const test = withSharedPage({ reducedMotion: "reduce" }, keepPopupClosed);

const AXE_SOURCE = readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
const FAILING_IMPACTS = new Set(["serious", "critical"]);

type AxeViolation = { id: string; impact: string | null; help: string; nodes: { target: unknown[] }[] };

/** Runs axe on the page as it is; returns one line per serious/critical violation: rule id, impact and targets. */
async function seriousViolations(page: Page): Promise<string[]> {
  await page.evaluate(() => document.fonts.ready);
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(
    (tags) =>
      (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[] }> } }).axe
        .run(document, { runOnly: { type: "tag", values: tags }, resultTypes: ["violations"] })
        .then((result) =>
          result.violations.map(({ id, impact, help, nodes }) => ({ id, impact, help, nodes: nodes.map((n) => ({ target: n.target })) })),
        ),
    TAGS,
  );
  return violations
    .filter((violation) => FAILING_IMPACTS.has(violation.impact ?? ""))
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes.map((node) => JSON.stringify(node.target)).join(", ")}`,
    );
}

/** Visits a route and waits until it is hydrated. */
async function visit(page: Page, route: string) {
  await page.goto(withBase(route));
  await waitForHydration(page, "main h1");
}

test.describe("axe: no serious or critical WCAG 2.2 AA violation", () => {
  for (const route of SPEC_ROUTES) {
    test(route, async ({ sharedPage: page }, testInfo) => {
      await visit(page, route);
      const found = await seriousViolations(page);
      expect(found, `${route} (${testInfo.project.name}) has axe violations:\n${found.join("\n")}`).toEqual([]);
    });
  }

  test("/ with the donation popup open", async ({ page }, testInfo) => {
    await page.clock.install();
    await page.goto(withBase("/"));
    await waitForHydration(page, "main h1");
    await page.clock.runFor(3500);
    const dialog = page.getByRole("dialog", { name: "Help Build Our Sacred Sanctuary" });
    await expect(dialog.getByRole("heading", { name: "Help Build Our Sacred Sanctuary" })).toBeVisible();
    await page.clock.runFor(1000);
    await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== "running"));
    const found = await seriousViolations(page);
    expect(found, `/ with the popup open (${testInfo.project.name}) has axe violations:\n${found.join("\n")}`).toEqual([]);
  });
});

test.describe("skip link", () => {
  for (const route of ["/", "/contact"]) {
    test(`${route}: is the first focusable element and moves focus to #main`, async ({ page }) => {
      await page.addInitScript(keepPopupClosed);
      await page.goto(withBase(route));
      await waitForHydration(page, "main h1");
      await page.keyboard.press("Tab");
      const skip = page.getByRole("link", { name: "Skip to main content" });
      await expect(skip).toBeFocused();
      await expect(skip).toBeInViewport();
      await expect(skip).toHaveAttribute("href", "#main");
      await page.keyboard.press("Enter");
      await expect(page.locator("main#main")).toBeFocused();
      // The next Tab continues inside the main content, not back in the header.
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => !!document.activeElement?.closest("main"))).toBe(true);
    });
  }
});
