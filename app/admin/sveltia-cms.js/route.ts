import fs from "node:fs";
import path from "node:path";

export const dynamic = "force-static";

/** out/admin/sveltia-cms.js: the CMS's script copied from node_modules at build time, so /admin loads nothing from a CDN. */
export function GET() {
  const script = fs.readFileSync(path.join(process.cwd(), "node_modules/@sveltia/cms/dist/sveltia-cms.js"));
  return new Response(script, { headers: { "Content-Type": "text/javascript; charset=utf-8" } });
}
