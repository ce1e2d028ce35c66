import { ArcticFetchError, OAuth2Client, OAuth2RequestError, generateState } from "arctic";
import { PROBLEMS, handOverPage, problemPage, type Problem } from "./pages";

/**
 * The site's Worker. Cloudflare serves out/ (the static export, out/_headers applied) and calls this only for what
 * is not a file (wrangler.jsonc): /admin's GitHub sign-in on the site's own origin, and the daily rebuild.
 *
 * Sign-in, as Sveltia CMS expects it at base_url + auth_endpoint (the protocol of sveltia-cms-auth): its popup opens
 * /auth, which sends the browser to GitHub with a one-time `state` also kept in a 10-minute cookie; GitHub sends it
 * back to /callback with a code, exchanged here (arctic) for a token that a small page hands to /admin.
 */

export interface Env {
  ASSETS: Fetcher;
  GITHUB_REPOSITORY: string;
  GITHUB_BRANCH: string;
  DEPLOY_WORKFLOW: string;
  OAUTH_SCOPE: string;
  GITHUB_CLIENT_ID: string;
  GITHUB_ORIGIN: string;
  GITHUB_API: string;
  /** Worker secrets (`wrangler secret put`; locally .dev.vars). */
  GITHUB_CLIENT_SECRET?: string;
  GITHUB_DISPATCH_TOKEN?: string;
}

const STATE_COOKIE = "__Host-sign-in-state";
const STATE_LIFETIME = 600;

function randomNonce(): string {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
}

/**
 * A page of the sign-in. No Cross-Origin-Opener-Policy: the popup must stay linked to /admin (which sends
 * same-origin-allow-popups) to hand the token over; `no-referrer` keeps the code in the address to itself.
 */
function html(body: (nonce: string) => string, status: number, headers: Record<string, string> = {}): Response {
  const nonce = randomNonce();
  return new Response(body(nonce), {
    status,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-store",
      "Content-Security-Policy": `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'nonce-${nonce}'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'`,
      "Referrer-Policy": "no-referrer",
      "X-Content-Type-Options": "nosniff",
      "X-Robots-Tag": "noindex",
      "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
      ...headers,
    },
  });
}

const clearState = `${STATE_COOKIE}=; Max-Age=0; Path=/; HttpOnly; Secure; SameSite=Lax`;
const stopped = (problem: Problem, detail?: string) => html((nonce) => problemPage(problem, nonce, detail), PROBLEMS[problem].status, { "Set-Cookie": clearState });

/** The OAuth client for GitHub's endpoints at GITHUB_ORIGIN (GitHub itself, or a test's stand-in). */
const oauth = (env: Env, origin: string) => new OAuth2Client(env.GITHUB_CLIENT_ID, env.GITHUB_CLIENT_SECRET ?? null, `${origin}/callback`);

/**
 * Whether the sign-in was opened from this origin (/admin) or directly: a browser says where a navigation comes from
 * (Sec-Fetch-Site, else Referer). An address typed in ("none") or a request that says nothing (`npm run check:live`)
 * may start it: the token is only ever posted to this origin.
 */
function fromThisSite(request: Request, origin: string): boolean {
  const site = request.headers.get("Sec-Fetch-Site");
  if (site) return site === "same-origin" || site === "none";
  const referrer = request.headers.get("Referer");
  if (!referrer) return true;
  try {
    return new URL(referrer).origin === origin;
  } catch {
    return false;
  }
}

function signIn(request: Request, env: Env, url: URL): Response {
  if (!fromThisSite(request, url.origin)) return stopped("elsewhere");
  if (!env.GITHUB_CLIENT_ID || !env.GITHUB_CLIENT_SECRET) return stopped("not-set-up");
  const state = generateState();
  const authorize = oauth(env, url.origin).createAuthorizationURL(`${env.GITHUB_ORIGIN}/login/oauth/authorize`, state, [env.OAUTH_SCOPE]);
  return new Response(null, {
    status: 302,
    headers: {
      Location: authorize.href,
      "Cache-Control": "no-store",
      // Lax: the cookie comes back with GitHub's redirect to /callback, a top-level navigation from another site.
      "Set-Cookie": `${STATE_COOKIE}=${state}; Max-Age=${STATE_LIFETIME}; Path=/; HttpOnly; Secure; SameSite=Lax`,
    },
  });
}

async function callback(request: Request, env: Env, url: URL): Promise<Response> {
  const { searchParams } = url;
  if (searchParams.get("error") === "access_denied") return stopped("denied");
  const expected = /(?:^|;\s*)__Host-sign-in-state=([^;]+)/.exec(request.headers.get("Cookie") ?? "")?.[1];
  const state = searchParams.get("state");
  if (!expected || !state) return stopped("no-state");
  if (state !== expected) return stopped("wrong-state");
  if (searchParams.get("error")) return stopped("github", searchParams.get("error") ?? undefined);
  const code = searchParams.get("code");
  if (!code) return stopped("github", "no code");
  try {
    const tokens = await oauth(env, url.origin).validateAuthorizationCode(`${env.GITHUB_ORIGIN}/login/oauth/access_token`, code, null);
    // GitHub answers a refused code with status 200 and an `error` field, which arctic's generic client passes on.
    const refused = (tokens.data as { error?: unknown }).error;
    if (typeof refused === "string") return stopped("github", refused);
    const token = tokens.accessToken();
    return html((nonce) => handOverPage(token, nonce), 200, { "Set-Cookie": clearState });
  } catch (error) {
    if (error instanceof OAuth2RequestError) return stopped("github", error.code);
    if (error instanceof ArcticFetchError) return stopped("unreachable");
    return stopped("github", "unexpected answer");
  }
}

/** The daily rebuild: runs the deploy workflow through GitHub's API (workflow_dispatch), with a token that may do only that. */
export async function dispatchRebuild(env: Env): Promise<void> {
  if (!env.GITHUB_DISPATCH_TOKEN) throw new Error("GITHUB_DISPATCH_TOKEN is not set: the daily rebuild cannot start (README, Going live)");
  const route = `/repos/${env.GITHUB_REPOSITORY}/actions/workflows/${env.DEPLOY_WORKFLOW}/dispatches`;
  const response = await fetch(`${env.GITHUB_API}${route}`, {
    method: "POST",
    headers: {
      Authorization: `Bearer ${env.GITHUB_DISPATCH_TOKEN}`,
      Accept: "application/vnd.github+json",
      "Content-Type": "application/json",
      "User-Agent": "website-daily-rebuild",
      "X-GitHub-Api-Version": "2022-11-28",
    },
    body: JSON.stringify({ ref: env.GITHUB_BRANCH }),
  });
  // Thrown, so the cron's run shows as failed in the Worker's logs.
  if (!response.ok) throw new Error(`GitHub answered ${response.status} to POST ${route}: ${await response.text()}`);
}

export default {
  async fetch(request, env) {
    const url = new URL(request.url);
    if (request.method === "GET" && url.pathname === "/auth") return signIn(request, env, url);
    if (request.method === "GET" && url.pathname === "/callback") return callback(request, env, url);
    return env.ASSETS.fetch(request);
  },
  async scheduled(_controller, env) {
    await dispatchRebuild(env);
  },
} satisfies ExportedHandler<Env>;
