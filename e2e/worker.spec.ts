import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import type { Page, Response } from "@playwright/test";
import { HtmlValidate } from "html-validate";
import YAML from "yaml";
import { PROBLEMS, handOverPage, problemPage, type Problem } from "../worker/pages";
import { type GitHubStandIn, startGitHubStandIn } from "./github-stand-in";
import { expect } from "./helpers";
import { offline } from "./sveltia";
import {
  CLIENT_ID,
  CLIENT_SECRET,
  DISPATCH_TOKEN,
  GITHUB_RETRY_PAUSE_MS,
  GITHUB_TIMEOUT_MS,
  PORT,
  STAND_IN_PORT,
  WORKER_VARS,
  startWrangler,
  test,
  wranglerDev,
} from "./worker-settings";

// The site as Cloudflare serves it: the Worker under `wrangler dev` on out/, its GitHub a stand-in started here.

const ROOT = path.resolve(__dirname, "..");
/** The repository and branch wrangler.jsonc names. */
const REPOSITORY = "heartwood-sanctuary/website";
const ISSUE_TITLE = "The website needs attention";
const AUTH = "/auth?provider=github";
const STATE_COOKIE = "__Host-sign-in-state";

/** A second Worker at `port` on `assets`, with `changes` to the tests' settings and a state of its own. */
async function startWorker(port: number, changes: Record<string, string>, assets = "out") {
  const url = `http://127.0.0.1:${port}`;
  const state = mkdtempSync(path.join(os.tmpdir(), "wrangler-state-"));
  const args = wranglerDev(port, { ...WORKER_VARS, SITE_URL: url, ...changes }, assets);
  const stop = await startWrangler(port, [...args, "--persist-to", state]);
  return {
    url,
    stop: () => {
      stop();
      rmSync(state, { recursive: true, force: true });
    },
  };
}

let github: GitHubStandIn;
// One after another in one process: they share the stand-in and its port.
test.describe.configure({ mode: "default" });
test.beforeAll(async () => {
  github = await startGitHubStandIn(STAND_IN_PORT);
});
test.afterAll(() => github.close());
const resetGitHub = () =>
  Object.assign(github, { received: [], issues: [], behaviour: "consent", dispatch: 204, tokenExpires: undefined });
test.beforeEach(resetGitHub);

const tokenExchanges = () => github.received.filter((request) => request.path === "/login/oauth/access_token");
const cookieNames = async (page: Page) => (await page.context().cookies()).map((cookie) => cookie.name);

const FILE_POLICY = "default-src 'none'; frame-ancestors 'none'";
/** A page's own policy is its <meta>, beside this one. */
const PAGE_POLICY = "frame-ancestors 'none'; object-src 'none'; base-uri 'self'; form-action 'self' mailto:";
const [IMMUTABLE, REVALIDATE] = ["public, max-age=31536000, immutable", "public, max-age=0, must-revalidate"];
const [SITE_OPENER, ADMIN_OPENER] = ["same-origin", "same-origin-allow-popups"];

test("out/_headers as Cloudflare applies it: each header once, files allow nothing, hashed files kept a year; 404s in their language", async ({
  request,
}) => {
  // The home page's hashed scripts and style sheets, and the fonts those name.
  const home = await (await request.get("/")).text();
  const hashed = [...home.matchAll(/(?:src|href)="(\/_next\/static\/[^"]+\.(?:js|css))"/g)].map(([, url]) => url!);
  for (const sheet of hashed.filter((url) => url.endsWith(".css")))
    for (const [, font] of (await (await request.get(sheet)).text()).matchAll(/url\(([^)]+\.woff2)\)/g))
      hashed.push(new URL(font!, `http://site${sheet}`).pathname);
  expect(new Set(hashed.map((url) => path.extname(url)))).toEqual(new Set([".js", ".css", ".woff2"]));
  const files = ["/images/logo.svg", "/og/home.png", "/es/og/home.png", "/icon.svg", "/build.json", "/robots.txt"];
  const calendars = ["/events", "/events/red-book-series", "/es/events/mens-inner-work"].map(
    (dir) => `${dir}/calendar.ics`,
  );
  const pages = ["/", "/about", "/events", "/events/red-book-series", "/es/events", "/es/contact", "/no-such-page"];
  // The URLs; their policy, cache and opener policy. /admin keeps its own opener policy for its sign-in popup: with
  // the site-wide one beside it a browser would apply neither.
  for (const [urls, policy, cache, opener] of [
    [new Set(hashed), FILE_POLICY, IMMUTABLE, SITE_OPENER],
    // "/about.txt": Next's data for client navigations.
    [[...files, ...calendars, "/sitemap.xml", "/about.txt"], FILE_POLICY, REVALIDATE, SITE_OPENER],
    [pages, PAGE_POLICY, REVALIDATE, SITE_OPENER],
    [["/admin/"], PAGE_POLICY, REVALIDATE, ADMIN_OPENER],
    [["/admin/config.yml", "/admin/sveltia-cms.js"], FILE_POLICY, REVALIDATE, ADMIN_OPENER],
  ] as const)
    for (const url of urls) {
      const response = await request.get(url, { maxRedirects: 0 });
      expect(response.status(), url).toBe(url === "/no-such-page" ? 404 : 200);
      expect(response.headers(), url).toMatchObject({
        "strict-transport-security": "max-age=31536000; includeSubDomains",
        "content-security-policy": policy,
        "x-content-type-options": "nosniff",
        "x-frame-options": "DENY",
        "referrer-policy": "strict-origin-when-cross-origin",
        "permissions-policy": "camera=(), microphone=(), geolocation=()",
        "cache-control": cache,
      });
      // Each sent once: a header sent twice is two entries here.
      const openers = response.headersArray().filter(({ name }) => name.toLowerCase() === "cross-origin-opener-policy");
      expect(
        openers.map(({ value }) => value),
        url,
      ).toEqual([opener]);
      expect(response.headers()["x-robots-tag"], url).toBe(opener === ADMIN_OPENER ? "noindex" : undefined);
      if (/\.(ics|xml)$/.test(url))
        expect(response.headers()["content-type"], url).toMatch(url.endsWith(".ics") ? /^text\/calendar/ : /xml/);
    }
  const spanish = await request.get("/es/no-such-page");
  expect(spanish.status()).toBe(404);
  expect(await spanish.text()).toMatch(/^<!DOCTYPE html><html lang="es"/);
  const redirect = await request.get("/admin", { maxRedirects: 0 });
  expect([redirect.status(), redirect.headers().location]).toEqual([307, "/admin/"]);
  // Read by Cloudflare, not served.
  for (const url of ["/_headers", "/_redirects"]) expect((await request.get(url)).status(), url).toBe(404);
});

test.describe("/admin and its sign-in through the Worker", () => {
  // The policy refuses the CMS's own calls elsewhere, and after the sign-in the CMS reads a repository the stand-in
  // knows nothing of: both are logged.
  test.use({ allowConsoleErrors: true });

  test("/admin shows how to sign in; its sign-in hands the CMS a token", async ({ page, baseURL }) => {
    const worker = new URL(baseURL!).origin;
    const signIn = page.getByRole("button", { name: /^Sign In with \W?GitHub\W?$/ });
    // Its console is e2e/admin.spec.ts's: the Worker serves /admin's files as they are.
    const outside = await offline(page);
    await page.goto("/admin/");
    await expect(signIn).toBeVisible();
    await expect(page.getByRole("heading", { name: "Heartwood Sanctuary" })).toBeVisible();
    await expect(
      page.getByText("Sign in with your own GitHub account: the one invited to edit this website."),
    ).toBeVisible();
    // Signing in with a pasted token is not offered.
    await expect(page.getByRole("button", { name: /Access Token/ })).toHaveCount(0);

    // The built config signs in at the site's public address and reads GitHub's API: here, the Worker under test and
    // the stand-in, reached through this origin, which the admin page's policy allows.
    await page.route(
      (url) => url.pathname === "/admin/config.yml",
      async (route) => {
        const response = await route.fetch();
        const config = YAML.parse(await response.text()) as { backend: Record<string, unknown> };
        config.backend.base_url = worker;
        config.backend.api_root = `${worker}/github-api`;
        await route.fulfill({ response, body: YAML.stringify(config) });
      },
    );
    await page.route(`${worker}/github-api/**`, async (route) => {
      const url = new URL(route.request().url());
      const upstream = `${github.url}${url.pathname.slice("/github-api".length)}${url.search}`;
      await route.fulfill({ response: await route.fetch({ url: upstream }) });
    });
    // What the hand-over page posts to /admin, as /admin receives it.
    await page.addInitScript(() => {
      const received: unknown[] = ((window as unknown as { received: unknown[] }).received = []);
      addEventListener(
        "message",
        (event) =>
          void (typeof event.data === "string" && event.data.startsWith("authori") && received.push(event.data)),
      );
    });
    await page.reload();
    const popupOpened = page.waitForEvent("popup");
    const callback = page.context().waitForEvent("response", (r) => r.url().startsWith(`${worker}/callback`));
    await signIn.click();
    const handOver = await callback;
    // The CMS closes the popup once it has the token.
    await (await popupOpened).waitForEvent("close");

    // The GitHub App's authorize page: no scope (the app's permissions are what the token may do), and PKCE.
    const authorize = github.received.find((request) => request.path === "/login/oauth/authorize")!;
    expect(Object.fromEntries(authorize.query)).toEqual({
      response_type: "code",
      client_id: CLIENT_ID,
      redirect_uri: `${worker}/callback`,
      state: expect.stringMatching(/^[\w-]{32,}$/),
      code_challenge: expect.stringMatching(/^[\w-]{43}$/),
      code_challenge_method: "S256",
    });
    expect([handOver.status(), new URL(handOver.url()).searchParams.get("state")]).toEqual([
      200,
      authorize.query.get("state"),
    ]);
    // The code is exchanged with the client secret, never shown to the browser.
    const exchange = tokenExchanges()[0]!;
    expect([exchange.method, exchange.headers.authorization]).toEqual([
      "POST",
      `Basic ${Buffer.from(`${CLIENT_ID}:${CLIENT_SECRET}`).toString("base64")}`,
    ]);
    const sent = Object.fromEntries(new URLSearchParams(exchange.body));
    expect(sent).toEqual({
      grant_type: "authorization_code",
      code: expect.stringMatching(/^code-\d+$/),
      redirect_uri: `${worker}/callback`,
      code_verifier: expect.stringMatching(/^[\w-]{43,128}$/),
    });
    // The verifier is the one whose S256 hash GitHub was shown.
    expect(createHash("sha256").update(sent.code_verifier!).digest("base64url")).toBe(
      authorize.query.get("code_challenge"),
    );
    // The CMS now calls GitHub's API as the person who signed in.
    await expect
      .poll(() => github.received.find((request) => request.path.endsWith("/user"))?.headers.authorization)
      .toBe(`token ${github.tokens[0]}`);
    // The token and nothing else: GitHub's refresh token never reaches the browser.
    expect(await page.evaluate(() => (window as unknown as { received: string[] }).received)).toEqual([
      "authorizing:github",
      `authorization:github:success:${JSON.stringify({ provider: "github", token: github.tokens.at(-1) })}`,
    ]);
    // The state cookie was used once and is gone; nothing tried to leave the machine.
    expect(await cookieNames(page)).not.toContain(STATE_COOKIE);
    expect(outside).toEqual([]);
    // The CMS may still be asking the stand-in for the repository as the page closes.
    await page.unrouteAll({ behavior: "ignoreErrors" });
  });

  /** What a stopped sign-in shows: its status, both languages' headings, and no token anywhere. */
  async function expectStopped(
    page: Page,
    response: Response | null,
    status: number,
    [english, spanish]: readonly [string, string],
    { cookieKept = false } = {},
  ) {
    expect([response?.status(), response?.headers()["cache-control"]]).toEqual([status, "no-store"]);
    await expect(page.locator('section[lang="en"] h1')).toHaveText(english);
    await expect(page.locator('section[lang="es"] h1')).toHaveText(spanish);
    const html = await page.content();
    for (const token of github.tokens) expect(html).not.toContain(token);
    expect(html).not.toMatch(/ghu_|ghr_|authorization:github/);
    expect(await cookieNames(page)).toEqual(
      cookieKept ? expect.arrayContaining([STATE_COOKIE]) : expect.not.arrayContaining([STATE_COOKIE]),
    );
  }

  const EXPIRED = ["The sign-in expired", "El inicio de sesión expiró"] as const;
  const DENIED = ["You did not allow the sign-in on GitHub", "No diste permiso en GitHub"] as const;
  const REFUSED = ["GitHub refused the sign-in", "GitHub rechazó el inicio de sesión"] as const;
  const UNREACHABLE = ["GitHub could not be reached", "No se pudo conectar con GitHub"] as const;
  const OTHER_STATE = [
    "This answer from GitHub is not for this sign-in",
    "Esta respuesta de GitHub no corresponde a este inicio de sesión",
  ] as const;
  const NOT_STARTED = [
    "This sign-in was not started on this website",
    "Este inicio de sesión no empezó en este sitio web",
  ] as const;

  test("a sign-in stopped at any point shows a clear page in English and Spanish, never a token", async ({ page }) => {
    // What happened; how GitHub behaves; the address opened; the status and headings shown; the codes exchanged.
    for (const [name, behaviour, url, status, words, exchanges] of [
      ["no state", "consent", "/callback?code=abc", 400, EXPIRED, 0],
      ["a state this browser did not start", "consent", "/callback?code=abc&state=abc", 400, EXPIRED, 0],
      // GitHub's error is judged by its state first.
      ["GitHub's error with no state of this browser's", "consent", "/callback?error=access_denied", 400, EXPIRED, 0],
      ["consent denied", "deny", AUTH, 403, DENIED, 0],
      ["a code GitHub refuses", "bad-code", AUTH, 502, REFUSED, 1],
      ["GitHub hanging up", "hang-up", AUTH, 502, UNREACHABLE, 1],
      ["a token exchange never answered, once the Worker's time limit is up", "hang", AUTH, 502, UNREACHABLE, 1],
    ] as const) {
      await test.step(name, async () => {
        resetGitHub();
        await page.context().clearCookies();
        github.behaviour = behaviour;
        const tokensBefore = github.tokens.length;
        const started = Date.now();
        await expectStopped(page, await page.goto(url), status, words);
        if (behaviour === "bad-code") await expect(page.locator("code").first()).toHaveText("bad_verification_code");
        if (behaviour === "hang") expect(Date.now() - started).toBeGreaterThanOrEqual(GITHUB_TIMEOUT_MS - 100);
        expect(tokenExchanges()).toHaveLength(exchanges);
        expect(github.tokens).toHaveLength(tokensBefore);
      });
    }
  });

  test("another site, or another state, cannot end a sign-in", async ({ page, baseURL }) => {
    // Started (its cookie set), GitHub's page left open.
    github.behaviour = "wait";
    await page.goto(AUTH);
    expect(await cookieNames(page)).toContain(STATE_COOKIE);
    // Where a sign-in was opened from, as a browser says it (Sec-Fetch-Site, else the Referer): another site's page
    // is refused and leaves the cookie alone.
    for (const [headers, status] of [
      [{ "Sec-Fetch-Site": "cross-site" }, 403],
      [{ Referer: "https://elsewhere.example/admin/" }, 403],
      [{ Referer: `${baseURL}/admin/` }, 302],
    ] as const) {
      const response = await page.request.get(AUTH, { headers, maxRedirects: 0 });
      expect(response.status(), JSON.stringify(headers)).toBe(status);
      if (status === 302) continue;
      expect([await response.text(), response.headers()["set-cookie"]]).toEqual([
        expect.stringContaining(NOT_STARTED[0]),
        undefined,
      ]);
      expect(await cookieNames(page)).toContain(STATE_COOKIE);
    }
    await expectStopped(page, await page.goto("/callback?code=abc&state=not-the-one-it-started"), 400, OTHER_STATE, {
      cookieKept: true,
    });
    await expectStopped(page, await page.goto("/callback?code=abc"), 400, EXPIRED, { cookieKept: true });
    expect(tokenExchanges()).toEqual([]);
  });

  test("a sign-in opened from another site: a clear page, GitHub never asked", async ({ page, baseURL }) => {
    const worker = new URL(baseURL!);
    // The same site under another origin (127.0.0.1 rather than localhost) opens the sign-in as /admin would.
    await page.goto(`http://127.0.0.1:${worker.port}/`);
    const popupOpened = page.waitForEvent("popup");
    const answered = page.context().waitForEvent("response", (r) => r.url().startsWith(`${worker.origin}/auth`));
    await page.evaluate(
      (url) => void window.open(url, "auth", "width=600,height=800"),
      `${worker.origin}${AUTH}&site_id=127.0.0.1&scope=repo,user`,
    );
    await expectStopped(await popupOpened, await answered, 403, NOT_STARTED);
    expect(github.received).toEqual([]);
  });
});

test("whatever the Host, the sign-in and /admin use SITE_URL", async ({ request, baseURL }) => {
  const worker = new URL(baseURL!);
  for (const host of ["evil.example", "heartwood.example.workers.dev"]) {
    const response = await request.get(AUTH, { headers: { Host: host }, maxRedirects: 0 });
    const asked = new URL(response.headers().location!).searchParams;
    const sent = [response.status(), asked.get("redirect_uri"), asked.get("code_challenge_method")];
    expect(sent, host).toEqual([302, `${worker.origin}/callback`, "S256"]);
    expect(response.headers(), host).toMatchObject({
      "cache-control": "no-store",
      "strict-transport-security": "max-age=31536000; includeSubDomains",
      "x-content-type-options": "nosniff",
      "referrer-policy": "no-referrer",
      "content-security-policy": expect.stringMatching(/^default-src 'none';.*frame-ancestors 'none'/),
    });
  }
  // 127.0.0.1 and other Hosts stand for the bare domain and the workers.dev address.
  for (const [url, host, target] of [
    [`http://127.0.0.1:${worker.port}/admin/`, undefined, "/admin/"],
    ["/admin/config.yml?x=1", "heartwood.example.workers.dev", "/admin/config.yml?x=1"],
    ["/admin", "example.org", "/admin"],
  ] as const) {
    const moved = await request.get(url, { headers: host ? { Host: host } : {}, maxRedirects: 0 });
    expect([moved.status(), moved.headers().location], url).toEqual([301, `${worker.origin}${target}`]);
  }
  // At SITE_URL's own address the editor is served; the rest of the site at any address.
  expect((await request.get("/admin/", { maxRedirects: 0 })).status()).toBe(200);
  expect((await request.get(`http://127.0.0.1:${worker.port}/about`, { maxRedirects: 0 })).status()).toBe(200);
});

test("a Worker whose settings are missing answers the sign-in with “not set up”, never a 500", async ({ request }) => {
  test.setTimeout(120_000);
  // GITHUB_ORIGIN emptied, as a mistyped wrangler.jsonc or a Preview without vars would leave it.
  const worker = await startWorker(PORT + 5, { GITHUB_ORIGIN: "" });
  try {
    // A callback with a matching state, too: GitHub is never asked.
    for (const [url, headers, words] of [
      [AUTH, {}, "Sign-in is not set up yet"],
      ["/callback?code=abc&state=s1", { Cookie: `${STATE_COOKIE}=s1.verifier` }, "aún no está configurado"],
    ] as const) {
      const response = await request.get(`${worker.url}${url}`, { headers, maxRedirects: 0 });
      expect([response.status(), await response.text()], url).toEqual([503, expect.stringContaining(words)]);
    }
    expect(github.received).toEqual([]);
  } finally {
    worker.stop();
  }
});

const REBUILD = "/__scheduled?cron=17+9+*+*+*";
/** The afternoon watch at `iso`: workerd's own trigger takes the time (/__scheduled does not). */
const watchAt = (iso: string) => `/cdn-cgi/handler/scheduled?cron=17+15+*+*+*&time=${Date.parse(iso)}`;
const dispatches = () => github.received.filter((received) => received.path.endsWith("/dispatches"));

test.describe("the daily rebuild", () => {
  test("the morning cron runs the deploy; a token near expiry is told", async ({ request }) => {
    /** GitHub's header, in its own form, for a token expiring `days` from now. */
    const expiring = (days: number) =>
      `${new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 19).replace("T", " ")} UTC`;
    // A token that never expires, one 20 days ahead, then one 6 days and 23 hours ahead: the 7-day warning.
    for (const expires of [undefined, expiring(20), expiring(7 - 1 / 24)]) {
      github.received.length = 0;
      github.tokenExpires = expires;
      expect(await (await request.get(REBUILD)).text(), expires).toBe("Ran scheduled event");
      const asked = dispatches().map(({ method, path: to, headers, body }) => [method, to, headers, JSON.parse(body)]);
      expect(asked, expires).toEqual([
        [
          "POST",
          `/repos/${REPOSITORY}/actions/workflows/deploy.yml/dispatches`,
          expect.objectContaining({ authorization: `Bearer ${DISPATCH_TOKEN}`, accept: "application/vnd.github+json" }),
          { ref: "main" },
        ],
      ]);
    }
    expect(github.issues.map((issue) => issue.comments)).toEqual([
      [
        `The website's GitHub token for its morning update expires on ${github.tokenExpires!.slice(0, 10)} (in 7 days). After that the website stops updating its dates each morning, and cannot say so here. A developer is needed to renew it: the steps are in docs/operations.md, under “Going live” (GITHUB_DISPATCH_TOKEN).`,
      ],
    ]);
  });

  const BODY = "The builds' own text.";
  const [PAUSE, LIMIT] = [GITHUB_RETRY_PAUSE_MS, GITHUB_TIMEOUT_MS];
  // What GitHub does; the tries; the least time they take (pauses between tries, twice as long before the third);
  // how the comment goes on; whether the issue is already open.
  for (const [name, dispatch, tries, least, comment, open] of [
    ["refusing the token (401): no retry, the issue opened", 401, 1, 0, /refused the website's token/, false],
    ["answering 503: three tries, the comment on the open issue", 503, 3, 3 * PAUSE, /answered 503\./, true],
    ["never answering: three tries", "hang", 3, 3 * LIMIT + 3 * PAUSE, /could not be reached\./, false],
  ] as const) {
    test(`GitHub ${name}; the run fails and the issue says a developer is needed`, async ({ request }) => {
      if (open) github.issues.push({ number: 7, title: ISSUE_TITLE, body: BODY, state: "open", comments: [] });
      github.dispatch = dispatch;
      const started = Date.now();
      expect((await request.get(REBUILD)).status()).toBe(500);
      expect(dispatches()).toHaveLength(tries);
      expect(Date.now() - started).toBeGreaterThanOrEqual(least);
      // One issue, an open one left as it was; no one to mention: the site facts name no people.
      const stopped = "The website's morning update could not start today: GitHub ";
      expect(github.issues).toEqual([
        {
          number: open ? 7 : 1,
          title: ISSUE_TITLE,
          body: open ? BODY : expect.any(String),
          state: "open",
          comments: [expect.stringMatching(new RegExp(`^${stopped}${comment.source}[^]*A developer is needed`))],
        },
      ]);
      // Written with the dispatch token (a fine-grained token with Issues read & write).
      const commented = github.received.find((received) => received.path.endsWith("/comments"))!;
      expect(commented.headers.authorization).toBe(`Bearer ${DISPATCH_TOKEN}`);
    });
  }

  test("the afternoon watch tells a person of a stale build", async ({ request }) => {
    // out/ is built for 2025-10-01.
    const fresh = await request.get(watchAt("2025-10-01T15:17:00Z"));
    expect([fresh.status(), await fresh.text()]).toEqual([200, "ok"]);
    expect(github.received).toEqual([]);
    expect((await request.get(watchAt("2025-10-02T15:17:00Z"))).status()).toBe(500);
    expect(github.issues.map(({ title, comments }) => [title, comments])).toEqual([
      [ISSUE_TITLE, [expect.stringMatching(/^The live website was last built for 2025-10-01, more than a day ago/)]],
    ]);
    // The watch asks nothing of the deploy workflow.
    expect(dispatches()).toEqual([]);
  });
});

test.describe("the Worker as deployed: npm run check:live, and the people the live build names", () => {
  // At an address of its own (SITE_URL), on a copy of out/ whose site facts name two people to tell.
  let deployed: Awaited<ReturnType<typeof startWorker>> | undefined;
  /** A plain-http address answering as Cloudflare does with "Always Use HTTPS" on, or as it does without it. */
  let plainAnswer: { status: number; location?: string } = { status: 301 };
  const plainHttp = http.createServer((_request, response) =>
    response.writeHead(plainAnswer.status, plainAnswer.location ? { Location: plainAnswer.location } : {}).end(),
  );
  const assets = path.join(os.tmpdir(), `out-people-${PORT}`);
  test.beforeAll(async () => {
    test.setTimeout(90_000);
    await new Promise<void>((resolve) => plainHttp.listen(PORT + 7, "127.0.0.1", resolve));
    rmSync(assets, { recursive: true, force: true });
    cpSync(path.join(ROOT, "out"), assets, { recursive: true });
    const stamp = JSON.parse(readFileSync(path.join(assets, "build.json"), "utf8")) as object;
    writeFileSync(path.join(assets, "build.json"), JSON.stringify({ ...stamp, people: ["maria-lopez", "jo-ann"] }));
    deployed = await startWorker(PORT + 8, {}, assets);
  });
  test.afterAll(async () => {
    deployed?.stop();
    rmSync(assets, { recursive: true, force: true });
    await new Promise((resolve) => plainHttp.close(resolve));
  });

  // Asynchronous: the plain-http address answers from this process while the check runs.
  const checkLive = (today: string) =>
    new Promise<{ status: number; stdout: string; failures: string[] }>((resolve) => {
      const cli = createRequire(__filename).resolve("tsx/cli");
      const args = [cli, "scripts/check-live.ts", deployed!.url, "--github", github.url];
      args.push("--http", `http://127.0.0.1:${PORT + 7}`);
      // No GitHub token: the production environment's rule is GitHub's to answer, not the stand-in's.
      const env = { ...process.env, SITE_TODAY: today, GITHUB_TOKEN: "" };
      execFile(process.execPath, args, { cwd: ROOT, encoding: "utf8", env }, (error, stdout, stderr) => {
        const lines = stdout.split("\n").filter((line) => line.startsWith("✗"));
        resolve({
          status: error ? (typeof error.code === "number" ? error.code : 1) : 0,
          stdout: stdout + stderr,
          // This build still carries example.org placeholders, so check:live fails on them too: read apart.
          failures: lines.filter((line) => !line.includes("carries the placeholder")),
        });
      });
    });

  test("the watch mentions the people the build names", async ({ request }) => {
    expect((await request.get(`${deployed!.url}${watchAt("2025-10-03T15:17:00Z")}`)).status()).toBe(500);
    expect(github.issues[0]!.comments).toEqual([
      expect.stringMatching(/^@maria-lopez @jo-ann The live website was last built for 2025-10-01, more than a day/),
    ]);
  });

  test("passes against the Worker as deployed; fails on a build older than a day, and on http:// not sent to https:// on the same host", async () => {
    // Five runs of the check, each a new process.
    test.slow();
    plainAnswer = { status: 301, location: "https://127.0.0.1/" };
    // out/ is built for 2025-10-01 (npm run build:test).
    const fresh = await checkLive("2025-10-02");
    expect(fresh.failures, fresh.stdout).toEqual([]);
    expect(fresh.stdout).toMatch(/^✗ \/donate carries the placeholder https:\/\/[\w.]*example\.(org|com)/m);
    expect(fresh.status).toBe(1);
    for (const line of [
      "✓ http:// answers 301 with a redirect to https://127.0.0.1/",
      `✓ /admin saves to ${REPOSITORY}, branch main`,
      `✓ the sign-in redirects to ${github.url}/login/oauth/authorize with client_id ${CLIENT_ID} and a state`,
      "✓ it carries a PKCE challenge (code_challenge_method S256)",
      `✓ GitHub is asked to send the person back to ${deployed!.url}/callback, where /admin is`,
      "✓ the live build is for 2025-10-01 (1 day ago)",
    ])
      expect(fresh.stdout).toContain(line);

    const stale = await checkLive("2025-10-04");
    expect([stale.status, stale.failures]).toEqual([
      1,
      [
        "✗ the live build is for 2025-10-01, 3 days ago: the daily rebuild has not run (the Worker's cron and the rebuild App's key, the deploy workflow's last run)",
      ],
    ]);
    const notSent = /^✗ http:\/\/ answers \d+.*, expected a permanent redirect to https:\/\/127\.0\.0\.1\//;
    for (const answer of [
      { status: 200 },
      { status: 301, location: "https://elsewhere.example/" },
      { status: 301, location: "http://127.0.0.1/" },
    ]) {
      plainAnswer = answer;
      const run = await checkLive("2025-10-02");
      expect([run.status, run.failures], JSON.stringify(answer)).toEqual([1, [expect.stringMatching(notSent)]]);
    }
  });
});

test("the sign-in's own pages are valid HTML", async () => {
  const pages = [
    ...(Object.keys(PROBLEMS) as Problem[]).map(
      (problem) =>
        [problem, problemPage(problem, "n0nce", problem === "github" ? "bad_verification_code" : undefined)] as const,
    ),
    ["hand-over", handOverPage("ghu_example", "n0nce")] as const,
  ];
  // A problem page's title states the whole problem, in both languages: longer than a search result shows, and fine.
  const validator = new HtmlValidate({ extends: ["html-validate:recommended"], rules: { "long-title": "off" } });
  const found: string[] = [];
  for (const [name, html] of pages) {
    const { results } = await validator.validateString(html, `${name}.html`);
    for (const { messages } of results)
      found.push(...messages.map((m) => `${name}.html:${m.line}: ${m.ruleId}: ${m.message}`));
  }
  expect(found).toEqual([]);
});
