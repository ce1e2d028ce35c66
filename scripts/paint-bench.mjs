// First paint and largest paint of the site beside a blank Next app, in one run: Lighthouse (mobile, simulated) and real
// Chromium under DevTools throttling (Lighthouse's mobile profile), each route and the blank app taken in turn, so both
// see the same machine. Writes reports/<report>.md and .json. Run: npm run bench:paint (after a build).
import { spawn } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { chromium } from "@playwright/test";
import { chromiumPath } from "./ensure-chromium.mjs";
import { buildBlankApp } from "./lib/blank-app.mjs";
import { POPUP_SHOWN, PROFILES, paintsOf, throttledPage } from "./lib/throttled-page.mjs";
import { OUT_DIR, ROOT } from "./routes.mjs";

const { values } = parseArgs({
  options: {
    runs: { type: "string", default: "3" },
    routes: { type: "string", default: "/,/events,/donate,/contact,/events/red-book-series,/es/events" },
    report: { type: "string", default: "paint" },
    port: { type: "string", default: "4380" },
  },
});
const runs = Number(values.runs);
const routes = values.routes.split(",");

// Lighthouse as @lhci/cli (the audit's runner) installs it.
const lhciRequire = createRequire(createRequire(import.meta.url).resolve("@lhci/cli/package.json"));
const { default: lighthouse } = await import(lhciRequire.resolve("lighthouse"));
const chromeLauncher = await import(lhciRequire.resolve("chrome-launcher"));

// The site as built, plus the home page with its popup already shown in this tab: Lighthouse cannot set sessionStorage
// before a load, so a copy of the page sets it from an async script (not render-blocking; the popup waits 3 s).
const site = mkdtempSync(path.join(os.tmpdir(), "paint-site-"));
cpSync(OUT_DIR, site, { recursive: true });
writeFileSync(path.join(site, "no-popup.js"), `sessionStorage.setItem(${JSON.stringify(POPUP_SHOWN)},"1")`);
const home = readFileSync(path.join(site, "index.html"), "utf8");
writeFileSync(path.join(site, "home-no-popup.html"), home.replace("</title>", '</title><script async src="/no-popup.js"></script>'));
const blank = buildBlankApp("paint-floor");

const ports = { site: Number(values.port), blank: Number(values.port) + 1 };
const servers = [
  spawn(process.execPath, [path.join(ROOT, "scripts/serve.mjs"), "--port", String(ports.site)], { env: { ...process.env, OUT_DIR: site }, stdio: "ignore" }),
  spawn(process.execPath, [path.join(ROOT, "scripts/serve.mjs"), "--port", String(ports.blank)], { env: { ...process.env, OUT_DIR: blank.out }, stdio: "ignore" }),
];
await new Promise((resolve) => setTimeout(resolve, 1500));

/** What is measured: the blank app, each route, and the home page both ways. */
const targets = [
  { name: "blank Next app", url: `http://localhost:${ports.blank}/`, popup: false },
  ...routes.flatMap((route) => {
    const url = `http://localhost:${ports.site}${route}`;
    return route === "/"
      ? [
          { name: "/ (popup included)", url, popup: true },
          { name: "/ (popup excluded)", url, lighthouseUrl: `http://localhost:${ports.site}/home-no-popup`, popup: false },
        ]
      : [{ name: route, url, popup: false }];
  }),
];

/**
 * Lighthouse, mobile, performance only: simulated throttling (its default, modelled from an unthrottled load), and
 * DevTools throttling (the page really loaded slowly), whose LCP is given beside it.
 */
async function lighthouseRun(/** @type {string} */ url, throttlingMethod = "simulate") {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath({ full: true }), chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"] });
  try {
    const { lhr } = await lighthouse(url, { port: chrome.port, onlyCategories: ["performance"], logLevel: "error", output: "json", throttlingMethod });
    const value = (/** @type {string} */ id) => Math.round(lhr.audits[id]?.numericValue ?? NaN);
    return { score: Math.round((lhr.categories.performance.score ?? NaN) * 100), fcp: value("first-contentful-paint"), lcp: value("largest-contentful-paint"), tbt: value("total-blocking-time") };
  } finally {
    await chrome.kill();
  }
}

/** Real Chromium at 390 px under DevTools throttling: FCP and the last LCP entry, read once the page is loaded (and its popup open). */
async function fieldRun(/** @type {import("@playwright/test").Browser} */ browser, /** @type {(typeof targets)[number]} */ target) {
  const { context, page } = await throttledPage(browser, PROFILES.mobile, { popup: target.popup });
  await page.goto(target.url, { waitUntil: "load", timeout: 120_000 });
  // The popup opens 3 s after the page is ready (lib/shell.ts); its text is then the largest paint.
  if (target.popup) await page.getByRole("dialog").getByRole("heading").first().waitFor({ timeout: 30_000 });
  await page.waitForTimeout(500);
  const paints = await paintsOf(page);
  await context.close();
  return paints;
}

// A Lighthouse run that fails gives no numbers: the median is of the runs that did.
const median = (/** @type {number[]} */ xs) => {
  const ok = xs.filter(Number.isFinite).sort((a, b) => a - b);
  return ok[Math.floor(ok.length / 2)] ?? NaN;
};
/** @typedef {{ lighthouse: Awaited<ReturnType<typeof lighthouseRun>>[], devtools: Awaited<ReturnType<typeof lighthouseRun>>[], field: Awaited<ReturnType<typeof fieldRun>>[] }} Samples */
/** @type {Map<string, Samples>} */
const samples = new Map(targets.map((target) => [target.name, { lighthouse: [], devtools: [], field: [] }]));
const samplesOf = (/** @type {string} */ name) => /** @type {Samples} */ (samples.get(name));
const browser = await chromium.launch({ executablePath: chromiumPath({ full: true }), args: ["--no-sandbox", "--disable-gpu"] });
/** @type {number[]} */
const load = [];
try {
  for (let run = 0; run < runs; run += 1) {
    for (const target of targets) {
      const { lighthouse: lh, devtools, field } = samplesOf(target.name);
      lh.push(await lighthouseRun(target.lighthouseUrl ?? target.url));
      devtools.push(await lighthouseRun(target.lighthouseUrl ?? target.url, "devtools"));
      field.push(await fieldRun(browser, target));
      load.push(os.loadavg()[0] ?? 0);
      console.log(`run ${run + 1} ${target.name}: ${JSON.stringify(lh.at(-1))} devtools LCP ${devtools.at(-1)?.lcp} field ${JSON.stringify(field.at(-1))}`);
    }
  }
} finally {
  await browser.close();
  servers.forEach((server) => server.kill());
  rmSync(site, { recursive: true, force: true });
  rmSync(blank.dir, { recursive: true, force: true });
}

const rows = targets.map(({ name }) => {
  const { lighthouse: lh, devtools, field } = samplesOf(name);
  return {
    name,
    score: median(lh.map((s) => s.score)),
    lcp: median(lh.map((s) => s.lcp)),
    fcp: median(lh.map((s) => s.fcp)),
    tbt: median(lh.map((s) => s.tbt)),
    devtoolsLcp: median(devtools.map((s) => s.lcp)),
    fieldFcp: median(field.map((s) => s.fcp)),
    fieldLcp: median(field.map((s) => s.lcp)),
  };
});
const floor = /** @type {(typeof rows)[number]} */ (rows[0]);
const ratio = (/** @type {number} */ a, /** @type {number} */ b) => (a / b).toFixed(2);
const lines = [
  "# Paint beside a blank Next app",
  "",
  `\`npm run bench:paint\` on ${new Date().toISOString().slice(0, 10)}: ${runs} runs, each route and the blank app in turn, medians. Load average during the`,
  `run ${Math.min(...load).toFixed(1)}–${Math.max(...load).toFixed(1)} (2 cores). Lighthouse: mobile, simulated throttling. Field: real Chromium at 390 px,`,
  "DevTools throttling 150 ms, 1.6 Mbit/s, CPU ×4. Lighthouse (DevTools): the same audit with its DevTools throttling",
  "(562 ms, 1.4 Mbit/s, CPU ×4), the page really loaded slowly. Targets (issue 41): no route more than 5 points below the blank app;",
  "every route's LCP within 1.5× the blank app's.",
  "",
  "| page | Lighthouse score | LCP ms (× blank) | FCP ms | TBT ms | Lighthouse (DevTools) LCP ms (× blank) | field FCP ms | field LCP ms (× blank) |",
  "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
  ...rows.map(
    (r) =>
      `| ${r.name} | ${r.score} | ${r.lcp} (${ratio(r.lcp, floor.lcp)}) | ${r.fcp} | ${r.tbt} | ${r.devtoolsLcp} (${ratio(r.devtoolsLcp, floor.devtoolsLcp)}) | ${r.fieldFcp} | ${r.fieldLcp} (${ratio(r.fieldLcp, floor.fieldLcp)}) |`,
  ),
  "",
];
writeFileSync(path.join(ROOT, `reports/${values.report}.md`), lines.join("\n"));
writeFileSync(path.join(ROOT, `reports/${values.report}.json`), `${JSON.stringify({ date: new Date().toISOString().slice(0, 10), runs, load, rows, samples: Object.fromEntries(samples) }, null, 2)}\n`);
console.log(lines.join("\n"));
