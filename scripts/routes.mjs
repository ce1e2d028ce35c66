/**
 * Lists every route of the exported site by walking out/ for .html files.
 *
 *   index.html                         → /
 *   about.html                         → /about
 *   services/guided-meditation.html    → /services/guided-meditation
 *   x/index.html                       → /x   (trailingSlash: true exports)
 *
 * Not routes: 404.html, 500.html, _not-found.html and anything under a folder or file whose name
 * starts with "_" (_next/, _not-found/ …; App Router never routes "_" segments).
 *
 *   node scripts/routes.mjs [dir]      prints one route a line
 */
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const NOT_ROUTES = new Set(["404.html", "500.html"]);

/** The exported site's folder: OUT_DIR (relative to the working directory) or <repo>/out. */
export function defaultOutDir() {
  return process.env.OUT_DIR ? path.resolve(process.cwd(), process.env.OUT_DIR) : path.join(ROOT, "out");
}

/** Maps a path relative to out/ (forward slashes) to its route, or null when it is no route. */
export function fileToRoute(relative) {
  const rel = relative.split(path.sep).join("/");
  if (!rel.endsWith(".html")) return null;
  if (NOT_ROUTES.has(rel)) return null;
  if (rel.split("/").some((segment) => segment.startsWith("_"))) return null;
  const withoutExt = rel.slice(0, -".html".length);
  if (withoutExt === "index") return "/";
  const route = withoutExt.endsWith("/index") ? withoutExt.slice(0, -"/index".length) : withoutExt;
  return `/${route}`;
}

/**
 * Every route of the exported site, sorted (synchronous).
 * @param {string} [dir] the export folder (default: OUT_DIR or out/)
 * @returns {string[]}
 */
export function listRoutes(dir = defaultOutDir()) {
  if (!existsSync(path.join(dir, "index.html"))) {
    throw new Error(`listRoutes: ${path.join(dir, "index.html")} not found — build the site first (npm run build).`);
  }
  const routes = new Set();
  function walk(folder) {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      if (entry.name.startsWith("_")) continue;
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile()) {
        const route = fileToRoute(path.relative(dir, full));
        if (route) routes.add(route);
      }
    }
  }
  walk(dir);
  return [...routes].sort();
}

const runDirectly = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (runDirectly) {
  const dir = process.argv[2] ? path.resolve(process.argv[2]) : defaultOutDir();
  try {
    console.log(listRoutes(dir).join("\n"));
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
