import fs from "node:fs";
import path from "node:path";
import { getByRole, queryByRole, within } from "@testing-library/dom";
import { OUT, documentOf, routeOf, showPage } from "./built-site";

/** Event pages with a weekly rhythm (spec §2), and those whose dates are still to be announced: no calendar actions. */
const SCHEDULED_EVENTS = ["red-book-series", "mens-inner-work", "accountability-call", "mid-week-heart-to-heart"];
const TBD_EVENTS =
  "new-moon-circle integration-workshop winter-solstice-retreat sacred-breathwork womens-sacred-circle";

const read = (file: string) => fs.readFileSync(path.join(OUT, file), "utf8");
const rels = (link: HTMLElement) => (link.getAttribute("rel") ?? "").split(/\s+/);

describe("files for search engines", () => {
  test("robots.txt allows crawling and points to the sitemap", () => {
    const text = read("robots.txt");
    expect(text).toMatch(/^User-Agent: \*$/im);
    expect(text).toMatch(/^Allow: \/$/m);
    const sitemap = /^Sitemap: (\S+)$/m.exec(text)?.[1];
    expect(sitemap && routeOf(sitemap)).toBe("/sitemap.xml");
  });

  test("the icon is linked from the root and is in the export", () => {
    const href = documentOf("/").querySelector('link[rel="icon"]')?.getAttribute("href") ?? "";
    expect(href.startsWith("/")).toBe(true);
    expect(fs.existsSync(path.join(OUT, new URL(href, "https://site").pathname))).toBe(true);
  });
});

describe("add to calendar", () => {
  test.each(SCHEDULED_EVENTS)("%s: .ics download and Google Calendar link in the details card", (slug) => {
    const page = showPage(`/events/${slug}`);
    const card = getByRole(page, "heading", { name: "Event Details" }).closest("article")!;
    expect(getByRole(card, "heading", { name: "Add to Calendar" })).toBeTruthy();
    const ics = getByRole(card, "link", { name: /\.ics/ });
    expect(ics.getAttribute("href")).toBe(`/events/${slug}/calendar.ics`);
    expect(ics.getAttribute("download")).toBe(`${slug}.ics`);
    expect(read(`events/${slug}/calendar.ics`)).toContain(`\r\nUID:${slug}@`); // its text: seo/calendar.test.ts
    const google = getByRole(card, "link", { name: /Google Calendar/ });
    expect(google.getAttribute("href")).toMatch(/^https:\/\/calendar\.google\.com\/calendar\/render\?action=TEMPLATE&/);
    expect(google.getAttribute("target")).toBe("_blank");
    expect(rels(google)).toEqual(expect.arrayContaining(["noopener", "noreferrer"]));
  });

  test.each(TBD_EVENTS.split(" "))("%s, its dates to be announced, offers no calendar", (slug) => {
    const page = showPage(`/events/${slug}`);
    expect(getByRole(page, "heading", { name: "Event Details" })).toBeTruthy();
    expect(queryByRole(page, "heading", { name: "Add to Calendar" })).toBeNull();
    expect(within(page).queryAllByRole("link", { name: /Google Calendar|\.ics/ })).toHaveLength(0);
  });
});

describe("subscribe to the calendar", () => {
  test("/events offers the feed as a webcal:// link, a Google Calendar link and its https address", () => {
    const section = getByRole(showPage("/events"), "region", { name: "Subscribe to our calendar" });
    const href = getByRole(section, "link", { name: "Subscribe in your calendar" }).getAttribute("href") ?? "";
    expect(href).toMatch(/^webcal:\/\/[^/]+.*\/events\/calendar\.ics$/);
    expect(routeOf(href.replace(/^webcal:/, "https:"))).toBe("/events/calendar.ics");
    const google = getByRole(section, "link", { name: /Add to Google Calendar/ });
    const googleUrl = new URL(google.getAttribute("href") ?? "");
    expect(`${googleUrl.origin}${googleUrl.pathname}`).toBe("https://calendar.google.com/calendar/r");
    expect(googleUrl.searchParams.get("cid")).toBe(href);
    expect(google.getAttribute("target")).toBe("_blank");
    expect(rels(google)).toEqual(expect.arrayContaining(["noopener", "noreferrer"]));
    // The address to copy is the same feed over https, as plain text.
    expect(section.querySelector("code")?.textContent).toBe(href.replace(/^webcal:/, "https:"));
  });

  test("/events/calendar.ics holds the four scheduled events", () => {
    const text = read("events/calendar.ics");
    expect(text.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
    const uids = [...text.matchAll(/\r\nUID:([^@\r]+)@/g)].map((m) => m[1]).sort();
    expect(uids).toEqual([...SCHEDULED_EVENTS].sort());
  });
});
