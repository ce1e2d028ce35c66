#!/usr/bin/env node
/**
 * Dependency-free static server for the exported site in out/ (Node >= 20).
 *
 *   node scripts/serve.mjs [--port 3000] [--host 127.0.0.1] [--dir out]
 *
 * Environment: PORT, HOST, OUT_DIR, NEXT_PUBLIC_BASE_PATH (the base path the site was built with;
 * it is stripped from request paths and requests outside it get the 404 page).
 *
 * It resolves routes the way static hosts do for `trailingSlash: false` exports:
 * `/` → index.html, `/about` and `/about/` → about.html, `/x` → x/index.html, real files as they are,
 * anything else → 404.html with status 404. Headers from out/_headers (Netlify / Cloudflare Pages
 * format) are applied to every matching response.
 *
 * Importable: `createStaticServer()` returns an unstarted http.Server, and `parseHeadersFile()` /
 * `headersFor()` are the `_headers` parser and matcher. The server starts only when run directly.
 */
import { createReadStream, existsSync, promises as fsp, realpathSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { constants as zlibConstants, createBrotliCompress, createGzip } from "node:zlib";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

export const DEFAULT_PORT = 3000;
export const DEFAULT_HOST = "127.0.0.1";

/** Content types by file extension; anything else is application/octet-stream. */
export const CONTENT_TYPES = {
  ".html": "text/html; charset=utf-8",
  ".htm": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".ics": "text/calendar; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".ttf": "font/ttf",
  ".otf": "font/otf",
  ".pdf": "application/pdf",
  ".mp4": "video/mp4",
  ".webm": "video/webm",
  ".mp3": "audio/mpeg",
  ".wasm": "application/wasm",
};

const COMPRESSIBLE = /^(text\/|application\/(json|xml|manifest\+json|javascript)|image\/svg\+xml)/;
/** Files a static host reads as configuration and never serves. */
const HIDDEN_FILES = new Set(["/_headers", "/_redirects"]);

export function contentTypeFor(file) {
  return CONTENT_TYPES[path.extname(file).toLowerCase()] ?? "application/octet-stream";
}

/* ------------------------------------------------------------------------------------------------
 * _headers (Netlify / Cloudflare Pages format)
 *
 *   # comment
 *   /*
 *     X-Frame-Options: DENY
 *   /_next/static/*
 *     Cache-Control: public, max-age=31536000, immutable
 *   /about
 *     ! X-Frame-Options          (Cloudflare: detach a header set by another matching block)
 *
 * A path pattern starts at column 0; header lines are indented. `*` matches any run of characters
 * (so `/*` matches every path), `:name` matches one path segment. Blocks are applied in file order;
 * a header set by several matching blocks gets their values joined with ", " (as both hosts do).
 * ---------------------------------------------------------------------------------------------- */

const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

/**
 * Parses the text of a `_headers` file into rules. Throws a SyntaxError naming the line for
 * malformed input, so a broken generated file fails loudly instead of silently dropping headers.
 * @param {string} text
 * @returns {{ pattern: string, matcher: RegExp, headers: [string, string][], detach: string[] }[]}
 */
export function parseHeadersFile(text) {
  const rules = [];
  let current = null;
  const lines = text.replace(/^\uFEFF/, "").split(/\r?\n/);
  lines.forEach((raw, index) => {
    const lineNo = index + 1;
    const line = raw.trim();
    if (line === "" || line.startsWith("#")) return;
    const indented = /^\s/.test(raw);
    if (!indented) {
      if (!line.startsWith("/") && !/^https?:\/\//.test(line)) {
        throw new SyntaxError(`_headers line ${lineNo}: expected a path pattern starting with "/", got "${line}"`);
      }
      current = { pattern: line, matcher: patternToRegExp(line), headers: [], detach: [] };
      rules.push(current);
      return;
    }
    if (!current) {
      throw new SyntaxError(`_headers line ${lineNo}: header "${line}" comes before any path pattern`);
    }
    if (line.startsWith("!")) {
      const name = line.slice(1).trim();
      if (!HEADER_NAME.test(name)) throw new SyntaxError(`_headers line ${lineNo}: invalid header name "${name}"`);
      current.detach.push(name.toLowerCase());
      return;
    }
    const colon = line.indexOf(":");
    if (colon <= 0) throw new SyntaxError(`_headers line ${lineNo}: expected "Name: value", got "${line}"`);
    const name = line.slice(0, colon).trim();
    const value = line.slice(colon + 1).trim();
    if (!HEADER_NAME.test(name)) throw new SyntaxError(`_headers line ${lineNo}: invalid header name "${name}"`);
    if (/[\r\n\0]/.test(value)) throw new SyntaxError(`_headers line ${lineNo}: invalid value for "${name}"`);
    current.headers.push([name, value]);
  });
  return rules;
}

/** `/a/*` → /^\/a\/.*$/, `/blog/:slug` → /^\/blog\/[^/]+$/ ; absolute-URL patterns match on their path. */
function patternToRegExp(pattern) {
  let p = pattern.replace(/^https?:\/\/[^/]*/, "") || "/";
  let source = "";
  for (let i = 0; i < p.length; i++) {
    const ch = p[i];
    if (ch === "*") {
      source += ".*";
    } else if (ch === ":" && /[A-Za-z_]/.test(p[i + 1] ?? "")) {
      while (/[A-Za-z0-9_]/.test(p[i + 1] ?? "")) i++;
      source += "[^/]+";
    } else {
      source += ch.replace(/[.+?^${}()|[\]\\/]/g, "\\$&");
    }
  }
  return new RegExp(`^${source}$`);
}

/**
 * The headers every rule matching `pathname` sets (a site-relative path, base path already removed).
 * @returns {[string, string][]} name/value pairs, names as first written
 */
export function headersFor(rules, pathname) {
  const merged = new Map(); // lower-case name → { name, values[] }
  const detached = new Set();
  for (const rule of rules) {
    if (!rule.matcher.test(pathname)) continue;
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase();
      const entry = merged.get(key) ?? { name, values: [] };
      if (!entry.values.includes(value)) entry.values.push(value);
      merged.set(key, entry);
    }
    rule.detach.forEach((name) => detached.add(name));
  }
  return [...merged]
    .filter(([key]) => !detached.has(key))
    .map(([, { name, values }]) => [name, values.join(", ")]);
}

/* ------------------------------------------------------------------------------------------------
 * Path resolution
 * ---------------------------------------------------------------------------------------------- */

function normaliseBasePath(basePath) {
  const trimmed = (basePath ?? "").trim().replace(/\/+$/, "");
  if (trimmed === "") return "";
  return trimmed.startsWith("/") ? trimmed : `/${trimmed}`;
}

/** Removes the base path; null when the request lies outside it. */
export function stripBasePath(pathname, basePath) {
  const base = normaliseBasePath(basePath);
  if (!base) return pathname;
  if (pathname === base) return "/";
  if (pathname.startsWith(`${base}/`)) return pathname.slice(base.length);
  return null;
}

async function isFile(file) {
  try {
    return (await fsp.stat(file)).isFile();
  } catch {
    return false;
  }
}

/**
 * Maps a decoded, site-relative URL path to a file under `root`, or null.
 * Paths that would leave `root` never resolve.
 */
export async function resolveFile(root, pathname) {
  if (!pathname.startsWith("/") || pathname.includes("\0") || pathname.includes("\\")) return null;
  if (pathname.split("/").some((segment) => segment === "..")) return null;
  if (HIDDEN_FILES.has(pathname)) return null;

  const candidates = [];
  if (pathname === "/") {
    candidates.push("/index.html");
  } else if (pathname.endsWith("/")) {
    const bare = pathname.replace(/\/+$/, "");
    candidates.push(`${bare}.html`, `${bare}/index.html`);
  } else {
    candidates.push(pathname, `${pathname}.html`, `${pathname}/index.html`);
  }

  for (const candidate of candidates) {
    const file = path.resolve(root, `.${path.posix.normalize(candidate)}`);
    if (!isInside(root, file)) continue;
    if (!(await isFile(file))) continue;
    // Refuse symlinks that point outside the served directory.
    let real;
    try {
      real = await fsp.realpath(file);
    } catch {
      continue;
    }
    if (!isInside(realRoot(root), real)) continue;
    return file;
  }
  return null;
}

function isInside(root, file) {
  const rel = path.relative(root, file);
  return rel === "" || (!rel.startsWith("..") && !path.isAbsolute(rel));
}

const realRoots = new Map();
function realRoot(root) {
  if (!realRoots.has(root)) {
    let real = root;
    try {
      real = realpathSync(root);
    } catch {
      /* root missing: nothing resolves anyway */
    }
    realRoots.set(root, real);
  }
  return realRoots.get(root);
}

/* ------------------------------------------------------------------------------------------------
 * Server
 * ---------------------------------------------------------------------------------------------- */

/**
 * Creates (does not start) the static server.
 * @param {{ dir?: string, basePath?: string, log?: (line: string) => void }} [options]
 * @returns {import('node:http').Server}
 */
export function createStaticServer(options = {}) {
  const root = path.resolve(options.dir ?? defaultOutDir());
  const basePath = normaliseBasePath(options.basePath ?? process.env.NEXT_PUBLIC_BASE_PATH);
  const log = options.log ?? (() => {});
  const headersFile = path.join(root, "_headers");
  let headersCache = { mtimeMs: -1, rules: [] };

  async function loadHeaderRules() {
    let stat;
    try {
      stat = await fsp.stat(headersFile);
    } catch {
      headersCache = { mtimeMs: -1, rules: [] };
      return [];
    }
    if (stat.mtimeMs !== headersCache.mtimeMs) {
      const rules = parseHeadersFile(await fsp.readFile(headersFile, "utf8"));
      headersCache = { mtimeMs: stat.mtimeMs, rules };
    }
    return headersCache.rules;
  }

  async function handle(req, res) {
    const method = req.method ?? "GET";
    let url;
    try {
      url = new URL(req.url ?? "/", "http://localhost");
    } catch {
      return sendPlain(res, 400, "Bad Request", method);
    }

    let decoded;
    try {
      decoded = decodeURIComponent(url.pathname);
    } catch {
      return sendPlain(res, 400, "Bad Request", method);
    }

    const sitePath = stripBasePath(decoded, basePath);
    let rules;
    try {
      rules = await loadHeaderRules();
    } catch (error) {
      log(`error: ${error.message}`);
      return sendPlain(res, 500, `Invalid _headers file: ${error.message}`, method);
    }
    const extraHeaders = sitePath === null ? [] : headersFor(rules, sitePath);

    if (method !== "GET" && method !== "HEAD") {
      res.setHeader("Allow", "GET, HEAD");
      return sendPlain(res, 405, "Method Not Allowed", method);
    }

    const traversal = decoded.split(/[\\/]/).some((segment) => segment === "..");
    if (traversal) return sendPlain(res, 403, "Forbidden", method);

    const file = sitePath === null ? null : await resolveFile(root, sitePath);
    if (!file) {
      const notFound = path.join(root, "404.html");
      if (await isFile(notFound)) {
        // As nginx's error_page does: the 404 page is served with its own rules (its CSP lists its own scripts).
        return sendFile(req, res, notFound, { status: 404, cacheControl: "no-cache", extraHeaders: headersFor(rules, "/404.html") });
      }
      return sendPlain(res, 404, "Not Found", method, extraHeaders);
    }

    const immutable = sitePath.startsWith("/_next/static/");
    return sendFile(req, res, file, {
      status: 200,
      cacheControl: immutable ? "public, max-age=31536000, immutable" : "no-cache",
      extraHeaders,
    });
  }

  const server = http.createServer((req, res) => {
    const started = Date.now();
    res.on("finish", () => log(`${req.method} ${req.url} ${res.statusCode} ${Date.now() - started}ms`));
    handle(req, res).catch((error) => {
      log(`error: ${error.stack ?? error}`);
      if (!res.headersSent) sendPlain(res, 500, "Internal Server Error", req.method);
      else res.destroy();
    });
  });
  server.outDir = root;
  server.basePath = basePath;
  return server;
}

function sendPlain(res, status, text, method, extraHeaders = []) {
  const body = Buffer.from(`${text}\n`);
  res.statusCode = status;
  res.setHeader("Content-Type", "text/plain; charset=utf-8");
  res.setHeader("Content-Length", body.length);
  res.setHeader("Cache-Control", "no-cache");
  for (const [name, value] of extraHeaders) res.setHeader(name, value);
  res.end(method === "HEAD" ? undefined : body);
}

async function sendFile(req, res, file, { status, cacheControl, extraHeaders }) {
  const stat = await fsp.stat(file);
  const type = contentTypeFor(file);
  const etag = `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;

  res.statusCode = status;
  res.setHeader("Content-Type", type);
  res.setHeader("Cache-Control", cacheControl);
  res.setHeader("Last-Modified", stat.mtime.toUTCString());
  if (status === 200) res.setHeader("ETag", etag);

  const compressible = COMPRESSIBLE.test(type) && stat.size > 1024;
  if (compressible) res.setHeader("Vary", "Accept-Encoding");
  for (const [name, value] of extraHeaders) res.setHeader(name, value);

  if (status === 200 && req.headers["if-none-match"] === etag) {
    res.statusCode = 304;
    res.removeHeader("Content-Type");
    return res.end();
  }

  const coding = compressible ? contentCoding(req.headers["accept-encoding"]) : null;
  if (coding) res.setHeader("Content-Encoding", coding);
  else res.setHeader("Content-Length", stat.size);

  if (req.method === "HEAD") return res.end();

  await new Promise((resolve, reject) => {
    const stream = createReadStream(file);
    stream.on("error", reject);
    res.on("close", resolve);
    if (coding) {
      // Brotli at quality 5 as CDNs compress on the fly (the HTML 10-30 % smaller than with gzip).
      const zip = coding === "br" ? createBrotliCompress({ params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } }) : createGzip();
      zip.on("error", reject);
      stream.pipe(zip).pipe(res);
    } else {
      stream.pipe(res);
    }
  });
}

/** The content coding to answer with: "br" if accepted, else "gzip" if accepted, else null. */
export function contentCoding(header) {
  if (!header) return null;
  const accepted = new Map();
  for (const part of String(header).split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    accepted.set(name, q ? Number(q.slice(2)) : 1);
  }
  const ok = (name) => (accepted.get(name) ?? accepted.get("*") ?? 0) > 0;
  return ok("br") ? "br" : ok("gzip") ? "gzip" : null;
}

function defaultOutDir() {
  return process.env.OUT_DIR ? path.resolve(process.cwd(), process.env.OUT_DIR) : path.join(ROOT, "out");
}

/* ------------------------------------------------------------------------------------------------
 * CLI
 * ---------------------------------------------------------------------------------------------- */

export function parseArgs(argv) {
  const options = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const [flag, inline] = arg.includes("=") ? arg.split(/=(.*)/s, 2) : [arg, undefined];
    const value = () => inline ?? argv[++i];
    if (flag === "--port" || flag === "-p") options.port = value();
    else if (flag === "--host") options.host = value();
    else if (flag === "--dir") options.dir = value();
    else if (flag === "--help" || flag === "-h") options.help = true;
    else throw new Error(`Unknown argument: ${arg}`);
  }
  return options;
}

function main() {
  let args;
  try {
    args = parseArgs(process.argv.slice(2));
  } catch (error) {
    console.error(`${error.message}\nUsage: node scripts/serve.mjs [--port 3000] [--host 127.0.0.1] [--dir out]`);
    process.exit(2);
  }
  if (args.help) {
    console.log("Usage: node scripts/serve.mjs [--port 3000] [--host 127.0.0.1] [--dir out]\n" +
      "Env: PORT, HOST, OUT_DIR, NEXT_PUBLIC_BASE_PATH");
    return;
  }

  const portText = args.port ?? process.env.PORT ?? String(DEFAULT_PORT);
  const port = Number(portText);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`Invalid port "${portText}"`);
    process.exit(2);
  }
  const host = args.host ?? process.env.HOST ?? DEFAULT_HOST;
  const dir = args.dir ? path.resolve(process.cwd(), args.dir) : defaultOutDir();
  const shownDir = path.relative(process.cwd(), dir) || ".";

  if (!existsSync(path.join(dir, "index.html"))) {
    console.error(
      `serve: ${path.join(shownDir, "index.html")} not found — build the site first (npm run build), ` +
        "or point OUT_DIR / --dir at an exported site.",
    );
    process.exit(1);
  }

  const quiet = process.env.SERVE_QUIET === "1";
  const server = createStaticServer({ dir, log: quiet ? undefined : (line) => console.log(line) });
  server.on("error", (error) => {
    console.error(`serve: cannot listen on ${host}:${port}: ${error.message}`);
    process.exit(1);
  });
  server.listen(port, host, () => {
    const actual = server.address().port;
    console.log(`Serving ${shownDir}/ at http://localhost:${actual}${server.basePath}`);
  });

  const stop = () => {
    server.close(() => process.exit(0));
    setTimeout(() => process.exit(0), 1000).unref();
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

const runDirectly = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (runDirectly) main();
