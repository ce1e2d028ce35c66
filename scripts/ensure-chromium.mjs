// Finds the Chromium for Playwright and screenshots; `--print-path` prints it for playwright.config.ts.
import { accessSync, constants } from "node:fs";
import { parseArgs } from "node:util";

const BROWSERS = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"];
// Chromium's headless shell is what Playwright itself runs headless tests in: the same engine without the
// browser's UI layer, and lighter. Measurements of what visitors see use the full browser.
const SHELLS = ["/usr/bin/chromium-headless-shell"];

/** A system Chromium (by default its headless shell when installed), or undefined to let Playwright use its own. */
export function chromiumPath({ full = false } = {}) {
  return [process.env.CHROME_PATH, ...(full ? [] : SHELLS), ...BROWSERS].find((file) => {
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
      console.error(
        "ensure-chromium: no Chromium. Install one (Debian: apt-get install -y chromium-headless-shell chromium), set CHROME_PATH, or run `npx playwright install chromium`.",
      );
      process.exit(1);
    }
  }
}
