import {
  ArcticFetchError,
  CodeChallengeMethod,
  OAuth2Client,
  OAuth2RequestError,
  generateCodeVerifier,
  generateState,
} from "arctic";
import { CONTACT_ENDPOINT } from "../lib/contact-rules";
import { type ContactEnv, contact } from "./contact";
import { PROBLEMS, handOverPage, problemPage, type Problem } from "./pages";
import { REBUILD_CRON, WATCH_CRON, dispatchRebuild, milliseconds, watchRebuild } from "./rebuild";

/**
 * The site's Worker. Cloudflare serves out/ (the static export, out/_headers applied) and calls this only for what
 * is not a file (wrangler.jsonc): /admin's GitHub sign-in on the site's own origin, /admin on another host of the
 * site (sent to SITE_URL's), the contact form's message (worker/contact.ts), and the daily rebuild (worker/rebuild.ts).
 *
 * Sign-in, as Sveltia CMS expects it at base_url + auth_endpoint (the protocol of sveltia-cms-auth): its popup opens
 * /auth, which sends the browser to GitHub with a one-time `state` and a PKCE verifier kept in a 10-minute cookie;
 * GitHub sends it back to /callback with a code, exchanged here (arctic) for a GitHub App user token that a small
 * page hands to /admin. The app is installed on this one repository and its user tokens expire after 8 hours.
 */

export interface Env extends ContactEnv {
  ASSETS: Fetcher;
  GITHUB_REPOSITORY: string;
  GITHUB_BRANCH: string;
  DEPLOY_WORKFLOW: string;
  SITE_URL: string;
  GITHUB_CLIENT_ID: string;
  GITHUB_ORIGIN: string;
  GITHUB_API: string;
  /** How long GitHub may take to answer, in ms (10 s unless set: the tests set less). */
  GITHUB_TIMEOUT_MS?: string;
  /** The pause before the REST API's second try, in ms (2 s unless set; doubled before the third). */
  GITHUB_RETRY_PAUSE_MS?: string;
  /** Worker secrets (`wrangler secret put`; locally .dev.vars). */
  GITHUB_CLIENT_SECRET?: string;
  GITHUB_DISPATCH_TOKEN?: string;
}

const STATE_COOKIE = "__Host-sign-in-state";
const STATE_LIFETIME = 600;

/** An absolute http(s) address, or undefined: a setting that is empty or mistyped reads as missing. */
function origin(value: string | undefined): string | undefined {
  try {
    const url = new URL(value ?? "");
    return url.protocol === "https:" || url.protocol === "http:" ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/** The sign-in's settings, checked at the start of each request: missing ones give the "not set up" page, not a 500. */
function signInSettings(env: Env) {
  const site = origin(env.SITE_URL);
  const github = origin(env.GITHUB_ORIGIN);
  if (!site || !github || !env.GITHUB_CLIENT_ID || !env.GITHUB_CLIENT_SECRET) return undefined;
  return { site, github, client: new OAuth2Client(env.GITHUB_CLIENT_ID, env.GITHUB_CLIENT_SECRET, `${site}/callback`) };
}

function randomNonce(): string {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
}

/** What every answer of the Worker's own carries, redirects included. */
const SECURITY_HEADERS = {
  "Cache-Control": "no-store",
  "Referrer-Policy": "no-referrer",
  "X-Content-Type-Options": "nosniff",
  "X-Robots-Tag": "noindex",
  "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
};

/**
 * A page of the sign-in. No Cross-Origin-Opener-Policy: the popup must stay linked to /admin (which sends
 * same-origin-allow-popups) to hand the token over; `no-referrer` keeps the code in the address to itself.
 */
function html(body: (nonce: string) => string, status: number, headers: Record<string, string> = {}): Response {
  const nonce = randomNonce();
  return new Response(body(nonce), {
    status,
    headers: {
      ...SECURITY_HEADERS,
      "Content-Type": "text/html; charset=utf-8",
      "Content-Security-Policy": `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'nonce-${nonce}'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'`,
      ...headers,
    },
  });
}

function redirect(location: string, status: 301 | 302, headers: Record<string, string> = {}): Response {
  return new Response(null, {
    status,
    headers: {
      ...SECURITY_HEADERS,
      "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
      Location: location,
      ...headers,
    },
  });
}

const clearState = `${STATE_COOKIE}=; Max-Age=0; Path=/; HttpOnly; Secure; SameSite=Lax`;
/** A stopped sign-in's page; it ends the sign-in in progress (its cookie) unless told to leave it alone. */
const stopped = (problem: Problem, detail?: string, { keepCookie = false } = {}) =>
  html(
    (nonce) => problemPage(problem, nonce, detail),
    PROBLEMS[problem].status,
    keepCookie ? {} : { "Set-Cookie": clearState },
  );

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
  // Another site's page must not cancel a sign-in in progress: this page leaves the cookie alone.
  if (!fromThisSite(request, url.origin)) return stopped("elsewhere", undefined, { keepCookie: true });
  const settings = signInSettings(env);
  if (!settings) return stopped("not-set-up");
  const state = generateState();
  const verifier = generateCodeVerifier();
  // A GitHub App asks for no scope: what the token may do is the app's permissions on the repository it is installed on.
  const authorize = settings.client.createAuthorizationURLWithPKCE(
    `${settings.github}/login/oauth/authorize`,
    state,
    CodeChallengeMethod.S256,
    verifier,
    [],
  );
  // Lax: the cookie comes back with GitHub's redirect to /callback, a top-level navigation from another site.
  return redirect(authorize.href, 302, {
    "Set-Cookie": `${STATE_COOKIE}=${state}.${verifier}; Max-Age=${STATE_LIFETIME}; Path=/; HttpOnly; Secure; SameSite=Lax`,
  });
}

async function callback(request: Request, env: Env, url: URL): Promise<Response> {
  const { searchParams } = url;
  // The state first: an answer not for this browser's sign-in says nothing else that can be trusted.
  const [expected, verifier] =
    /(?:^|;\s*)__Host-sign-in-state=([^;]+)/.exec(request.headers.get("Cookie") ?? "")?.[1]?.split(".") ?? [];
  const state = searchParams.get("state");
  // Not this sign-in's answer (a forged link, a stale tab): the sign-in in progress keeps its cookie.
  if (!expected || !verifier || !state) return stopped("no-state", undefined, { keepCookie: true });
  if (state !== expected) return stopped("wrong-state", undefined, { keepCookie: true });
  if (searchParams.get("error") === "access_denied") return stopped("denied");
  if (searchParams.get("error")) return stopped("github", searchParams.get("error") ?? undefined);
  const code = searchParams.get("code");
  if (!code) return stopped("github", "no code");
  const settings = signInSettings(env);
  if (!settings) return stopped("not-set-up");
  // arctic takes no signal, so the exchange is raced against GitHub's time.
  let timer: ReturnType<typeof setTimeout> | null = null;
  const timedOut = new Promise<"timeout">(
    (resolve) => (timer = setTimeout(() => resolve("timeout"), milliseconds(env.GITHUB_TIMEOUT_MS, 10_000))),
  );
  try {
    const tokens = await Promise.race([
      settings.client.validateAuthorizationCode(`${settings.github}/login/oauth/access_token`, code, verifier),
      timedOut,
    ]);
    if (tokens === "timeout") return stopped("unreachable");
    // GitHub answers a refused code with status 200 and an `error` field, which arctic's generic client passes on.
    const refused = (tokens.data as { error?: unknown }).error;
    if (typeof refused === "string") return stopped("github", refused);
    // Only the access token: GitHub's refresh token (6 months) stays out of the browser, so a sign-in ends after 8 hours.
    const token = tokens.accessToken();
    return html((nonce) => handOverPage(token, nonce), 200, { "Set-Cookie": clearState });
  } catch (error) {
    if (error instanceof OAuth2RequestError) return stopped("github", error.code);
    if (error instanceof ArcticFetchError) return stopped("unreachable");
    return stopped("github", "unexpected answer");
  } finally {
    clearTimeout(timer);
  }
}

/**
 * /admin signs in at SITE_URL (its config's base_url, GitHub's callback URL): opened on another host of the site
 * (the bare domain, workers.dev) it is sent there, rather than failing at sign-in with "not started on this website".
 */
function admin(request: Request, env: Env, url: URL): Response | Promise<Response> {
  const site = origin(env.SITE_URL);
  if (site && url.origin !== site) return redirect(`${site}${url.pathname}${url.search}`, 301);
  return env.ASSETS.fetch(request);
}

export default {
  async fetch(request, env) {
    const url = new URL(request.url);
    if (request.method === "GET" && url.pathname === "/auth") return signIn(request, env, url);
    if (request.method === "GET" && url.pathname === "/callback") return callback(request, env, url);
    if (url.pathname === CONTACT_ENDPOINT) return contact(request, env);
    if (url.pathname === "/admin" || url.pathname.startsWith("/admin/")) return admin(request, env, url);
    return env.ASSETS.fetch(request);
  },
  async scheduled(controller, env) {
    if (controller.cron === REBUILD_CRON) await dispatchRebuild(env, controller.scheduledTime);
    else if (controller.cron === WATCH_CRON) await watchRebuild(env, controller.scheduledTime);
    else throw new Error(`No task for the cron “${controller.cron}” (wrangler.jsonc triggers)`);
  },
} satisfies ExportedHandler<Env>;
