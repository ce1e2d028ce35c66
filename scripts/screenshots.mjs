// Writes a full-page PNG of every route (or those given) at 390 and 1280 px into screenshots/ (git-ignored).
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import { chromium } from "@playwright/test";
import { chromiumPath } from "./ensure-chromium.mjs";
import { listRoutes } from "./routes.mjs";
import { listen, server } from "./serve.mjs";

const { values, positionals } = parseArgs({
  options: { "no-js": { type: "boolean", default: false } },
  allowPositionals: true,
});
const noJs = values["no-js"];
const site = await listen();
const browser = await chromium.launch({ executablePath: chromiumPath(), args: ["--no-sandbox", "--disable-gpu"] });
await mkdir("screenshots", { recursive: true });
for (const width of [390, 1280]) {
  const context = await browser.newContext({
    viewport: { width, height: 900 },
    javaScriptEnabled: !noJs,
    reducedMotion: "reduce",
  });
  // Keep the donation popup from covering the home page.
  await context.addInitScript(() => sessionStorage.setItem("heartwood:donation-popup-shown", "1"));
  const page = await context.newPage();
  for (const route of positionals.length > 0 ? positionals : listRoutes()) {
    await page.goto(site + route, { waitUntil: "networkidle" });
    await page.evaluate(() => document.fonts.ready);
    const name = `${route === "/" ? "home" : route.slice(1).replaceAll("/", "__")}-${width}${noJs ? "-nojs" : ""}.png`;
    await page.screenshot({ path: path.join("screenshots", name), fullPage: true });
    console.log(`screenshots/${name}`);
  }
  await context.close();
}
await browser.close();
server.close();
