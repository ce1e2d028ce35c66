import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

/**
 * End-to-end tests against the static export in out/ (build first: `npm run build`).
 * The server is scripts/serve.mjs (sirv, with out/_headers applied); the browser is a system Chromium
 * when there is one (scripts/ensure-chromium.mjs: its headless shell if installed), else Playwright's own.
 */
// E2E_PORT lets two checkouts run their suites side by side.
const PORT = Number(process.env.E2E_PORT ?? 4173);
const CI = !!process.env.CI;
const basePath = (process.env.NEXT_PUBLIC_BASE_PATH ?? "").replace(/\/+$/, "");
const outDir = path.resolve(__dirname, process.env.OUT_DIR ?? "out");
/**
 * The site as built on a later day (SITE_TODAY=2026-11-24, `npm run build:seasons`), served beside out/ for
 * e2e/time.spec.ts: the Red Book series has ended and the circles show their next dates. out/ is the spec's season.
 */
const LATER = "2026-11-24";
const laterDir = path.resolve(__dirname, `out-${LATER}`);
/**
 * out/ served by the Cloudflare Worker itself (`wrangler dev`, offline, wrangler.jsonc), for e2e/worker.spec.ts: its
 * GitHub is the stand-in that spec starts (e2e/github-stand-in.ts), its secrets are test values. The Worker serves
 * a site built without a base path only.
 */
const WORKER_PORT = PORT + 2;
const STAND_IN = `http://127.0.0.1:${PORT + 3}`;
const workerVars = {
  // The Worker's own local address, so /admin there signs in end to end (GitHub sends the sign-in back to SITE_URL).
  SITE_URL: `http://localhost:${WORKER_PORT}`,
  GITHUB_ORIGIN: STAND_IN,
  GITHUB_API: STAND_IN,
  GITHUB_CLIENT_ID: "test-client-id",
  GITHUB_CLIENT_SECRET: "test-client-secret",
  GITHUB_DISPATCH_TOKEN: "test-dispatch-token",
};

for (const dir of [outDir, laterDir]) {
  if (!existsSync(path.join(dir, "index.html"))) {
    throw new Error(
      `${path.relative(process.cwd(), path.join(dir, "index.html"))} is missing: ` +
        "build the site before the e2e tests (npm run build:seasons, or npm test which builds first).",
    );
  }
}

// Asked in a child process: Playwright's loader on Node 20 cannot import an .mjs file from this CommonJS config.
const executablePath =
  execFileSync(process.execPath, [path.join(__dirname, "scripts", "ensure-chromium.mjs"), "--print-path"], { encoding: "utf8" }).trim() || undefined;

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  workers: 2,
  retries: CI ? 1 : 0,
  forbidOnly: CI,
  reporter: "list",
  use: {
    baseURL: `http://localhost:${PORT}`,
    // A trace only when CI retries a failed test (`--trace on` records them locally): recording one for every
    // test, kept or not, slows every test.
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
    // The Worker's tests run one after another, mostly waiting out its real 10 s timeouts: first, so the other worker
    // runs the page tests meanwhile instead of waiting idle at the end.
    ...(basePath
      ? []
      : [{ name: "worker", testMatch: /worker\.spec/, use: { ...devices["Desktop Chrome"], browserName: "chromium" as const, baseURL: `http://localhost:${WORKER_PORT}`, viewport: { width: 1280, height: 800 } } }]),
    // Viewport-specific tests carry @desktop-only or @mobile-only in their title: each project leaves out the other's.
    {
      name: "desktop",
      testIgnore: /time\.spec|worker\.spec/,
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
      use: { ...devices["Pixel 7"], browserName: "chromium" as const, baseURL: `http://localhost:${port}`, viewport: { width: 390, height: 844 } },
    })),
  ],
  webServer: (
    [
      { command: `node scripts/serve.mjs --port ${PORT}`, url: `http://localhost:${PORT}${basePath}`, env: { OUT_DIR: outDir } },
      { command: `node scripts/serve.mjs --port ${PORT + 1}`, url: `http://localhost:${PORT + 1}${basePath}`, env: { OUT_DIR: laterDir } },
      ...(basePath
        ? []
        : [
            {
              command: [
                // wrangler's CLI run with this Node: its launcher asks for Node 22.12, which this machine lacks (README: Hosting).
                `node node_modules/wrangler/wrangler-dist/cli.js dev --assets ${JSON.stringify(outDir)} --port ${WORKER_PORT} --ip 127.0.0.1 --inspector-port ${PORT + 4} --test-scheduled --log-level warn`,
                ...Object.entries(workerVars).map(([name, value]) => `--var ${name}:${value}`),
              ].join(" "),
              url: `http://localhost:${WORKER_PORT}/`,
              env: { WRANGLER_SEND_METRICS: "false" },
              // Bundling the Worker and starting workerd is slow on a busy machine.
              timeout: 60_000,
            },
          ]),
    ] as { command: string; url: string; env: Record<string, string>; timeout?: number }[]
  ).map((server) => ({ reuseExistingServer: !CI, timeout: 30_000, stdout: "ignore" as const, stderr: "pipe" as const, ...server })),
});
