import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { LIVE_DIR, LIVE_PORT, PORT } from "./e2e/builds";

/**
 * End-to-end tests against the static exports (build first: `npm run build:test`), each served by scripts/serve.mjs
 * (sirv, with its _headers applied): out/ and out-2026-11-24/, built from the frozen test content for the behaviour
 * tests, and out-live/, built from content/ for the checks every page gets (e2e/every-page.spec.ts). The Worker's
 * tests start `wrangler dev` themselves (e2e/worker-settings.ts). The browser is a system Chromium when there is one
 * (scripts/ensure-chromium.mjs: its headless shell if installed), else Playwright's own.
 */
const CI = !!process.env.CI;
/** Specs of words, links, forms and scripts that no width changes: checked on the phone alone, as most visitors read. */
const PHONE_ONLY = /(contact|trust|crisis-line|urgent-notice|csp|every-page)\.spec/;
/** The Worker's specs: `*worker.spec.ts`. */
const WORKER_SPECS = /worker\.spec/;
const outDir = path.resolve(__dirname, process.env.OUT_DIR ?? "out");
/**
 * The site as built on a later day (SITE_TODAY=2026-11-24, `npm run build:later`), served beside out/ for
 * e2e/time.spec.ts: the Red Book series has ended and the circles show their next dates. out/ is the spec's season.
 */
const LATER = "2026-11-24";
const laterDir = path.resolve(__dirname, `out-${LATER}`);

/** The builds, each served on its own port; a spec needs only those it reads (docs/architecture.md, "A test failed"). */
const builds = [
  { dir: outDir, port: PORT },
  { dir: laterDir, port: PORT + 1 },
  { dir: LIVE_DIR, port: LIVE_PORT },
];
const built = builds.filter(({ dir }) => existsSync(path.join(dir, "index.html")));
const missing = builds.filter((build) => !built.includes(build)).map(({ dir }) => path.relative(process.cwd(), dir));
if (built.length === 0) throw new Error("No build to test: run `npm run build:test` first (npm test builds first).");
if (missing.length > 0)
  console.warn(`Not built: ${missing.join(", ")}; the tests that read it cannot reach it (npm run build:test).`);

// Asked in a child process: the config is loaded as CommonJS, the finder is an ES module.
const executablePath =
  execFileSync(process.execPath, [path.join(__dirname, "scripts", "ensure-chromium.mjs"), "--print-path"], {
    encoding: "utf8",
  }).trim() || undefined;

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  workers: 2,
  retries: CI ? 1 : 0,
  forbidOnly: CI,
  reporter: "list",
  use: {
    baseURL: `http://localhost:${PORT}`,
    // A trace only when CI retries a failed test (`--trace on` records them locally).
    trace: "on-first-retry",
    launchOptions: {
      executablePath,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  projects: [
    // The Worker's tests run one file at a time (they share the Worker's port and the GitHub stand-in's): first, so the
    // other worker runs the page tests meanwhile.
    {
      name: "worker",
      testMatch: WORKER_SPECS,
      workers: 1,
      use: {
        ...devices["Desktop Chrome"],
        browserName: "chromium" as const,
        viewport: { width: 1280, height: 800 },
      },
    },
    // Viewport-specific tests carry @desktop-only or @mobile-only in their title: each project leaves out the other's.
    // What a page says and does the same at every width runs once, on the phone (PHONE_ONLY).
    {
      name: "desktop",
      testIgnore: [/time\.spec/, WORKER_SPECS, PHONE_ONLY],
      grepInvert: /@mobile-only/,
      use: {
        ...devices["Desktop Chrome"],
        browserName: "chromium",
        viewport: { width: 1280, height: 800 },
      },
    },
    {
      name: "mobile",
      testIgnore: [/time\.spec/, WORKER_SPECS],
      grepInvert: /@desktop-only/,
      use: {
        ...devices["Pixel 7"],
        browserName: "chromium",
        viewport: { width: 390, height: 844 },
        screen: { width: 390, height: 844 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
      },
    },
    // e2e/time.spec.ts on a phone, once per build day: each project runs the tests tagged with its day.
    ...[
      { day: "2025-10-01", port: PORT },
      { day: LATER, port: PORT + 1 },
    ].map(({ day, port }) => ({
      name: day,
      testMatch: /time\.spec/,
      grep: new RegExp(`@${day}`),
      use: {
        ...devices["Pixel 7"],
        browserName: "chromium" as const,
        baseURL: `http://localhost:${port}`,
        viewport: { width: 390, height: 844 },
      },
    })),
  ],
  webServer: built.map(({ dir, port }) => ({
    command: `node scripts/serve.mjs --port ${port}`,
    url: `http://localhost:${port}`,
    env: { OUT_DIR: dir },
    reuseExistingServer: !CI,
    timeout: 30_000,
    stdout: "ignore" as const,
    stderr: "pipe" as const,
  })),
});
