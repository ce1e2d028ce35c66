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

// Each link's words and address, aria-current and the language switch, on every page in each language: e2e/every-page.spec.ts.
describe("NavBar links", () => {
  it.each([
    ["en", "/services/soul-coaching", "Services"],
    ["es", "/es/services/soul-coaching", "Servicios"],
  ] as const)("on a %s page at %s, highlights its section (%s) but sets no aria-current", (locale, path, label) => {
    mockPathname = path;
    render(<NavBar {...navBarProps(locale)} />);
    expect(document.querySelectorAll('[aria-current="page"]')).toHaveLength(0);
    expect(screen.getByRole("link", { name: label })).toHaveAttribute("data-active", "true");
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

  it("switches from a not-found page to the other home page", () => {
    mockPathname = "/404";
    render(<NavBar {...props} />);
    expect(document.querySelector("a[hreflang]")).toHaveAttribute("href", "/es");
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
