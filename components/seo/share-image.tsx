import fs from "node:fs/promises";
import path from "node:path";
import { ImageResponse } from "next/og";
import { heroes, shareCard } from "@/lib/heroes";
import { ui, type Locale } from "@/lib/i18n";
import { LOGO, OG_IMAGE_SIZE, ogImageNames, shareText, siteHost, type OgImageName } from "@/lib/seo/og";
import { site } from "@/lib/site";
import { OgCard, OgLogo, type OgCardProps } from "./og-card";

/** An SVG of public/ as a data: URI for satori. */
async function svgImage(file: `/images/${string}.svg`): Promise<string> {
  const svg = await fs.readFile(path.join(process.cwd(), "public", file));
  return `data:image/svg+xml;base64,${svg.toString("base64")}`;
}

/** The share images' file names ("home.png"), and with `logo` the logo's, for the og routes' static params. */
export function shareImageParams({ logo }: { logo: boolean }) {
  return [
    ...ogImageNames.map((name) => ({ image: `${name}.png` })),
    ...(logo ? [{ image: path.basename(LOGO.path) }] : []),
  ];
}

/** A share image in a language, or the logo, rendered once at build time (next/og, offline: its font is bundled). */
export async function shareImageResponse(image: string, locale: Locale): Promise<ImageResponse> {
  const logo = await svgImage("/images/logo.svg");
  if (`/og/${image}` === LOGO.path) {
    return new ImageResponse(<OgLogo logo={logo} size={LOGO.size} />, { width: LOGO.size, height: LOGO.size });
  }
  const name = image.replace(/\.png$/, "") as OgImageName;

  const card = shareCard(locale, name)!;
  const art = await svgImage(heroes[name]);
  return shareCardImage({
    art,
    logo,
    eyebrow: card.eyebrow,
    title: card.title,
    strapline: ui(locale).share.strapline,
    siteName: site.name,
    host: siteHost,
  });
}

/** A share card's image from its words as staff typed them: only what its font draws (shareText), so nothing is fetched. */
export function shareCardImage({ art, logo, ...words }: OgCardProps): ImageResponse {
  const drawn = Object.fromEntries(Object.entries(words).map(([key, text]) => [key, shareText(text)])) as Omit<
    OgCardProps,
    "art" | "logo"
  >;
  return new ImageResponse(<OgCard art={art} logo={logo} {...drawn} />, OG_IMAGE_SIZE);
}
