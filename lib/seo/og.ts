import { absoluteUrl } from "../paths";
import { heroes, shareCard, type HeroName, type ShareCardName } from "../heroes";
import { localePath, ui, type Locale } from "../i18n";
import { site } from "../site";

/** Size of every share image: the 1.91:1 card that OpenGraph and Twitter/X crop to. */
export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** The sections with a share image of their own, rendered at build time by the og routes into out/og/<name>.png and out/es/og/<name>.png. */
export type OgImageName = ShareCardName;
export const ogImageNames = (Object.keys(heroes) as HeroName[]).filter(
  (name): name is OgImageName => shareCard("en", name) !== undefined,
);

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

/**
 * Every character other than these is left out of a share image's text: they are the ones its font draws (Geist,
 * bundled with next/og; __tests__/og.test.tsx checks them against the font file). For any other one (an emoji, a
 * script the font lacks) ImageResponse fetches a picture or a font from a CDN while the site is built: offline the
 * build fails, online it depends on a third party. Staff may type anything; the page itself shows it all.
 */
const NOT_DRAWN =
  /[^\u0020-\u007e\u00a0-\u00ac\u00ae-\u0113\u0116-\u012b\u012e-\u0137\u0139-\u013e\u0141-\u0148\u014a-\u014d\u0150-\u017e\u2013\u2014\u2018-\u201a\u201c-\u201e\u2020-\u2022\u2026\u2030\u2039\u203a\u20ac\u2122]/gu;

/** A text as a share image can draw it: what the font lacks left out, the spaces around it closed up. */
export const shareText = (text: string): string =>
  text
    .replace(NOT_DRAWN, "")
    .replace(/\s{2,}/g, " ")
    .trim();

/** Host name shown on the share images, e.g. "www.example.org". */
export const siteHost = new URL(site.url).host;
