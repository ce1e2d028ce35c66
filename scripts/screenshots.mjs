#!/usr/bin/env node
// Writes a full-page PNG of every exported route at 390 and 1280 px into screenshots/ (git-ignored).
// Usage: npm run screenshots [-- /route …] [-- --no-js]   (builds first; node scripts/screenshots.mjs skips the build)
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { chromium } from "@playwright/test";
import { chromiumPath } from "./ensure-chromium.mjs";
import { listRoutes } from "./routes.mjs";
import { createStaticServer } from "./serve.mjs";

const WIDTHS = [390, 1280];
const outDir = path.resolve("screenshots");
const only = process.argv.slice(2).filter((arg) => arg.startsWith("/"));
const noJs = process.argv.includes("--no-js");

const routes = only.length > 0 ? only : listRoutes();
const server = createStaticServer();
await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
const base = `http://localhost:${server.address().port}`;
const browser = await chromium.launch({ executablePath: chromiumPath(), args: ["--no-sandbox", "--disable-gpu"] });
await mkdir(outDir, { recursive: true });
for (const width of WIDTHS) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, javaScriptEnabled: !noJs, reducedMotion: "reduce" });
  // Keep the donation popup from covering the home page.
  await context.addInitScript(() => sessionStorage.setItem("heartwood:donation-popup-shown", "1"));
  const page = await context.newPage();
  for (const route of routes) {
    // networkidle: after the framework (fetched once the page has loaded) has hydrated the page.
    await page.goto(base + route, { waitUntil: noJs ? "load" : "networkidle" });
    await page.evaluate(() => document.fonts.ready);
    const name = `${route === "/" ? "home" : route.slice(1).replaceAll("/", "__")}-${width}${noJs ? "-nojs" : ""}.png`;
    await page.screenshot({ path: path.join(outDir, name), fullPage: true });
    console.log(`screenshots/${name}`);
  }
  await context.close();
}
await browser.close();
server.close();
