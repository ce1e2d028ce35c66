import type { Page } from "@playwright/test";

/** Where focus is: its index among the page's tabbables (-1: not one of them, -2: nothing focused), its label, its indicator and whether the bar hides it. */
type FocusStep = { index: number; label: string; indicator: string | null; obscured: string | null };
type Probe = { __inspect: () => FocusStep; __steps: FocusStep[] };

/**
 * Tabs through the whole page from the top, then back with Shift+Tab, and lists each focused element with no focus
 * indicator or hidden under the fixed bar (WCAG 2.4.7, 2.4.11). Before each key the next element is placed right under
 * the top edge, behind the bar (as after scrolling with a mouse), so the page must move it out from under the bar. With
 * `inOrder`, Tab must also stop on each element once, in DOM order, and nowhere else.
 */
export async function focusProblemsWhileTabbing(page: Page, { inOrder = false } = {}): Promise<string[]> {
  const labels = await page.evaluate(() => {
    window.scrollTo({ top: 0, behavior: "instant" });
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
    const header = document.querySelector("header.site-nav");
    const fixed = (node: Element | null): boolean =>
      !!node && (getComputedStyle(node).position === "fixed" || fixed(node.parentElement));
    const probe = window as unknown as Probe;
    probe.__steps = [];
    probe.__inspect = () => {
      const element = document.activeElement as HTMLElement | null;
      if (!element || element === document.body || element === document.documentElement)
        return { index: -2, label: "(body)", indicator: null, obscured: null };
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
      // Elements in the bar itself, and fixed elements layered above it (the skip link), cannot be hidden by it.
      if (header && fixed(header) && !header.contains(element) && !fixed(element)) {
        const bar = header.getBoundingClientRect().bottom;
        const { top } = element.getBoundingClientRect();
        if (top < bar - 0.5) obscured = `top ${Math.round(top)}px is above the bar's bottom ${Math.round(bar)}px`;
      }
      return { index: tabbables.indexOf(element), label: labelOf(element), indicator, obscured };
    };
    window.addEventListener(
      "keydown",
      (event) => {
        if (event.key !== "Tab") return;
        const step = probe.__inspect();
        probe.__steps.push(step);
        const next = step.index >= 0 ? tabbables[step.index + (event.shiftKey ? -1 : 1)] : undefined;
        if (next && !header?.contains(next))
          window.scrollBy({ top: next.getBoundingClientRect().top - 8, behavior: "instant" });
      },
      { capture: true },
    );
    (document.activeElement as HTMLElement | null)?.blur();
    return tabbables.map(labelOf);
  });
  const count = labels.length;
  for (let press = 0; press <= count; press += 1) await page.keyboard.press("Tab");
  for (let press = 0; press <= count; press += 1) await page.keyboard.press("Shift+Tab");
  const steps = await page.evaluate(() => [
    ...(window as unknown as Probe).__steps,
    (window as unknown as Probe).__inspect(),
  ]);
  const problems = new Set<string>();
  if (count === 0) problems.add("nothing on the page to tab to");
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
