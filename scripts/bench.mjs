#!/usr/bin/env node
/**
 * Page weight benchmark: what each exported route makes a browser download for its first view,
 * compared with the framework floor (a blank one-page Next app built with the same installed
 * next / react / react-dom).
 *
 *   node scripts/bench.mjs              build (npm run build), measure out/, build + measure the floor,
 *                                       write reports/bench.json and reports/bench.md, print the summary
 *   node scripts/bench.mjs --no-build   measure the existing out/
 *   node scripts/bench.mjs --check      also exit 1 when the budget is broken (writes no report
 *                                       unless --write is given; used by npm test after the build)
 *   options: --out-dir DIR (default OUT_DIR or out/), --write / --no-write, --keep-floor
 *
 * What is counted (per route, gzip level 9 of each file, every file once):
 *   - the HTML document itself (inline scripts, inline styles and the RSC payload included);
 *   - JavaScript: <script src> whose type is a JavaScript or module type, except `nomodule` ones
 *     (a modern browser skips them: Next's ~112 KB polyfill), plus <link rel="modulepreload"> and
 *     <link rel="preload" as="script"> (both are downloaded during the first view), and the scripts
 *     and hints the page's inline loader adds once the page has loaded (scripts/defer-framework.mjs);
 *   - CSS: <link rel="stylesheet"> (any media; alternate stylesheets excluded) and
 *     <link rel="preload" as="style">.
 * Not counted: prefetches (next navigations), code loaded later on demand (dynamic import(), e.g.
 * sonner on the first toast), fonts and images (listed separately in bench.json for reference).
 * Tags inside inline <script>, <noscript>, <template> and comments are ignored.
 *
 * Budget (the "Lean and fast" issue): the route JavaScript divided by the floor's JavaScript has a
 * median ≤ 1.10 and a maximum ≤ 1.30 over all routes.
 *
 * The floor is built fresh in every run (about 10 s on an idle 2-core machine), in a temp folder
 * with a node_modules symlink: it is always measured with exactly the installed versions, and no
 * cached number can go stale.
 */
import { existsSync, promises as fsp, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { deferredScripts } from "./defer-framework.mjs";
import { parseAttributes, TAG_ATTRIBUTES } from "./lib/html.mjs";
import { machineEnvironment, runIfMain, writeReport } from "./lib/report.mjs";
import { listRoutes } from "./routes.mjs";
import {
  ROOT,
  commonAncestor,
  frameworkVersions,
  linkNodeModules,
  makeTempDir,
  nextBuild,
  realNodeModules,
  removeDir,
  run,
} from "./lib/temp-project.mjs";

export const BUDGET = { median: 1.1, max: 1.3 };

/* ------------------------------------------------------------------------------------------------
 * HTML → the assets a modern browser downloads for the first view
 * ---------------------------------------------------------------------------------------------- */

const JS_TYPES = new Set(["", "module", "text/javascript", "application/javascript", "text/ecmascript", "application/ecmascript"]);

/**
 * The scripts, stylesheets and other preloads that an HTML document makes a modern browser fetch
 * before any user interaction, in document order, each URL once.
 * @param {string} html
 * @returns {{ kind: 'js' | 'css' | 'font' | 'image' | 'other', url: string, how: string }[]}
 */
export function pageAssets(html) {
  const found = [];
  const seen = new Set();
  const add = (kind, url, how) => {
    if (!url || seen.has(url)) return;
    seen.add(url);
    found.push({ kind, url, how });
  };

  // Script elements first (their text may contain anything), then the rest without them.
  const SCRIPT = new RegExp(`<script\\b${TAG_ATTRIBUTES}>([\\s\\S]*?)</script\\s*>`, "gi");
  for (const match of html.matchAll(SCRIPT)) {
    const attributes = parseAttributes(match[1]);
    const src = attributes.get("src");
    if (!src) continue;
    if (attributes.has("nomodule")) continue;
    const type = (attributes.get("type") ?? "").trim().toLowerCase();
    if (!JS_TYPES.has(type)) continue;
    add("js", src, type === "module" ? "script type=module" : "script src");
  }
  // Next's framework scripts, which the page's loader adds once the page has loaded (scripts/defer-framework.mjs).
  const deferred = deferredScripts(html);
  for (const url of deferred?.scripts ?? []) add("js", url, "deferred script");
  for (const url of deferred?.preloads ?? []) add("js", url, "deferred preload");

  const rest = html
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(SCRIPT, "")
    .replace(/<(noscript|template)\b[\s\S]*?<\/\1\s*>/gi, "");
  for (const match of rest.matchAll(new RegExp(`<link\\b${TAG_ATTRIBUTES}/?>`, "gi"))) {
    const attributes = parseAttributes(match[1]);
    const href = attributes.get("href");
    const rel = new Set((attributes.get("rel") ?? "").toLowerCase().split(/\s+/).filter(Boolean));
    const as = (attributes.get("as") ?? "").toLowerCase();
    if (!href) continue;
    if (rel.has("stylesheet") && !rel.has("alternate")) add("css", href, "stylesheet");
    else if (rel.has("modulepreload")) add("js", href, "modulepreload");
    else if (rel.has("preload") && as === "script") add("js", href, "preload as=script");
    else if (rel.has("preload") && as === "style") add("css", href, "preload as=style");
    else if (rel.has("preload") && as === "font") add("font", href, "preload as=font");
    else if (rel.has("preload") && as === "image") add("image", href, "preload as=image");
  }
  return found;
}

/* ------------------------------------------------------------------------------------------------
 * Measuring an export folder
 * ---------------------------------------------------------------------------------------------- */

const gzipCache = new Map();
function sizes(file) {
  if (!gzipCache.has(file)) {
    const buffer = readFileSync(file);
    gzipCache.set(file, { raw: buffer.length, gzip: gzipSync(buffer, { level: 9 }).length });
  }
  return gzipCache.get(file);
}

/** The HTML file of a route in an export (trailingSlash false or true). */
export function routeFile(outDir, route) {
  if (route === "/") return path.join(outDir, "index.html");
  const flat = path.join(outDir, `${route.slice(1)}.html`);
  return existsSync(flat) ? flat : path.join(outDir, route.slice(1), "index.html");
}

function normaliseBasePath(basePath) {
  const trimmed = (basePath ?? "").trim().replace(/\/+$/, "");
  return trimmed === "" ? "" : trimmed.startsWith("/") ? trimmed : `/${trimmed}`;
}

/**
 * Measures one exported page.
 * @returns {{ route: string, file: string, html: {raw:number,gzip:number}, js: Totals, css: Totals, assets: object[], other: object[] }}
 */
export function measurePage(outDir, route, { basePath = "" } = {}) {
  const base = normaliseBasePath(basePath);
  const file = routeFile(outDir, route);
  const html = readFileSync(file, "utf8");
  const pageUrl = new URL(`${base}${route}`, "http://site.invalid");
  const assets = [];
  const other = [];
  for (const asset of pageAssets(html)) {
    const url = new URL(asset.url, pageUrl);
    if (url.origin !== pageUrl.origin) {
      (asset.kind === "js" || asset.kind === "css" ? assets : other).push({ ...asset, external: true, raw: null, gzip: null });
      continue;
    }
    let pathname = decodeURIComponent(url.pathname);
    if (base && (pathname === base || pathname.startsWith(`${base}/`))) pathname = pathname.slice(base.length) || "/";
    const local = path.join(outDir, pathname);
    if (!existsSync(local)) {
      if (asset.kind === "js" || asset.kind === "css") {
        throw new Error(`${path.relative(process.cwd(), file)} references ${asset.url}, which is not in ${outDir}`);
      }
      other.push({ ...asset, missing: true, raw: null, gzip: null });
      continue;
    }
    const entry = { ...asset, path: pathname, ...sizes(local) };
    (asset.kind === "js" || asset.kind === "css" ? assets : other).push(entry);
  }
  const total = (kind) =>
    assets
      .filter((a) => a.kind === kind && !a.external)
      .reduce((sum, a) => ({ files: sum.files + 1, raw: sum.raw + a.raw, gzip: sum.gzip + a.gzip }), { files: 0, raw: 0, gzip: 0 });
  const htmlSizes = sizes(file);
  const js = total("js");
  const css = total("css");
  return {
    route,
    file: path.relative(outDir, file).split(path.sep).join("/"),
    html: htmlSizes,
    js,
    css,
    totalGzip: htmlSizes.gzip + js.gzip + css.gzip,
    external: assets.filter((a) => a.external).map((a) => a.url),
    assets,
    other,
  };
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/* ------------------------------------------------------------------------------------------------
 * The floor: a blank one-page Next app built with the installed packages
 * ---------------------------------------------------------------------------------------------- */

const FLOOR_FILES = {
  "package.json": JSON.stringify({ name: "next-floor", private: true, type: "module" }, null, 2),
  "app/layout.tsx": `import type { ReactNode } from "react";

export const metadata = { title: "Floor" };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
`,
  "app/page.tsx": `export default function Page() {
  return (
    <main>
      <h1>Hello</h1>
      <p>A blank page: what Next.js alone costs.</p>
    </main>
  );
}
`,
  "tsconfig.json": JSON.stringify(
    {
      compilerOptions: {
        target: "ES2022",
        lib: ["dom", "dom.iterable", "esnext"],
        strict: true,
        noEmit: true,
        module: "esnext",
        moduleResolution: "bundler",
        jsx: "react-jsx",
        isolatedModules: true,
        skipLibCheck: true,
      },
      include: ["**/*.ts", "**/*.tsx"],
      exclude: ["node_modules"],
    },
    null,
    2,
  ),
};

/** Builds the blank app in a temp folder and measures its index.html. */
export async function measureFloor({ keep = false } = {}) {
  const dir = await makeTempDir("next-floor");
  try {
    for (const [name, text] of Object.entries(FLOOR_FILES)) {
      await fsp.mkdir(path.dirname(path.join(dir, name)), { recursive: true });
      await fsp.writeFile(path.join(dir, name), text);
    }
    await linkNodeModules(dir);
    const turbopackRoot = commonAncestor(dir, realNodeModules(dir));
    await fsp.writeFile(
      path.join(dir, "next.config.mjs"),
      `export default {
  output: "export",
  images: { unoptimized: true },
  // Type checking changes nothing in the output; skipping it keeps the floor build short.
  typescript: { ignoreBuildErrors: true },
  turbopack: { root: ${JSON.stringify(turbopackRoot)} },
};
`,
    );
    const build = await nextBuild(dir);
    const page = measurePage(path.join(dir, "out"), "/");
    return { ...page, buildMs: Math.round(build.ms), dir: keep ? dir : undefined };
  } finally {
    if (!keep) await removeDir(dir);
  }
}

/* ------------------------------------------------------------------------------------------------
 * Report
 * ---------------------------------------------------------------------------------------------- */

const kB = (bytes) => (bytes / 1000).toFixed(1);
const ratioText = (ratio) => ratio.toFixed(3);

export function summarise(routes, floor) {
  const ratios = routes.map((r) => r.ratio);
  const heaviest = routes.reduce((a, b) => (b.ratio > a.ratio ? b : a), routes[0]);
  const medianRatio = median(ratios);
  const pass = medianRatio <= BUDGET.median && heaviest.ratio <= BUDGET.max;
  return {
    routes: routes.length,
    floorJsGzip: floor.js.gzip,
    floorJsFiles: floor.js.files,
    medianJsGzip: median(routes.map((r) => r.js.gzip)),
    medianRatio: Number(medianRatio.toFixed(4)),
    heaviestRatio: Number(heaviest.ratio.toFixed(4)),
    heaviestRoute: heaviest.route,
    lightestRatio: Number(Math.min(...ratios).toFixed(4)),
    medianTotalGzip: median(routes.map((r) => r.totalGzip)),
    budget: BUDGET,
    pass,
  };
}

/** Chunks every route loads (the site's shared JS) and, per route, the JS only some routes load. */
function sharedAndOwn(routes) {
  const count = new Map();
  for (const route of routes) for (const a of route.assets) if (a.kind === "js" && !a.external) count.set(a.path, (count.get(a.path) ?? 0) + 1);
  const shared = [...count].filter(([, n]) => n === routes.length).map(([p]) => p);
  const sharedSet = new Set(shared);
  const sharedGzip = routes[0]?.assets.filter((a) => sharedSet.has(a.path)).reduce((s, a) => s + a.gzip, 0) ?? 0;
  return { shared, sharedGzip, ownGzip: (route) => route.assets.filter((a) => a.kind === "js" && !sharedSet.has(a.path)).reduce((s, a) => s + a.gzip, 0) };
}

export function toMarkdown(report) {
  const { summary: s, floor, routes, environment: env } = report;
  const lines = [];
  lines.push("# Page weight benchmark", "");
  lines.push(
    `Generated by \`npm run bench\` (scripts/bench.mjs) on ${env.date}: Node ${env.node}, ${env.cpus} cores (${env.cpuModel}), ` +
      `next ${env.versions.next}, react ${env.versions.react}, react-dom ${env.versions["react-dom"]}.`,
    "",
  );
  lines.push("## Summary", "");
  lines.push(`- Framework floor (blank one-page Next app, same packages): **${kB(floor.js.gzip)} kB** gzip of JavaScript in ${floor.js.files} files (${kB(floor.js.raw)} kB raw), HTML ${kB(floor.html.gzip)} kB, CSS ${kB(floor.css.gzip)} kB.`);
  lines.push(`- Median route JavaScript: **${kB(s.medianJsGzip)} kB** gzip → **${ratioText(s.medianRatio)}× floor** (budget ≤ ${BUDGET.median.toFixed(2)}×).`);
  lines.push(`- Heaviest route: **${s.heaviestRoute}** at **${ratioText(s.heaviestRatio)}× floor** (budget ≤ ${BUDGET.max.toFixed(2)}×); lightest ${ratioText(s.lightestRatio)}×.`);
  lines.push(`- Shared by every route: ${kB(report.sharedJsGzip)} kB gzip of JavaScript (${report.sharedJs.length} files).`);
  lines.push(`- Median first-view total (HTML + CSS + JS, gzip): ${kB(s.medianTotalGzip)} kB.`);
  lines.push(`- Budget: **${s.pass ? "met" : "BROKEN"}** over ${s.routes} routes.`, "");
  lines.push("## Per route", "");
  lines.push("gzip level 9, kB = 1000 bytes. *own JS* = JavaScript not loaded by every route. *JS / floor* = route JavaScript ÷ floor JavaScript.", "");
  lines.push("| route | scripts | JS gzip | own JS | CSS gzip | HTML gzip | total gzip | JS / floor |");
  lines.push("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |");
  lines.push(`| *floor (blank app)* | ${floor.js.files} | ${kB(floor.js.gzip)} | – | ${kB(floor.css.gzip)} | ${kB(floor.html.gzip)} | ${kB(floor.totalGzip)} | 1.000 |`);
  for (const r of routes) {
    lines.push(`| ${r.route} | ${r.js.files} | ${kB(r.js.gzip)} | ${kB(r.ownJsGzip)} | ${kB(r.css.gzip)} | ${kB(r.html.gzip)} | ${kB(r.totalGzip)} | ${ratioText(r.ratio)} |`);
  }
  lines.push("", "## What is counted", "");
  lines.push(
    "What a modern browser downloads for the first view of the page, each file once: the HTML itself (with its inline scripts, styles and RSC payload); " +
      "`<script src>` (JavaScript and module types, without `nomodule`: the legacy polyfill is skipped by modern browsers), " +
      '`<link rel="modulepreload">` and `<link rel="preload" as="script">`; `<link rel="stylesheet">` and `<link rel="preload" as="style">`. ' +
      "CSS inside the HTML (styled-components' `<style>` blocks, and the global CSS that `experimental.inlineCss` inlines) counts as HTML. " +
      "Not counted: code fetched later on demand (dynamic `import()`, e.g. sonner on the first toast), prefetches, fonts and images. " +
      "The floor is built in the same run from a temp folder (app/layout.tsx + app/page.tsx with static text, `output: \"export\"`).",
    "",
  );
  return lines.join("\n");
}

function printSummary(report) {
  const { summary: s, floor } = report;
  console.log(
    [
      `floor: ${kB(floor.js.gzip)} kB JS gzip (${floor.js.files} files)`,
      `median route: ${kB(s.medianJsGzip)} kB → ${ratioText(s.medianRatio)}× floor (budget ≤ ${BUDGET.median})`,
      `heaviest: ${s.heaviestRoute} ${ratioText(s.heaviestRatio)}× floor (budget ≤ ${BUDGET.max})`,
      `budget ${s.pass ? "met" : "BROKEN"} over ${s.routes} routes (${report.environment.date}, Node ${report.environment.node}, ${report.environment.cpus} cores)`,
    ].join("\n"),
  );
}

function printTable(report) {
  const rows = report.routes.map((r) => [r.route, String(r.js.files), kB(r.js.gzip), kB(r.css.gzip), kB(r.html.gzip), kB(r.totalGzip), ratioText(r.ratio)]);
  const head = ["route", "scripts", "JS kB", "CSS kB", "HTML kB", "total kB", "JS/floor"];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join("  ");
  console.log(line(head));
  for (const r of rows) console.log(line(r));
  console.log();
}

/* ------------------------------------------------------------------------------------------------
 * CLI
 * ---------------------------------------------------------------------------------------------- */

function parseArgs(argv) {
  const options = { build: true, check: false, write: null, outDir: null, keepFloor: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === "--no-build") options.build = false;
    else if (arg === "--check") options.check = true;
    else if (arg === "--write") options.write = true;
    else if (arg === "--no-write") options.write = false;
    else if (arg === "--keep-floor") options.keepFloor = true;
    else if (arg === "--out-dir") options.outDir = path.resolve(argv[++i]);
    else if (arg.startsWith("--out-dir=")) options.outDir = path.resolve(arg.slice("--out-dir=".length));
    else throw new Error(`Unknown option ${arg}`);
  }
  if (options.write === null) options.write = !options.check;
  return options;
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const outDir = options.outDir ?? (process.env.OUT_DIR ? path.resolve(process.env.OUT_DIR) : path.join(ROOT, "out"));
  const basePath = process.env.NEXT_PUBLIC_BASE_PATH ?? "";

  if (options.build) {
    console.log("Building the site (npm run build)…");
    const npm = process.platform === "win32" ? "npm.cmd" : "npm";
    const build = await run(npm, ["run", "build"], { cwd: ROOT, env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" } });
    if (build.code !== 0) {
      console.error(build.output.slice(-4000));
      throw new Error(`npm run build failed (exit ${build.code})`);
    }
  }

  console.log("Building the floor (blank one-page Next app) in a temp folder…");
  const floor = await measureFloor({ keep: options.keepFloor });
  if (floor.js.files === 0 || floor.js.gzip === 0) throw new Error("The floor page loads no JavaScript: the measurement is broken.");

  const routes = listRoutes(outDir).map((route) => measurePage(outDir, route, { basePath }));
  // Every page runs the framework: one that seems to load less than the blank app was misread.
  const short = routes.filter((route) => route.js.gzip < floor.js.gzip);
  if (short.length > 0) {
    throw new Error(`${short.map((r) => r.route).join(", ")}: less JavaScript found than the blank app loads; the page's scripts were not all found (scripts/bench.mjs pageAssets).`);
  }
  const { shared, sharedGzip, ownGzip } = sharedAndOwn(routes);
  for (const route of routes) {
    route.ratio = route.js.gzip / floor.js.gzip;
    route.ownJsGzip = ownGzip(route);
  }
  const report = {
    environment: {
      ...machineEnvironment(),
      versions: frameworkVersions(),
    },
    method: "gzip level 9 per file; HTML + <script src> without nomodule + modulepreload + preload as=script + the scripts the page's loader adds after load; CSS: stylesheet + preload as=style",
    summary: summarise(routes, floor),
    floor: { ...floor, buildMs: floor.buildMs },
    sharedJs: shared,
    sharedJsGzip: sharedGzip,
    routes,
  };

  printTable(report);
  printSummary(report);

  if (options.write) {
    console.log();
    await writeReport("bench", report, toMarkdown(report));
  }

  if (options.check && !report.summary.pass) {
    console.error(
      `\nPage weight budget broken: median ${ratioText(report.summary.medianRatio)}× (≤ ${BUDGET.median}), ` +
        `heaviest ${report.summary.heaviestRoute} ${ratioText(report.summary.heaviestRatio)}× (≤ ${BUDGET.max}).`,
    );
    process.exitCode = 1;
  }
}

runIfMain(import.meta.url, main, 2);
