import type { Metadata, Viewport } from "next";
import { localeInfo, localePath, locales, say, ui, type Locale } from "../i18n";
import { ogImage, type OgImageName } from "./og";
import { site } from "../site";

export interface PageMetadataInput {
  locale: Locale;
  /** The page's own title; the site name is appended as "{title} | {site name}". */
  title: string;
  description: string;
  /** Route of the page in English, e.g. "/events/red-book-series"; the Spanish route is derived from it. */
  path: `/${string}`;
  /** The section whose share image the page uses (lib/seo/og.ts); "home" when left out. */
  image?: OgImageName;
}

/** The page's address in every language, and x-default (English), for hreflang links and the sitemap. */
export function languageAlternates(path: `/${string}`): Record<Locale | "x-default", `/${string}`> {
  return {
    ...(Object.fromEntries(locales.map((locale) => [locale, localePath(locale, path)])) as Record<
      Locale,
      `/${string}`
    >),
    "x-default": path,
  };
}

/**
 * Builds a page's title, description, canonical URL and language alternates, OpenGraph and Twitter card;
 * every route calls this once. Relative URLs resolve against the root layout's metadataBase (site.url).
 */
export function pageMetadata({ locale, title, description, path, image = "home" }: PageMetadataInput): Metadata {
  const shareImage = ogImage(image, locale);
  const url = localePath(locale, path);
  return {
    title: `${title} | ${site.name}`,
    description,
    alternates: { canonical: url, languages: languageAlternates(path) },
    openGraph: {
      title,
      description,
      url,
      siteName: site.name,
      type: "website",
      locale: localeInfo[locale].og,
      alternateLocale: locales.filter((other) => other !== locale).map((other) => localeInfo[other].og),
      images: [shareImage],
    },
    twitter: {
      card: "summary_large_image",
      title,
      description,
      images: [{ url: shareImage.url, alt: shareImage.alt }],
    },
  };
}

/** What a root layout sets for every page of its language. */
export function rootMetadata(locale: Locale): Metadata {
  return {
    metadataBase: new URL(site.url),
    title: site.name,
    description: say(locale, ui(locale).site.description),
    applicationName: site.name,
  };
}

/** The viewport and theme colour of every page. */
export const rootViewport: Viewport = { themeColor: "#12231f", width: "device-width", initialScale: 1 };
