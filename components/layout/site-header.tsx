import { dictionary, localePath, locales, type Locale } from "@/lib/i18n";
import { site } from "@/lib/site";
import { NavBar } from "./nav-bar";
import { NavBarStyles } from "./nav-bar.styles";

/** The fixed navigation bar at the top of every page, in the page's language, with the switch to the other one. */
export function SiteHeader({ locale }: { locale: Locale }) {
  const t = dictionary(locale).shell;
  const other = locales.find((candidate) => candidate !== locale)!;
  return (
    <NavBarStyles>
      <NavBar
        name={site.name}
        home={localePath(locale, "/")}
        items={site.nav.map((href) => ({ href: localePath(locale, href), label: t.nav[href] }))}
        labels={{ nav: t.mainNav, menu: t.menu, close: t.close }}
        switchTo={{ locale: other, ...t.switchTo }}
      />
    </NavBarStyles>
  );
}
