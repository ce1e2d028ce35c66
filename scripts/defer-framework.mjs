#!/usr/bin/env node
/**
 * Post-build step (in `npm run build`, before the security headers): in every exported page, Next's
 * framework scripts are fetched once the page has loaded and its hero is on screen, instead of with
 * the page's own content.
 *
 * Next writes its runtime (React, the router, the page's client code: 135–142 kB gzip) as
 * `<script src async>` tags, plus `<link rel="preload" as="script">` hints, at the top of every page's
 * `<head>` (and the page's own chunk again at the end of `<body>`). The browser then downloads all of it
 * alongside the stylesheet, the two fonts and the hero image, and on a phone's connection those bytes
 * compete with the ones the first view needs. Every page
 * reads fully without JavaScript (e2e/no-js.spec.ts): the scripts only make the menu, the contact form,
 * the popup and the roadmap interactive, and prefetch the next pages. So each page gets one small inline
 * loader instead, at the place of the first tag it replaces, carrying the same URLs in data attributes:
 *
 *   <script data-scripts="/_next/…/a.js /_next/…/b.js" data-preloads="/_next/…/c.js">LOADER</script>
 *
 * The loader waits for the window's `load` event (stylesheet, fonts, hero and every other image of the
 * first view are in) and, where the browser reports element timing (Chromium), for the hero image
 * (`<img elementtiming>`) to have been painted; then it adds the same tags to `<head>`. Where there is no
 * hero, the browser has no element timing, the tab is in the background or the hero failed to load, it
 * adds them at `load`; if the paint is not reported within a second, it adds them anyway.
 *
 * The loader's text is the same on every page, so it has one CSP hash. A page without the tags it
 * expects stops the build, naming the file: Next's output changed and this step must follow it.
 *
 * Each of those scripts also gets V8's compile hint as its first line (COMPILE_HINT below).
 */
import { existsSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseAttributes, TAG_ATTRIBUTES } from "./lib/html.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** The inline loader (ES5: it runs before anything else, in every browser). */
export const LOADER = [
  "(function(d,w){",
  "var el=d.currentScript,done=false;",
  'function list(name){return (el.getAttribute(name)||"").split(" ").filter(Boolean)}',
  'var scripts=list("data-scripts"),preloads=list("data-preloads");',
  "function start(){if(done)return;done=true;",
  'preloads.forEach(function(href){var l=d.createElement("link");l.rel="preload";l.as="script";l.href=href;d.head.appendChild(l)});',
  'scripts.forEach(function(src){var s=d.createElement("script");s.src=src;s.async=true;d.head.appendChild(s)})}',
  'w.addEventListener("load",function(){',
  'var hero=d.querySelector("img[elementtiming]"),P=w.PerformanceObserver,types=(P&&P.supportedEntryTypes)||[];',
  'if(!hero||!hero.naturalWidth||d.visibilityState!=="visible"||types.indexOf("element")<0)return start();',
  'new P(start).observe({type:"element",buffered:true});setTimeout(start,1000)})',
  "})(document,window)",
].join("");

const SCRIPT_TAG = new RegExp(`<script\\b${TAG_ATTRIBUTES}>([\\s\\S]*?)</script\\s*>`, "gi");
const LINK_TAG = new RegExp(`<link\\b${TAG_ATTRIBUTES}/?>`, "gi");

const escapeAttribute = (value) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;");

/**
 * The URLs a page's loader will add: `{ scripts, preloads }`, or null when the HTML has no loader.
 * @param {string} html
 */
export function deferredScripts(html) {
  for (const match of html.matchAll(SCRIPT_TAG)) {
    if (match[2] !== LOADER) continue;
    const attributes = parseAttributes(match[1]);
    const list = (name) => (attributes.get(name) ?? "").split(" ").filter(Boolean);
    return { scripts: list("data-scripts"), preloads: list("data-preloads") };
  }
  return null;
}

/**
 * Rewrites one page: its `<script src async>` tags (not `noModule`) and `<link rel="preload" as="script">`
 * hints (in `<head>`, and the page's own chunk at the end of `<body>`) become one loader in `<head>`.
 * Throws, naming `file`, when the page has none in `<head>` or has a synchronous external script
 * (which this step would turn asynchronous).
 * @param {string} html
 * @param {string} file for error messages
 * @returns {string}
 */
export function deferFramework(html, file) {
  if (deferredScripts(html)) return html;
  const scripts = [];
  const preloads = [];
  const cuts = [];

  for (const match of html.matchAll(SCRIPT_TAG)) {
    const attributes = parseAttributes(match[1]);
    const src = attributes.get("src");
    if (!src || attributes.has("nomodule")) continue;
    if (!attributes.has("async")) {
      throw new Error(`${file}: <script src="${src}"> is not async; only Next's async framework scripts can be deferred`);
    }
    scripts.push(src);
    cuts.push([match.index, match.index + match[0].length]);
  }
  // Link tags outside scripts (the RSC payload is script text and may contain anything).
  const outsideScripts = html.replace(SCRIPT_TAG, (tag) => " ".repeat(tag.length));
  for (const match of outsideScripts.matchAll(LINK_TAG)) {
    const attributes = parseAttributes(match[1]);
    if (attributes.get("rel") !== "preload" || attributes.get("as") !== "script") continue;
    preloads.push(attributes.get("href"));
    cuts.push([match.index, match.index + match[0].length]);
  }
  const headEnd = html.indexOf("</head>");
  cuts.sort((a, b) => a[0] - b[0]);
  if (scripts.length === 0 || headEnd < 0 || cuts[0][0] > headEnd) {
    throw new Error(`${file}: no <script src async> in <head>; Next's output changed, update scripts/defer-framework.mjs`);
  }

  // A hinted chunk that is also a script needs no hint of its own.
  const hints = preloads.filter((href) => !scripts.includes(href));
  const loader =
    `<script data-scripts="${escapeAttribute(scripts.join(" "))}"` +
    (hints.length ? ` data-preloads="${escapeAttribute(hints.join(" "))}"` : "") +
    `>${LOADER}</script>`;
  let out = "";
  let at = 0;
  cuts.forEach(([start, end], index) => {
    out += html.slice(at, start) + (index === 0 ? loader : "");
    at = end;
  });
  return out + html.slice(at);
}

function htmlFiles(dir, base = dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "_next" ? [] : htmlFiles(full, base);
    return entry.name.endsWith(".html") ? [full] : [];
  });
}

/**
 * V8's explicit compile hint (https://v8.dev/blog/explicit-compile-hints, Chromium 136+): a file that
 * starts with this comment has all its functions compiled eagerly, on a background thread while it
 * streams in, instead of each one lazily on the main thread at its first call. Almost all of the
 * framework's code runs while the page starts up, so this takes most of the compiling out of that
 * main-thread task (in Lighthouse, the longest task of `/services` went from 325–379 to 75–122 ms).
 * Other browsers read it as a comment.
 */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

/**
 * Rewrites every page of the export in `outDir` and puts the compile hint at the top of every script its
 * loaders start (once per file). `basePath` is the prefix of the URLs (NEXT_PUBLIC_BASE_PATH).
 * Throws, naming the page, when a listed script is not in the export.
 * @returns {{ pages: number, scripts: number }} how many pages and script files it changed
 */
export function deferFrameworkIn(outDir, basePath = "") {
  let pages = 0;
  const startup = new Map(); // script file → a page that starts it
  for (const file of htmlFiles(outDir)) {
    const html = readFileSync(file, "utf8");
    const name = path.relative(ROOT, file);
    const rewritten = deferFramework(html, name);
    if (rewritten !== html) {
      writeFileSync(file, rewritten);
      pages++;
    }
    const { scripts, preloads } = deferredScripts(rewritten);
    for (const url of [...scripts, ...preloads]) {
      const local = url.startsWith(`${basePath}/`) ? url.slice(basePath.length) : url;
      startup.set(path.join(outDir, local.split("?")[0]), `${name}: ${url}`);
    }
  }
  let scripts = 0;
  for (const [file, where] of startup) {
    if (!existsSync(file)) throw new Error(`${where} is not in the export`);
    const text = readFileSync(file, "utf8");
    if (text.startsWith(COMPILE_HINT)) continue;
    writeFileSync(file, COMPILE_HINT + text);
    scripts++;
  }
  return { pages, scripts };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const outDir = path.resolve(ROOT, process.env.OUT_DIR ?? "out");
  const basePath = (process.env.NEXT_PUBLIC_BASE_PATH ?? "").replace(/\/+$/, "");
  try {
    const { pages, scripts } = deferFrameworkIn(outDir, basePath);
    console.log(`Framework scripts deferred until load in ${pages} pages of ${path.relative(ROOT, outDir) || "."}/; compile hint added to ${scripts} scripts`);
  } catch (error) {
    console.error(`defer-framework: ${error.message}`);
    process.exit(1);
  }
}
