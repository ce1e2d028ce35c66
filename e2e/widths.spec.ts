import {
  expect,
  inSpanish,
  keepPopupClosed,
  test,
  textLayoutProblems,
  textOverArtProblems,
  waitForHydration,
} from "./helpers";

/**
 * The layout at every width between the narrowest phone and a wide laptop, in either language; one page load per route
 * and language, then the viewport is resized.
 * - No word breaks across two lines ("/month" once wrapped as "/mo" + "nth" on /donate), unless the line ends on a dash
 *   the reader sees (a hyphen of the word itself or a soft hyphen; automatic hyphenation counts as a break).
 * - Text over art keeps 4.5:1 at the widths between: the text column of a hero covers a different part of its art at each.
 */
const ROUTES = ["/", "/events", "/donate", "/community", "/events/mens-inner-work"];
/** 320 to 1440 px every 40 px, and a common phone (390). */
const WIDTHS = [320, 360, 390, ...Array.from({ length: 27 }, (_, index) => 400 + index * 40)];
/** Where text over art is measured too (a screenshot or more each): the narrowest, the widest, and two between 390 and 1280. */
const ART_WIDTHS = new Set([320, 800, 920, 1440]);

/** The words split across lines on the page as it is laid out now, as `"word" → "before" | "after" in element`. */
function splitWords(): string[] {
  const found: string[] = [];
  /** Dashes shown at the end of the line when a word breaks after them. */
  const DASHES = new Set(["-", "\u2010", "\u2013", "\u2014", "\u00ad"]);
  // Two boxes of the same text are on different lines when their vertical centres are more than half a line apart.
  const centre = (rect: DOMRect) => (rect.top + rect.bottom) / 2;
  const lines = (rects: DOMRect[]) => {
    const centres: number[] = [];
    for (const rect of rects)
      if (!centres.some((y) => Math.abs(y - centre(rect)) < rect.height / 2)) centres.push(centre(rect));
    return centres.length;
  };
  const boxes = (range: Range) =>
    Array.from(range.getClientRects()).filter((rect) => rect.width > 0 && rect.height > 0);
  const label = (element: Element) =>
    `${element.tagName.toLowerCase()}${typeof element.className === "string" && element.className ? `.${element.className.split(" ")[0]}` : ""}`;
  const range = document.createRange();
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    const owner = node.parentElement;
    if (!owner || !/\S/.test(node.data) || owner.closest("script, style, noscript, template, svg")) continue;
    range.selectNodeContents(node);
    // Most text nodes sit on one line: nothing to split.
    if (lines(boxes(range)) < 2) continue;
    if (!owner.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
    // Visually hidden text (a 1 px box that clips it) stacks its words one per line on purpose, unseen.
    let hidden = false;
    for (let parent: Element | null = owner; parent && !hidden; parent = parent.parentElement) {
      const box = parent.getBoundingClientRect();
      hidden = (box.width <= 1 || box.height <= 1) && getComputedStyle(parent).overflow !== "visible";
    }
    if (hidden) continue;
    for (const match of node.data.matchAll(/\S+/g)) {
      const start = match.index;
      const word = match[0];
      range.setStart(node, start);
      range.setEnd(node, start + word.length);
      if (lines(boxes(range)) < 2) continue;
      // Where the line changes: the first character whose box is on another line than the word's first.
      range.setEnd(node, start + 1);
      const first = boxes(range)[0];
      let at = 1;
      for (; at < word.length && first; at += 1) {
        range.setStart(node, start + at);
        range.setEnd(node, start + at + 1);
        const box = boxes(range)[0];
        if (box && Math.abs(centre(box) - centre(first)) >= first.height / 2) break;
      }
      if (DASHES.has(word[at - 1] ?? "")) continue;
      found.push(`"${word}" → "${word.slice(0, at)}" | "${word.slice(at)}" in ${label(owner)}`);
    }
  }
  return found;
}

for (const route of ROUTES.flatMap((route) => [route, inSpanish(route)])) {
  test(`${route}: no word breaks across lines and text over art ≥ 4.5:1 from 320 to 1440 px @desktop-only`, async ({
    page,
  }) => {
    await page.addInitScript(keepPopupClosed);
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto(route);
    await waitForHydration(page, "main h1");
    await page.evaluate(() => document.fonts.ready);
    const breaks = new Map<string, number[]>();
    const overArt: string[] = [];
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      // The page is laid out and painted at the new width before it is measured.
      await page.waitForFunction(
        (width) => document.documentElement.clientWidth <= width && window.innerWidth === width,
        width,
        { polling: 20 },
      );
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      for (const split of new Set(await page.evaluate(splitWords)))
        breaks.set(split, [...(breaks.get(split) ?? []), width]);
      if (ART_WIDTHS.has(width))
        overArt.push(...(await textOverArtProblems(page)).map((problem) => `${width} px: ${problem}`));
    }
    const found = [...breaks].map(([split, widths]) => `${split} at ${widths.join(", ")} px`);
    expect.soft(found, `words split across lines on ${route}:\n${found.join("\n")}`).toEqual([]);
    expect.soft(overArt, `text over art on ${route}:\n${overArt.join("\n")}`).toEqual([]);
  });
}

test("the sweep's measure finds a word split when a price's period may break again @desktop-only", async ({ page }) => {
  await page.addInitScript(keepPopupClosed);
  await page.goto("/donate");
  await waitForHydration(page, "main h1");
  // The style before words were kept whole: any word may break where its column is too narrow, the price has a fixed size and its
  // period is plain inline text.
  await page.addStyleTag({
    content:
      "body { overflow-wrap: anywhere !important; } .card .price { font-size: 2.75rem !important; } .card .price span { display: inline !important; white-space: normal !important; }",
  });
  expect(await page.evaluate(splitWords)).toContainEqual(expect.stringMatching(/^"\/month" → "\/mo/));
});

/** A word longer than any phone is wide, as staff may type one (a name, a web address, a word in another language). */
const LONG_WORD = "Heartwoodsanctuaryceremonialgatheringsforeveryseekerwhoremembers";

test("a long unbroken word staff type wraps in a page title, a card's title and a button: nothing is wider than a 390 px phone @desktop-only", async ({
  page,
}) => {
  await page.addInitScript(keepPopupClosed);
  await page.setViewportSize({ width: 390, height: 844 });
  for (const { route, selectors } of [
    { route: "/events/mens-inner-work", selectors: ["main h1", "main .card h2", "main .card a.btn", "main h2"] },
    { route: "/events", selectors: ["main article h3 a", "main article p", "main article a.btn", "main h2"] },
  ]) {
    await page.goto(route);
    await waitForHydration(page, "main h1");
    // The word in each element's text, as the build would write a title or button text typed in /admin.
    const missing = await page.evaluate(
      ({ selectors, word }) =>
        selectors.filter((selector) => {
          const element = document.querySelector(selector);
          // The last text node carries the words (an icon or a hidden "(opens in a new tab)" may sit beside it).
          const walker = document.createTreeWalker(element ?? document.createElement("p"), NodeFilter.SHOW_TEXT);
          let text: Text | null = null;
          for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null)
            if (/\S/.test(node.data) && !node.parentElement?.closest(".visually-hidden")) text = node;
          if (text) text.data = `${word} ${word}`;
          return !element;
        }),
      { selectors, word: LONG_WORD },
    );
    expect(missing, `${route}: not on the page`).toEqual([]);
    const found = await textLayoutProblems(page, {});
    expect(found, `${route} with the long word:\n${found.join("\n")}`).toEqual([]);
  }
});
