import { expect, inSpanish, keepPopupClosed, test, waitForHydration, withBase } from "./helpers";

/**
 * No word breaks across two lines (issue 34: "/month" wrapped as "/mo" + "nth" on /donate at 1280 px), at any width a
 * visitor may have, in either language. One page load per route and language; the viewport is then resized through the
 * widths and every visible text node is measured by its line boxes (Range.getClientRects): a word whose characters
 * fall on two lines is a break, unless the line ends on a dash the reader sees (a hyphen of the word itself or a soft
 * hyphen; automatic hyphenation counts as a break).
 */
const ROUTES = ["/", "/events", "/donate", "/community"];
/** 320 to 1440 px every 40 px, plus a common phone (390). */
const WIDTHS = [...Array.from({ length: (1440 - 320) / 40 + 1 }, (_, index) => 320 + index * 40), 390].sort((a, b) => a - b);

/** The words split across lines on the page as it is laid out now, as `"word" → "before" | "after" in element`. */
function splitWords(): string[] {
  const found: string[] = [];
  /** Dashes shown at the end of the line when a word breaks after them. */
  const DASHES = new Set(["-", "\u2010", "\u2013", "\u2014", "\u00ad"]);
  // Two boxes of the same text are on different lines when their vertical centres are more than half a line apart.
  const centre = (rect: DOMRect) => (rect.top + rect.bottom) / 2;
  const lines = (rects: DOMRect[]) => {
    const centres: number[] = [];
    for (const rect of rects) if (!centres.some((y) => Math.abs(y - centre(rect)) < rect.height / 2)) centres.push(centre(rect));
    return centres.length;
  };
  const boxes = (range: Range) => Array.from(range.getClientRects()).filter((rect) => rect.width > 0 && rect.height > 0);
  const label = (element: Element) => `${element.tagName.toLowerCase()}${typeof element.className === "string" && element.className ? `.${element.className.split(" ")[0]}` : ""}`;
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
  test(`${route}: no word breaks across lines from 320 to 1440 px @desktop-only`, async ({ page }) => {
    await page.addInitScript(keepPopupClosed);
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto(withBase(route));
    await waitForHydration(page, "main h1");
    await page.evaluate(() => document.fonts.ready);
    const breaks = new Map<string, number[]>();
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      // The page is laid out at the new width before it is measured.
      await page.waitForFunction((width) => document.documentElement.clientWidth <= width && window.innerWidth === width, width, { polling: 20 });
      for (const split of new Set(await page.evaluate(splitWords))) breaks.set(split, [...(breaks.get(split) ?? []), width]);
    }
    const found = [...breaks].map(([split, widths]) => `${split} at ${widths.join(", ")} px`);
    expect(found, `words split across lines on ${route}:\n${found.join("\n")}`).toEqual([]);
  });
}
