import type { Page } from "@playwright/test";

/** Labels libraries write in English when they are not given one (sonner, headlessui, and the usual UI words). */
const ENGLISH_LABELS = [
  "Close toast",
  "Notifications",
  "Close",
  "Close dialog",
  "Dismiss",
  "Open menu",
  "Close menu",
  "Menu",
  "Loading",
  "Previous",
  "Next",
  "Search",
  "Toggle navigation",
  "Skip to content",
  "Skip to main content",
  "Main",
  "Primary",
  "Footer",
  "Breadcrumb",
  "Open in new tab",
  "opens in a new tab",
];

/** Every aria-label, title and alt on the page now, with the element they label, as "attr=value". */
export async function labels(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll("[aria-label], [title], [alt]")).flatMap((element) =>
      ["aria-label", "title", "alt"]
        .filter((name) => element.hasAttribute(name))
        .map((name) => `${element.tagName.toLowerCase()} ${name}=${element.getAttribute(name)}`),
    ),
  );
}

/** The labels that are (or start with, as sonner's "Notifications alt+T" does) a known English label. */
const KNOWN = new RegExp(`^(${ENGLISH_LABELS.join("|")})( |$)`, "i");
export const english = (found: string[]) =>
  found.filter((label) => KNOWN.test(label.slice(label.indexOf("=") + 1).trim()));
