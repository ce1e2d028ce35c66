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
 * Styles live in nav-bar.styles.tsx, rendered by the server around it.
 *
 * The toggle opens the links as a native popover (`popovertarget`), so it works from the first paint,
 * before and without JavaScript; Escape and a tap outside close it natively. Once hydrated, choosing a
 * link closes it and gives focus back to the toggle, and aria-expanded mirrors its state.
 */
export function NavBar({ name, items }: NavBarProps) {
  const pathname = usePathname();
  const [scrolled, setScrolled] = useState(false);
  const [open, setOpen] = useState<boolean>();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const menuId = useId();
  const firstPath = useRef(pathname);

  useEffect(() => {
    const update = () => setScrolled(window.scrollY > NAV_SCROLL_THRESHOLD);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);

  useEffect(() => {
    const menu = menuRef.current;
    // Before hydration (and where popovers are unsupported) the browser's own expanded state applies.
    if (!menu || typeof menu.showPopover !== "function") return;
    const sync = () => setOpen(menu.matches(":popover-open"));
    sync();
    menu.addEventListener("toggle", sync);
    return () => menu.removeEventListener("toggle", sync);
  }, []);

  useEffect(() => {
    if (firstPath.current === pathname) return;
    firstPath.current = pathname;
    window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  }, [pathname]);

  const section = navSectionOf(pathname);

  /** Closes the menu (if open) and gives focus back to its toggle. */
  const close = () => {
    const menu = menuRef.current;
    if (!menu?.matches(":popover-open")) return;
    menu.hidePopover();
    toggleRef.current?.focus();
  };

  return (
    <header className="site-nav" data-scrolled={scrolled ? "true" : "false"}>
      <nav aria-label="Main" className="site-nav__inner">
        <div className="site-nav__bar">
          <Link href="/" className="site-nav__brand" onClick={close}>
            {/* Low priority, so it is not preloaded ahead of the fonts and the page's hero image. */}
            {/* eslint-disable-next-line @next/next/no-img-element -- static export: plain, pre-sized SVG */}
            <img src={asset("/images/logo.svg")} alt="" width={40} height={40} fetchPriority="low" />
            <span>{name}</span>
          </Link>
          <button
            ref={toggleRef}
            type="button"
            className="site-nav__toggle"
            popoverTarget={menuId}
            aria-expanded={open}
            aria-controls={menuId}
          >
            <span className="site-nav__toggle-icon" aria-hidden="true" />
            <span className="site-nav__toggle-closed">Menu</span>
            <span className="site-nav__toggle-open">Close</span>
          </button>
          <ul ref={menuRef} id={menuId} className="site-nav__links" popover="auto">
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
