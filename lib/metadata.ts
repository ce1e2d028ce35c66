import type { Metadata } from "next";
import { ogImage, type OgImageName } from "./og";
import { site } from "./site";

export interface PageMetadataInput {
  /** The page's own title; the site name is appended as "{title} | {site name}". */
  title: string;
  description: string;
  /** Route of the page, e.g. "/events/red-book-series". */
  path: string;
  /** The section whose share image the page uses (lib/og.ts); "home" when left out. */
  image?: OgImageName;
}

/**
 * Builds a page's title, description, canonical URL, OpenGraph and Twitter card; every route calls this once.
 * Relative URLs resolve against the root layout's metadataBase (site.url, base path included).
 */
export function pageMetadata({ title, description, path, image = "home" }: PageMetadataInput): Metadata {
  const shareImage = ogImage(image);
  return {
    title: `${title} | ${site.name}`,
    description,
    alternates: { canonical: path },
    openGraph: { title, description, url: path, siteName: site.name, type: "website", locale: "en_US", images: [shareImage] },
    twitter: { card: "summary_large_image", title, description, images: [{ url: shareImage.url, alt: shareImage.alt }] },
  };
}
