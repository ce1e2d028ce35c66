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

describe("NavBar links", () => {
  it("renders the seven links in spec order", () => {
    render(<NavBar {...props} />);
    const links = screen.getByRole("navigation", { name: "Main" }).querySelectorAll("li a:not([hreflang])");
    // Spec §2 navigation, typed in.
    expect([...links].map((link) => link.textContent)).toEqual([
      "Home",
      "About",
      "Services",
      "Events",
      "The Village",
      "Donate",
      "Contact",
    ]);
    expect([...links].map((link) => link.getAttribute("href"))).toEqual([
      "/",
      "/about",
      "/services",
      "/events",
      "/community",
      "/donate",
      "/contact",
    ]);
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

  it("maps paths to their navigation section", () => {
    expect(navSectionOf("/")).toBe("/");
    expect(navSectionOf("/events/new-moon-circle")).toBe("/events");
    expect(navSectionOf("/join/sanctuary-support")).toBe("/community");
  });

  it("maps Spanish paths to their Spanish section", () => {
    expect(navSectionOf("/es")).toBe("/es");
    expect(navSectionOf("/es/events/new-moon-circle")).toBe("/es/events");
    expect(navSectionOf("/es/join/sanctuary-support")).toBe("/es/community");
    // A route that merely starts with "es" is English.
    expect(navSectionOf("/espiritu")).toBe("/espiritu");
  });
});

describe("NavBar in Spanish", () => {
  const es = navBarProps("es");

  it("links every item under /es in the Spanish words, and marks the current Spanish page", () => {
    mockPathname = "/es/about";
    render(<NavBar {...es} />);
    const links = [...screen.getByRole("navigation", { name: es.labels.nav }).querySelectorAll("li a:not([hreflang])")];
    expect(links.map((link) => link.getAttribute("href"))).toEqual([
      "/es",
      "/es/about",
      "/es/services",
      "/es/events",
      "/es/community",
      "/es/donate",
      "/es/contact",
    ]);
    const english = navBarProps("en").items.map((item) => item.label);
    // Every label is translated except the programme name "The Village".
    links.forEach((link, i) => {
      if (english[i] === "The Village") expect(link.textContent).toBe("The Village");
      else expect(link.textContent).not.toBe(english[i]);
    });
    const current = document.querySelectorAll('[aria-current="page"]');
    expect(current).toHaveLength(1);
    expect(current[0]).toHaveAttribute("href", "/es/about");
    expect(screen.getByRole("link", { name: es.items[1]!.label })).toHaveAttribute("data-active", "true");
  });

  it("switches to the same page in the other language, marked with that language", () => {
    mockPathname = "/es/events/new-moon-circle";
    const { unmount } = render(<NavBar {...es} />);
    const toEnglish = document.querySelector("a[hreflang]");
    expect(toEnglish).toHaveAttribute("href", "/events/new-moon-circle");
    expect(toEnglish).toHaveAttribute("hreflang", "en");
    expect(toEnglish).toHaveAttribute("lang", "en");
    unmount();

    mockPathname = "/events/new-moon-circle";
    render(<NavBar {...props} />);
    const toSpanish = document.querySelector("a[hreflang]");
    expect(toSpanish).toHaveAttribute("href", "/es/events/new-moon-circle");
    expect(toSpanish).toHaveAttribute("hreflang", "es");
  });

  it("switches from the home page and from a not-found page to the other home page", () => {
    mockPathname = "/es";
    const { unmount } = render(<NavBar {...es} />);
    expect(document.querySelector("a[hreflang]")).toHaveAttribute("href", "/");
    unmount();
    mockPathname = "/404";
    render(<NavBar {...props} />);
    expect(document.querySelector("a[hreflang]")).toHaveAttribute("href", "/es");
  });
});

describe("NavBar scroll state", () => {
  it(`is data-scrolled="false" at first and flips when scrolled past ${NAV_SCROLL_THRESHOLD}px`, () => {
    render(<NavBar {...props} />);
    expect(header()).toHaveAttribute("data-scrolled", "false");

    act(() => {
      setScrollY(NAV_SCROLL_THRESHOLD);
      window.dispatchEvent(new Event("scroll"));
    });
    expect(header()).toHaveAttribute("data-scrolled", "false");

    act(() => {
      setScrollY(NAV_SCROLL_THRESHOLD + 1);
      window.dispatchEvent(new Event("scroll"));
    });
    expect(header()).toHaveAttribute("data-scrolled", "true");

    act(() => {
      setScrollY(0);
      window.dispatchEvent(new Event("scroll"));
    });
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
