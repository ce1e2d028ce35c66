import { absoluteUrl } from "./paths";
import { heroes, shareCard, type HeroName, type ShareCardName } from "./heroes";
import { localePath, ui, type Locale } from "./i18n";
import { site } from "./site";

/** Size of every share image: the 1.91:1 card that OpenGraph and Twitter/X crop to. */
export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** The sections with a share image of their own, rendered at build time by the og routes into out/og/<name>.png and out/es/og/<name>.png. */
export type OgImageName = ShareCardName;
export const ogImageNames = (Object.keys(heroes) as HeroName[]).filter((name): name is OgImageName => shareCard("en", name) !== undefined);

/** The organisation's square logo (JSON-LD `logo`), rendered by the same route as the share images. */
export const LOGO = { path: "/og/logo.png", size: 512 } as const;

/** URL, size and alt text of a section's share image in `locale`, for OpenGraph and Twitter metadata. */
export function ogImage(name: OgImageName, locale: Locale) {
  return {
    url: absoluteUrl(localePath(locale, `/og/${name}.png`)),
    ...OG_IMAGE_SIZE,
    // Middle dots, not a comma and a colon, so no language's capitals are wrong after them.
    alt: `${site.name} · ${shareCard(locale, name)?.eyebrow} · ${ui(locale).illustrations[name].alt}`,
    type: "image/png",
  };
}

/** Host name shown on the share images, e.g. "www.example.org". */
export const siteHost = new URL(site.url).host;
