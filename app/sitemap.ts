import type { MetadataRoute } from "next";
import { absoluteUrl } from "@/lib/paths";
import { allRoutes } from "@/lib/routes";

export const dynamic = "force-static";

/** out/sitemap.xml: every route as an absolute URL under site.url (base path included). */
export default function sitemap(): MetadataRoute.Sitemap {
  return allRoutes().map((route) => ({ url: absoluteUrl(route) }));
}
