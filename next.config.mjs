import createMDX from "@next/mdx";

/** Base path for sub-path hosting (e.g. a GitHub Pages project site): NEXT_PUBLIC_BASE_PATH=/repo */
const basePath = process.env.NEXT_PUBLIC_BASE_PATH || "";

/** @type {import('next').NextConfig} */
const nextConfig = {
  output: "export",
  basePath,
  trailingSlash: false,
  images: { unoptimized: true },
  pageExtensions: ["ts", "tsx", "md", "mdx"],
  // No display names in class names: they went into every element's class in the HTML and again in the RSC payload.
  compiler: { styledComponents: { displayName: false, fileName: false } },
  poweredByHeader: false,
  reactStrictMode: true,
  experimental: {
    // The global CSS (tokens, fonts' @font-face, ~1.4 kB gzip) goes into each page's <style> instead of a
    // render-blocking <link rel="stylesheet">: one round trip less before the first paint (see
    // reports/lighthouse.md). CSP allows it: style-src already has 'unsafe-inline' for styled-components.
    inlineCss: true,
  },
};

// Under Turbopack remark plugins must be named as strings (see shared/NOTES.md).
const withMDX = createMDX({
  options: { remarkPlugins: ["remark-frontmatter"] },
});

export default withMDX(nextConfig);
