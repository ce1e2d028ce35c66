import { act, render, screen } from "@testing-library/react";
import { NavBar, navSectionOf } from "@/components/layout/nav-bar";
import { NAV_SCROLL_THRESHOLD, site } from "@/lib/site";

const props = { name: site.name, items: site.nav };

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
    const links = screen.getByRole("navigation", { name: "Main" }).querySelectorAll("li a");
    expect([...links].map((link) => link.textContent)).toEqual(site.nav.map((item) => item.label));
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
    expect(list?.querySelectorAll("a")).toHaveLength(site.nav.length);
  });
});
