import { english, expect, labels, openWithPausedClock, test, waitForHydration } from "./helpers";

/*
 * On the built site, with its scripts running: no library's English label on a Spanish page, once the popup and the
 * toast are open (every Spanish page as it loads: e2e/every-page.spec.ts). The built files' own words, on each build
 * day, are checked by jest: __tests__/built/spanish-words.test.ts.
 */

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

  test("/es with the donation popup open: its labels are Spanish @desktop-only", async ({ page }) => {
    await openWithPausedClock(page, "/es");
    await page.clock.runFor(4000);
    // The dialog element has no box of its own (its backdrop and frame are fixed): its heading and button are checked.
    const dialog = page.getByRole("dialog", { name: "Ayúdanos a construir nuestro santuario sagrado" });
    await expect(dialog.getByRole("heading")).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Cerrar", exact: true })).toBeVisible();
    expect(english(await labels(page))).toEqual([]);
  });

  test("/es/contact says one can write in Spanish; once the toast appears, its region and close button are named in Spanish @desktop-only", async ({
    page,
  }) => {
    // The static server has no Worker: its answer that the message went is stood in for.
    await page.route("**/api/contact", (route) => route.fulfill({ json: { status: "sent" } }));
    await page.goto("/es/contact");
    await expect(page.getByRole("main")).toContainText("Puedes escribirnos en español o en inglés");
    await waitForHydration(page, "main form");
    const form = page.getByRole("form", { name: "Formulario de contacto" });
    const values = { name: "Ana Rivera", email: "ana@example.com", subject: "Hola", message: "¿Hay lugar?" };
    for (const [name, value] of Object.entries(values)) await form.locator(`[name="${name}"]`).fill(value);
    await form.getByRole("button", { name: "Enviar mensaje" }).click();
    const region = page.getByRole("region", { name: /^Notificaciones/ });
    await expect(region).toContainText("¡Mensaje enviado!");
    await expect(region.getByRole("button", { name: "Cerrar aviso" })).toBeAttached();
    expect(english(await labels(page))).toEqual([]);
  });
});
