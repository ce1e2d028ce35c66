import type { APIRequestContext, Page } from "@playwright/test";
import YAML from "yaml";
import { type GitHubStandIn, startGitHubStandIn } from "./github-stand-in";
import { BUILD_DAY_NOON, expect, repositoryFiles, test } from "./helpers";
import { CMS_OWN_CALLS, offline } from "./sveltia";

/*
 * The editorial workflow in the real /admin, offline: the built CMS with its own configuration, but its GitHub
 * backend pointed at the stand-in (e2e/github-stand-in.ts with a repository seeded from content/). A save is a
 * branch and a pull request, the board moves it by the pull request's label, the preview is the commit status
 * .github/workflows/preview.yml reports, and Publish merges. What is asserted is read from the stand-in's repository.
 */

/** The preview address the stand-in is told, as `wrangler preview` would print it: only https is taken by the CMS. */
const PREVIEW = "https://draft-1-website.heartwood.workers.dev";
const TAGLINE_FILE = "content/events/new-moon-circle.md";

// The page's Content-Security-Policy lets /admin reach api.github.com only; here its API is the stand-in. The CMS's
// preview pane warns about its iframe's sandbox on every entry, so the console is checked for errors alone (openAdmin).
test.use({ viewport: { width: 1280, height: 800 }, bypassCSP: true, allowConsoleErrors: true });

let github: GitHubStandIn;
/** The token the CMS signs in with, as if GitHub had given it. */
const TOKEN = `ghu_editor${"x".repeat(30)}`;

test.beforeEach(async () => {
  // Commits are dated by the same day the browser is set to (helpers: BUILD_DAY_NOON), time flowing from there.
  const start = Date.now();
  github = await startGitHubStandIn(0, {
    repository: {
      name: "heartwood-sanctuary/website",
      files: repositoryFiles().filter((file) => file.path.startsWith("content/")),
      now: () => new Date(Date.parse(BUILD_DAY_NOON) + Date.now() - start),
    },
  });
  github.tokens.push(TOKEN);
});

test.afterEach(() => github?.close());

/** The built /admin on the stand-in: its own config.yml with only the backend's API moved, signed in, offline. */
async function openAdmin(page: Page, request: APIRequestContext): Promise<{ previews: string[]; errors: string[] }> {
  const config = YAML.parse(await (await request.get("/admin/config.yml")).text()) as {
    backend: Record<string, unknown>;
  };
  expect(config.backend).toMatchObject({ name: "github", repo: "heartwood-sanctuary/website", branch: "main" });
  const served = {
    ...config,
    backend: { ...config.backend, api_root: `${github.url}/api/v3`, graphql_api_root: `${github.url}/api/graphql` },
  };

  const context = page.context();
  // Nothing leaves the machine; the preview's address is answered here and remembered (routes added later win).
  await offline(context);
  const previews: string[] = [];
  // A call the stand-in refuses, or one the CMS cannot read, shows here.
  const errors: string[] = [];
  // The CMS's own calls elsewhere (its fonts, its update and status checks) are refused here, as /admin's policy refuses them.
  page.on("console", (message) => {
    const error = `${message.text()} (${message.location().url})`;
    if (message.type() === "error" && !CMS_OWN_CALLS.test(error)) errors.push(error);
  });
  page.on("pageerror", (error) => void errors.push(error.message));
  await context.route(`${PREVIEW}/**`, (route) => {
    previews.push(route.request().url());
    return route.fulfill({
      contentType: "text/html",
      body: "<!DOCTYPE html><title>preview</title><p>The draft's preview",
    });
  });
  // The CMS asks for config.yml with a query (a timestamp against caches).
  await page.route(
    (url) => url.pathname === "/admin/config.yml",
    (route) => route.fulfill({ status: 200, contentType: "text/yaml", body: YAML.stringify(served) }),
  );
  // Signed in as after GitHub's sign-in: the CMS keeps its user (and token) in localStorage under this key.
  await page.addInitScript((token) => {
    if (!localStorage.getItem("sveltia-cms.user"))
      localStorage.setItem("sveltia-cms.user", JSON.stringify({ backendName: "github", token }));
  }, TOKEN);
  await page.goto("/admin/");
  await expect(page.getByText("Events", { exact: true }).first()).toBeVisible({ timeout: 20_000 });
  return { previews, errors };
}

/**
 * Sets the event's tagline and saves; the CMS then offers to send the draft for review, and "Later" leaves it a draft:
 * a pull request opens and main is left as it was, which is returned.
 */
async function saveDraft(page: Page, tagline: string): Promise<string> {
  const before = main(TAGLINE_FILE)!;
  await page.goto("/admin/#/collections/events/entries/new-moon-circle");
  const input = page.locator(`[data-locale="en"][data-mode="edit"] [data-key-path="tagline"] input`).first();
  await input.fill(tagline);
  await expect(input).toHaveValue(tagline);
  // Under the editorial workflow the editor offers no one-step publish: Save is a plain button.
  await expect(page.getByRole("button", { name: "Save and Publish" })).toHaveCount(0);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  const dialog = page.getByRole("alertdialog", { name: "Send for Review" });
  await dialog.getByRole("button", { name: "Later" }).click();
  await expect(dialog).toBeHidden();
  // The editor then closes itself: an entry opened before it has would be closed with it.
  await expect(page.getByRole("group", { name: "Content Editor" })).toHaveCount(0);
  await expect.poll(() => openPulls().length).toBe(1);
  expect(main(TAGLINE_FILE)).toBe(before);
  return before;
}

/** The editor's Publish Entry, confirmed. */
async function publish(page: Page) {
  await page.getByRole("button", { name: "Publish Entry" }).click();
  await page
    .getByRole("alertdialog", { name: "Publish Entry" })
    .getByRole("button", { name: "Publish", exact: true })
    .click();
}

const repo = () => github.repository!;
const main = (path: string) => repo().file("main", path);
const openPulls = () => repo().pulls.filter((pull) => pull.state === "open");

test("a save is a draft on its own branch and pull request; Ready, the preview from its commit status, and Publish merging it @desktop-only", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const { previews, errors } = await openAdmin(page, request);
  const mainHead = repo().refs.get("main");
  const tagline = "Set your intentions under the new moon, together";
  expect(main(TAGLINE_FILE)).not.toContain(tagline);
  const before = await saveDraft(page, tagline);

  // The draft: a branch of its own from main's head, one commit changing this event's file, and a draft pull request.
  const branch = "cms/events/new-moon-circle";
  const [pull] = openPulls();
  expect(pull).toMatchObject({ head: branch, base: "main", draft: true, labels: ["sveltia-cms/draft"] });
  expect(pull!.title).toContain("new-moon-circle");
  const head = repo().commits.get(repo().refs.get(branch)!)!;
  expect(head.parents).toEqual([mainHead]);
  const changed = repo().changedFiles(head.sha);
  expect(changed.map(({ path, changeType }) => `${changeType} ${path}`)).toContain(`MODIFIED ${TAGLINE_FILE}`);
  expect(changed.every(({ path }) => path.endsWith("/new-moon-circle.md"))).toBe(true);
  expect(repo().file(branch, TAGLINE_FILE)).toContain(`tagline: "${tagline}"`);
  expect(repo().refs.get("main")).toBe(mainHead);

  // The board shows it under Drafts; dragged to Ready, the pull request's label says so and it is no longer a draft.
  await page.getByRole("radio", { name: "Editorial Workflow" }).click();
  const card = (column: string) =>
    page
      .getByRole("list", { name: column, exact: true })
      .getByRole("listitem")
      .filter({ hasText: "New Moon Healing Circle" });
  await expect(card("Drafts")).toBeVisible();
  await card("Drafts").dragTo(page.getByRole("list", { name: "Ready", exact: true }));
  await expect(card("Ready")).toBeVisible();
  await expect.poll(() => pull!.labels).toEqual(["sveltia-cms/pending_publish"]);
  await expect.poll(() => pull!.draft).toBe(false);

  // The preview: none reported yet, so the editor waits for one; once the workflow posts its status, it opens there.
  await card("Ready")
    .getByRole("button", { name: /New Moon Healing Circle/ })
    .click();
  await expect(page.getByRole("button", { name: "Checking for Preview" })).toBeDisabled();
  const posted = await fetch(`${github.url}/api/v3/repos/heartwood-sanctuary/website/statuses/${head.sha}`, {
    method: "POST",
    headers: { Authorization: `Bearer ${TOKEN}`, Accept: "application/vnd.github+json" },
    body: JSON.stringify({
      state: "success",
      target_url: PREVIEW,
      description: "The draft, as the site will show it",
      context: "Cloudflare preview",
    }),
  });
  expect(posted.status).toBe(201);
  const viewPreview = page.getByRole("button", { name: "View Preview" });
  await expect(viewPreview).toBeEnabled({ timeout: 15_000 });
  const popup = page.waitForEvent("popup");
  await viewPreview.click();
  await (await popup).close();
  expect(previews).toEqual([`${PREVIEW}/events/new-moon-circle`]);

  // Publish merges the pull request into main and deletes the branch.
  await publish(page);
  await expect.poll(() => pull!.merged).toBe(true);
  expect(pull!.state).toBe("closed");
  await expect.poll(() => repo().refs.has(branch)).toBe(false);
  const merge = repo().commits.get(repo().refs.get("main")!)!;
  expect(merge.parents).toEqual([mainHead, head.sha]);
  expect(merge.files.get(TAGLINE_FILE)).toBe(head.files.get(TAGLINE_FILE));
  expect(main(TAGLINE_FILE)).toContain(`tagline: "${tagline}"`);
  expect(main(TAGLINE_FILE)!.replace(/^tagline: .*$/m, "")).toBe(before.replace(/^tagline: .*$/m, ""));
  await page.getByRole("radio", { name: "Editorial Workflow" }).click();
  await expect(page.getByRole("list", { name: "Ready", exact: true }).getByRole("listitem")).toHaveCount(0);
  expect(errors).toEqual([]);
});

test("an urgent fix: Save, the status set to Ready in the editor, then Publish; nothing reaches main before @desktop-only", async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const { errors } = await openAdmin(page, request);
  const tagline = "Set your intentions in the dark of the moon, in a small circle";
  await saveDraft(page, tagline);

  // The editor's own status menu, then its Publish button (which shows once the entry is Ready).
  await page.goto("/admin/#/collections/events/entries/new-moon-circle");
  await expect(page.getByRole("button", { name: "Publish Entry" })).toHaveCount(0);
  // The status is set apart in the button's name by Unicode isolates: "Status: ⁨Draft⁩".
  await page.getByRole("button", { name: /^Status: \W?Draft\W?$/ }).click();
  await page.getByRole("menuitemradio", { name: "Ready" }).click();
  await expect(page.getByRole("button", { name: /^Status: \W?Ready\W?$/ })).toBeVisible();
  await expect.poll(() => openPulls()[0]?.labels).toEqual(["sveltia-cms/pending_publish"]);
  await publish(page);
  await expect.poll(() => main(TAGLINE_FILE)).toContain(`tagline: "${tagline}"`);
  expect(repo().pulls.map(({ merged }) => merged)).toEqual([true]);
  expect(errors).toEqual([]);
});
