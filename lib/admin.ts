import fs from "node:fs";
import path from "node:path";
import { cmsConfigYaml } from "./cms-config";
import { site } from "./site";
import { hostFacts } from "./host";

/**
 * The content manager at /admin (Sveltia CMS): its page, its policy and the files beside it in out/admin/,
 * written at build time by app/admin/[file]/route.ts. Nothing is fetched from a CDN: the CMS's script and the
 * fonts it names are copied from node_modules.
 */

const copied = (file: string) => () => new Uint8Array(fs.readFileSync(path.join(process.cwd(), file)));

const CMS_SCRIPT = "node_modules/@sveltia/cms/dist/sveltia-cms.js";
/** A font the CMS's own CSS loads from jsDelivr's copy of Fontsource, e.g. …/fonts/source-sans-3:vf@5.3.0/latin-wght-normal.woff2. */
const CDN_FONT = /https:\/\/cdn\.jsdelivr\.net\/fontsource\/fonts\/([a-z0-9-]+)(:vf)?@[\d.]+\/([a-z0-9-]+)\.woff2/g;

/**
 * Each font the CMS names, as the Fontsource package in node_modules that holds the same file ("…:vf" is the
 * variable one), by the name it is served under in out/admin/. A font a new CMS version adds fails the build
 * until its package is installed.
 */
function cmsFonts(): Record<string, string> {
  const fonts: Record<string, string> = {};
  for (const [, id, variable, file] of fs.readFileSync(path.join(process.cwd(), CMS_SCRIPT), "utf8").matchAll(CDN_FONT)) {
    const source = `node_modules/@fontsource${variable ? "-variable" : ""}/${id}/files/${id}-${file}.woff2`;
    if (!fs.existsSync(path.join(process.cwd(), source))) throw new Error(`The CMS loads the font ${id} (${file}): npm install @fontsource${variable ? "-variable" : ""}/${id} so /admin serves it itself`);
    fonts[`${id}.woff2`] = source;
  }
  return fonts;
}

/** The CMS's script with each font's address on jsDelivr replaced by its copy beside it (its CSS sits in a <style>, so the address is absolute). */
function cmsScript(basePath = process.env.NEXT_PUBLIC_BASE_PATH ?? ""): string {
  const base = `${basePath.replace(/\/+$/, "")}/admin`;
  return fs.readFileSync(path.join(process.cwd(), CMS_SCRIPT), "utf8").replace(CDN_FONT, (_, id: string) => `${base}/${id}.woff2`);
}

/**
 * The admin page's own policy (the site's pages keep theirs): scripts from this origin only, the git host's
 * API, the signed-in editor's avatar, the preview pane's blob: frame. The CMS sets styles inline, reads its logo
 * through a data: URL and an upload through a blob: URL. The sign-in popup is this origin's /auth (worker/index.ts), a navigation no directive governs.
 */
export const ADMIN_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "font-src 'self'",
  "img-src 'self' data: blob: https://avatars.githubusercontent.com",
  "connect-src 'self' data: blob: https://api.github.com",
  "frame-src blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join("; ");

/** The one line on the sign-in screen: shown only while it is (the CMS draws it; its buttons carry data-label). */
const SIGN_IN_HELP = "Sign in with your own GitHub account: the one invited to edit this website.";

/** The staff guide (docs/editing.md) as GitHub shows it, on the branch /admin saves to: linked from the sign-in line. */
export const guideUrl = () => {
  const { repository, branch } = hostFacts();
  return `https://github.com/${repository}/blob/${branch}/docs/editing.md`;
};

/** out/admin/index.html: the check guard, the CMS's script and its preview style; the CMS reads config.yml beside it. */
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
<p id="sign-in-help">${SIGN_IN_HELP} <a href="${guideUrl()}" target="_blank" rel="noopener">How editing works: drafts, previews and notices</a></p>
<script src="${base}/no-checks.js"></script>
<script src="${base}/sveltia-cms.js"></script>
<script src="${base}/admin.js"></script>
</body>
</html>
`;
}

/** The site's text font, for the CMS's preview. */
const textFace = `@font-face { font-family: "Admin Text"; font-weight: 400 700; font-display: swap; src: url("text.woff2") format("woff2"); }`;

/** The sign-in line, under the CMS's buttons while its sign-in screen shows (a CMS button's data-label says so). */
const adminCss = `#sign-in-help { display: none; position: fixed; inset-inline: 0; bottom: 8vh; z-index: 1; margin: 0 auto; padding: 0 16px; max-width: 44em; text-align: center; font: 15px/1.5 "Source Sans 3", system-ui, sans-serif; color: #333; }
body:has(button[data-label^="Sign In with"]) #sign-in-help { display: block; }
#sign-in-help a { color: inherit; text-decoration: underline; white-space: nowrap; }
@media (prefers-color-scheme: dark) { #sign-in-help { color: #ddd; } }
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

/**
 * Sveltia 0.221 checks unpkg.com for a newer version every hour and githubstatus.com every 5 minutes, and no option
 * turns either off (its schema has none). Both calls are refused here before any request is made, which the CMS
 * reads as "nothing to report"; refused by the page's policy instead, each logged errors. Loaded before the CMS.
 */
const noChecksJs = `{
  const outside = ["https://unpkg.com/@sveltia/cms/package.json", "https://www.githubstatus.com/api/v2/status.json"];
  const fetchFromNetwork = window.fetch.bind(window);
  window.fetch = (resource, options) =>
    outside.includes(resource instanceof Request ? resource.url : String(resource)) ? Promise.reject(new TypeError("not checked from this site")) : fetchFromNetwork(resource, options);
}
`;

/** Registers the preview style before the CMS starts (a file, as the page's policy allows no inline script). */
const adminJs = `window.CMS.registerPreviewStyle(new URL("preview.css", document.currentScript.src).href);
`;

/** Every file of out/admin/, by name, with its type and content. */
export const adminFiles: Record<string, { type: string; body: () => string | Uint8Array<ArrayBuffer> }> = {
  "index.html": { type: "text/html; charset=utf-8", body: () => adminPage() },
  "config.yml": { type: "application/yaml; charset=utf-8", body: () => cmsConfigYaml() },
  "no-checks.js": { type: "text/javascript; charset=utf-8", body: () => noChecksJs },
  "sveltia-cms.js": { type: "text/javascript; charset=utf-8", body: () => cmsScript() },
  "admin.css": { type: "text/css; charset=utf-8", body: () => adminCss },
  "admin.js": { type: "text/javascript; charset=utf-8", body: () => adminJs },
  "preview.css": { type: "text/css; charset=utf-8", body: previewCss },
  ...Object.fromEntries(Object.entries(cmsFonts()).map(([name, source]) => [name, { type: "font/woff2", body: copied(source) }])),
  "text.woff2": { type: "font/woff2", body: copied("app/fonts/inter-text.woff2") },
  "display.woff2": { type: "font/woff2", body: copied("app/fonts/fraunces-display.woff2") },
};
