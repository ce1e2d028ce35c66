import fs from "node:fs";
import path from "node:path";
import { cmsConfigYaml } from "./config";
import { site } from "../site";
import { hostFacts } from "../host";

/**
 * The content manager at /admin (Sveltia CMS): its page, its policy and the files beside it in out/admin/,
 * written at build time by app/admin/[file]/route.ts. The CMS's script is copied from node_modules as published.
 * What it loads from elsewhere (its icon font from jsDelivr, its update and GitHub status checks) the page's policy
 * refuses: the icons then show as words, and the console logs the refusals.
 */

const copied = (file: string) => () => new Uint8Array(fs.readFileSync(path.join(process.cwd(), file)));

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

/** A value written into the page's HTML by hand, as text or a quoted attribute: never markup. */
const html = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** out/admin/index.html: the CMS's script and its preview style; the CMS reads config.yml beside it. */
export function adminPage() {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${html(ADMIN_CSP)}">
<meta name="robots" content="noindex, nofollow">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Content manager · ${html(site.name)}</title>
<link rel="icon" href="/icon.svg" type="image/svg+xml">
<link rel="stylesheet" href="/admin/admin.css">
</head>
<body>
<p id="sign-in-help">${html(SIGN_IN_HELP)} <a href="${html(guideUrl())}" target="_blank" rel="noopener">How editing works: drafts, previews and notices</a></p>
<script src="/admin/sveltia-cms.js"></script>
<script src="/admin/admin.js"></script>
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
  const tokens =
    /:root\s*\{[^}]*\}/.exec(fs.readFileSync(path.join(process.cwd(), "app/globals.css"), "utf8"))?.[0] ?? "";
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
  "sveltia-cms.js": {
    type: "text/javascript; charset=utf-8",
    body: copied("node_modules/@sveltia/cms/dist/sveltia-cms.js"),
  },
  "admin.css": { type: "text/css; charset=utf-8", body: () => adminCss },
  "admin.js": { type: "text/javascript; charset=utf-8", body: () => adminJs },
  "preview.css": { type: "text/css; charset=utf-8", body: previewCss },
  "text.woff2": { type: "font/woff2", body: copied("app/fonts/inter-text.woff2") },
  "display.woff2": { type: "font/woff2", body: copied("app/fonts/fraunces-display.woff2") },
};
