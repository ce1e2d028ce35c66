import { getByRole, within } from "@testing-library/dom";
import { showPage } from "./built-site";

/* Content bodies as the build compiled them (@next/mdx, lib/mdx/plugins.mjs), read in the built pages. */

test.each([
  ["/accessibility", "(opens in a new tab)"],
  ["/es/accessibility", "(se abre en una pestaña nueva)"],
])("%s fills its facts and opens outside links in a new tab, saying so in its language", (route, newTab) => {
  const main = getByRole(showPage(route), "main");
  const email = within(main).getAllByRole("link", { name: "support@example.org" })[0]!;
  expect(email.getAttribute("href")).toBe("mailto:support@example.org");
  expect(main.querySelector('a.tel[href="tel:+13865550142"]')?.textContent).toBe("(386) 555-0142");
  const wcag = main.querySelector('a[href="https://www.w3.org/TR/WCAG22/"]');
  expect(wcag?.getAttribute("target")).toBe("_blank");
  expect(wcag?.querySelector(".visually-hidden")?.textContent).toBe(` ${newTab}`);
  // Every {name} of the text was a known fact: none is left as typed.
  expect(main.textContent).not.toMatch(/\{(?:email|phone|site|replyDays|cities|region)\}/);
});

test.each([
  ["/services/seasonal-retreats", "Winter Solstice Retreat", "/events/winter-solstice-retreat", "Date TBD"],
  [
    "/es/services/seasonal-retreats",
    "Retiro del solsticio de invierno",
    "/es/events/winter-solstice-retreat",
    "Fecha por confirmar",
  ],
])("%s, written as .mdx, shows its retreat's card and dates inside its text", (route, title, href, dates) => {
  const main = getByRole(showPage(route), "main");
  const cards = Array.from(main.querySelectorAll("article")).filter((article) =>
    within(article).queryByRole("heading", { name: title }),
  );
  expect(cards).toHaveLength(1);
  expect(within(cards[0]!).getByRole("link", { name: title }).getAttribute("href")).toBe(href);
  expect(cards[0]!.textContent).toContain(dates);
});
