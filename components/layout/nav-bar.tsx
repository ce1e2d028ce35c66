"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useEffect, useId, useRef, useState } from "react";
import { localePath, splitLocale, type Locale } from "@/lib/i18n/locales";
import { NAV_SCROLL_THRESHOLD } from "@/lib/client-constants";

/** The section a path belongs to, in the path's language, for highlighting its navigation link. */
export function navSectionOf(pathname: string): string {
  const [locale, path] = splitLocale(pathname);
  if (path.startsWith("/join/")) return localePath(locale, "/community");
  return localePath(locale, `/${path.split("/")[1] ?? ""}`);
}

/** The route of the page at `pathname` without its language prefix; a not-found page switches to the other home page. */
function samePageIn(pathname: string): `/${string}` {
  const path = splitLocale(pathname)[1] as `/${string}`;
  return path === "/404" || path === "/not-found" ? "/" : path;
}

export type NavItem = { readonly href: string; readonly label: string };

export type NavBarProps = {
  /** The site's name, next to the logo. */
  name: string;
  /** The home page in the page's language. */
  home: string;
  /** The links, in order. */
  items: readonly NavItem[];
  /** The navigation's label and the toggle's two states, in the page's language. */
  labels: { nav: string; menu: string; close: string };
  /** The other language: its name and a link title, written in that language. */
  switchTo: { locale: Locale; label: string; title: string };
};

/**
 * The fixed navigation: its look changes once the page is scrolled past the threshold,
 * the links collapse behind a toggle on small screens, and client navigation scrolls to the top.
 * Styles live in nav-bar.styles.tsx, rendered by the server around it.
 *
 * The toggle opens the links as a native popover (`popovertarget`), so it works from the first paint,
 * before and without JavaScript; Escape and a tap outside close it natively. Once hydrated, choosing a
 * link closes it and gives focus back to the toggle, tabbing out of it closes it, and aria-expanded mirrors its state.
 */
export function NavBar({ name, home, items, labels, switchTo }: NavBarProps) {
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
    // Tabbing on past the last link closes the menu, so it does not cover the element that now has focus.
    const leave = (event: FocusEvent) => {
      const next = event.relatedTarget;
      if (next instanceof Node && !menu.contains(next) && next !== toggleRef.current && menu.matches(":popover-open"))
        menu.hidePopover();
    };
    sync();
    menu.addEventListener("toggle", sync);
    menu.addEventListener("focusout", leave);
    return () => {
      menu.removeEventListener("toggle", sync);
      menu.removeEventListener("focusout", leave);
    };
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
    // Dark in every state (over the hero, scrolled, the open menu): focus rings take the colour for dark surfaces.
    <header className="site-nav" data-tone="dark" data-scrolled={scrolled ? "true" : "false"}>
      <nav aria-label={labels.nav} className="site-nav__inner">
        <div className="site-nav__bar">
          <Link href={home} className="site-nav__brand" onClick={close}>
            {/* Low priority, so it is not preloaded ahead of the fonts and the page's hero image. */}
            {/* eslint-disable-next-line @next/next/no-img-element -- static export: plain, pre-sized SVG */}
            <img src={"/images/logo.svg"} alt="" width={40} height={40} fetchPriority="low" />
            <span>{name}</span>
          </Link>
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
          {/* Outside the menu, so a phone shows it in the bar: after the links (last on wide screens), before the
              menu button (tabbed to before it on phones, where the links open from the button). A plain link (a full
              page load: each language has its own root layout), named in its own language. */}
          <a
            className="site-nav__language"
            href={localePath(switchTo.locale, samePageIn(pathname))}
            hrefLang={switchTo.locale}
            lang={switchTo.locale}
            title={switchTo.title}
          >
            {switchTo.label}
          </a>
          <button
            ref={toggleRef}
            type="button"
            className="site-nav__toggle"
            popoverTarget={menuId}
            aria-expanded={open}
            aria-controls={menuId}
          >
            <span className="site-nav__toggle-icon" aria-hidden="true" />
            <span className="site-nav__toggle-closed">{labels.menu}</span>
            <span className="site-nav__toggle-open">{labels.close}</span>
          </button>
        </div>
      </nav>
    </header>
  );
}
