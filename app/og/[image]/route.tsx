import fs from "node:fs/promises";
import path from "node:path";
import { ImageResponse } from "next/og";
import { OgCard, OgLogo } from "@/components/seo/og-card";
import { heroes } from "@/lib/heroes";
import { LOGO, OG_IMAGE_SIZE, ogImageNames, siteHost, type OgImageName } from "@/lib/og";
import { site } from "@/lib/site";

/** Share images and the logo, rendered once at build time into out/og/<name>.png (next/og, offline: its font is bundled). */
export const dynamic = "force-static";
export const dynamicParams = false;

export function generateStaticParams() {
  return [...ogImageNames.map((name) => ({ image: `${name}.png` })), { image: path.basename(LOGO.path) }];
}

/** An SVG of public/ as a data: URI for satori. */
async function svgImage(file: `/images/${string}.svg`): Promise<string> {
  const svg = await fs.readFile(path.join(process.cwd(), "public", file));
  return `data:image/svg+xml;base64,${svg.toString("base64")}`;
}

export async function GET(_request: Request, { params }: { params: Promise<{ image: string }> }) {
  const { image } = await params;
  const logo = await svgImage("/images/logo.svg");
  if (`/og/${image}` === LOGO.path) {
    return new ImageResponse(<OgLogo logo={logo} size={LOGO.size} />, { width: LOGO.size, height: LOGO.size });
  }
  const section = heroes[image.replace(/\.png$/, "") as OgImageName];
  const art = await svgImage(section.image);
  return new ImageResponse(
    <OgCard art={art} logo={logo} eyebrow={section.share.eyebrow} title={section.share.title} siteName={site.name} host={siteHost} />,
    OG_IMAGE_SIZE,
  );
}
