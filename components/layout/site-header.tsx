import { localePath, locales, ui, type Locale } from "@/lib/i18n";
import { site } from "@/lib/site";
import { NavBar, type NavBarProps } from "./nav-bar";
import { NavBarStyles } from "./nav-bar.styles";

/** What the navigation bar shows in `locale`: its links and labels, and the switch to the other language. */
export function navBarProps(locale: Locale): NavBarProps {
  const t = ui(locale).shell;
  const other = locales.find((candidate) => candidate !== locale)!;
  return {
    name: site.name,
    home: localePath(locale, "/"),
    items: (Object.keys(site.nav) as (keyof typeof site.nav)[]).map((key) => ({
      href: localePath(locale, site.nav[key]),
      label: t.nav[key],
    })),
    labels: { nav: t.mainNav, menu: t.menu, close: t.close },
    switchTo: { locale: other, ...t.switchTo },
  };
}

/** The fixed navigation bar at the top of every page, in the page's language, with the switch to the other one. */
export function SiteHeader({ locale }: { locale: Locale }) {
  return (
    <NavBarStyles>
      <NavBar {...navBarProps(locale)} />
    </NavBarStyles>
  );
}
