import type { Page } from "@playwright/test";

/** How a text check changes the page: added CSS, the browser's default font size (16 px unless set), the viewport's width. */
type TextSetting = { css?: string; fontSize?: number; width?: number };
/** WCAG 1.4.12's text spacing (the W3C test bookmarklet's values). */
export const TEXT_SPACING: TextSetting = {
  css: "* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }",
};
/** WCAG 1.4.4: text at 200 %, as with the browser's font size set to twice its default 16 px (rem, em and em media queries follow it). */
export const TEXT_200: TextSetting = { fontSize: 32 };
/** WCAG 1.4.10: reflow at 320 CSS px. */
export const WIDTH_320: TextSetting = { width: 320 };

/**
 * With the text changed by `setting`: text cut off by a box that hides its overflow, text overlapping other text, text
 * outside the viewport's width, and a page wider than the viewport. Text is measured by its line boxes
 * (Range.getClientRects).
 */
export async function textLayoutProblems(page: Page, { css, fontSize, width }: TextSetting): Promise<string[]> {
  // At the top, nothing focused: the fixed bar then sits where it is drawn over nothing, and the skip link is away.
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo({ top: 0, behavior: "instant" });
  });
  const cdp = fontSize ? await page.context().newCDPSession(page) : null;
  const style = css ? await page.addStyleTag({ content: css }) : null;
  const viewport = page.viewportSize()!;
  if (width) await page.setViewportSize({ width, height: viewport.height });
  // The setting reaches the page asynchronously: wait until the root's font size follows it.
  const setFontSize = async (size: number) => {
    await cdp!.send("Page.setFontSizes", { fontSizes: { standard: size, fixed: Math.round(size * 0.8125) } });
    await page.waitForFunction((size) => getComputedStyle(document.documentElement).fontSize === `${size}px`, size, {
      polling: 20,
    });
  };
  if (fontSize) await setFontSize(fontSize);
  try {
    await page.evaluate(() => document.fonts.ready);
    return await page.evaluate(() => {
      const problems: string[] = [];
      const root = document.documentElement;
      if (root.scrollWidth > root.clientWidth)
        problems.push(`the page scrolls sideways: ${root.scrollWidth}px wide in a ${root.clientWidth}px viewport`);
      const label = (element: Element) =>
        `${element.tagName.toLowerCase()}${element.className && typeof element.className === "string" ? `.${element.className.split(" ")[0]}` : ""} "${(element.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 30)}"`;
      const lines: { rect: DOMRect; owner: Element }[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const owner = node.parentElement;
        if (!owner || !node.textContent?.trim() || owner.closest("script, style, noscript, template")) continue;
        if (!owner.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
        // Visually hidden text (a 1 px box that clips it) is meant to be unseen; a display: contents wrapper has no box but hides nothing.
        let hidden = false;
        for (let parent: Element | null = owner; parent && !hidden; parent = parent.parentElement) {
          const box = parent.getBoundingClientRect();
          hidden = (box.width <= 1 || box.height <= 1) && getComputedStyle(parent).overflow !== "visible";
        }
        if (hidden) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of Array.from(range.getClientRects())) {
          if (rect.width < 1 || rect.height < 1) continue;
          lines.push({ rect, owner });
          if (rect.left < -1 || rect.right > root.clientWidth + 1)
            problems.push(`${label(owner)} runs outside the viewport's width`);
          // Clipped: outside an ancestor that hides its overflow.
          for (
            let parent = owner.parentElement ? owner : null;
            parent && parent !== document.body;
            parent = parent.parentElement
          ) {
            const computed = getComputedStyle(parent);
            const hides = (value: string) => value === "hidden" || value === "clip";
            if (!hides(computed.overflowX) && !hides(computed.overflowY)) continue;
            const box = parent.getBoundingClientRect();
            const outside =
              (hides(computed.overflowX) && (rect.left < box.left - 1 || rect.right > box.right + 1)) ||
              (hides(computed.overflowY) && (rect.top < box.top - 1 || rect.bottom > box.bottom + 1));
            if (outside) {
              problems.push(`${label(owner)} is cut off by ${label(parent)}`);
              break;
            }
          }
        }
      }
      // Overlapping: two text boxes of different elements sharing more than a quarter of the smaller one's height and some width.
      lines.sort((a, b) => a.rect.top - b.rect.top);
      for (const [i, { rect: a, owner }] of lines.entries()) {
        for (let j = i + 1; j < lines.length && lines[j]!.rect.top < a.bottom; j += 1) {
          const { rect: b, owner: other } = lines[j]!;
          if (owner === other || owner.contains(other) || other.contains(owner)) continue;
          const width = Math.min(a.right, b.right) - Math.max(a.left, b.left);
          const height = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
          if (width > 2 && height > 0.25 * Math.min(a.height, b.height))
            problems.push(`${label(owner)} overlaps ${label(other)}`);
        }
      }
      return [...new Set(problems)];
    });
  } finally {
    await style?.evaluate((element) => (element as Element).remove());
    if (width) await page.setViewportSize(viewport);
    if (cdp) await setFontSize(16);
    await cdp?.detach();
  }
}
