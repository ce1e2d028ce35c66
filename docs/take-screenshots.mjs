// The pictures of docs/editing.md: /admin on the local build (npm run build first), in headless Chromium, offline.
// As e2e/admin.spec.ts does, "Work with Local Repository" gets a folder of the browser's private file system seeded
// with content/, since no program can click the folder picker (01–04). The drafts (05–07) need GitHub itself: take
// them by hand on a Worker Preview, with a test draft. Under the admin page's own policy, with the CMS's fonts served
// from node_modules as jsDelivr would. Run: node docs/take-screenshots.mjs
import path from "node:path";
import { chromium } from "@playwright/test";
import { tsImport } from "tsx/esm/api";
import { listen, server } from "../scripts/serve.mjs";

// The local repository's seeding is TypeScript, shared with the tests.
const { openAdminOnLocalRepository } = await tsImport("../e2e/local-repository.ts", import.meta.url);
const { offline } = await tsImport("../e2e/sveltia.ts", import.meta.url);

const ROOT = path.resolve(import.meta.dirname, "..");
const OUT = path.join(ROOT, "docs/images");

const site = await listen(Number(process.env.E2E_PORT ?? 0));
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium" });
const page = await browser.newPage({ viewport: { width: 1280, height: 760 }, colorScheme: "light" });
// Offline: nothing leaves the machine.
await offline(page);
const shot = (name) => page.screenshot({ path: path.join(OUT, `${name}.png`) });

await openAdminOnLocalRepository(page, `${site}/admin/`, () => shot("01-sign-in"));
await page.getByRole("main", { name: /Events.*Collection/ }).waitFor();
await page.waitForTimeout(1500);
await shot("02-collections");

// An event opened for editing: English on the left, Spanish on the right.
await page.goto(`${site}/admin/#/collections/events/entries/new-moon-circle`);
await page.locator('[data-key-path="title"]').first().waitFor();
await page.waitForTimeout(1500);
await shot("03-editing");

await page
  .locator('[data-locale="en"][data-mode="edit"] [data-key-path="tagline"] input')
  .first()
  .fill("Set your intentions under the new moon, together");
await page.getByRole("button", { name: "Save" }).click();
await page
  .getByText(/Entry (created|saved)|draft/i)
  .first()
  .waitFor({ timeout: 15_000 })
  .catch(() => undefined);
await page.waitForTimeout(800);
await shot("04-saved");

// The urgent notice, opened from the list (under Files) and filled in but not saved: English on the left, Spanish on the right.
await page.getByRole("treeitem", { name: "Urgent notice" }).click();
await page.locator('[data-key-path="shown"]').first().waitFor();
await page.locator('[data-locale="en"][data-mode="edit"] [data-key-path="shown"]').getByRole("switch").check();
await page
  .locator('[data-locale="en"][data-mode="edit"] [data-key-path="text"] input')
  .fill("Tonight's men's circle is moved to Thursday at 7:30 PM.");
const spanish = page.getByRole("radiogroup", { name: "Switch Locale" }).nth(1).getByRole("radio", { name: "Spanish" });
if ((await spanish.getAttribute("aria-checked")) !== "true") await spanish.click();
await page
  .locator('[data-locale="es"][data-mode="edit"] [data-key-path="text"] input')
  .fill("El círculo de hombres de esta noche pasa al jueves a las 7:30 p. m.");
await page
  .locator('[data-locale="en"][data-mode="edit"] [data-key-path="endDate"] input')
  .fill(new Date().toLocaleDateString("en-CA", { timeZone: "America/New_York" }));
await page.locator('[data-locale="en"][data-mode="edit"] [data-key-path="endTime"] input').fill("21:00");
await page.waitForTimeout(800);
await shot("08-urgent-notice");

await browser.close();
server.close();
console.log(`Pictures in ${path.relative(process.cwd(), OUT)}/`);
