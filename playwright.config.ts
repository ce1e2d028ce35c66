import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import {
  CLIENT_ID,
  CLIENT_SECRET,
  CONTACT_FROM,
  CONTACT_TO,
  DISPATCH_TOKEN,
  PORT,
  STAND_IN_PORT,
  WORKER_PORT,
  wranglerDev,
} from "./e2e/worker-settings";

/**
 * End-to-end tests against the static export in out/ (build first: `npm run build:test`).
 * The server is scripts/serve.mjs (sirv, with out/_headers applied); the browser is a system Chromium
 * when there is one (scripts/ensure-chromium.mjs: its headless shell if installed), else Playwright's own.
 */
const CI = !!process.env.CI;
/** Specs of words, links, forms and scripts that no width changes: checked on the phone alone, as most visitors read. */
const PHONE_ONLY = /(contact|trust|crisis-line|urgent-notice|csp)\.spec/;
const outDir = path.resolve(__dirname, process.env.OUT_DIR ?? "out");
/**
 * The site as built on a later day (SITE_TODAY=2026-11-24, `npm run build:later`), served beside out/ for
 * e2e/time.spec.ts: the Red Book series has ended and the circles show their next dates. out/ is the spec's season.
 */
const LATER = "2026-11-24";
const laterDir = path.resolve(__dirname, `out-${LATER}`);
/**
 * out/ served by the Cloudflare Worker itself (`npx wrangler dev`, offline, wrangler.jsonc), for e2e/worker.spec.ts: its
 * GitHub is the stand-in that spec starts (e2e/github-stand-in.ts), its secrets and time limits are test values.
 */
const STAND_IN = `http://127.0.0.1:${STAND_IN_PORT}`;
const workerVars = {
  // The Worker's own local address, so /admin there signs in end to end (GitHub sends the sign-in back to SITE_URL).
  SITE_URL: `http://localhost:${WORKER_PORT}`,
  GITHUB_ORIGIN: STAND_IN,
  GITHUB_API: STAND_IN,
  GITHUB_CLIENT_ID: CLIENT_ID,
  GITHUB_CLIENT_SECRET: CLIENT_SECRET,
  GITHUB_DISPATCH_TOKEN: DISPATCH_TOKEN,
  CONTACT_TO,
  CONTACT_FROM,
};

for (const dir of [outDir, laterDir]) {
  if (!existsSync(path.join(dir, "index.html"))) {
    throw new Error(
      `${path.relative(process.cwd(), path.join(dir, "index.html"))} is missing: ` +
        "build the site before the e2e tests (npm run build:test, or npm test which builds first).",
    );
  }
}

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
    // The Worker's tests run one after another (they share the GitHub stand-in): first, so the other worker runs the
    // page tests meanwhile.
    {
      name: "worker",
      testMatch: /worker\.spec/,
      use: {
        ...devices["Desktop Chrome"],
        browserName: "chromium" as const,
        baseURL: `http://localhost:${WORKER_PORT}`,
        viewport: { width: 1280, height: 800 },
      },
    },
    // Viewport-specific tests carry @desktop-only or @mobile-only in their title: each project leaves out the other's.
    // What a page says and does the same at every width runs once, on the phone (PHONE_ONLY).
    {
      name: "desktop",
      testIgnore: [/time\.spec|worker\.spec/, PHONE_ONLY],
      grepInvert: /@mobile-only/,
      use: {
        ...devices["Desktop Chrome"],
        browserName: "chromium",
        viewport: { width: 1280, height: 800 },
      },
    },
    {
      name: "mobile",
      testIgnore: /time\.spec|worker\.spec/,
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
  webServer: (
    [
      { command: `node scripts/serve.mjs --port ${PORT}`, url: `http://localhost:${PORT}`, env: { OUT_DIR: outDir } },
      {
        command: `node scripts/serve.mjs --port ${PORT + 1}`,
        url: `http://localhost:${PORT + 1}`,
        env: { OUT_DIR: laterDir },
      },
      {
        command: ["npx", ...wranglerDev(WORKER_PORT, workerVars, outDir, PORT + 4)]
          .map((part) => (/[\s:]/.test(part) ? JSON.stringify(part) : part))
          .join(" "),
        url: `http://localhost:${WORKER_PORT}/`,
        env: { WRANGLER_SEND_METRICS: "false" },
        // Bundling the Worker and starting workerd is slow on a busy machine.
        timeout: 60_000,
      },
    ] as { command: string; url: string; env: Record<string, string>; timeout?: number }[]
  ).map((server) => ({
    reuseExistingServer: !CI,
    timeout: 30_000,
    stdout: "ignore" as const,
    stderr: "pipe" as const,
    ...server,
  })),
});
