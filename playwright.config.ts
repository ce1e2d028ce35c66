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

if (!existsSync(path.join(outDir, "index.html"))) {
  throw new Error(
    `${path.relative(process.cwd(), path.join(outDir, "index.html")) || "out/index.html"} is missing: ` +
      "build the site before the e2e tests (npm run build, or npm test which builds first).",
  );
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
    // test, kept or not, was the largest cost of the suite.
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
    // Viewport-specific tests carry @desktop-only or @mobile-only in their title: each project leaves out the other's.
    {
      name: "desktop",
      grepInvert: /@mobile-only/,
      use: {
        ...devices["Desktop Chrome"],
        browserName: "chromium",
        viewport: { width: 1280, height: 800 },
      },
    },
    {
      name: "mobile",
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
  ],
  webServer: {
    command: `node scripts/serve.mjs --port ${PORT}`,
    url: `http://localhost:${PORT}${basePath}`,
    reuseExistingServer: !CI,
    timeout: 30_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
