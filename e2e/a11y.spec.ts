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
 * Accessibility beyond what a per-route visit sees (axe, contrast, tabbing and reflow specs): what assistive technology
 * is told at the three moments the page changes by itself or on request (read from Chromium's own accessibility tree),
 * forced colours, reduced motion on what moves, and printing the roadmap.
 */

type AXValue = { value?: unknown };
type AXNode = {
  nodeId: string;
  parentId?: string;
  ignored: boolean;
  role?: AXValue;
  name?: AXValue;
  properties?: { name: string; value: AXValue }[];
};

/** Chromium's full accessibility tree of the page, as a screen reader would be given it (CDP Accessibility.getFullAXTree). */
async function accessibilityTree(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = (await cdp.send("Accessibility.getFullAXTree")) as unknown as { nodes: AXNode[] };
  await cdp.detach();
  const byId = new Map(nodes.map((node) => [node.nodeId, node]));
  const property = (node: AXNode, name: string) => node.properties?.find((entry) => entry.name === name)?.value.value;
  const ancestors = (node: AXNode) => {
    const list: AXNode[] = [];
    for (
      let parent = node.parentId ? byId.get(node.parentId) : undefined;
      parent;
      parent = parent.parentId ? byId.get(parent.parentId) : undefined
    )
      list.push(parent);
    return list;
  };
  const visible = nodes.filter((node) => !node.ignored);
  return {
    find: (role: string, name?: string | RegExp) =>
      visible.filter(
        (node) =>
          node.role?.value === role &&
          (name === undefined ||
            (typeof name === "string" ? node.name?.value === name : name.test(String(node.name?.value ?? "")))),
      ),
    /** The element that has the focus (the document, marked focused too, aside). */
    focused: () => visible.find((node) => property(node, "focused") === true && node.role?.value !== "RootWebArea"),
    property,
    ancestors,
    /** Text nodes whose text is `text`. */
    text: (text: string) => visible.filter((node) => node.role?.value === "StaticText" && node.name?.value === text),
  };
}

const describe = (node: AXNode | undefined) =>
  node ? `${String(node.role?.value)} "${String(node.name?.value ?? "")}"` : "(nothing)";

const DIALOG = { en: "Help Build Our Sacred Sanctuary", es: "Ayúdanos a construir nuestro santuario sagrado" };
const LANGUAGES = [
  { lang: "en", route: (route: string) => route, toast: "Message Sent!", toggle: /^(Menu|Close)$/ },
  { lang: "es", route: inSpanish, toast: "¡Mensaje enviado!", toggle: /^(Menú|Cerrar)$/ },
] as const;

/** Home page with the clock paused, a link of the main content focused, then 4 s on: the donation popup is open. Returns that link's name. */
async function homeWithPopup(page: Page, route: string): Promise<string> {
  await openWithPausedClock(page, route);
  const trigger = page.getByRole("main").getByRole("link").first();
  await trigger.focus();
  const name = ((await trigger.textContent()) ?? "").trim();
  await page.clock.runFor(4000);
  await expect(page.getByRole("dialog").getByRole("heading")).toBeVisible();
  await page.clock.resume();
  return name;
}

/**
 * /contact with a valid message sent: the confirmation toast shows. The static server has no Worker, so its answer
 * is stood in for here (e2e/contact-worker.spec.ts sends through the real one).
 */
async function contactWithToast(page: Page, route: string, toast: string) {
  await page.route("**/api/contact", (request) => request.fulfill({ json: { status: "sent" } }));
  await page.goto(route);
  await waitForHydration(page, "form");
  const form = page.locator("main form");
  const values = {
    name: "Ana Rivera",
    email: "ana.rivera@example.com",
    subject: "Winter solstice",
    message: "Is there still space for two?",
  };
  for (const [name, value] of Object.entries(values)) await form.locator(`[name="${name}"]`).fill(value);
  await form.locator('button[type="submit"]').click();
  await expect(page.getByText(toast, { exact: true })).toBeVisible();
}

for (const { lang, route, toast, toggle: toggleName } of LANGUAGES) {
  const dialog = DIALOG[lang];
  test.describe(`what assistive technology is told (${lang})`, () => {
    test("the donation dialog: named in the page's language, modal, focus moves in and comes back; it leads to the external donation page", async ({
      page,
    }) => {
      const triggerName = await homeWithPopup(page, route("/"));
      await expect(page.getByRole("dialog")).not.toContainText(DIALOG[lang === "en" ? "es" : "en"]);
      await expect(page.getByRole("dialog").locator('a[target="_blank"]')).toHaveAttribute("href", /^https:\/\//);
      await expect
        .poll(async () => (await accessibilityTree(page)).find("dialog", dialog).length, "a dialog named by its title")
        .toBe(1);
      const tree = await accessibilityTree(page);
      const [node] = tree.find("dialog", dialog);
      expect(tree.property(node!, "modal"), "modal").toBe(true);
      await expect
        .poll(async () => {
          const now = await accessibilityTree(page);
          const focused = now.focused();
          const inside =
            !!focused && [focused, ...now.ancestors(focused)].some((ancestor) => ancestor.nodeId === node!.nodeId);
          return inside ? "inside" : `outside: ${describe(focused)}`;
        }, "focus is inside the dialog")
        .toBe("inside");
      // The page behind is out of reach while it is open, and Tab cycles inside the dialog.
      expect(
        (await accessibilityTree(page)).find("link", triggerName),
        "the page's links hidden behind the modal",
      ).toEqual([]);
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
    });

    test("the phone menu: expanded state, Escape gives focus back, tabbing past its last link closes it @mobile-only", async ({
      page,
    }) => {
      await page.addInitScript(keepPopupClosed);
      await page.goto(route("/about"));
      await waitForHydration(page, "header.site-nav");
      const toggleState = async () => {
        const tree = await accessibilityTree(page);
        const [toggle] = tree.find("button", toggleName);
        return toggle ? String(tree.property(toggle, "expanded")) : "no toggle";
      };
      expect(await toggleState(), "collapsed at first").toBe("false");
      await menuToggle(page).focus();
      await page.keyboard.press("Enter");
      await expect.poll(toggleState, "expanded once opened").toBe("true");
      const links = (await accessibilityTree(page)).find("link").filter((link) => link.name?.value);
      expect(links.length, "its links are in the tree").toBeGreaterThan(7);

      await page.keyboard.press("Tab");
      await page.keyboard.press("Escape");
      await expect.poll(toggleState, "collapsed after Escape").toBe("false");
      await expect
        .poll(async () => {
          const focused = (await accessibilityTree(page)).focused();
          return focused?.role?.value === "button" && toggleName.test(String(focused.name?.value));
        }, "focus back on the toggle")
        .toBe(true);

      // Open again and tab through every link: past the last one, focus leaves the menu and the menu closes behind it.
      await page.keyboard.press("Enter");
      await expect.poll(toggleState).toBe("true");
      const count = await mainNav(page).locator("li a").count();
      for (let i = 0; i < count; i += 1) await page.keyboard.press("Tab");
      expect(
        await mainNav(page)
          .locator("li a")
          .last()
          .evaluate((link) => link === document.activeElement),
        "on the last link",
      ).toBe(true);
      await page.keyboard.press("Tab");
      await expect.poll(toggleState, "collapsed once focus has left it").toBe("false");
      const focused = await page.evaluate(() => !!document.activeElement?.closest("main"));
      expect(focused, "focus went on into the page").toBe(true);
    });

    test("the contact toast: announced politely, in a live region that was there before it", async ({ page }) => {
      await contactWithToast(page, route("/contact"), toast);
      const tree = await accessibilityTree(page);
      const [text] = tree.text(toast);
      expect(text, "the toast's title is in the tree").toBeDefined();
      const live = tree
        .ancestors(text!)
        .map((node) => tree.property(node, "live"))
        .filter(Boolean);
      expect(live[0], "inside a polite live region").toBe("polite");
      const found = await axeViolations(page);
      expect(found, `axe with the toast open:\n${found.join("\n")}`).toEqual([]);
    });
  });
}

test.describe("reduced motion: nothing moves", () => {
  test.use({ reducedMotion: "reduce" });
  const moving = (page: Page) =>
    page.evaluate(() => document.getAnimations().map((animation) => animation.constructor.name));

  test("the donation popup opens and closes without animating; the navigation bar changes colour without a transition", async ({
    page,
  }) => {
    await homeWithPopup(page, "/");
    expect(await moving(page), "the popup open").toEqual([]);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    expect(await moving(page), "the popup closed").toEqual([]);
    await page.evaluate(() => window.scrollTo({ top: 300, behavior: "instant" }));
    await expect(page.locator("header.site-nav")).toHaveAttribute("data-scrolled", "true");
    expect(await moving(page), "the bar scrolled").toEqual([]);
    await expect(page.locator("header.site-nav")).toHaveCSS("transition-duration", "0s");
  });

  test("the contact toast appears without animating", async ({ page }) => {
    await contactWithToast(page, "/contact", "Message Sent!");
    expect(await moving(page)).toEqual([]);
  });
});

test.describe("printing the roadmap", () => {
  for (const reducedMotion of ["no-preference", "reduce"] as const) {
    test(`every stage prints without having been scrolled to (motion: ${reducedMotion}) @desktop-only`, async ({
      page,
    }) => {
      await page.emulateMedia({ reducedMotion });
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
  }
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

      if (isMobile) {
        await menuToggle(page).click();
        const menu = mainNav(page).locator("ul").first();
        await expect(menu).toBeVisible();
        // Its bottom edge lies over the page: without a shadow (dropped here), only a border shows where the menu ends.
        const edge = await menu.evaluate((element) => {
          const style = getComputedStyle(element);
          return (
            parseFloat(style.borderBottomWidth) > 0 &&
            style.borderBottomStyle !== "none" &&
            style.borderBottomColor !== "rgba(0, 0, 0, 0)"
          );
        });
        expect(edge, "the open menu has a border separating it from the page behind").toBe(true);
      }
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
