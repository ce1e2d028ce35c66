import { expect, mainNav, NAV_LINKS, SPEC_ROUTES, withBase } from "./helpers";
import { withSharedPage } from "./shared-page";

/**
 * The site without JavaScript: every route is readable and navigable from the exported HTML and its
 * server-rendered CSS alone, and the contact form still works through the visitor's mail client.
 * All tests share one script-less tab per worker (see shared-page.ts).
 */
const test = withSharedPage({ javaScriptEnabled: false });

test.describe("without JavaScript", () => {
  for (const route of SPEC_ROUTES) {
    test(`${route} shows its heading, the navigation and all of its content`, async ({ sharedPage: page }, testInfo) => {
      await page.goto(withBase(route));

      await expect(page.locator("main h1")).toHaveCount(1);
      await expect(page.locator("main h1")).toBeVisible();

      // Every navigation entry is shown, on small screens as a wrapped row, never behind the (script-only) toggle.
      await expect(mainNav(page).locator(".site-nav__toggle")).toBeHidden();
      const viewportWidth = page.viewportSize()?.width ?? 0;
      const shown = await mainNav(page).evaluate((nav) =>
        Array.from(nav.querySelectorAll("li a")).map((link) => {
          const box = link.getBoundingClientRect();
          return { label: (link.textContent ?? "").trim(), href: link.getAttribute("href"), visible: link.checkVisibility({ opacityProperty: true, visibilityProperty: true }) && box.width > 0 && box.height > 0, left: box.left, right: box.right };
        }),
      );
      expect(shown.map(({ label, href }) => ({ label, href })), `${route}: navigation entries`).toEqual(NAV_LINKS.map(({ label, href }) => ({ label, href: withBase(href) })));
      for (const link of shown) {
        expect(link.visible, `${route}: nav link ${link.label} is visible`).toBe(true);
        expect(link.left >= 0 && link.right <= viewportWidth + 0.5, `${route}: nav link ${link.label} (${link.left}–${link.right}px) fits the ${testInfo.project.name} viewport`).toBe(true);
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

  test("once scrolled, the navigation bar does not float transparent over the content", async ({ sharedPage: page }) => {
    for (const route of ["/", "/privacy-policy"]) {
      await page.goto(withBase(route));
      await page.evaluate(() => window.scrollTo(0, window.innerHeight * 1.5));
      const bar = await page.locator("header.site-nav").evaluate((header) => {
        const alpha = (color: string) => {
          const parts = color.match(/[\d.]+/g)?.map(Number) ?? [];
          return color.startsWith("rgba") ? (parts[3] ?? 1) : parts.length >= 3 ? 1 : 0;
        };
        return { bottom: header.getBoundingClientRect().bottom, alpha: alpha(getComputedStyle(header).backgroundColor) };
      });
      // Either it scrolled away with the page, or it is (nearly) opaque behind its light links.
      expect(bar.bottom <= 0 || bar.alpha >= 0.8, `${route}: bar still on screen (bottom ${bar.bottom}px) with background alpha ${bar.alpha}`).toBe(true);
    }
  });

  test("the contact form submits to the mail client, with its required fields", async ({ sharedPage: page }) => {
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
