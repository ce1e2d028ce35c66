import { adminPage } from "@/lib/cms-config";

export const dynamic = "force-static";

/** out/admin/index.html: the content manager (Sveltia CMS), outside the site's layouts. */
export function GET() {
  return new Response(adminPage(), { headers: { "Content-Type": "text/html; charset=utf-8" } });
}
