"use client";

import { Disclosure, DisclosureButton, DisclosurePanel } from "@headlessui/react";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { NAV_SCROLL_THRESHOLD, site } from "@/lib/site";
import { asset } from "@/lib/paths";

/** The section a path belongs to, for highlighting its navigation link. */
export function navSectionOf(pathname: string): string {
  if (pathname.startsWith("/join/")) return "/community";
  const first = pathname.split("/")[1] ?? "";
  return `/${first}`;
}

/**
 * The fixed navigation: its look changes once the page is scrolled past the threshold,
 * the links collapse behind a toggle on small screens, and client navigation scrolls to the top.
 * Styles live in the server-rendered SiteHeader around it.
 */
export function NavBar() {
  const pathname = usePathname();
  const [scrolled, setScrolled] = useState(false);
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

  return (
    <header className="site-nav" data-scrolled={scrolled ? "true" : "false"}>
      <Disclosure as="nav" aria-label="Main" className="site-nav__inner">
        {({ open, close }) => (
          <div
            className="site-nav__bar"
            onKeyDown={(event) => {
              if (event.key === "Escape" && open) {
                event.preventDefault();
                close();
              }
            }}
          >
            <Link href="/" className="site-nav__brand" onClick={() => close()}>
              {/* eslint-disable-next-line @next/next/no-img-element -- static export: plain, pre-sized SVG */}
              <img src={asset("/images/logo.svg")} alt="" width={40} height={40} />
              <span>{site.name}</span>
            </Link>
            <DisclosureButton className="site-nav__toggle">
              <span className="site-nav__toggle-icon" aria-hidden="true" />
              <span>{open ? "Close" : "Menu"}</span>
            </DisclosureButton>
            <DisclosurePanel static as="ul" className="site-nav__links">
              {site.nav.map(({ href, label }) => (
                <li key={href}>
                  <Link
                    href={href}
                    aria-current={pathname === href ? "page" : undefined}
                    data-active={section === href ? "true" : undefined}
                    onClick={() => close()}
                  >
                    {label}
                  </Link>
                </li>
              ))}
            </DisclosurePanel>
          </div>
        )}
      </Disclosure>
    </header>
  );
}
