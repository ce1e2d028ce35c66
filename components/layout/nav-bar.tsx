"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useEffect, useId, useRef, useState } from "react";
import { NAV_SCROLL_THRESHOLD, asset } from "@/lib/shell";

/** The section a path belongs to, for highlighting its navigation link. */
export function navSectionOf(pathname: string): string {
  if (pathname.startsWith("/join/")) return "/community";
  const first = pathname.split("/")[1] ?? "";
  return `/${first}`;
}

export type NavItem = { readonly href: string; readonly label: string };

export type NavBarProps = {
  /** The site's name, next to the logo. */
  name: string;
  /** The links, in order. */
  items: readonly NavItem[];
};

/**
 * The fixed navigation: its look changes once the page is scrolled past the threshold,
 * the links collapse behind a toggle on small screens, and client navigation scrolls to the top.
 * Styled by NavBarStyles (nav-bar.styles.tsx), rendered around it on the server.
 *
 * The name and links come as props from the server (lib/site.ts is not bundled for the client).
 * The toggle is a plain disclosure button (aria-expanded + aria-controls, data-open on the button and
 * the list for the CSS), lighter than a UI library's disclosure on every page.
 */
export function NavBar({ name, items }: NavBarProps) {
  const pathname = usePathname();
  const [scrolled, setScrolled] = useState(false);
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const firstPath = useRef(pathname);

  useEffect(() => {
    const update = () => setScrolled(window.scrollY > NAV_SCROLL_THRESHOLD);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);

  useEffect(() => {
    if (firstPath.current === pathname) return;
    firstPath.current = pathname;
    window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  }, [pathname]);

  const section = navSectionOf(pathname);

  /** Closes the menu and gives focus back to its toggle (as Headless UI's Disclosure did). */
  const close = () => {
    setOpen(false);
    toggleRef.current?.focus();
  };

  return (
    <header className="site-nav" data-scrolled={scrolled ? "true" : "false"}>
      <nav aria-label="Main" className="site-nav__inner">
        <div
          className="site-nav__bar"
          onKeyDown={(event) => {
            if (event.key === "Escape" && open) {
              event.preventDefault();
              close();
            }
          }}
        >
          <Link href="/" className="site-nav__brand" onClick={close}>
            {/* The mark beside the name: low priority, so it is not preloaded ahead of the fonts and the page's
                hero image, which it would otherwise compete with on a slow connection. */}
            {/* eslint-disable-next-line @next/next/no-img-element -- static export: plain, pre-sized SVG */}
            <img src={asset("/images/logo.svg")} alt="" width={40} height={40} fetchPriority="low" />
            <span>{name}</span>
          </Link>
          <button
            ref={toggleRef}
            type="button"
            className="site-nav__toggle"
            aria-expanded={open}
            aria-controls={panelId}
            data-open={open ? "" : undefined}
            onClick={() => setOpen((value) => !value)}
          >
            <span className="site-nav__toggle-icon" aria-hidden="true" />
            <span>{open ? "Close" : "Menu"}</span>
          </button>
          <ul id={panelId} className="site-nav__links" data-open={open ? "" : undefined}>
            {items.map(({ href, label }) => (
              <li key={href}>
                <Link
                  href={href}
                  aria-current={pathname === href ? "page" : undefined}
                  data-active={section === href ? "true" : undefined}
                  onClick={close}
                >
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </nav>
    </header>
  );
}
