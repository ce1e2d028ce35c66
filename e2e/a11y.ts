import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page, PageScreenshotOptions } from "@playwright/test";
import sharp from "sharp";

/** axe's WCAG 2.2 A/AA and best-practice violations, one line each, and the text whose contrast axe leaves "incomplete", measured against the pixels behind it. */
export async function axeViolations(page: Page): Promise<string[]> {
  // Mid-transition (a toast fading in), text is partly transparent and axe measures it against what shows through.
  await page.evaluate(async () => {
    await document.fonts.ready;
    const ending = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)));
  });
  const result = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .options({ resultTypes: ["violations", "incomplete"] })
    // Run in the page itself: the default opens a second page for cross-origin frames, which this site has none of.
    .setLegacyMode(true)
    .analyze();
  const found = result.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes.map((node) => JSON.stringify(node.target)).join(", ")}`,
  );
  // Only selectors of the top document (no iframes here) can be sampled.
  const unresolved = result.incomplete
    .filter((rule) => rule.id === "color-contrast")
    .flatMap((rule) => rule.nodes.map((node) => node.target))
    .flatMap((target) => (target.length === 1 && typeof target[0] === "string" ? [target[0]] : []));
  return [...found, ...(await contrastBehindText(page, unresolved))];
}

/** Adds a style sheet and returns what removes it; unlike page.addStyleTag, it works with JavaScript turned off. */
async function addStyle(page: Page, css: string): Promise<() => Promise<void>> {
  const style = await page.evaluateHandle(
    (css) => document.head.appendChild(Object.assign(document.createElement("style"), { textContent: css })),
    css,
  );
  return () => style.evaluate((element) => element.remove());
}

/** A screenshot's pixels, decoded in the test process: the page itself may have JavaScript turned off. */
async function pixels(page: Page, options: PageScreenshotOptions = {}) {
  const png = await page.screenshot({ caret: "hide", animations: "disabled", ...options });
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  return { data, ...info };
}

/** WCAG's relative luminance of an sRGB colour (0–255 channels). */
export function luminance(red: number, green: number, blue: number): number {
  const channel = (value: number) => ((value /= 255) <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4);
  return 0.2126 * channel(red) + 0.7152 * channel(green) + 0.0722 * channel(blue);
}
/** WCAG's contrast ratio of two relative luminances. */
const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

/**
 * Each element's text colour against every pixel under its line boxes, photographed with all text transparent: lists
 * those below 4.5:1 (3:1 large, or `minimum`) over more than 1% of the pixels.
 */
async function contrastBehindText(page: Page, selectors: string[], minimum?: number): Promise<string[]> {
  if (selectors.length === 0) return [];
  const problems: string[] = [];
  const styles = await page.evaluate(
    (selectors) =>
      selectors.map((selector) => {
        const element = document.querySelector(selector);
        if (!element) return null;
        const style = getComputedStyle(element);
        const size = parseFloat(style.fontSize);
        const text = (element.textContent ?? "").trim().replace(/\s+/g, " ");
        return {
          color: style.color,
          large: size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700),
          label: `${element.tagName.toLowerCase()} "${text.slice(0, 40)}"`,
        };
      }),
    selectors,
  );
  const scrollY = await page.evaluate(() => window.scrollY);
  // Without transitions, so the text is transparent at once where motion is not reduced (a button fades its colour).
  const shown = await addStyle(
    page,
    "*, *::before, *::after { color: transparent !important; text-shadow: none !important; -webkit-text-fill-color: transparent !important; transition: none !important; }",
  );
  try {
    let shot: Awaited<ReturnType<typeof pixels>> | null = null;
    for (const [index, selector] of selectors.entries()) {
      const style = styles[index];
      if (!style) continue;
      const place = await page.evaluate(
        ({ selector, reuse }) => {
          const element = document.querySelector<HTMLElement>(selector);
          if (!element || !element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return null;
          const inFixed = (node: Element | null): boolean =>
            !!node && (getComputedStyle(node).position === "fixed" || inFixed(node.parentElement));
          const fixed = inFixed(element);
          const bar = fixed ? 0 : (document.querySelector("header.site-nav")?.getBoundingClientRect().bottom ?? 0);
          let box = element.getBoundingClientRect();
          let moved = false;
          if (!reuse || box.top < bar || box.bottom > window.innerHeight) {
            if (!fixed) window.scrollBy({ top: box.top - bar - 16, behavior: "instant" });
            box = element.getBoundingClientRect();
            moved = true;
          }
          // The line boxes of its visible text (not of visually hidden text such as "(opens in a new tab)").
          const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
          const boxes: DOMRect[] = [];
          const color = getComputedStyle(element).color;
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            if (
              !node.textContent?.trim() ||
              (node.parentElement && getComputedStyle(node.parentElement).color !== color)
            )
              continue;
            let hidden = false;
            for (
              let parent = node.parentElement;
              parent && !hidden && element.contains(parent);
              parent = parent.parentElement
            ) {
              const box = parent.getBoundingClientRect();
              hidden = (box.width <= 1 || box.height <= 1) && getComputedStyle(parent).overflow !== "visible";
            }
            if (hidden) continue;
            const range = document.createRange();
            range.selectNodeContents(node);
            boxes.push(...Array.from(range.getClientRects()));
          }
          const rects = boxes
            .map(({ left, top, right, bottom }) => ({
              left: Math.max(left, 0),
              top: Math.max(top, bar),
              right: Math.min(right, window.innerWidth),
              bottom: Math.min(bottom, window.innerHeight),
            }))
            .filter((rect) => rect.right - rect.left > 1 && rect.bottom - rect.top > 1)
            // Text covered by something on top (an open menu or dialog) is not read against what is drawn there.
            .filter((rect) =>
              element.contains(document.elementFromPoint((rect.left + rect.right) / 2, (rect.top + rect.bottom) / 2)),
            );
          return { moved, rects };
        },
        { selector, reuse: shot !== null },
      );
      if (!place || place.rects.length === 0) continue;
      if (place.moved || shot === null) shot = await pixels(page, { scale: "css" });
      const image = shot;
      const [r = 0, g = 0, b = 0, a = 1] = (style.color.match(/[\d.]+/g) ?? []).map(Number);
      const ratios: number[] = [];
      for (const rect of place.rects) {
        const x = Math.floor(rect.left),
          y = Math.floor(rect.top);
        const width = Math.min(Math.ceil(rect.right) - x, image.width - x),
          height = Math.min(Math.ceil(rect.bottom) - y, image.height - y);
        for (let row = y; row < y + height; row += 1) {
          for (let column = x; column < x + width; column += 1) {
            const i = (row * image.width + column) * image.channels;
            const [br, bg, bb] = [image.data[i]!, image.data[i + 1]!, image.data[i + 2]!];
            // Text drawn with alpha blends with what is behind it.
            const text = luminance(r * a + br * (1 - a), g * a + bg * (1 - a), b * a + bb * (1 - a));
            ratios.push(contrast(text, luminance(br, bg, bb)));
          }
        }
      }
      // The 1st percentile: a star or a hairline of the illustration behind a letter does not decide it; a moon does.
      const worst = ratios.sort((x, y) => x - y)[Math.floor(ratios.length * 0.01)] ?? Infinity;
      const needed = minimum ?? (style.large ? 3 : 4.5);
      if (worst < needed)
        problems.push(
          `color-contrast over an image or gradient: ${selector} (${style.label}) is below ${needed}:1 over 1% of the pixels behind it (${worst.toFixed(2)}:1)`,
        );
    }
  } finally {
    await shown();
    await page.evaluate((y) => window.scrollTo({ top: y, behavior: "instant" }), scrollY);
  }
  return problems;
}

/**
 * WCAG 1.4.11 from the pixels: the pixels that change on focus are the indicator, the unchanged ones within 2 CSS px
 * what it is seen against; `ratio` is the 10th percentile of their contrast with the indicator's commonest colour. An
 * element shown only when focused (the skip link) is compared with itself unoutlined.
 */
export async function focusIndicatorContrast(page: Page, target: Locator, { appearsOnFocus = false } = {}) {
  // Below the fixed bar (unless it is in the bar or fixed itself), nothing else focused; 12 px around it.
  const clip = await target.evaluate((element: HTMLElement, appearsOnFocus) => {
    (document.activeElement as HTMLElement | null)?.blur?.();
    if (appearsOnFocus) element.focus({ preventScroll: true });
    const inFixed = (node: Element | null): boolean =>
      !!node && (getComputedStyle(node).position === "fixed" || inFixed(node.parentElement));
    if (!inFixed(element)) {
      const bar = document.querySelector("header.site-nav")?.getBoundingClientRect().bottom ?? 0;
      const { top, bottom } = element.getBoundingClientRect();
      if (top < bar + 24 || bottom > window.innerHeight - 24)
        window.scrollBy({ top: top - bar - 48, behavior: "instant" });
    }
    const { x, y, width, height } = element.getBoundingClientRect();
    return {
      x: Math.floor(x - 12),
      y: Math.floor(y - 12),
      width: Math.ceil(width + 24),
      height: Math.ceil(height + 24),
    };
  }, appearsOnFocus);
  const plain = appearsOnFocus
    ? await addStyle(page, ":focus-visible { outline-color: transparent !important; }")
    : null;
  const before = await pixels(page, { clip });
  await plain?.();
  const visible = await target.evaluate((element: HTMLElement) => {
    element.focus({ preventScroll: true });
    return element.matches(":focus-visible");
  });
  if (!visible) throw new Error("the element took the focus without :focus-visible (was the mouse used before?)");
  const after = await pixels(page, { clip });
  await target.evaluate((element: HTMLElement) => element.blur());
  const reach = Math.round(2 * (await page.evaluate(() => window.devicePixelRatio)));

  const { width, height, channels, data } = after;
  const colour = (p: number) => (data[p * channels]! << 16) | (data[p * channels + 1]! << 8) | data[p * channels + 2]!;
  const hex = (key: number) => `#${key.toString(16).padStart(6, "0")}`;
  const luminanceOf = (key: number) => luminance(key >> 16, (key >> 8) & 255, key & 255);
  const count = (counts: Map<number, number>, key: number) => counts.set(key, (counts.get(key) ?? 0) + 1);
  const commonest = (counts: Map<number, number>) => [...counts].sort((x, y) => y[1] - x[1])[0]?.[0] ?? 0;
  const changed = new Uint8Array(width * height);
  const ring = new Map<number, number>();
  for (let p = 0; p < width * height; p += 1) {
    let difference = 0;
    for (let k = 0; k < 3; k += 1) difference += Math.abs(before.data[p * channels + k]! - data[p * channels + k]!);
    if (difference <= 30) continue;
    changed[p] = 1;
    count(ring, colour(p));
  }
  const total = changed.reduce((sum, value) => sum + value, 0);
  if (total === 0) return { ratio: 1, ring: "(nothing changed)", around: "", changed: 0 };
  const ringLuminance = luminanceOf(commonest(ring));
  const ratios: number[] = [];
  const around = new Map<number, number>();
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const p = y * width + x;
      let near = false;
      for (let row = Math.max(0, y - reach); row <= Math.min(height - 1, y + reach) && !near; row += 1) {
        for (let column = Math.max(0, x - reach); column <= Math.min(width - 1, x + reach) && !near; column += 1)
          near = changed[row * width + column] === 1;
      }
      if (changed[p] || !near) continue;
      ratios.push(contrast(luminanceOf(colour(p)), ringLuminance));
      count(around, colour(p));
    }
  }
  ratios.sort((x, y) => x - y);
  const ratio = ratios[Math.floor(ratios.length * 0.1)] ?? 1;
  return { ratio, ring: hex(commonest(ring)), around: hex(commonest(around)), changed: total };
}

/** Text whose line boxes overlap a picture (<img> or <svg> of 96 px or more: not icons) at 4.5:1 whatever its size. */
export async function textOverArtProblems(page: Page): Promise<string[]> {
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur?.();
    window.scrollTo({ top: 0, behavior: "instant" });
  });
  const selectors = await page.evaluate(() => {
    const MIN = 96;
    const art = Array.from(document.querySelectorAll("img, svg"))
      .filter(
        (element) => !element.parentElement?.closest("svg") && element.checkVisibility({ visibilityProperty: true }),
      )
      .map((element) => element.getBoundingClientRect())
      .filter((rect) => rect.width >= MIN && rect.height >= MIN);
    const owners = new Set<Element>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const owner = node.parentElement;
      if (
        !owner ||
        owners.has(owner) ||
        !node.textContent?.trim() ||
        owner.closest("script, style, noscript, template, svg")
      )
        continue;
      range.selectNodeContents(node);
      const overlaps = Array.from(range.getClientRects()).some((line) =>
        art.some(
          (box) =>
            Math.min(line.right, box.right) - Math.max(line.left, box.left) > 1 &&
            Math.min(line.bottom, box.bottom) - Math.max(line.top, box.top) > 1,
        ),
      );
      if (overlaps) owners.add(owner);
    }
    return [...owners].map((element, index) => {
      element.setAttribute("data-over-art", String(index));
      return `[data-over-art="${index}"]`;
    });
  });
  try {
    return await contrastBehindText(page, selectors, 4.5);
  } finally {
    await page.evaluate(() =>
      document.querySelectorAll("[data-over-art]").forEach((element) => element.removeAttribute("data-over-art")),
    );
  }
}
