// The pictures of docs/editing.md: /admin on the local build (npm run build first), in headless Chromium, offline.
// As e2e/admin.spec.ts does, "Work with Local Repository" gets a folder of the browser's private file system seeded
// with content/, since no program can click the folder picker. Run: node docs/take-screenshots.mjs
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { listen, server } from "../scripts/serve.mjs";

const ROOT = path.resolve(import.meta.dirname, "..");
const OUT = path.join(ROOT, "docs/images");
const files = [
  ...readdirSync(path.join(ROOT, "content"), { recursive: true, encoding: "utf8" })
    .map((file) => path.join("content", file))
    .filter((file) => statSync(path.join(ROOT, file)).isFile())
    .map((file) => ({ path: file.split(path.sep).join("/"), text: readFileSync(path.join(ROOT, file), "utf8") })),
  { path: ".git/HEAD", text: "ref: refs/heads/main\n" },
];

const site = await listen(Number(process.env.E2E_PORT ?? 0));
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium" });
const page = await browser.newPage({ viewport: { width: 1280, height: 760 }, colorScheme: "light" });
// Offline: nothing leaves the machine.
await page.route("**/*", (route) => (/^(data|blob):|^http:\/\/(localhost|127\.0\.0\.1)[:/]/.test(route.request().url()) ? route.continue() : route.abort("blockedbyclient")));
await page.addInitScript(() => {
  window.showDirectoryPicker = async () => (await navigator.storage.getDirectory()).getDirectoryHandle("repo", { create: true });
});
const shot = (name) => page.screenshot({ path: path.join(OUT, `${name}.png`) });

await page.goto(`${site}/admin/`);
await page.getByRole("button", { name: "Work with Local Repository" }).waitFor();
await shot("01-sign-in");

await page.evaluate(async (seed) => {
  const root = await (await navigator.storage.getDirectory()).getDirectoryHandle("repo", { create: true });
  for (const { path: file, text } of seed) {
    const parts = file.split("/");
    let dir = root;
    for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part, { create: true });
    const writable = await (await dir.getFileHandle(parts.at(-1), { create: true })).createWritable();
    await writable.write(text);
    await writable.close();
  }
}, files);
await page.getByRole("button", { name: "Work with Local Repository" }).click();
await page.getByText("Events", { exact: true }).first().waitFor();
await page.waitForTimeout(1500);
await shot("02-collections");

// An event opened for editing: English on the left, Spanish on the right.
await page.goto(`${site}/admin/#/collections/events/entries/new-moon-circle`);
await page.locator('[data-key-path="title"]').first().waitFor();
await page.waitForTimeout(1500);
await shot("03-editing");

await page.locator('[data-locale="en"][data-mode="edit"] [data-key-path="tagline"] input').first().fill("Set your intentions under the new moon, together");
await page.getByRole("button", { name: "Save" }).click();
await page.getByText(/Entry (created|saved)|draft/i).first().waitFor({ timeout: 15_000 }).catch(() => undefined);
await page.waitForTimeout(800);
await shot("04-saved");

await browser.close();
server.close();
console.log(`Pictures in ${path.relative(process.cwd(), OUT)}/`);
