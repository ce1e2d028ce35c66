import { shareImageParams, shareImageResponse } from "@/components/seo/share-image";

/** English share images and the logo, rendered once at build time into out/og/<name>.png. */
export const dynamic = "force-static";
export const dynamicParams = false;
export const generateStaticParams = () => shareImageParams({ logo: true });

export const GET = async (_request: Request, { params }: { params: Promise<{ image: string }> }) =>
  shareImageResponse((await params).image, "en");
