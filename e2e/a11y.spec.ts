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
 * Accessibility beyond what a per-route visit sees: what assistive technology is told when the page changes by itself
 * (read from Chromium's own accessibility tree), reduced motion on what moves, forced colours, and printing.
 */

type AXNode = {
  nodeId: string;
  parentId?: string;
  ignored: boolean;
  role?: { value?: unknown };
  name?: { value?: unknown };
  properties?: { name: string; value: { value?: unknown } }[];
};

/** Chromium's accessibility tree of the page, as a screen reader would be given it. */
async function accessibilityTree(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = (await cdp.send("Accessibility.getFullAXTree")) as unknown as { nodes: AXNode[] };
  await cdp.detach();
  const byId = new Map(nodes.map((node) => [node.nodeId, node]));
  const property = (node: AXNode, name: string) => node.properties?.find((entry) => entry.name === name)?.value.value;
  const ancestors = (node: AXNode) => {
    const list: AXNode[] = [];
    for (let parent = byId.get(node.parentId ?? ""); parent; parent = byId.get(parent.parentId ?? ""))
      list.push(parent);
    return list;
  };
  const visible = nodes.filter((node) => !node.ignored);
  return {
    find: (role: string, name?: string) =>
      visible.filter((node) => node.role?.value === role && (name === undefined || node.name?.value === name)),
    /** The element that has the focus (the document, marked focused too, aside). */
    focused: () => visible.find((node) => property(node, "focused") === true && node.role?.value !== "RootWebArea"),
    property,
    ancestors,
  };
}

const describe = (node: AXNode | undefined) =>
  node ? `${String(node.role?.value)} "${String(node.name?.value ?? "")}"` : "(nothing)";
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
      const triggerName = ((await trigger.textContent()) ?? "").trim();
      await page.clock.runFor(4000);
      await expect(page.getByRole("dialog").getByRole("heading")).toBeVisible();
      await page.clock.resume();
      expect(await moving(page), "the popup open").toEqual([]);
      await expect(page.getByRole("dialog").locator('a[target="_blank"]')).toHaveAttribute("href", /^https:\/\//);
      await expect.poll(async () => (await accessibilityTree(page)).find("dialog", dialog).length).toBe(1);
      const tree = await accessibilityTree(page);
      const [node] = tree.find("dialog", dialog);
      expect(tree.property(node!, "modal"), "modal").toBe(true);
      await expect
        .poll(async () => {
          const now = await accessibilityTree(page);
          const focused = now.focused();
          const inside = focused && [focused, ...now.ancestors(focused)].some((n) => n.nodeId === node!.nodeId);
          return inside ? "inside" : `outside: ${describe(focused)}`;
        }, "focus is inside the dialog")
        .toBe("inside");
      // The page behind is out of reach while it is open, and Tab cycles inside the dialog.
      expect((await accessibilityTree(page)).find("link", triggerName), "the page's links behind the modal").toEqual(
        [],
      );
      for (let i = 0; i < 4; i += 1) {
        await page.keyboard.press("Tab");
        expect(await page.getByRole("dialog").evaluate((element) => element.contains(document.activeElement))).toBe(
          true,
        );
      }

      await page.keyboard.press("Escape");
      await expect.poll(async () => (await accessibilityTree(page)).find("dialog").length, "dialog gone").toBe(0);
      await expect
        .poll(async () => describe((await accessibilityTree(page)).focused()), "focus back on the link it left")
        .toBe(`link "${triggerName}"`);
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
      await expect(page.getByText(toast, { exact: true })).toBeVisible();
      expect(await moving(page)).toEqual([]);
      const tree = await accessibilityTree(page);
      const [text] = tree.find("StaticText", toast);
      expect(text, "the toast's title is in the tree").toBeDefined();
      const live = tree.ancestors(text!).map((node) => tree.property(node, "live"));
      expect(live.find(Boolean), "inside a polite live region").toBe("polite");
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
      const edge = await menu.evaluate((element) => {
        const style = getComputedStyle(element);
        const { borderBottomWidth: width, borderBottomStyle: line, borderBottomColor: colour } = style;
        return parseFloat(width) > 0 && line !== "none" && colour !== "rgba(0, 0, 0, 0)";
      });
      expect(edge, "the open menu has a border separating it from the page behind").toBe(true);
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
