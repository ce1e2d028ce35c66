import { adminFiles } from "@/lib/cms/admin";

export const dynamic = "force-static";
export const dynamicParams = false;
export const generateStaticParams = () => Object.keys(adminFiles).map((file) => ({ file }));

/** out/admin/<file>: the content manager's page, configuration, script, stylesheet and fonts (lib/cms/admin.ts). */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { type, body } = adminFiles[(await params).file]!;
  return new Response(body(), { headers: { "Content-Type": type } });
}
