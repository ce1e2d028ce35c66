// Lighthouse on pages with a photo against the same pages without it, in one run (issue 33: within 2 points).
// Two builds of this checkout: the first with SITE_PHOTOS=off (lib/photos.ts leaves every photo out, so a page shows
// its illustration), the second as usual into out/. Both are served at once and audited in alternation, mobile as in
// `npm run audit`, so a busy machine slows both sides alike; the medians are compared and written to reports/.
//   npm run audit:photos -- /events/full-moon-fire /about        (--runs 5, --no-build to reuse both builds)
import { execFileSync, spawn } from "node:child_process";
import { mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { ROOT, routeToFile } from "./routes.mjs";

const { values, positionals: routes } = parseArgs({
  options: { runs: { type: "string", default: "5" }, build: { type: "boolean", default: true }, "max-drop": { type: "string", default: "2" } },
  allowPositionals: true,
  allowNegative: true,
});
if (routes.length === 0) throw new Error("Name the routes whose pages have a photo, e.g. npm run audit:photos -- /events/full-moon-fire");
const WITHOUT = path.join(ROOT, "tmp", "photo-audit-without");
const WITH = path.join(ROOT, "out");
const PORTS = { with: 4193, without: 4194 };
const LHCI_DIR = path.join(ROOT, ".lighthouseci");

if (values.build) {
  const build = (/** @type {Record<string, string>} */ env) => execFileSync("npm", ["run", "build"], { cwd: ROOT, stdio: "inherit", env: { ...process.env, ...env } });
  build({ SITE_PHOTOS: "off" });
  rmSync(WITHOUT, { recursive: true, force: true });
  mkdirSync(path.dirname(WITHOUT), { recursive: true });
  renameSync(WITH, WITHOUT);
  build({});
}

// A route whose page shows no photo would compare a page with itself: name it rather than report a pass.
const photosIn = (/** @type {string} */ dir, /** @type {string} */ route) => (readFileSync(path.join(dir, routeToFile(route)), "utf8").match(/srcSet="[^"]*\/photos\//gi) ?? []).length;
for (const route of routes) {
  if (photosIn(WITH, route) === 0) throw new Error(`${route} shows no photo in out/: nothing to compare`);
  if (photosIn(WITHOUT, route) !== 0) throw new Error(`${route} still shows a photo in the SITE_PHOTOS=off build`);
}

/** scripts/serve.mjs on one of the two builds; resolves once it listens. */
function serve(/** @type {string} */ dir, /** @type {number} */ port) {
  const child = spawn(process.execPath, [path.join(ROOT, "scripts", "serve.mjs"), "--port", String(port)], { env: { ...process.env, OUT_DIR: dir }, stdio: ["ignore", "pipe", "inherit"] });
  return new Promise((resolve) => child.stdout.once("data", () => resolve(child)));
}
const servers = /** @type {import("node:child_process").ChildProcess[]} */ ([await serve(WITH, PORTS.with), await serve(WITHOUT, PORTS.without)]);

const url = (/** @type {"with" | "without"} */ side, /** @type {string} */ route) => `http://localhost:${PORTS[side]}${route}`;
try {
  rmSync(LHCI_DIR, { recursive: true, force: true });
  for (let run = 0; run < Number(values.runs); run += 1) {
    // Alternate which side goes first, so neither always meets a warmer or a busier machine.
    /** @type {("with" | "without")[]} */
    const sides = run % 2 === 0 ? ["with", "without"] : ["without", "with"];
    const urls = routes.flatMap((route) => sides.map((side) => `--url=${url(side, route)}`));
    execFileSync(
      path.join(ROOT, "node_modules", ".bin", "lhci"),
      ["collect", "--no-lighthouserc", "--additive", "-n", "1", `--chromePath=${process.env.CHROME_PATH || "/usr/bin/chromium"}`, "--settings.chromeFlags=--headless=new --no-sandbox", ...urls],
      { cwd: ROOT, stdio: ["ignore", "ignore", "inherit"] },
    );
  }
} finally {
  for (const server of servers) server.kill();
}

const reports = readdirSync(LHCI_DIR)
  .filter((name) => name.startsWith("lhr-") && name.endsWith(".json"))
  .map((name) => JSON.parse(readFileSync(path.join(LHCI_DIR, name), "utf8")));
const median = (/** @type {number[]} */ xs) => {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? NaN) : ((sorted[mid - 1] ?? NaN) + (sorted[mid] ?? NaN)) / 2;
};
/** Medians over the runs of one page: performance score (0–100), LCP (ms), CLS, bytes transferred. */
function summary(/** @type {string} */ pageUrl) {
  const lhrs = reports.filter((lhr) => lhr.requestedUrl === pageUrl);
  const pick = (/** @type {(lhr: any) => number} */ get) => median(lhrs.map(get));
  return {
    runs: lhrs.length,
    score: pick((lhr) => lhr.categories.performance.score * 100),
    lcp: pick((lhr) => lhr.audits["largest-contentful-paint"].numericValue),
    cls: pick((lhr) => lhr.audits["cumulative-layout-shift"].numericValue),
    bytes: pick((lhr) => lhr.audits["total-byte-weight"].numericValue),
  };
}

const maxDrop = Number(values["max-drop"]);
const rows = routes.map((route) => {
  const withPhoto = summary(url("with", route));
  const withoutPhoto = summary(url("without", route));
  return { route, withPhoto, withoutPhoto, drop: withoutPhoto.score - withPhoto.score };
});
const kB = (/** @type {number} */ bytes) => (bytes / 1000).toFixed(0);
const table = [
  "| route | runs | performance with / without photo | LCP ms with / without | CLS with / without | kB with / without | verdict |",
  "| --- | ---: | ---: | ---: | ---: | ---: | --- |",
  ...rows.map(
    ({ route, withPhoto: a, withoutPhoto: b, drop }) =>
      `| ${route} | ${a.runs} | ${a.score} / ${b.score} | ${a.lcp.toFixed(0)} / ${b.lcp.toFixed(0)} | ${a.cls.toFixed(3)} / ${b.cls.toFixed(3)} | ${kB(a.bytes)} / ${kB(b.bytes)} | ${drop <= maxDrop ? "within" : "MORE than"} ${maxDrop} points |`,
  ),
];
const report = [
  "# Lighthouse with and without photos",
  "",
  `\`npm run audit:photos -- ${routes.join(" ")}\` on ${new Date().toISOString().slice(0, 10)}: Lighthouse (mobile, simulated throttling) ${values.runs} times on each page of two builds of the same checkout, one with every photo left out (\`SITE_PHOTOS=off\`), served side by side and audited in alternation. Medians.`,
  "",
  ...table,
  "",
].join("\n");
writeFileSync(path.join(ROOT, "reports", "photo-lighthouse.md"), report);
console.log(report);
process.exitCode = rows.every((row) => row.drop <= maxDrop) ? 0 : 1;
