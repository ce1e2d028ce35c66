import { shareImageParams, shareImageResponse } from "@/components/seo/share-image";

/** Spanish share images, rendered once at build time into out/es/og/<name>.png (the logo has no words: one file). */
export const dynamic = "force-static";
export const dynamicParams = false;
export const generateStaticParams = () => shareImageParams({ logo: false });

export const GET = async (_request: Request, { params }: { params: Promise<{ image: string }> }) =>
  shareImageResponse((await params).image, "es");
