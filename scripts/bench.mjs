// Byte budget: each route's first-view JavaScript (gzip) against the floor, a blank Next app built from the installed packages.
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import { buildBlankApp } from "./lib/blank-app.mjs";
import { BASE_PATH, OUT_DIR, ROOT, listRoutes, routeToFile } from "./routes.mjs";

/** Route JS ÷ floor JS: the median route and the heaviest one. */
const BUDGET = { median: 1.1, max: 1.3 };

const { values } = parseArgs({ options: { check: { type: "boolean", default: false } } });

/** Gzip bytes of the JavaScript a modern browser fetches for the page's first view (not nomodule, not prefetches). */
function pageJs(/** @type {string} */ outDir, /** @type {string} */ file) {
  const tags = readFileSync(path.join(outDir, file), "utf8").match(/<(script|link)\b[^>]*>/g) ?? [];
  const isJs = (/** @type {string} */ tag) =>
    tag.startsWith("<script") ? !/nomodule/i.test(tag) : /rel="modulepreload"|rel="preload"[^>]*as="script"|as="script"[^>]*rel="preload"/.test(tag);
  const urls = new Set(tags.flatMap((tag) => [/\s(?:src|href)="([^"]+)"/.exec(tag)?.[1] ?? ""].filter((url) => url && isJs(tag))));
  const local = (/** @type {string} */ url) => path.join(outDir, new URL(url, "http://x/").pathname.slice(BASE_PATH.length));
  return { scripts: urls.size, gzip: [...urls].reduce((sum, url) => sum + gzipSync(readFileSync(local(url)), { level: 9 }).length, 0) };
}

/** The floor: the blank Next app's first-view JavaScript. */
function floor() {
  const { dir, out } = buildBlankApp();
  try {
    return pageJs(out, "index.html");
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const base = floor();
const routes = listRoutes().map((route) => ({ route, ...pageJs(OUT_DIR, routeToFile(route)) }));
const ratios = routes.map((r) => r.gzip / base.gzip).sort((a, b) => a - b);
const median = ratios[Math.floor(ratios.length / 2)] ?? NaN;
const heaviest = routes.reduce((a, b) => (b.gzip > a.gzip ? b : a));
const max = heaviest.gzip / base.gzip;
const pass = median <= BUDGET.median && max <= BUDGET.max;
const version = (/** @type {string} */ name) => JSON.parse(readFileSync(path.join(ROOT, "node_modules", name, "package.json"), "utf8")).version;
const summary = `median route ${median.toFixed(3)}× floor (≤ ${BUDGET.median}), heaviest ${heaviest.route} ${max.toFixed(3)}× (≤ ${BUDGET.max}): budget ${pass ? "met" : "BROKEN"}`;
console.log(`bench: floor ${(base.gzip / 1000).toFixed(1)} kB JS gzip; ${summary}`);

if (values.check) process.exitCode = pass ? 0 : 1;
else {
  const kB = (/** @type {number} */ bytes) => (bytes / 1000).toFixed(1);
  const report = { date: new Date().toISOString().slice(0, 10), next: version("next"), react: version("react"), budget: BUDGET, floor: base, median, max, pass, routes };
  writeFileSync(path.join(ROOT, "reports/bench.json"), `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(
    path.join(ROOT, "reports/bench.md"),
    [
      "# Page weight benchmark",
      "",
      `\`npm run bench\` on ${report.date}, next ${report.next}, react ${report.react}. JavaScript a modern browser fetches for a route's first view (` +
        "`<script src>` without `nomodule`, `modulepreload`, `preload as=script`), gzip level 9, against the floor: a blank one-page Next app built from the same packages.",
      "",
      `Floor: ${kB(base.gzip)} kB in ${base.scripts} scripts. ${summary}.`,
      "",
      "| route | scripts | JS gzip kB | × floor |",
      "| --- | ---: | ---: | ---: |",
      ...routes.map((r) => `| ${r.route} | ${r.scripts} | ${kB(r.gzip)} | ${(r.gzip / base.gzip).toFixed(3)} |`),
      "",
    ].join("\n"),
  );
  console.log("bench: wrote reports/bench.json and reports/bench.md");
}
