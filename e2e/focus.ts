import type { Page } from "@playwright/test";

/** Keyboard focus: which elements Tab reaches, and whether each shows its focus outside the fixed bar. */

/** Marks the page's tabbable elements in DOM order (window.__tabbables), installs window.__inspectFocus, and returns their labels. */
export async function markTabbables(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selector = [
      "a[href]",
      "area[href]",
      "button:not([disabled])",
      "input:not([type='hidden']):not([disabled])",
      "select:not([disabled])",
      "textarea:not([disabled])",
      "summary",
      "iframe",
      "[contenteditable='true']",
      "[tabindex]",
    ].join(", ");
    const tabbables = Array.from(document.querySelectorAll<HTMLElement>(selector)).filter(
      (element) =>
        element.tabIndex >= 0 &&
        !element.closest("[inert]") &&
        element.checkVisibility({ visibilityProperty: true }) &&
        !(element.closest("details:not([open])") && !element.matches("details > summary")),
    );
    const labelOf = (element: Element) =>
      `${element.tagName.toLowerCase()} "${(element.getAttribute("aria-label") ?? element.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40)}"`;
    const probe = window as unknown as { __tabbables: HTMLElement[]; __inspectFocus: () => FocusStep };
    probe.__tabbables = tabbables;
    probe.__inspectFocus = () => {
      const element = document.activeElement as HTMLElement | null;
      if (!element || element === document.body || element === document.documentElement)
        return { index: -2, label: "(body)", indicator: null, obscured: null };
      const label = labelOf(element);
      const style = getComputedStyle(element);
      const outline =
        style.outlineStyle !== "none" &&
        parseFloat(style.outlineWidth) > 0 &&
        style.outlineColor !== "rgba(0, 0, 0, 0)";
      const shadow = style.boxShadow !== "none" && style.boxShadow !== "";
      const indicator =
        outline || shadow
          ? null
          : `no focus indicator (outline ${style.outlineStyle} ${style.outlineWidth}, box-shadow ${style.boxShadow})`;

      let obscured: string | null = null;
      const header = document.querySelector("header.site-nav");
      const fixed = (node: Element | null): boolean => {
        for (let current = node; current; current = current.parentElement)
          if (getComputedStyle(current).position === "fixed") return true;
        return false;
      };
      // Elements in the bar itself, and fixed elements layered above it (the skip link), cannot be hidden by it.
      if (header && getComputedStyle(header).position === "fixed" && !header.contains(element) && !fixed(element)) {
        const bar = header.getBoundingClientRect();
        const box = element.getBoundingClientRect();
        if (box.top < bar.bottom - 0.5)
          obscured = `top ${Math.round(box.top)}px is above the bar's bottom ${Math.round(bar.bottom)}px`;
      }
      return { index: tabbables.indexOf(element), label, indicator, obscured };
    };
    return tabbables.map(labelOf);
  });
}

/** Where focus is: its index among the marked elements (-1: not one of them, -2: nothing focused), its label, its indicator and whether the bar hides it. */
export type FocusStep = { index: number; label: string; indicator: string | null; obscured: string | null };

/** Where focus is now (markTabbables first). */
export function inspectFocus(page: Page): Promise<FocusStep> {
  return page.evaluate(() => (window as unknown as { __inspectFocus: () => FocusStep }).__inspectFocus());
}

/**
 * Tabs through the whole page from the top (the bar transparent at first, scrolled later), then back with Shift+Tab,
 * and lists each focused element with no focus indicator or hidden under the fixed bar (WCAG 2.4.7, 2.4.11). Going
 * forward the browser scrolls each element into view itself; going back, each element is first placed right under the
 * top edge, behind the bar (as after scrolling with a mouse), so the page must move it out from under the bar. Each
 * stop is inspected in the page when the next key is pressed: one round trip per key. With `inOrder`, Tab must also
 * stop on each element once, in DOM order, and nowhere else.
 */
export async function focusProblemsWhileTabbing(page: Page, { inOrder = false } = {}): Promise<string[]> {
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
  const labels = await markTabbables(page);
  const count = labels.length;
  await page.evaluate(() => {
    const probe = window as unknown as {
      __inspectFocus: () => FocusStep;
      __tabbables: HTMLElement[];
      __steps: FocusStep[];
    };
    probe.__steps = [];
    const header = document.querySelector("header.site-nav");
    window.addEventListener(
      "keydown",
      (event) => {
        if (event.key !== "Tab") return;
        const step = probe.__inspectFocus();
        probe.__steps.push(step);
        const next = event.shiftKey && step.index > 0 ? probe.__tabbables[step.index - 1] : undefined;
        if (next && !header?.contains(next))
          window.scrollBy({ top: next.getBoundingClientRect().top - 8, behavior: "instant" });
      },
      { capture: true },
    );
    (document.activeElement as HTMLElement | null)?.blur();
  });
  for (let press = 0; press <= count; press += 1) await page.keyboard.press("Tab");
  for (let press = 0; press <= count; press += 1) await page.keyboard.press("Shift+Tab");
  const steps = await page.evaluate(() => {
    const probe = window as unknown as { __inspectFocus: () => FocusStep; __steps: FocusStep[] };
    return [...probe.__steps, probe.__inspectFocus()];
  });
  const problems = new Set<string>();
  for (const step of steps) {
    if (step.indicator) problems.add(`${step.label}: ${step.indicator}`);
    if (step.obscured) problems.add(`${step.label}: hidden under the fixed navigation bar (${step.obscured})`);
  }
  // The first step is the blurred page; the next `count` are the stops of the Tabs forward.
  if (inOrder)
    steps.slice(1, count + 1).forEach((step, position) => {
      if (step.index !== position) problems.add(`Tab ${position + 1} went to ${step.label}, not ${labels[position]}`);
    });
  const reached = new Set(steps.map((step) => step.index).filter((index) => index >= 0));
  if (reached.size < count) problems.add(`Tab reached ${reached.size} of ${count} interactive elements`);
  return [...problems];
}
