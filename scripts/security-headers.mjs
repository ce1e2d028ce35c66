// Post-build: gives every exported page its CSP <meta> and writes the site-wide out/_headers.
// Not Google's strict-csp: it rewrites how scripts load (a loader + 'strict-dynamic') and re-serialises each page.
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { OUT_DIR, htmlFiles } from "./routes.mjs";
import { DATES_SCRIPT, NOTICE_SCRIPT } from "../lib/dates-script.ts";

/** What a <meta> policy cannot carry (frame-ancestors), and what is the same on every page. */
const HEADER_CSP = "frame-ancestors 'none'; object-src 'none'; base-uri 'self'; form-action 'self' mailto:";

const SITE_HEADERS = {
  "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
  "X-Content-Type-Options": "nosniff",
  "X-Frame-Options": "DENY",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=()",
  "Cross-Origin-Opener-Policy": "same-origin",
  "Content-Security-Policy": HEADER_CSP,
};

/**
 * Files, not pages: a script, style, font, picture, share image, calendar or data file runs nothing and loads
 * nothing, so its policy allows nothing (it replaces the pages' one: each page's own is in its <meta>).
 */
const FILE_CSP = "default-src 'none'; frame-ancestors 'none'";
/** Named by their content (Next's hashed build files and fonts; scripts/photos.mjs's copies): a changed file gets a new name. */
const IMMUTABLE = "public, max-age=31536000, immutable";
const HASHED = ["/_next/static/*", "/photos/*"];
/**
 * Every other path that holds only files: the content manager's files beside its page (its script, config, styles and
 * fonts) and Next's data for client navigations (`.txt`) too. HTML, /admin, /og and .ics keep the host's revalidation
 * (max-age=0).
 */
const FILES = [
  ...HASHED,
  "/images/*",
  "/styles/*",
  "/og/*",
  "/es/og/*",
  "/icon.svg",
  "/build.json",
  "/robots.txt",
  "/sitemap.xml",
  "/*.ics",
  "/*.txt",
  ...readdirSync(path.join(OUT_DIR, "admin"))
    .filter((file) => !file.endsWith(".html"))
    .sort()
    .map((file) => `/admin/${file}`),
];

/** The text of each inline script a browser runs (not JSON-LD or other data blocks). */
function inlineScripts(/** @type {string} */ html) {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].flatMap(([, attributes = "", text = ""]) => {
    const type = /\stype="([^"]*)"/i.exec(attributes)?.[1]?.toLowerCase() ?? "";
    return !/\ssrc=/i.test(attributes) && ["", "text/javascript", "module"].includes(type) ? [text] : [];
  });
}

/**
 * Cloudflare Turnstile, when a page's HTML names its script (the contact form, when the build has a site key): the
 * policy Cloudflare documents for it, script-src and frame-src, on every page, since a client navigation to the
 * contact page keeps the policy of the page it started on.
 */
const TURNSTILE = "https://challenges.cloudflare.com";
const loadsTurnstile = (/** @type {string} */ html) =>
  /<(?:script|link)\b[^>]*\s(?:src|href)="https:\/\/challenges\.cloudflare\.com\/turnstile\//.test(html);

const sha256 = (/** @type {string} */ text) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

/** Next's own inline scripts: its flight data and Turbopack's chunk list, each written for one page. */
const NEXT_DATA = /^\(?(self\.__next_f|globalThis\["TURBOPACK"\])/;

/**
 * A page's own policy: its inline scripts by hash, and the site's own (the date script), which a client-side
 * navigation may run on a page that did not have it (components/events/dates-script.tsx). Styles keep
 * 'unsafe-inline' because styled-components writes <style> in the body and a client navigation inserts the next
 * page's, which one page's hashes cannot cover.
 */
function metaPolicy(/** @type {string} */ html, /** @type {string[]} */ siteScripts) {
  const hashes = [...new Set([...inlineScripts(html), ...siteScripts].map(sha256))];
  return [
    "default-src 'self'",
    ["script-src 'self'", ...turnstile, ...hashes].join(" "),
    ...turnstile.map((origin) => `frame-src ${origin}`),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self'",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    HEADER_CSP.replace("frame-ancestors 'none'; ", ""),
  ].join("; ");
}

const META = /<meta http-equiv="Content-Security-Policy" content="[^"]*"\/>/;
const CHARSET = '<meta charSet="utf-8"/>';
/**
 * next/font's marker (no content): Next streams it into <head> at a place that varies from one build to the next
 * (1 page in about 4 builds), so it is put in one place, after the policy: two builds of a day stay identical.
 */
const SIZE_ADJUST = '<meta name="next-size-adjust" content=""/>';

/**
 * The page with its policy right after <meta charset> (which must stay in the first 1024 bytes), before any script.
 */
function withMetaPolicy(/** @type {string} */ html, /** @type {string[]} */ siteScripts) {
  const sizeAdjust = html.includes(SIZE_ADJUST) ? SIZE_ADJUST : "";
  const page = html.replace(META, "").replace(SIZE_ADJUST, "");
  const at = page.indexOf(CHARSET) + CHARSET.length;
  if (at < CHARSET.length || page.slice(0, at).includes("<script"))
    throw new Error(`no ${CHARSET} before the first script`);
  return `${page.slice(0, at)}<meta http-equiv="Content-Security-Policy" content="${metaPolicy(page, siteScripts)}"/>${sizeAdjust}${page.slice(at)}`;
}

const pages = htmlFiles();
const texts = pages.map((file) => readFileSync(path.join(OUT_DIR, file), "utf8"));
const siteScripts = [
  ...new Set(texts.flatMap((html) => inlineScripts(html).filter((text) => !NEXT_DATA.test(text)))),
].sort();
const turnstile = texts.some(loadsTurnstile) ? [TURNSTILE] : [];
// Only the site's own scripts are allowed by hash on every page: any other inline script (a template that wrote one
// by mistake) stops the build rather than being allowed.
const unknown = siteScripts.filter((text) => ![DATES_SCRIPT, NOTICE_SCRIPT].includes(text));
if (unknown.length)
  throw new Error(
    `security-headers: an inline script that is not the site's own is in the pages: ${unknown.map((text) => JSON.stringify(text.slice(0, 80))).join(", ")}`,
  );
pages.forEach((file, index) =>
  writeFileSync(path.join(OUT_DIR, file), withMetaPolicy(texts[index] ?? "", siteScripts)),
);
const site = Object.entries(SITE_HEADERS);
/** The content manager signs in through a popup (GitHub OAuth) that must be able to answer it; its CSP is in its <meta>. */
const ADMIN_HEADERS = { "Cross-Origin-Opener-Policy": "same-origin-allow-popups", "X-Robots-Tag": "noindex" };
const admin = Object.entries(ADMIN_HEADERS);
const generated =
  "# Written by scripts/security-headers.mjs after each build; page policies are in each page's <meta>.";
writeFileSync(
  path.join(OUT_DIR, "_headers"),
  [
    generated,
    "/*",
    ...site.map(([name, value]) => `  ${name}: ${value}`),
    // "! Name" (Cloudflare) drops the site-wide value first: a response with both COOP values would have neither.
    ...["/admin", "/admin/*"].flatMap((route) => [
      route,
      ...admin.flatMap(([name, value]) => [...(name in SITE_HEADERS ? [`  ! ${name}`] : []), `  ${name}: ${value}`]),
    ]),
    ...FILES.flatMap((route) => [
      route,
      "  ! Content-Security-Policy",
      `  Content-Security-Policy: ${FILE_CSP}`,
      ...(HASHED.includes(route) ? [`  Cache-Control: ${IMMUTABLE}`] : []),
    ]),
    "",
  ].join("\n"),
);
console.log(
  `security-headers: ${pages.length} pages with a CSP <meta>; ${site.length} site-wide headers in out/_headers`,
);
