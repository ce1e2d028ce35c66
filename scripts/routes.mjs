// The one mapping between site routes and the HTML files of the export in out/ (trailingSlash: false).
import { readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
/** The export folder: OUT_DIR (relative to the working directory) or <repo>/out. */
export const OUT_DIR = process.env.OUT_DIR ? path.resolve(process.env.OUT_DIR) : path.join(ROOT, "out");

/** The content manager's page (app/admin): not a page of the site, so none of the site's page checks, budget or policy apply to it. */
export const ADMIN_PAGE = "admin/index.html";

/** Every page of the site under `dir` (.html, relative with forward slashes, sorted); _next/ holds none, admin/ is not the site's. */
export function htmlFiles(dir = OUT_DIR) {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .map((file) => file.split(path.sep).join("/"))
    .filter((file) => file.endsWith(".html") && !file.startsWith("_next/") && !file.startsWith("admin/"))
    .sort();
}

/** `about.html` → `/about`, `index.html` → `/`; null for files that are no route (404.html, _not-found.html). */
function fileToRoute(/** @type {string} */ file) {
  if (/(^|\/)(404|500)\.html$/.test(file) || file.split("/").some((part) => part.startsWith("_"))) return null;
  return file === "index.html" ? "/" : `/${file.replace(/(\/index)?\.html$/, "")}`;
}

/** `/about` → `about.html`, `/` → `index.html`. */
export const routeToFile = (/** @type {string} */ route) => (route === "/" ? "index.html" : `${route.slice(1)}.html`);

/** Every route of the export, sorted. */
export function listRoutes(dir = OUT_DIR) {
  return htmlFiles(dir).flatMap((file) => fileToRoute(file) ?? []);
}
