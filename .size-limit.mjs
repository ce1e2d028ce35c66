// `size-limit` (in `npm run test:static`): the JavaScript and CSS a modern browser fetches for each page's first view,
// gzip, within a fixed budget per kind of page; and the HTML and RSC payload of the largest page, which carry its CSS,
// its hero's art and everything React hydrates. Read from the built out/: the files are named by their content.
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { OUT_DIR, listRoutes, routeToFile } from "./scripts/routes.mjs";

/** kB per kind of page: the framework's own share is about 135 kB; a page may add its client leaves. */
const BUDGET = [
  { kind: "contact form", match: /^(\/es)?\/contact$/, limit: "165 kB" },
  { kind: "home, with the donation popup", match: /^\/(es)?$/, limit: "155 kB" },
  { kind: "renewal journey, with its roadmap", match: /^(\/es)?\/renewal-journey$/, limit: "155 kB" },
  { kind: "page", match: /./, limit: "152 kB" },
];

/** The scripts, script preloads and style sheets the page's HTML names (not the nomodule polyfills). */
function firstViewFiles(route) {
  const tags = readFileSync(path.join(OUT_DIR, routeToFile(route)), "utf8").match(/<(script|link)\b[^>]*>/g) ?? [];
  const wanted = (tag) =>
    tag.startsWith("<script")
      ? !/nomodule/i.test(tag)
      : /rel="(modulepreload|stylesheet)"|rel="preload"[^>]*as="script"|as="script"[^>]*rel="preload"/.test(tag);
  const urls = tags.filter(wanted).flatMap((tag) => /\s(?:src|href)="(\/[^"]+)"/.exec(tag)?.[1] ?? []);
  return [...new Set(urls)].map((url) => path.join(OUT_DIR, new URL(url, "http://site").pathname));
}

/** The route whose HTML is largest (gzip), and its RSC payload: the client-side navigation's copy of the same tree. */
const largest = listRoutes()
  .map((route) => ({ route, bytes: gzipSync(readFileSync(path.join(OUT_DIR, routeToFile(route)))).length }))
  .sort((a, b) => b.bytes - a.bytes)[0].route;
const largestFile = path.join(OUT_DIR, routeToFile(largest));

const budgets = [
  ...listRoutes().map((route) => {
    const { kind, limit } = BUDGET.find(({ match }) => match.test(route));
    return { name: `${route} (${kind})`, path: firstViewFiles(route), limit, gzip: true };
  }),
  // Code's budget, measured on the tests' fixed content: a draft's words may make a page longer (CONTENT_CHECK=draft).
  ...(process.env.CONTENT_CHECK === "draft"
    ? []
    : [
        { name: `${largest}: its HTML (the largest page)`, path: largestFile, limit: "35 kB", gzip: true },
        {
          name: `${largest}: its RSC payload`,
          path: largestFile.replace(/\.html$/, ".txt"),
          limit: "19 kB",
          gzip: true,
        },
      ]),
];

export default budgets;
