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
  compiler: { styledComponents: true },
  poweredByHeader: false,
  reactStrictMode: true,
};

// Under Turbopack remark plugins must be named as strings (see shared/NOTES.md).
const withMDX = createMDX({
  options: { remarkPlugins: ["remark-frontmatter"] },
});

export default withMDX(nextConfig);
