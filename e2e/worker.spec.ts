import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import type { APIResponse, Page, Response } from "@playwright/test";
import YAML from "yaml";
import { PROBLEMS, handOverPage, problemPage, type Problem } from "../worker/pages";
import { type GitHubStandIn, startGitHubStandIn } from "./github-stand-in";
import { expect, test } from "./helpers";

/*
 * The site as Cloudflare serves it: `wrangler dev` runs the Worker (worker/index.ts) on out/, offline, with its
 * GitHub pointed at a stand-in this file starts (playwright.config.ts, project "worker"). The Worker's client ID,
 * client secret and dispatch token are the test values below.
 */

const ROOT = path.resolve(__dirname, "..");
const STAND_IN_PORT = Number(process.env.E2E_PORT ?? 4173) + 3;
const CLIENT_ID = "test-client-id";
const CLIENT_SECRET = "test-client-secret";
const DISPATCH_TOKEN = "test-dispatch-token";
/** The repository and branch wrangler.jsonc names (its vars: the host's facts). */
const REPOSITORY = "heartwood-sanctuary/website";

let github: GitHubStandIn;
// One after another in one process: they share the stand-in and its port.
test.describe.configure({ mode: "default" });
test.beforeAll(async () => {
  github = await startGitHubStandIn(STAND_IN_PORT);
});
test.afterAll(async () => {
  await github.close();
});
test.beforeEach(() => {
  github.received.length = 0;
  github.behaviour = "consent";
  github.dispatchStatus = 204;
});

/** Every response header of that name: a header sent twice would be two entries. */
const all = (response: APIResponse, name: string) =>
  response.headersArray().filter((header) => header.name.toLowerCase() === name.toLowerCase()).map((header) => header.value);

test("pages carry out/_headers as response headers, /admin its own, through the Worker", async ({ request }) => {
  for (const url of ["/", "/about", "/es/events", "/images/logo.svg", "/no-such-page"]) {
    const response = await request.get(url, { maxRedirects: 0 });
    expect(response.status(), url).toBe(url === "/no-such-page" ? 404 : 200);
    const headers = response.headers();
    expect(headers["strict-transport-security"], url).toBe("max-age=31536000; includeSubDomains");
    expect(headers["content-security-policy"], url).toBe("frame-ancestors 'none'; object-src 'none'; base-uri 'self'; form-action 'self' mailto:");
    expect(headers["x-content-type-options"], url).toBe("nosniff");
    expect(headers["x-frame-options"], url).toBe("DENY");
    expect(headers["referrer-policy"], url).toBe("strict-origin-when-cross-origin");
    expect(headers["permissions-policy"], url).toBe("camera=(), microphone=(), geolocation=()");
    expect(all(response, "cross-origin-opener-policy"), url).toEqual(["same-origin"]);
  }
  // An unknown address under /es/ gets the Spanish 404 page.
  const spanish = await request.get("/es/no-such-page");
  expect(spanish.status()).toBe(404);
  expect(await spanish.text()).toMatch(/^<!DOCTYPE html><html lang="es"/);

  const redirect = await request.get("/admin", { maxRedirects: 0 });
  expect([redirect.status(), redirect.headers().location]).toEqual([307, "/admin/"]);
  for (const url of ["/admin/", "/admin/config.yml"]) {
    const response = await request.get(url);
    expect(response.status(), url).toBe(200);
    // One value: with the site-wide same-origin beside it a browser would apply neither, and the sign-in popup could not answer.
    expect(all(response, "cross-origin-opener-policy"), url).toEqual(["same-origin-allow-popups"]);
    expect(response.headers()["x-robots-tag"], url).toBe("noindex");
    expect(response.headers()["content-security-policy"], url).toContain("frame-ancestors 'none'");
  }
  // nginx's include is not served; _headers and _redirects are read by Cloudflare, not served.
  for (const url of ["/_nginx-headers.conf", "/_headers", "/_redirects"]) expect((await request.get(url)).status(), url).toBe(404);
});

test("/admin loads with no console error and nothing from another site, showing the organisation and how to sign in", async ({ page }) => {
  const outside: string[] = [];
  await page.route("**/*", (route) => {
    const url = new URL(route.request().url());
    if (["localhost", "127.0.0.1"].includes(url.hostname) || ["data:", "blob:"].includes(url.protocol)) return route.continue();
    outside.push(url.href);
    return route.abort("blockedbyclient");
  });
  await page.goto("/admin/");
  await expect(page.getByRole("button", { name: /^Sign In with \W?GitHub\W?$/ })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Heartwood Sanctuary" })).toBeVisible();
  await expect(page.getByText("Sign in with your own GitHub account: the one invited to edit this website.")).toBeVisible();
  // Signing in with a pasted token is not offered.
  await expect(page.getByRole("button", { name: /Access Token/ })).toHaveCount(0);
  // The CMS's own fonts, from the site: its text and its icons.
  await page.evaluate(() => document.fonts.ready);
  const loaded = await page.evaluate(() => [...document.fonts].filter((font) => font.status === "loaded").map((font) => font.family.replace(/"/g, "")));
  expect(loaded).toEqual(expect.arrayContaining(["Source Sans 3", "Material Symbols Outlined"]));
  // The update check runs as the CMS starts, the GitHub status check once it knows its backend: give both time to fail loudly.
  await page.waitForTimeout(1500);
  await page.screenshot({ path: "screenshots/admin-sign-in-1280.png" });
  expect(outside).toEqual([]);
});

test.describe("sign-in", () => {
  // After the token, the CMS reads the repository from the stand-in, which knows nothing of it: those errors are expected.
  test.use({ allowConsoleErrors: true });

  test("round trip: /admin → Sign In with GitHub → the Worker → GitHub's consent → the token handed back → the CMS uses it", async ({ page, baseURL }) => {
    const worker = new URL(baseURL!).origin;
    // The built config signs in at the site's public address and reads GitHub's API: here, the Worker under test and
    // the stand-in. The API is reached through this origin, which the admin page's policy allows.
    await page.route((url) => url.pathname === "/admin/config.yml", async (route) => {
      const response = await route.fetch();
      const config = YAML.parse(await response.text()) as { backend: Record<string, unknown> };
      config.backend.base_url = worker;
      config.backend.api_root = `${worker}/github-api`;
      await route.fulfill({ response, body: YAML.stringify(config) });
    });
    await page.route(`${worker}/github-api/**`, async (route) => {
      const url = new URL(route.request().url());
      await route.fulfill({ response: await route.fetch({ url: `${github.url}${url.pathname.slice("/github-api".length)}${url.search}` }) });
    });
    await page.goto("/admin/");
    const popupOpened = page.waitForEvent("popup");
    const callback = page.context().waitForEvent("response", (response) => response.url().startsWith(`${worker}/callback`));
    await page.getByRole("button", { name: /^Sign In with \W?GitHub\W?$/ }).click();
    const popup = await popupOpened;
    const handOver = await callback;
    // The CMS closes the popup once it has the token.
    await popup.waitForEvent("close");

    const authorize = github.received.find((request) => request.path === "/login/oauth/authorize")!;
    expect(Object.fromEntries(authorize.query)).toEqual({
      response_type: "code",
      client_id: CLIENT_ID,
      redirect_uri: `${worker}/callback`,
      state: expect.stringMatching(/^[\w-]{32,}$/),
      scope: "public_repo",
    });
    expect(handOver.status()).toBe(200);
    expect(new URL(handOver.url()).searchParams.get("state")).toBe(authorize.query.get("state"));
    // The code is exchanged with the client secret, never shown to the browser.
    const exchange = github.received.find((request) => request.path === "/login/oauth/access_token")!;
    expect(exchange.method).toBe("POST");
    expect(exchange.headers.authorization).toBe(`Basic ${Buffer.from(`${CLIENT_ID}:${CLIENT_SECRET}`).toString("base64")}`);
    expect(Object.fromEntries(new URLSearchParams(exchange.body))).toEqual({ grant_type: "authorization_code", code: "code-1", redirect_uri: `${worker}/callback` });
    // The CMS now calls GitHub's API as the person who signed in (under api_root, in GitHub Enterprise's shape: /api/v3/user).
    await expect.poll(() => github.received.find((request) => request.path.endsWith("/user"))?.headers.authorization).toBe(`token ${github.tokens[0]}`);
    expect(github.tokens).toHaveLength(1);
    // The state cookie was used once and is gone.
    expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain("__Host-sign-in-state");
    // The CMS goes on asking the stand-in for the repository: those calls may still be under way as the page closes.
    await page.unrouteAll({ behavior: "ignoreErrors" });
  });

  /** What a stopped sign-in shows: its status, both languages' headings, and no token anywhere. */
  async function expectStopped(page: Page, response: Response | null, status: number, english: string, spanish: string) {
    expect(response?.status()).toBe(status);
    expect(response?.headers()["cache-control"]).toBe("no-store");
    await expect(page.locator('section[lang="en"] h1')).toHaveText(english);
    await expect(page.locator('section[lang="es"] h1')).toHaveText(spanish);
    const html = await page.content();
    for (const token of github.tokens) expect(html).not.toContain(token);
    expect(html).not.toMatch(/gho_|authorization:github/);
    expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain("__Host-sign-in-state");
  }

  test("no state, or a state this browser did not start: a clear page in English and Spanish", async ({ page }) => {
    await expectStopped(page, await page.goto("/callback?code=abc"), 400, "The sign-in expired", "El inicio de sesión caducó");
    await expectStopped(page, await page.goto("/callback?code=abc&state=abc"), 400, "The sign-in expired", "El inicio de sesión caducó");
    // A sign-in started (its cookie set, GitHub's page left open), then an answer carrying another state.
    github.behaviour = "wait";
    await page.goto("/auth?provider=github");
    expect((await page.context().cookies()).map((cookie) => cookie.name)).toContain("__Host-sign-in-state");
    await expectStopped(page, await page.goto("/callback?code=abc&state=not-the-one-it-started"), 400, "This answer from GitHub is not for this sign-in", "Esta respuesta de GitHub no es de este inicio de sesión");
    expect(github.received.filter((request) => request.path === "/login/oauth/access_token")).toEqual([]);
  });

  test("a sign-in opened from another site: a clear page, GitHub never asked", async ({ page, baseURL }) => {
    const worker = new URL(baseURL!);
    // The same site under another origin (127.0.0.1 rather than localhost) opens the sign-in as /admin would.
    await page.goto(`http://127.0.0.1:${worker.port}/`);
    const popupOpened = page.waitForEvent("popup");
    const answered = page.context().waitForEvent("response", (response) => response.url().startsWith(`${worker.origin}/auth`));
    await page.evaluate((url) => void window.open(url, "auth", "width=600,height=800"), `${worker.origin}/auth?provider=github&site_id=127.0.0.1&scope=public_repo`);
    const popup = await popupOpened;
    await expectStopped(popup, await answered, 403, "This sign-in was not started on this website", "Este inicio de sesión no empezó en este sitio web");
    expect(github.received).toEqual([]);
    // A browser that sends no Sec-Fetch-Site is judged by its Referer.
    const fromElsewhere = await page.request.get("/auth?provider=github", { headers: { Referer: "https://elsewhere.example/admin/" }, maxRedirects: 0 });
    expect([fromElsewhere.status(), await fromElsewhere.text()]).toEqual([403, expect.stringContaining("This sign-in was not started on this website")]);
    const fromAdmin = await page.request.get("/auth?provider=github", { headers: { Referer: `${worker.origin}/admin/` }, maxRedirects: 0 });
    expect(fromAdmin.status()).toBe(302);
  });

  test("consent denied on GitHub, a code GitHub refuses, GitHub unreachable: a clear page each, never a token", async ({ page }) => {
    const tokensBefore = github.tokens.length;
    github.behaviour = "deny";
    await expectStopped(page, await page.goto("/auth?provider=github"), 403, "You did not allow the sign-in on GitHub", "No diste permiso en GitHub");
    github.behaviour = "bad-code";
    await expectStopped(page, await page.goto("/auth?provider=github"), 502, "GitHub refused the sign-in", "GitHub rechazó el inicio de sesión");
    await expect(page.locator("code").first()).toHaveText("bad_verification_code");
    github.behaviour = "hang-up";
    await expectStopped(page, await page.goto("/auth?provider=github"), 502, "GitHub could not be reached", "No se pudo contactar con GitHub");
    // Each went to GitHub's token endpoint and got no token.
    expect(github.received.filter((request) => request.path === "/login/oauth/access_token")).toHaveLength(2);
    expect(github.tokens).toHaveLength(tokensBefore);
  });
});

test("the daily cron asks GitHub to run the deploy workflow, with the dispatch token", async ({ request }) => {
  const response = await request.get("/__scheduled?cron=17+9+*+*+*");
  expect(await response.text()).toBe("Ran scheduled event");
  const dispatches = github.received.filter((received) => received.path.endsWith("/dispatches"));
  expect(dispatches.map(({ method, path: route, headers, body }) => ({ method, route, authorization: headers.authorization, accept: headers.accept, body: JSON.parse(body) }))).toEqual([
    { method: "POST", route: `/repos/${REPOSITORY}/actions/workflows/deploy.yml/dispatches`, authorization: `Bearer ${DISPATCH_TOKEN}`, accept: "application/vnd.github+json", body: { ref: "main" } },
  ]);
});

test("the cron's run fails when GitHub refuses the dispatch token", async ({ request }) => {
  github.dispatchStatus = 401;
  const response = await request.get("/__scheduled?cron=17+9+*+*+*");
  expect(response.status()).toBe(500);
  expect(github.received.filter((received) => received.path.endsWith("/dispatches"))).toHaveLength(1);
});

test("npm run check:live passes against the Worker, and fails on a build older than a day", async ({ baseURL }) => {
  const checkLive = (today: string) =>
    spawnSync(process.execPath, [createRequire(__filename).resolve("tsx/cli"), "scripts/check-live.ts", baseURL!, "--github", github.url], {
      cwd: ROOT,
      encoding: "utf8",
      env: { ...process.env, SITE_TODAY: today },
    });
  // out/ is built for 2025-10-01 (npm run build:seasons).
  const fresh = checkLive("2025-10-02");
  // Issue 39: this build still carries example.org / example.com placeholders, so check:live fails on them, and on nothing else.
  const failures = fresh.stdout.split("\n").filter((line) => line.startsWith("✗"));
  expect(failures.filter((line) => !line.includes("carries the placeholder")), fresh.stdout + fresh.stderr).toEqual([]);
  expect(failures).toContainEqual(expect.stringMatching(/^✗ \/donate carries the placeholder https:\/\/[\w.]*example\.(org|com)/));
  expect(fresh.status).toBe(1);
  expect(fresh.stdout).toContain(`✓ /admin saves to ${REPOSITORY}, branch main`);
  expect(fresh.stdout).toContain(`✓ the sign-in redirects to ${github.url}/login/oauth/authorize with client_id ${CLIENT_ID}, a state and scope public_repo`);
  expect(fresh.stdout).toContain("✓ the live build is for 2025-10-01 (1 day ago)");
  const stale = checkLive("2025-10-04");
  expect(stale.status).toBe(1);
  expect(stale.stdout).toContain("✗ the live build is for 2025-10-01, 3 days ago: the daily rebuild has not run");
});

test("the sign-in's own pages are valid HTML (W3C Nu checker)", () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "worker-pages-"));
  const pages = [...(Object.keys(PROBLEMS) as Problem[]).map((problem) => [problem, problemPage(problem, "n0nce", problem === "github" ? "bad_verification_code" : undefined)]), ["hand-over", handOverPage("gho_example", "n0nce")]];
  for (const [name, html] of pages) writeFileSync(path.join(dir, `${name}.html`), html!);
  const vnu = createRequire(__filename).resolve("vnu-jar/build/dist/vnu.jar");
  const run = spawnSync("java", ["-jar", vnu, "--format", "json", ...pages.map(([name]) => path.join(dir, `${name}.html`))], { encoding: "utf8" });
  const { messages } = JSON.parse(run.stderr) as { messages: { type: string; message: string; url: string }[] };
  expect(messages.map(({ type, message, url }) => `${path.basename(url)}: ${type}: ${message}`)).toEqual([]);
});
