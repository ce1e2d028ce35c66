// Finds the Chromium for Playwright and screenshots; `--print-path` prints it for playwright.config.ts.
import { accessSync, constants } from "node:fs";
import { parseArgs } from "node:util";

const CANDIDATES = [process.env.CHROME_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"];

/** A system Chromium, or undefined to let Playwright use the browser it installed itself. */
export function chromiumPath() {
  return CANDIDATES.find((file) => {
    try {
      accessSync(file ?? "", constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}

if (process.argv[1] === import.meta.filename) {
  const { values } = parseArgs({ options: { "print-path": { type: "boolean" } } });
  const found = chromiumPath();
  if (values["print-path"]) process.stdout.write(found ?? "");
  else if (found) console.log(`ensure-chromium: using ${found}`);
  else {
    const { chromium } = await import("@playwright/test");
    try {
      accessSync(chromium.executablePath(), constants.X_OK);
      console.log(`ensure-chromium: using Playwright's ${chromium.executablePath()}`);
    } catch {
      console.error("ensure-chromium: no Chromium. Install one (Debian: apt-get install -y chromium), set CHROME_PATH, or run `npx playwright install chromium`.");
      process.exit(1);
    }
  }
}
