import { act, render, screen } from "@testing-library/react";
import { NavBar, navSectionOf } from "@/components/layout/nav-bar";
import { navBarProps } from "@/components/layout/site-header";
import { NAV_SCROLL_THRESHOLD } from "@/lib/client-constants";
import { site } from "@/lib/site";

/** The props SiteHeader builds on the server for a page in a language, from the real words. */
const props = navBarProps("en");

let mockPathname = "/";
jest.mock("next/navigation", () => ({
  usePathname: () => mockPathname,
}));

function setScrollY(y: number) {
  Object.defineProperty(window, "scrollY", { configurable: true, value: y });
}

const header = () => document.querySelector("header.site-nav");
const toggle = () => screen.getByRole("button", { name: /menu|close/i });

beforeEach(() => {
  mockPathname = "/";
  setScrollY(0);
  window.scrollTo = jest.fn();
});

/** Spec §2 navigation, typed in: each link's words and its English and Spanish addresses. */
const SPEC_NAV = [
  ["Home", "/", "/es"],
  ["About", "/about", "/es/about"],
  ["Services", "/services", "/es/services"],
  ["Events", "/events", "/es/events"],
  ["The Village", "/community", "/es/community"],
  ["Donate", "/donate", "/es/donate"],
  ["Contact", "/contact", "/es/contact"],
];
const navLinks = (name: string) => [
  ...screen.getByRole("navigation", { name }).querySelectorAll("li a:not([hreflang])"),
];

describe("NavBar links", () => {
  it("renders the seven links in spec order", () => {
    render(<NavBar {...props} />);
    const links = navLinks("Main").map((link) => [link.textContent, link.getAttribute("href")]);
    expect(links).toEqual(SPEC_NAV.map(([label, href]) => [label, href]));
  });

  it.each(["/about", "/contact", "/"])('marks the link of %s with aria-current="page", and only that one', (path) => {
    mockPathname = path;
    render(<NavBar {...props} />);
    const current = document.querySelectorAll('[aria-current="page"]');
    expect(current).toHaveLength(1);
    expect(current[0]).toHaveAttribute("href", path);
  });

  it("highlights the section but sets no aria-current on a nested page", () => {
    mockPathname = "/services/soul-coaching";
    render(<NavBar {...props} />);
    expect(document.querySelectorAll('[aria-current="page"]')).toHaveLength(0);
    expect(screen.getByRole("link", { name: "Services" })).toHaveAttribute("data-active", "true");
  });

  it.each([
    ["/", "/"],
    ["/events/new-moon-circle", "/events"],
    ["/join/sanctuary-support", "/community"],
    ["/es", "/es"],
    ["/es/events/new-moon-circle", "/es/events"],
    ["/es/join/sanctuary-support", "/es/community"],
    ["/espiritu", "/espiritu"], // a route that merely starts with "es" is English
  ])("puts %s in the navigation section %s", (path, section) => {
    expect(navSectionOf(path)).toBe(section);
  });
});

describe("NavBar in Spanish", () => {
  const es = navBarProps("es");

  it("links every item under /es in the Spanish words, and marks the current Spanish page", () => {
    mockPathname = "/es/about";
    render(<NavBar {...es} />);
    const links = navLinks(es.labels.nav);
    expect(links.map((link) => link.getAttribute("href"))).toEqual(SPEC_NAV.map(([, , href]) => href));
    // Every label is translated except the programme name "The Village".
    links.forEach((link, i) => {
      const english = SPEC_NAV[i]![0];
      if (english === "The Village") expect(link.textContent).toBe("The Village");
      else expect(link.textContent).not.toBe(english);
    });
    const current = document.querySelectorAll('[aria-current="page"]');
    expect(current).toHaveLength(1);
    expect(current[0]).toHaveAttribute("href", "/es/about");
    expect(screen.getByRole("link", { name: es.items[1]!.label })).toHaveAttribute("data-active", "true");
  });

  // A not-found page switches to the other home page.
  it.each([
    ["es", "/es/events/new-moon-circle", "/events/new-moon-circle", "en"],
    ["en", "/events/new-moon-circle", "/es/events/new-moon-circle", "es"],
    ["es", "/es", "/", "en"],
    ["en", "/404", "/es", "es"],
  ] as const)("on a %s page at %s, switches to %s, marked as %s", (locale, path, href, other) => {
    mockPathname = path;
    render(<NavBar {...navBarProps(locale)} />);
    const link = document.querySelector("a[hreflang]");
    expect(link).toHaveAttribute("href", href);
    expect(link).toHaveAttribute("hreflang", other);
    expect(link).toHaveAttribute("lang", other);
  });
});

describe("NavBar scroll state", () => {
  const scrollPageTo = (y: number) =>
    act(() => {
      setScrollY(y);
      window.dispatchEvent(new Event("scroll"));
    });

  it(`is data-scrolled="false" at first and flips when scrolled past ${NAV_SCROLL_THRESHOLD}px`, () => {
    render(<NavBar {...props} />);
    expect(header()).toHaveAttribute("data-scrolled", "false");
    scrollPageTo(NAV_SCROLL_THRESHOLD);
    expect(header()).toHaveAttribute("data-scrolled", "false");
    scrollPageTo(NAV_SCROLL_THRESHOLD + 1);
    expect(header()).toHaveAttribute("data-scrolled", "true");
    scrollPageTo(0);
    expect(header()).toHaveAttribute("data-scrolled", "false");
  });

  it("starts scrolled when the page is already scrolled on load", () => {
    setScrollY(400);
    render(<NavBar {...props} />);
    expect(header()).toHaveAttribute("data-scrolled", "true");
  });

  it("scrolls to the top when the route changes, not on first render", () => {
    const { rerender } = render(<NavBar {...props} />);
    expect(window.scrollTo).not.toHaveBeenCalled();
    mockPathname = "/about";
    rerender(<NavBar {...props} />);
    expect(window.scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
  });
});

// Opening, closing, Escape and focus are the browser's popover behaviour: e2e/nav.spec.ts tests them in Chromium.
describe("NavBar mobile menu", () => {
  it("the toggle opens the link list as a native popover, which needs no JavaScript", () => {
    render(<NavBar {...props} />);
    const list = document.getElementById(toggle().getAttribute("popovertarget") ?? "");
    expect(list?.tagName).toBe("UL");
    expect(list).toHaveAttribute("popover", "auto");
    // The seven sections; the switch to the other language is outside it, in the bar, just before the toggle.
    expect(list?.querySelectorAll("a:not([hreflang])")).toHaveLength(Object.keys(site.nav).length);
    expect(list?.querySelectorAll("a[hreflang]")).toHaveLength(0);
    expect(toggle().previousElementSibling).toMatchObject({ tagName: "A", hreflang: "es" });
  });
});
