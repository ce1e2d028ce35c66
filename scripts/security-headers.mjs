// Post-build: gives every exported page its CSP <meta> and its hero's art in the page, and writes the site-wide
// out/_headers and nginx include.
// Not Google's strict-csp: it rewrites how scripts load (a loader + 'strict-dynamic') and re-serialises each page.
import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import svgToTinyDataUri from "mini-svg-data-uri";
import { BASE_PATH, OUT_DIR, htmlFiles } from "./routes.mjs";

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
/** Every other path that holds only files. HTML, /admin, /og and .ics keep the host's revalidation (max-age=0). */
const FILES = [...HASHED, "/images/*", "/og/*", "/es/og/*", "/icon.svg", "/build.json", "/robots.txt", "/sitemap.xml", "/*.ics"];

/** The text of each inline script a browser runs (not JSON-LD or other data blocks). */
function inlineScripts(/** @type {string} */ html) {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].flatMap(([, attributes = "", text = ""]) => {
    const type = /\stype="([^"]*)"/i.exec(attributes)?.[1]?.toLowerCase() ?? "";
    return !/\ssrc=/i.test(attributes) && ["", "text/javascript", "module"].includes(type) ? [text] : [];
  });
}

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
    ["script-src 'self'", ...hashes].join(" "),
    "style-src 'self' 'unsafe-inline'",
    // data: for the hero's art, written into the page (withHeroArt); an image cannot run script.
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    HEADER_CSP.replace("frame-ancestors 'none'; ", ""),
  ].join("; ");
}

const META = /<meta http-equiv="Content-Security-Policy" content="[^"]*"\/>/;
/** The hero's art (components/ui/hero.tsx): our own SVG from public/images, the only <img> with high priority. */
const HERO = /(<picture><img src=")([^"]+\.svg)("[^>]*fetchPriority="high")/;
const CHARSET = '<meta charSet="utf-8"/>';
/**
 * next/font's marker (no content): Next streams it into <head> at a place that varies from one build to the next
 * (1 page in about 4 builds), so it is put in one place, after the policy: two builds of a day stay identical.
 */
const SIZE_ADJUST = '<meta name="next-size-adjust" content=""/>';

/**
 * The hero's art written into the page as a data: URI (a few kB), so it paints in the first frame with the text
 * instead of a round trip later, behind the fonts and Next's scripts.
 * In the HTML only: the RSC payload keeps the file's address, so a client-side navigation fetches the file (cached
 * for the next page) and the payload does not carry the art twice. React does not rewrite a hydrated <img>'s src.
 */
function withHeroArt(/** @type {string} */ page) {
  return page.replace(HERO, (_, before, src, after) => {
    const file = path.join(OUT_DIR, src.slice(BASE_PATH.length));
    // toSrcset: spaces as %20 too, which a URL in src may not hold (W3C Nu).
    return `${before}${svgToTinyDataUri.toSrcset(readFileSync(file, "utf8"))}${after}`;
  });
}

/**
 * The page with its policy right after <meta charset> (which must stay in the first 1024 bytes), before any script.
 */
function withMetaPolicy(/** @type {string} */ html, /** @type {string[]} */ siteScripts) {
  const sizeAdjust = html.includes(SIZE_ADJUST) ? SIZE_ADJUST : "";
  const page = withHeroArt(html.replace(META, "").replace(SIZE_ADJUST, ""));
  const at = page.indexOf(CHARSET) + CHARSET.length;
  if (at < CHARSET.length || page.slice(0, at).includes("<script")) throw new Error(`no ${CHARSET} before the first script`);
  return `${page.slice(0, at)}<meta http-equiv="Content-Security-Policy" content="${metaPolicy(page, siteScripts)}"/>${sizeAdjust}${page.slice(at)}`;
}

const pages = htmlFiles();
const texts = pages.map((file) => readFileSync(path.join(OUT_DIR, file), "utf8"));
const siteScripts = [...new Set(texts.flatMap((html) => inlineScripts(html).filter((text) => !NEXT_DATA.test(text))))].sort();
pages.forEach((file, index) => writeFileSync(path.join(OUT_DIR, file), withMetaPolicy(texts[index] ?? "", siteScripts)));
const site = Object.entries(SITE_HEADERS);
/** The content manager signs in through a popup (GitHub OAuth) that must be able to answer it; its CSP is in its <meta>. */
const ADMIN_HEADERS = { "Cross-Origin-Opener-Policy": "same-origin-allow-popups", "X-Robots-Tag": "noindex" };
const admin = Object.entries(ADMIN_HEADERS);
const generated = "# Written by scripts/security-headers.mjs after each build; page policies are in each page's <meta>.";
writeFileSync(
  path.join(OUT_DIR, "_headers"),
  [
    generated,
    `${BASE_PATH}/*`,
    ...site.map(([name, value]) => `  ${name}: ${value}`),
    // "! Name" (Cloudflare) drops the site-wide value first: a response with both COOP values would have neither.
    ...[`${BASE_PATH}/admin`, `${BASE_PATH}/admin/*`].flatMap((route) => [route, ...admin.flatMap(([name, value]) => [...(name in SITE_HEADERS ? [`  ! ${name}`] : []), `  ${name}: ${value}`])]),
    ...FILES.flatMap((route) => [
      `${BASE_PATH}${route}`,
      "  ! Content-Security-Policy",
      `  Content-Security-Policy: ${FILE_CSP}`,
      ...(HASHED.includes(route) ? [`  Cache-Control: ${IMMUTABLE}`] : []),
    ]),
    "",
  ].join("\n"),
);
writeFileSync(
  path.join(OUT_DIR, "_nginx-headers.conf"),
  [
    generated,
    "# Include in the server { } block whose root is out/; a location with add_header of its own must repeat these.",
    ...site.map(([name, value]) => `add_header ${name} "${value}" always;`),
    "error_page 404 /404.html;",
    `location ${BASE_PATH}/admin { ${[...site.filter(([name]) => !(name in ADMIN_HEADERS)), ...admin].map(([name, value]) => `add_header ${name} "${value}" always;`).join(" ")} try_files $uri $uri/index.html =404; }`,
    // A location with add_header of its own drops the server's: each repeats them, with the files' policy.
    ...FILES.map((route) => {
      const headers = [...site.filter(([name]) => name !== "Content-Security-Policy"), ["Content-Security-Policy", FILE_CSP], ...(HASHED.includes(route) ? [["Cache-Control", IMMUTABLE]] : [])];
      const where = route.startsWith("/*") ? `~ ${route.slice(2).replace(".", "\\.")}$` : route.endsWith("/*") ? `^~ ${BASE_PATH}${route.slice(0, -1)}` : `= ${BASE_PATH}${route}`;
      return `location ${where} { ${headers.map(([name, value]) => `add_header ${name} "${value}" always;`).join(" ")} try_files $uri =404; }`;
    }),
    "location / { try_files $uri $uri.html $uri/index.html =404; }",
    // Unknown addresses under /es/ get the Spanish 404 page.
    "location /es/ { error_page 404 /es/404.html; try_files $uri $uri.html $uri/index.html =404; }",
    "",
  ].join("\n"),
);
// Cloudflare serves every file of out/ but these: nginx's include is for nginx alone.
writeFileSync(path.join(OUT_DIR, ".assetsignore"), "_nginx-headers.conf\n");
console.log(`security-headers: ${pages.length} pages with a CSP <meta>; ${site.length} site-wide headers in out/_headers`);
