#!/usr/bin/env node
/**
 * Checks every link of the exported site, offline (no network):
 *
 *   - every internal URL in an href / src / srcset / poster / action attribute (and the framework loader's
 *     data-scripts / data-preloads lists), and in the canonical link and
 *     the og:url / og:image / twitter:image metadata, of every out/**\/*.html resolves to a file in out/
 *     (a route to its .html file, the way scripts/serve.mjs and static hosts do), under NEXT_PUBLIC_BASE_PATH;
 *   - every #fragment names an id (or <a name>) on the target page;
 *   - every element with target="_blank" has rel with both noopener and noreferrer;
 *   - every outside link (<a>/<area> to http(s) on another host) opens in a new tab (target="_blank").
 *     mailto: and tel: links are exempt. Absolute URLs on the site's own origin (read from the home page's
 *     canonical link) are internal.
 *
 *   node scripts/check-links.mjs [dir]       (default: OUT_DIR or out/); exits 1 on any problem.
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { decodeEntities } from "./lib/html.mjs";
import { htmlFiles } from "./validate-html.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** Attributes that hold a URL. */
const URL_ATTRIBUTES = ["href", "src", "poster", "action", "xlink:href", "data"];
/** <meta> whose content is a URL of the site. */
const URL_METAS = new Set(["og:url", "og:image", "og:image:url", "og:image:secure_url", "twitter:image", "twitter:url"]);
const EXTERNAL_SCHEMES = /^(mailto|tel|sms):/i;

/**
 * The start tags of an HTML document with their attributes (names lower-cased, values decoded), in order.
 * Comments and the contents of script, style, template and textarea are skipped: they hold no markup.
 */
export function startTags(html) {
  const text = html
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<(script|style|template|textarea)\b([^>]*)>[\s\S]*?<\/\1\s*>/gi, "<$1$2></$1>");
  const tags = [];
  for (const match of text.matchAll(/<([a-zA-Z][\w:-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>/g)) {
    const attributes = {};
    for (const attr of match[2].matchAll(/([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g)) {
      const name = attr[1].toLowerCase();
      if (!(name in attributes)) attributes[name] = decodeEntities(attr[2] ?? attr[3] ?? attr[4] ?? "");
    }
    tags.push({ name: match[1].toLowerCase(), attributes });
  }
  return tags;
}

/** The URL path a file is served at: about.html → /about, index.html → /, x/index.html → /x/. */
function pagePath(file, basePath) {
  const route = file === "index.html" ? "/" : `/${file.replace(/index\.html$/, "").replace(/\.html$/, "")}`;
  return `${basePath}${route}`;
}

/** The file in outDir (relative, forward slashes) that serves a URL path, or null; the same rules as scripts/serve.mjs. */
export function resolveFile(outDir, urlPath, basePath = "") {
  let pathname;
  try {
    pathname = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (basePath) {
    if (pathname !== basePath && !pathname.startsWith(`${basePath}/`)) return null;
    pathname = pathname.slice(basePath.length) || "/";
  }
  const relative = pathname.replace(/^\/+/, "");
  if (relative.split("/").includes("..")) return null;
  const isFile = (rel) => {
    const full = path.join(outDir, rel);
    return existsSync(full) && statSync(full).isFile();
  };
  const candidates = relative === "" || relative.endsWith("/") ? [`${relative}index.html`] : [relative, `${relative}.html`, `${relative}/index.html`];
  return candidates.find(isFile) ?? null;
}

/** The site's own origin and base path, from the home page's canonical link (e.g. https://www.example.org). */
function siteOrigin(outDir) {
  const home = path.join(outDir, "index.html");
  if (!existsSync(home)) return null;
  const canonical = startTags(readFileSync(home, "utf8")).find((tag) => tag.name === "link" && /(^|\s)canonical(\s|$)/i.test(tag.attributes.rel ?? ""));
  try {
    return canonical ? new URL(canonical.attributes.href).origin : null;
  } catch {
    return null;
  }
}

/**
 * Checks the export in outDir. Returns the problems as { file, tag, url, problem } and a summary count.
 * @param {string} outDir
 * @param {{ basePath?: string, origin?: string | null }} [options]
 */
export function checkLinks(outDir, options = {}) {
  const basePath = (options.basePath ?? process.env.NEXT_PUBLIC_BASE_PATH ?? "").replace(/\/+$/, "");
  const origin = options.origin === undefined ? siteOrigin(outDir) : options.origin;
  const files = htmlFiles(outDir);
  const pages = new Map(files.map((file) => [file, startTags(readFileSync(path.join(outDir, file), "utf8"))]));
  const idCache = new Map();
  const idsOf = (file) => {
    if (!idCache.has(file)) {
      const tags = pages.get(file) ?? startTags(readFileSync(path.join(outDir, file), "utf8"));
      const ids = new Set();
      for (const { name, attributes } of tags) {
        if (attributes.id) ids.add(attributes.id);
        if (name === "a" && attributes.name) ids.add(attributes.name);
      }
      idCache.set(file, ids);
    }
    return idCache.get(file);
  };

  const problems = [];
  const counts = { files: files.length, internal: 0, fragments: 0, external: 0, newTab: 0 };

  for (const [file, tags] of pages) {
    const base = new URL(pagePath(file, basePath), "http://site.invalid");
    const report = (tag, url, problem) => problems.push({ file, tag: `<${tag.name}${tag.attributes.id ? `#${tag.attributes.id}` : ""}>`, url, problem });

    for (const tag of tags) {
      const { name, attributes } = tag;
      const urls = [];
      for (const attribute of URL_ATTRIBUTES) if (attribute in attributes) urls.push(attributes[attribute]);
      // The framework loader's space-separated script URLs (scripts/defer-framework.mjs).
      for (const attribute of ["data-scripts", "data-preloads"]) {
        if (attributes[attribute]) urls.push(...attributes[attribute].split(/\s+/).filter(Boolean));
      }
      for (const attribute of ["srcset", "imagesrcset"]) {
        if (attributes[attribute]) urls.push(...attributes[attribute].split(",").map((candidate) => candidate.trim().split(/\s+/)[0]).filter(Boolean));
      }
      if (name === "meta" && URL_METAS.has(attributes.property ?? attributes.name ?? "")) urls.push(attributes.content ?? "");

      const isLink = name === "a" || name === "area";
      if ((attributes.target ?? "").toLowerCase() === "_blank") {
        counts.newTab += 1;
        const rel = (attributes.rel ?? "").toLowerCase().split(/\s+/);
        if (!rel.includes("noopener") || !rel.includes("noreferrer")) report(tag, attributes.href ?? attributes.action ?? "", `target="_blank" without rel="noopener noreferrer" (rel="${attributes.rel ?? ""}")`);
      }

      for (const raw of urls) {
        const value = raw.trim();
        if (value === "") {
          if (isLink || name === "img" || name === "script") report(tag, raw, "empty URL");
          continue;
        }
        if (EXTERNAL_SCHEMES.test(value) || /^data:/i.test(value)) continue;
        if (/^javascript:/i.test(value)) {
          report(tag, value, "javascript: URL");
          continue;
        }
        if (value === "#") {
          report(tag, value, 'bare "#" link');
          continue;
        }
        let url;
        try {
          url = new URL(value, base);
        } catch {
          report(tag, value, "not a valid URL");
          continue;
        }
        const internal = url.origin === base.origin || (origin !== null && url.origin === origin);
        if (!internal) {
          if (!/^https?:$/.test(url.protocol)) {
            report(tag, value, `unexpected scheme ${url.protocol}`);
            continue;
          }
          counts.external += 1;
          if (isLink && (attributes.target ?? "").toLowerCase() !== "_blank") report(tag, value, 'outside link does not open in a new tab (target="_blank")');
          continue;
        }
        counts.internal += 1;
        const target = resolveFile(outDir, url.pathname, basePath);
        if (!target) {
          report(tag, value, `no file in out/ serves ${url.pathname}${basePath ? ` (base path ${basePath})` : ""}`);
          continue;
        }
        if (url.hash && url.hash !== "#" && target.endsWith(".html")) {
          counts.fragments += 1;
          let id;
          try {
            id = decodeURIComponent(url.hash.slice(1));
          } catch {
            id = url.hash.slice(1);
          }
          if (!idsOf(target).has(id)) report(tag, value, `no element with id "${id}" on ${target}`);
        }
      }
    }
  }
  return { problems, counts };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const outDir = path.resolve(process.argv[2] ?? process.env.OUT_DIR ?? path.join(ROOT, "out"));
  if (!existsSync(path.join(outDir, "index.html"))) {
    console.error(`check-links: ${outDir}/index.html is missing (build first: npm run build)`);
    process.exit(1);
  }
  const { problems, counts } = checkLinks(outDir);
  for (const p of problems) console.error(`${p.file}  ${p.tag}  ${p.url}  →  ${p.problem}`);
  const summary = `${counts.files} files, ${counts.internal} internal URLs (${counts.fragments} with #fragments), ${counts.external} outside URLs, ${counts.newTab} new-tab links`;
  if (problems.length > 0) {
    console.error(`check-links: ${problems.length} problem(s); ${summary}`);
    process.exit(1);
  }
  console.log(`check-links: OK; ${summary}`);
}
