import type { Metadata } from "next";
import { site } from "./site";

export interface PageMetadataInput {
  /** The page's own title; the site name is appended as "{title} | {site name}". */
  title: string;
  description: string;
  /** Route of the page, e.g. "/events/red-book-series". */
  path: string;
}

/** Builds a page's title, description and canonical URL; every route calls this once. */
export function pageMetadata({ title, description, path }: PageMetadataInput): Metadata {
  return {
    title: `${title} | ${site.name}`,
    description,
    alternates: { canonical: path },
    openGraph: { title, description, url: path, siteName: site.name, type: "website", locale: "en_US" },
    twitter: { card: "summary_large_image", title, description },
  };
}
