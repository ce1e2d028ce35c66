import { absoluteUrl } from "./paths";
import { heroes, type HeroName } from "./heroes";
import { site } from "./site";

/** Size of every share image: the 1.91:1 card that OpenGraph and Twitter/X crop to. */
export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** The sections with a share image of their own, rendered at build time by app/og/[image]/route.tsx into out/og/<name>.png. */
export type OgImageName = { [K in HeroName]: (typeof heroes)[K] extends { share: object } ? K : never }[HeroName];
export const ogImageNames = (Object.keys(heroes) as HeroName[]).filter((name): name is OgImageName => "share" in heroes[name]);

/** The organisation's square logo (JSON-LD `logo`), rendered by the same route as the share images. */
export const LOGO = { path: "/og/logo.png", size: 512 } as const;

/** URL, size and alt text of a section's share image, for OpenGraph and Twitter metadata. */
export function ogImage(name: OgImageName) {
  return { url: absoluteUrl(`/og/${name}.png`), ...OG_IMAGE_SIZE, alt: `${site.name}, ${heroes[name].share.eyebrow}: ${heroes[name].alt}`, type: "image/png" };
}

/** Host name shown on the share images, e.g. "www.example.org". */
export const siteHost = new URL(site.url).host;
