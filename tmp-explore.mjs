import { chromium } from "@playwright/test";
import fs from "node:fs";
import path from "node:path";
const files = [];
for (const f of fs.readdirSync("content", { recursive: true })) {
  const p = path.join("content", f);
  if (fs.statSync(p).isFile()) files.push({ path: p, text: fs.readFileSync(p, "utf8") });
}
files.push({ path: ".git/HEAD", text: "ref: refs/heads/main\n" });
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium-headless-shell", args: ["--no-sandbox"] });
const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
await page.addInitScript(() => {
  window.showDirectoryPicker = async () => (await navigator.storage.getDirectory()).getDirectoryHandle("repo", { create: true });
});
await page.route("**/*", (route) => {
  const url = new URL(route.request().url());
  if (url.hostname === "localhost" || url.hostname === "127.0.0.1" || url.protocol === "data:") return route.continue();
  return route.abort();
});
page.on("console", (m) => m.type() !== "debug" && !m.text().includes("Content Security") && console.log("console", m.type(), m.text().slice(0, 300)));
page.on("pageerror", (e) => console.log("pageerror", e.message));
await page.goto("http://localhost:5175/admin");
await page.evaluate(async (files) => {
  const root = await (await navigator.storage.getDirectory()).getDirectoryHandle("repo", { create: true });
  for (const { path, text } of files) {
    const parts = path.split("/");
    let dir = root;
    for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part, { create: true });
    const w = await (await dir.getFileHandle(parts.at(-1), { create: true })).createWritable();
    await w.write(text); await w.close();
  }
}, files);
await page.getByRole("button", { name: "Work with Local Repository" }).click();
await page.waitForTimeout(4000);
await page.screenshot({ path: "screenshots/admin-1.png" });
console.log((await page.locator("body").innerText()).slice(0, 1500));
await browser.close();
