import { site } from "@/lib/site";
import { NavBar } from "./nav-bar";
import { NavBarStyles } from "./nav-bar.styles";

/** The fixed navigation bar at the top of every page. */
export function SiteHeader() {
  return (
    <NavBarStyles>
      <NavBar name={site.name} items={site.nav} />
    </NavBarStyles>
  );
}
