import { cmsConfigYaml } from "@/lib/cms-config";

export const dynamic = "force-static";

/** out/admin/config.yml: the content manager's fields and rules, generated from the content schemas. */
export function GET() {
  return new Response(cmsConfigYaml(), { headers: { "Content-Type": "application/yaml; charset=utf-8" } });
}
