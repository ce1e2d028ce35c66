import path from "node:path";
import { fileURLToPath } from "node:url";
import createMDX from "@next/mdx";
import { commitId } from "./lib/commit.mjs";
import { contentRoot } from "./lib/content/dir.mjs";

/**
 * Content bodies (content/<collection>/<slug>.md, and a developer's .mdx) are compiled at build time by @next/mdx, through the one
 * plugin set the content check runs too. Turbopack needs plugins by name: the file's absolute path.
 */
const withMDX = createMDX({
  extension: /\.mdx?$/,
  options: { remarkPlugins: [fileURLToPath(new URL("./lib/mdx/plugins.mjs", import.meta.url))] },
});

/**
 * The build's ID is its commit, so two builds of one commit and day write the same out/ and a browser's cached files
 * stay valid. Without git (a source archive) it is a fixed word: still the same twice.
 */
const buildId = () => commitId() ?? "no-git";

/** @type {import('next').NextConfig} */
const nextConfig = {
  output: "export",
  trailingSlash: false,
  images: { unoptimized: true },
  // No display names in class names: they went into every element's class in the HTML and again in the RSC payload.
  compiler: { styledComponents: { displayName: false, fileName: false } },
  poweredByHeader: false,
  generateBuildId: buildId,
  // Reads its VTIMEZONE files from its own folder: bundled, it finds none. Required from node_modules at build time.
  serverExternalPackages: ["@touch4it/ical-timezones"],
  reactStrictMode: true,
  // `npm run typecheck` checks every project; the build need not check the app a second time.
  typescript: { ignoreBuildErrors: true },
  // Bodies are imported as @content/<collection>/<slug>.md (components/ui/markdown.tsx): from the folder the build reads.
  turbopack: { resolveAlias: { "@content/*": `./${path.relative(process.cwd(), contentRoot())}/*` } },
};

export default withMDX(nextConfig);
