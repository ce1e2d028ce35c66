import { expect, mainNav, NAV_LINKS, SPEC_ROUTES, test, withBase } from "./helpers";

/**
 * The site without JavaScript: every route is readable and navigable from the exported HTML and its
 * server-rendered CSS alone, and the contact form still works through the visitor's mail client.
 */
test.use({ javaScriptEnabled: false });

test.describe("without JavaScript", () => {
  for (const route of SPEC_ROUTES) {
    test(`${route} shows its heading, the navigation and all of its content`, async ({ page }, testInfo) => {
      await page.goto(withBase(route));

      await expect(page.locator("main h1")).toHaveCount(1);
      await expect(page.locator("main h1")).toBeVisible();

      // Every navigation entry is shown, on small screens as a wrapped row, never behind the (script-only) toggle.
      const nav = mainNav(page);
      await expect(nav.locator(".site-nav__toggle")).toBeHidden();
      const viewportWidth = page.viewportSize()?.width ?? 0;
      for (const { label, href } of NAV_LINKS) {
        const link = nav.getByRole("link", { name: label, exact: true });
        await expect(link, `${route}: nav link ${label}`).toBeVisible();
        await expect(link).toHaveAttribute("href", withBase(href));
        const box = await link.boundingBox();
        expect(box, `${route}: nav link ${label} has a box`).not.toBeNull();
        expect(box!.x, `${route}: nav link ${label} starts inside the viewport`).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width, `${route}: nav link ${label} ends inside the viewport (${testInfo.project.name})`).toBeLessThanOrEqual(viewportWidth + 0.5);
      }

      // No heading, card, list item or paragraph of the main content waits hidden for a script to reveal it.
      const hidden = await page.locator("main").evaluate((main) =>
        Array.from(main.querySelectorAll("h1, h2, h3, h4, h5, h6, p, li, article, figure, a, button, form"))
          .filter((element) => !element.closest("[hidden], .visually-hidden, [aria-hidden='true']"))
          .filter((element) => !element.checkVisibility({ opacityProperty: true, visibilityProperty: true }))
          .map((element) => {
            const style = getComputedStyle(element);
            const label = `${element.tagName.toLowerCase()}${element.className && typeof element.className === "string" ? `.${element.className.trim().split(/\s+/).join(".")}` : ""}`;
            return `${label} "${(element.textContent ?? "").trim().slice(0, 40)}" (display ${style.display}, visibility ${style.visibility}, opacity ${style.opacity})`;
          }),
      );
      expect(hidden, `${route}: hidden content without JavaScript:\n${hidden.join("\n")}`).toEqual([]);
    });
  }

  test("the contact form submits to the mail client, with its required fields", async ({ page }) => {
    await page.goto(withBase("/contact"));
    const form = page.getByRole("form", { name: "Contact form" });
    await expect(form).toBeVisible();
    await expect(form).toHaveAttribute("action", /^mailto:[^@\s]+@[^@\s]+\.[a-z]+$/i);
    await expect(form).toHaveAttribute("method", "post");
    await expect(form).toHaveAttribute("enctype", "text/plain");

    for (const field of ["name", "email", "subject", "message"]) {
      await expect(form.locator(`[name="${field}"]`), `${field} is required`).toHaveAttribute("required", "");
      await expect(form.locator(`[name="${field}"]`)).toBeVisible();
    }
    await expect(form.locator('[name="phone"]')).not.toHaveAttribute("required");
    await expect(form.locator('[name="email"]')).toHaveAttribute("type", "email");
    await expect(form.getByRole("button", { name: "Send Message" })).toHaveAttribute("type", "submit");

    // The browser's own validation runs without scripts: an empty form does not submit.
    expect(await form.evaluate((element) => (element as HTMLFormElement).checkValidity())).toBe(false);
  });
});
