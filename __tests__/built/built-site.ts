import fs from "node:fs";
import path from "node:path";
import { exportedRoutes as routesIn } from "@/e2e/site";

/** The built site, read as files: these tests run after `npm run build:test` and need no browser. */
export const OUT = path.resolve(process.env.OUT_DIR ?? "out");

/** The routes of an export (e2e/site.ts: every page but the not-found pages and /admin); throws before a build. */
const ROUTES = routesIn(OUT);
export const exportedRoutes = (out = OUT): string[] => (out === OUT ? ROUTES : routesIn(out));

/** A route's HTML: `/about` → out/about.html, `/` → out/index.html. */
export const htmlOf = (route: string, out = OUT) =>
  fs.readFileSync(path.join(out, route === "/" ? "index.html" : `${route.slice(1)}.html`), "utf8");

/** A route's page as a document, as a browser parses it before any script runs. */
export const documentOf = (route: string) => new DOMParser().parseFromString(htmlOf(route), "text/html");

/** A route's page as the test's own window shows it (no script runs), for queries by role and name; returns its body. */
export function showPage(route: string): HTMLElement {
  document.open();
  document.write(htmlOf(route));
  document.close();
  return document.body;
}

/** The route of an absolute URL the build wrote (its origin is the production one), without a trailing slash. */
export const routeOf = (url: string) => {
  const { pathname } = new URL(url);
  return pathname.length > 1 ? pathname.replace(/\/$/, "") : pathname;
};
