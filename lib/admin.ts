import fs from "node:fs";
import path from "node:path";
import { cmsConfigYaml } from "./cms-config";
import { site } from "./site";

/**
 * The content manager at /admin (Sveltia CMS): its page, its policy and the files beside it in out/admin/,
 * written at build time by app/admin/[file]/route.ts. Nothing is fetched from a CDN: the CMS's script and
 * icon font are copied from node_modules, the text font is the site's own.
 */

const copied = (file: string) => () => new Uint8Array(fs.readFileSync(path.join(process.cwd(), file)));

/**
 * The admin page's own policy (the site's pages keep theirs): scripts from this origin only, the git host's
 * API, the signed-in editor's avatar, the preview pane's blob: frame. The CMS sets styles inline and reads its logo through a data: URL;
 * its update check and GitHub status check (other hosts) are refused.
 */
export const ADMIN_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "font-src 'self'",
  "img-src 'self' data: blob: https://avatars.githubusercontent.com",
  "connect-src 'self' data: https://api.github.com",
  "frame-src blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join("; ");

/** out/admin/index.html: the CMS's script, its preview style and stylesheet; the CMS reads config.yml beside it. */
export function adminPage(basePath = process.env.NEXT_PUBLIC_BASE_PATH ?? "") {
  const root = basePath.replace(/\/+$/, "");
  const base = `${root}/admin`;
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${ADMIN_CSP}">
<meta name="robots" content="noindex, nofollow">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Content manager · ${site.name}</title>
<link rel="icon" href="${root}/icon.svg" type="image/svg+xml">
<link rel="stylesheet" href="${base}/admin.css">
</head>
<body>
<script src="${base}/sveltia-cms.js"></script>
<script src="${base}/admin.js"></script>
</body>
</html>
`;
}

/** The site's text font, for the CMS and its preview. */
const textFace = `@font-face { font-family: "Admin Text"; font-weight: 400 700; font-display: swap; src: url("text.woff2") format("woff2"); }`;

/** The CMS in the site's text font, and its icons from the copied font (its own CSS names a CDN). */
const adminCss = `${textFace}
@font-face { font-family: "Admin Symbols"; font-weight: 100 700; font-display: block; src: url("symbols.woff2") format("woff2"); }
:root { --sui-font-family-default: "Admin Text", system-ui, sans-serif !important; }
.material-symbols-outlined { font-family: "Admin Symbols" !important; }
`;

/** The preview pane in the site's fonts and colours: its tokens are read from app/globals.css, not copied. */
function previewCss(): string {
  const tokens = /:root\s*\{[^}]*\}/.exec(fs.readFileSync(path.join(process.cwd(), "app/globals.css"), "utf8"))?.[0] ?? "";
  return `${tokens}
${textFace}
@font-face { font-family: "Admin Display"; font-weight: 600; font-display: swap; src: url("display.woff2") format("woff2"); }
:root { --font-text: "Admin Text"; --font-display: "Admin Display"; }
body { background: var(--color-paper); color: var(--color-ink); font-family: var(--font-sans); }
h1, h2, h3, h4 { font-family: var(--font-serif); font-weight: 600; color: var(--color-forest); }
a { color: var(--color-teal); }
`;
}

/** Registers the preview style before the CMS starts (a file, as the page's policy allows no inline script). */
const adminJs = `window.CMS.registerPreviewStyle(new URL("preview.css", document.currentScript.src).href);
`;

/** Every file of out/admin/, by name, with its type and content. */
export const adminFiles: Record<string, { type: string; body: () => string | Uint8Array<ArrayBuffer> }> = {
  "index.html": { type: "text/html; charset=utf-8", body: () => adminPage() },
  "config.yml": { type: "application/yaml; charset=utf-8", body: () => cmsConfigYaml() },
  "sveltia-cms.js": { type: "text/javascript; charset=utf-8", body: copied("node_modules/@sveltia/cms/dist/sveltia-cms.js") },
  "admin.css": { type: "text/css; charset=utf-8", body: () => adminCss },
  "admin.js": { type: "text/javascript; charset=utf-8", body: () => adminJs },
  "preview.css": { type: "text/css; charset=utf-8", body: previewCss },
  "symbols.woff2": { type: "font/woff2", body: copied("node_modules/@fontsource-variable/material-symbols-outlined/files/material-symbols-outlined-latin-wght-normal.woff2") },
  "text.woff2": { type: "font/woff2", body: copied("app/fonts/inter-text.woff2") },
  "display.woff2": { type: "font/woff2", body: copied("app/fonts/fraunces-display.woff2") },
};
