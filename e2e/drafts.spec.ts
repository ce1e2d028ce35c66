import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "jsonc-parser";
import YAML from "yaml";
import { expect, openAdminOnLocalRepository, test } from "./helpers";

/*
 * Drafts and previews in the real /admin, offline, as far as the local repository allows: the configuration the CMS
 * loads asks for the editorial workflow and names where each entry is on the site, and the CMS's own "View on Live Site"
 * opens that page in English and in Spanish. What only GitHub can show (a draft as a branch and pull request, the
 * Editorial Workflow board, the preview found from the commit status, Publish merging it) is not here: Sveltia offers
 * drafts with the GitHub and GitLab backends only, and with "Work with Local Repository" it writes each save at once.
 */

const ROOT = path.resolve(__dirname, "..");
const SITE_URL = (parse(readFileSync(path.join(ROOT, "wrangler.jsonc"), "utf8")) as { vars: { SITE_URL: string } }).vars
  .SITE_URL;

test.use({ allowConsoleErrors: true, viewport: { width: 1280, height: 800 } });

test("the CMS loads the editorial workflow and links each entry to its own page, in both languages @desktop-only", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const config = YAML.parse(await (await request.get("/admin/config.yml")).text()) as {
    publish_mode: string;
    backend: { preview_context: string };
  };
  expect(config.publish_mode).toBe("editorial_workflow");
  expect(config.backend.preview_context).toBe("Cloudflare preview");

  // The live site is not reached: its address is answered here, and what was asked for is kept.
  const visited: string[] = [];
  await page.context().route(`${SITE_URL}/**`, (route) => {
    visited.push(route.request().url());
    return route.fulfill({ status: 200, contentType: "text/html", body: "<!DOCTYPE html><title>live site</title>" });
  });
  await page.route("**/*", (route) =>
    /^(data|blob):|^http:\/\/(localhost|127\.0\.0\.1)[:/]/.test(route.request().url())
      ? route.fallback()
      : route.abort("blockedbyclient"),
  );
  await openAdminOnLocalRepository(page);
  await expect(page.getByText("Events", { exact: true }).first()).toBeVisible();

  /** Where the CMS's "View on Live Site" goes for an entry: the header's button, or the one in a language pane's options. */
  const liveLink = async (hash: string, locale?: "Spanish") => {
    await page.goto(`/admin/${hash}`);
    await page.locator("[data-key-path]").first().waitFor();
    const opened = page.waitForEvent("popup");
    if (locale) {
      await page
        .getByRole("group", { name: /^Edit .*Content$/ })
        .getByRole("radio", { name: locale, exact: true })
        .click();
      await page
        .getByRole("button", { name: new RegExp(`Show .*${locale}.* Content Options`) })
        .first()
        .click();
      await page.getByRole("menuitem", { name: "View on Live Site" }).click();
    } else await page.getByRole("button", { name: "View on Live Site" }).first().click();
    const popup = await opened;
    await popup.waitForLoadState();
    await popup.close();
    return visited.at(-1);
  };
  expect(await liveLink("#/collections/events/entries/new-moon-circle")).toBe(`${SITE_URL}/events/new-moon-circle`);
  expect(await liveLink("#/collections/events/entries/new-moon-circle", "Spanish")).toBe(
    `${SITE_URL}/es/events/new-moon-circle`,
  );
  expect(await liveLink("#/collections/pages/entries/about")).toBe(`${SITE_URL}/about`);
  expect(await liveLink("#/collections/site/entries/facts")).toBe(`${SITE_URL}/contact`);
});
