import type { MetadataRoute } from "next";
import { localePath, locales } from "@/lib/i18n";
import { languageAlternates } from "@/lib/seo/metadata";
import { absoluteUrl } from "@/lib/paths";
import { allRoutes } from "@/lib/routes";

export const dynamic = "force-static";

/** out/sitemap.xml: every route in every language as an absolute URL under site.url, each with its language alternates. */
export default function sitemap(): MetadataRoute.Sitemap {
  return allRoutes().flatMap((route) => {
    const languages = Object.fromEntries(
      Object.entries(languageAlternates(route)).map(([lang, path]) => [lang, absoluteUrl(path)]),
    );
    return locales.map((locale) => ({ url: absoluteUrl(localePath(locale, route)), alternates: { languages } }));
  });
}
