import type { Page } from "@playwright/test";
import { ONE_OF_EACH_LAYOUT, expect, inSpanish, openWithPausedClock, test, waitForHydration } from "./helpers";
import { test as routeTest, visit } from "./route-visit";

/*
 * On the built site, with its scripts running: no library's English label on a Spanish page. (The built files' own
 * words, on each build day, are checked by jest: __tests__/built/spanish-words.test.ts.)
 */

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
async function labels(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll("[aria-label], [title], [alt]")).flatMap((element) =>
      ["aria-label", "title", "alt"]
        .filter((name) => element.hasAttribute(name))
        .map((name) => `${element.tagName.toLowerCase()} ${name}=${element.getAttribute(name)}`),
    ),
  );
}

/** The labels that are (or start with, as sonner's "Notifications alt+T" does) a known English label. */
const english = (found: string[]) =>
  found.filter((label) => {
    const value = label.slice(label.indexOf("=") + 1).trim();
    return ENGLISH_LABELS.some(
      (known) =>
        value.toLowerCase() === known.toLowerCase() || value.toLowerCase().startsWith(`${known.toLowerCase()} `),
    );
  });

test.describe("Spanish pages name every control in Spanish", () => {
  test("the English-label check catches sonner's own label", () => {
    expect(
      english([
        "button aria-label=Close toast",
        "section aria-label=Notifications alt+T",
        "button aria-label=Cerrar aviso",
        "section aria-label=Notificaciones F8",
      ]),
    ).toEqual(["button aria-label=Close toast", "section aria-label=Notifications alt+T"]);
  });

  // The Spanish twin of one page of each layout, hydrated, on a phone (where the menu's toggle shows).
  for (const route of ONE_OF_EACH_LAYOUT.map(inSpanish)) {
    routeTest(`${route}: no aria-label, title or alt is a library's English label @mobile-only`, async ({ jsPage }) => {
      await visit(jsPage, route);
      expect(english(await labels(jsPage))).toEqual([]);
    });
  }

  test("/es with the donation popup open: its labels are Spanish @desktop-only", async ({ page }) => {
    await openWithPausedClock(page, "/es");
    await page.clock.runFor(4000);
    // The dialog element has no box of its own (its backdrop and frame are fixed): its heading and button are checked.
    const dialog = page.getByRole("dialog", { name: "Ayúdanos a construir nuestro santuario sagrado" });
    await expect(dialog.getByRole("heading")).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Cerrar", exact: true })).toBeVisible();
    expect(english(await labels(page))).toEqual([]);
  });

  test("/es/contact after the toast appears: its region and its close button are named in Spanish @desktop-only", async ({
    page,
  }) => {
    // The static server has no Worker: its answer that the message went is stood in for.
    await page.route("**/api/contact", (route) => route.fulfill({ json: { status: "sent" } }));
    await page.goto("/es/contact");
    await waitForHydration(page, "main form");
    const form = page.getByRole("form", { name: "Formulario de contacto" });
    for (const [name, value] of [
      ["name", "Ana Rivera"],
      ["email", "ana@example.com"],
      ["subject", "Hola"],
      ["message", "¿Hay lugar?"],
    ] as const) {
      await form.locator(`[name="${name}"]`).fill(value);
    }
    await form.getByRole("button", { name: "Enviar mensaje" }).click();
    const region = page.getByRole("region", { name: /^Notificaciones/ });
    await expect(region).toContainText("¡Mensaje enviado!");
    await expect(region.getByRole("button", { name: "Cerrar aviso" })).toBeAttached();
    expect(english(await labels(page))).toEqual([]);
  });

  test("/es/contact says one can write to us in Spanish @desktop-only", async ({ page }) => {
    await page.goto("/es/contact");
    await expect(page.getByRole("main")).toContainText("Puedes escribirnos en español o en inglés");
  });
});
