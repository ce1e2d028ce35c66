#!/usr/bin/env node
/**
 * Makes sure a Chromium is available for the end-to-end tests.
 *
 * Order: $CHROME_PATH, $PLAYWRIGHT_CHROMIUM_PATH, /usr/bin/chromium, /usr/bin/chromium-browser,
 * /usr/bin/google-chrome; then the browser Playwright installed itself; else, as the fallback on a
 * machine with internet, `npx playwright install chromium`. Exits non-zero with a clear message
 * when none can be found.
 *
 * `chromiumPath()` returns the system/env browser to launch, or undefined to let Playwright use its
 * own. playwright.config.ts gets it through `node scripts/ensure-chromium.mjs --print-path` (prints
 * that path, or nothing) because Playwright's loader on Node 20 cannot import an .mjs file from a
 * CommonJS TypeScript config.
 */
import { spawnSync } from "node:child_process";
import { accessSync, constants, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const ENV_VARS = ["CHROME_PATH", "PLAYWRIGHT_CHROMIUM_PATH"];
export const SYSTEM_PATHS = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"];

function isExecutable(file) {
  try {
    if (!statSync(file).isFile()) return false;
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * The Chromium to launch instead of Playwright's own: from the environment or a system path.
 * Undefined when there is none (Playwright then uses the browser it installed).
 * Throws when an environment variable names a file that is not an executable, since that is a
 * configuration mistake better reported than silently bypassed.
 * @returns {string | undefined}
 */
export function chromiumPath() {
  for (const name of ENV_VARS) {
    const value = process.env[name]?.trim();
    if (!value) continue;
    if (!isExecutable(value)) {
      throw new Error(`${name}=${value} is not an executable file. Unset it or point it at a Chromium/Chrome binary.`);
    }
    return value;
  }
  return SYSTEM_PATHS.find(isExecutable);
}

/** The browser Playwright installed itself (`npx playwright install chromium`), if it is there. */
export async function playwrightChromiumPath() {
  try {
    const { chromium } = await import("@playwright/test");
    const file = chromium.executablePath();
    return file && isExecutable(file) ? file : undefined;
  } catch {
    return undefined;
  }
}

/** Finds a Chromium as the e2e tests will; `{ path, source }` or undefined. */
export async function findChromium() {
  const system = chromiumPath();
  if (system) {
    const source = ENV_VARS.find((name) => process.env[name]?.trim() === system) ?? "system";
    return { path: system, source };
  }
  const own = await playwrightChromiumPath();
  return own ? { path: own, source: "playwright" } : undefined;
}

async function main() {
  if (process.argv.includes("--print-path")) {
    try {
      process.stdout.write(chromiumPath() ?? "");
    } catch (error) {
      console.error(`ensure-chromium: ${error.message}`);
      process.exit(1);
    }
    return;
  }

  let found;
  try {
    found = await findChromium();
  } catch (error) {
    console.error(`ensure-chromium: ${error.message}`);
    process.exit(1);
  }
  if (found) {
    console.log(`ensure-chromium: using ${found.path} (${found.source})`);
    return;
  }

  console.log("ensure-chromium: no Chromium found; running `npx playwright install chromium` …");
  const result = spawnSync("npx", ["playwright", "install", "chromium"], {
    stdio: "inherit",
    shell: process.platform === "win32",
  });
  found = result.status === 0 ? await findChromium() : undefined;
  if (found) {
    console.log(`ensure-chromium: using ${found.path} (${found.source})`);
    return;
  }

  console.error(
    [
      "ensure-chromium: no Chromium available for the end-to-end tests.",
      `  Looked at: ${ENV_VARS.map((name) => `$${name}`).join(", ")}, ${SYSTEM_PATHS.join(", ")}, Playwright's own browser;`,
      "  `npx playwright install chromium` failed (it needs internet access).",
      "  Fix one of: install Chromium (Debian/Ubuntu: apt-get install -y chromium),",
      "  set CHROME_PATH=/path/to/chrome, or run `npx playwright install chromium` on a connected machine.",
    ].join("\n"),
  );
  process.exit(1);
}

const runDirectly = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (runDirectly) main();
