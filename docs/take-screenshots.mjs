// The pictures of docs/editing.md: /admin on the local build (npm run build first), in headless Chromium, offline.
// As e2e/admin.spec.ts does, "Work with Local Repository" gets a folder of the browser's private file system seeded
// with content/, since no program can click the folder picker (01–04). The drafts (05–07) need the GitHub backend: it
// runs on the GitHub stand-in of the e2e tests, answering for api.github.com. Under the admin page's own policy, with
// the CMS's fonts served from node_modules as jsDelivr would. Run: node docs/take-screenshots.mjs
import path from "node:path";
import { chromium } from "@playwright/test";
import { tsImport } from "tsx/esm/api";
import { listen, server } from "../scripts/serve.mjs";

// The stand-in and the local repository's seeding are TypeScript, shared with the tests.
const { startGitHubStandIn } = await tsImport("../e2e/github-stand-in.ts", import.meta.url);
const { openAdminOnLocalRepository, repositoryFiles } = await tsImport("../e2e/local-repository.ts", import.meta.url);
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
await page.getByRole("main", { name: /Urgent notice.*Collection/ }).waitFor();
await page.goto(`${site}/admin/#/collections/events`);
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

// The urgent notice, filled in but not saved: English on the left, Spanish on the right.
await page.goto(`${site}/admin/#/collections/notice/entries/notice`);
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

// ——— Drafts, on the GitHub stand-in: the board, the preview, Publish ———
const TOKEN = `ghu_screenshots${"x".repeat(26)}`;
const PREVIEW = "https://draft-1-website.heartwood.workers.dev";
const github = await startGitHubStandIn(0, {
  repository: {
    name: "heartwood-sanctuary/website",
    files: repositoryFiles().filter((file) => file.path.startsWith("content/")),
  },
});
github.tokens.push(TOKEN);
// The admin page's policy lets it reach api.github.com only: the stand-in answers there (routes added later win).
const context = await browser.newContext({ viewport: { width: 1280, height: 760 }, colorScheme: "light" });
await offline(context);
await context.route("https://api.github.com/**", async (route) => {
  const { pathname, search } = new URL(route.request().url());
  const url = `${github.url}${pathname === "/graphql" ? "/api/graphql" : `/api/v3${pathname}`}${search}`;
  await route.fulfill({ response: await route.fetch({ url }) });
});
await context.route(`${PREVIEW}/**`, (route) =>
  route.fulfill({ status: 200, contentType: "text/html", body: "<!DOCTYPE html><title>preview</title>" }),
);
await context.addInitScript((token) => {
  if (!localStorage.getItem("sveltia-cms.user"))
    localStorage.setItem("sveltia-cms.user", JSON.stringify({ backendName: "github", token }));
}, TOKEN);
const drafts = await context.newPage();
const shoot = (name) => drafts.screenshot({ path: path.join(OUT, `${name}.png`) });

await drafts.goto(`${site}/admin/#/collections/events/entries/new-moon-circle`);
const tagline = drafts.locator('[data-locale="en"][data-mode="edit"] [data-key-path="tagline"] input').first();
await tagline.fill("Set your intentions under the new moon, together");
await drafts.getByRole("button", { name: "Save", exact: true }).click();
await drafts.getByRole("alertdialog", { name: "Send for Review" }).getByRole("button", { name: "Later" }).click();
await drafts.getByRole("radio", { name: "Editorial Workflow" }).click();
await drafts.getByRole("list", { name: "Drafts", exact: true }).getByRole("listitem").first().waitFor();
await drafts.waitForTimeout(800);
await shoot("05-workflow-board");

// The preview, once .github/workflows/preview.yml would have reported it on the draft's commit.
const branchHead = github.repository.refs.get("cms/events/new-moon-circle");
await fetch(`${github.url}/api/v3/repos/heartwood-sanctuary/website/statuses/${branchHead}`, {
  method: "POST",
  headers: { Authorization: `Bearer ${TOKEN}` },
  body: JSON.stringify({
    state: "success",
    target_url: PREVIEW,
    description: "The draft, as the site will show it",
    context: "Cloudflare preview",
  }),
});
await drafts
  .getByRole("button", { name: /New Moon Healing Circle/ })
  .first()
  .click();
await drafts.getByRole("button", { name: "View Preview" }).waitFor({ timeout: 30_000 });
await drafts.getByRole("button", { name: "View Preview" }).hover();
await drafts.waitForTimeout(800);
await shoot("06-preview");

// Ready, then Publish: the editor asks before merging.
// The menu may be drawn before the entry is ready for a change of status: chosen again until the button says Ready.
for (let tries = 0; !(await drafts.getByRole("button", { name: /^Status: \W?Ready\W?$/ }).isVisible()); tries += 1) {
  if (tries === 5) throw new Error("the draft's status did not change to Ready");
  await drafts.getByRole("button", { name: /^Status: / }).click();
  await drafts.getByRole("menuitemradio", { name: "Ready" }).click();
  await drafts
    .getByRole("button", { name: /^Status: \W?Ready\W?$/ })
    .waitFor({ timeout: 5_000 })
    .catch(() => undefined);
}
await drafts.getByRole("button", { name: "Publish Entry" }).click();
await drafts.getByRole("alertdialog", { name: "Publish Entry" }).waitFor();
await drafts.waitForTimeout(500);
await shoot("07-publish");
await drafts
  .getByRole("alertdialog", { name: "Publish Entry" })
  .getByRole("button", { name: "Publish", exact: true })
  .click();
await drafts.waitForTimeout(1000);
if (github.repository.refs.has("cms/events/new-moon-circle")) throw new Error("the draft was not published");

await github.close();
await browser.close();
server.close();
console.log(`Pictures in ${path.relative(process.cwd(), OUT)}/`);
