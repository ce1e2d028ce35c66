import { ISSUE_TITLE } from "../lib/reporting/issue-title";
import { installationToken, type AppTokenError } from "./github-app";
import type { Env } from "./index";

/**
 * The daily rebuild and its watch. Every morning the Worker asks GitHub to run the deploy workflow
 * (workflow_dispatch), so dates, "next: …" and ended series follow the calendar; a few hours later it reads the live
 * /build.json. When the dispatch fails, or the live build is more than 30 hours old, it tells a person where staff
 * already look: a comment on the "needs attention" issue (a comment notifies its mentions; an edited body does not).
 * Both act as the rebuild App: a GitHub App of its own, not the one /admin signs in with, with no user sign-in and
 * only Actions and Issues (read & write) on this repository. Only this Worker holds its private key; each run trades
 * it for a one-hour installation token narrowed to those two permissions (worker/github-app.ts): no person's token,
 * nothing that expires unnoticed. GITHUB_DISPATCH_TOKEN is used only where no App key is set (the local stand-in
 * GitHub of the tests).
 */

/** The Worker's settings for the App: its ID, its private key (PKCS#8 PEM) and its installation on this repository. */
type AppEnv = Env & { GITHUB_APP_ID?: string; GITHUB_APP_PRIVATE_KEY?: string; GITHUB_APP_INSTALLATION_ID?: string };

const hasApp = (env: AppEnv) => !!(env.GITHUB_APP_ID && env.GITHUB_APP_PRIVATE_KEY && env.GITHUB_APP_INSTALLATION_ID);
const hasCredentials = (env: AppEnv) => hasApp(env) || !!env.GITHUB_DISPATCH_TOKEN;

const tokens = new WeakMap<Env, Promise<string | undefined>>();
/** The token this run acts with: one installation token of the App per run, or (with no App key) GITHUB_DISPATCH_TOKEN. */
function tokenOf(env: AppEnv): Promise<string | undefined> {
  if (!hasApp(env)) return Promise.resolve(env.GITHUB_DISPATCH_TOKEN);
  let token = tokens.get(env);
  if (!token) {
    token = installationToken({
      api: env.GITHUB_API,
      appId: env.GITHUB_APP_ID!,
      privateKey: env.GITHUB_APP_PRIVATE_KEY!,
      installationId: env.GITHUB_APP_INSTALLATION_ID!,
      repository: env.GITHUB_REPOSITORY,
      permissions: { actions: "write", issues: "write" },
      now: Date.now(),
      timeout: milliseconds(env.GITHUB_TIMEOUT_MS, 10_000),
    }).catch((error: AppTokenError) => {
      throw new GitHubError(error.status, error.message);
    });
    tokens.set(env, token);
  }
  return token;
}

/** wrangler.jsonc's triggers: the rebuild at 09:17 UTC (4:17 or 5:17 a.m. in Florida), its watch at 15:17 UTC. */
export const REBUILD_CRON = "17 9 * * *";
export const WATCH_CRON = "17 15 * * *";
/** A live build older than this, counted from the start of the day it was built for, has missed a morning. */
const STALE_HOURS = 30;
const TRIES = 3;
const LABEL = "website-attention";

/** A duration in ms from the Worker's environment, or `fallback` when it is unset or not a positive number. */
export function milliseconds(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return value && Number.isFinite(parsed) && parsed > 0 ? parsed : fallback;
}

/** A failed answer, with as much of its body as a log line needs. */
class GitHubError extends Error {
  constructor(
    readonly status: number | undefined,
    message: string,
  ) {
    super(message);
  }
}

const short = (text: string) => (text.length > 200 ? `${text.slice(0, 200)}…` : text);

/**
 * One call to GitHub's REST API with the Worker's token: each try times out, and a try that GitHub did not answer or
 * answered 5xx/429 is made again after a pause. A refusal (401, 403, 404, 422) is final at once.
 */
async function github(
  env: Env,
  method: string,
  route: string,
  body?: object,
): Promise<{ data: unknown; headers: Headers }> {
  const token = await tokenOf(env);
  const timeout = milliseconds(env.GITHUB_TIMEOUT_MS, 10_000);
  const pause = milliseconds(env.GITHUB_RETRY_PAUSE_MS, 2_000);
  for (let attempt = 1; ; attempt += 1) {
    let failure: GitHubError;
    try {
      const response = await fetch(`${env.GITHUB_API}${route}`, {
        method,
        headers: {
          Authorization: `Bearer ${token}`,
          Accept: "application/vnd.github+json",
          "Content-Type": "application/json",
          "User-Agent": "website-daily-rebuild",
          "X-GitHub-Api-Version": "2022-11-28",
        },
        body: body && JSON.stringify(body),
        signal: AbortSignal.timeout(timeout),
      });
      if (response.ok)
        return { data: response.status === 204 ? undefined : await response.json(), headers: response.headers };
      failure = new GitHubError(
        response.status,
        `GitHub answered ${response.status} to ${method} ${route}: ${short(await response.text())}`,
      );
      if (response.status < 500 && response.status !== 429) throw failure;
    } catch (error) {
      if (error instanceof GitHubError) throw error;
      const reason =
        (error as Error).name === "TimeoutError" ? `no answer in ${timeout / 1000} s` : short((error as Error).message);
      failure = new GitHubError(undefined, `GitHub could not be reached for ${method} ${route}: ${reason}`);
    }
    console.warn(`try ${attempt} of ${TRIES}: ${failure.message}`);
    if (attempt >= TRIES) throw failure;
    await new Promise((resolve) => setTimeout(resolve, pause * 2 ** (attempt - 1)));
  }
}

/** The live build's stamp (out/build.json): the day it was built for and the people the site facts name. */
async function liveBuild(env: Env): Promise<{ day?: string; people?: string[] }> {
  try {
    const response = await env.ASSETS.fetch("https://assets.invalid/build.json");
    return response.ok ? ((await response.json()) as { day?: string; people?: string[] }) : {};
  } catch {
    return {};
  }
}

/** Posts `text` as a comment on the "needs attention" issue, opening the issue if there is none. */
export async function tellPeople(env: Env, text: string): Promise<void> {
  const { people } = await liveBuild(env);
  const names = (people ?? []).filter((person) => /^[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*$/.test(person));
  const repo = `/repos/${env.GITHUB_REPOSITORY}`;
  const open = (await github(env, "GET", `${repo}/issues?state=open&per_page=100`)).data as {
    number: number;
    title: string;
  }[];
  let issue = open.find((candidate) => candidate.title === ISSUE_TITLE)?.number;
  if (issue === undefined) {
    // The builds write this issue's text (scripts/attention-issue.ts); the Worker only makes sure it exists.
    const opened = (
      await github(env, "POST", `${repo}/issues`, {
        title: ISSUE_TITLE,
        body: "This issue is where the website says what needs a person. Each build keeps this text current; the comments below tell what happened, as it happens.",
        labels: [LABEL],
      })
    ).data as { number: number };
    issue = opened.number;
  }
  const mention = names.length ? `${names.map((name) => `@${name}`).join(" ")} ` : "";
  await github(env, "POST", `${repo}/issues/${issue}/comments`, { body: `${mention}${text}` });
}

/** Tells a person, or if even that fails, says so in the error the cron's log shows. */
async function alert(env: Env, text: string, cause: string): Promise<never> {
  try {
    await tellPeople(env, text);
  } catch (error) {
    throw new Error(`${cause}; and the "needs attention" issue could not be told: ${(error as Error).message}`);
  }
  // Thrown after telling, so the cron's run shows as failed in the Worker's logs too.
  throw new Error(`${cause} (told on the "needs attention" issue)`);
}

/**
 * The daily rebuild: runs the deploy workflow through GitHub's API (workflow_dispatch). A long-lived token
 * (GITHUB_DISPATCH_TOKEN) could expire and not even report itself, so its coming expiry (GitHub's header on each
 * answer) is told 14 and 7 days ahead, then daily; the App's tokens are made fresh each run and have none to tell.
 */
export async function dispatchRebuild(env: Env, now: number): Promise<void> {
  if (!hasCredentials(env))
    throw new Error(
      "The GitHub App's key (GITHUB_APP_ID, GITHUB_APP_PRIVATE_KEY, GITHUB_APP_INSTALLATION_ID) is not set: the daily rebuild cannot start (docs/operations.md, Going live)",
    );
  const route = `/repos/${env.GITHUB_REPOSITORY}/actions/workflows/${env.DEPLOY_WORKFLOW}/dispatches`;
  let headers: Headers;
  try {
    ({ headers } = await github(env, "POST", route, { ref: env.GITHUB_BRANCH }));
  } catch (error) {
    const { status, message } = error as GitHubError;
    const why =
      status === 401 || status === 403
        ? "GitHub refused the website's token (it may have expired, or its owner left the organisation)"
        : status
          ? `GitHub answered ${status}`
          : "GitHub could not be reached";
    return alert(
      env,
      `The website's morning update could not start today: ${why}. Until it runs, the website keeps yesterday's dates (“today”, “next”, ended series). A developer is needed: the steps are in docs/operations.md, under “Going live” (the Worker's GitHub token).`,
      message,
    );
  }
  if (hasApp(env)) return;
  // GitHub's form: "2026-12-31 09:00:00 UTC" (or with an offset, "… -0700").
  const stamp = /^(\S+) (\S+) (?:UTC|([+-]\d\d)(\d\d))$/.exec(
    headers.get("github-authentication-token-expiration") ?? "",
  );
  const expires = stamp ? Date.parse(`${stamp[1]}T${stamp[2]}${stamp[3] ? `${stamp[3]}:${stamp[4]}` : "Z"}`) : NaN;
  const days = Math.ceil((expires - now) / 86_400_000);
  if (days === 14 || days === 7 || days <= 3) {
    await tellPeople(
      env,
      `The website's GitHub token for its morning update expires on ${new Date(expires).toISOString().slice(0, 10)} (in ${days} day${days === 1 ? "" : "s"}). After that the website stops updating its dates each morning, and cannot say so here. A developer is needed to renew it: the steps are in docs/operations.md, under “Going live” (GITHUB_DISPATCH_TOKEN).`,
    );
  }
}

/** The watch: when the live build is more than STALE_HOURS old (or has no stamp), a person is told. */
export async function watchRebuild(env: Env, now: number): Promise<void> {
  if (!hasCredentials(env))
    throw new Error(
      "The GitHub App's key is not set: the live build's age cannot be reported (docs/operations.md, Going live)",
    );
  const { day } = await liveBuild(env);
  const builtFor = day && /^\d{4}-\d{2}-\d{2}$/.test(day) ? Date.parse(`${day}T00:00:00Z`) : NaN;
  const hours = (now - builtFor) / 3_600_000;
  if (hours <= STALE_HOURS) return;
  await alert(
    env,
    day
      ? `The live website was last built for ${day}, more than a day ago: this morning's update did not reach it, so its dates (“today”, “next”, ended series) may be out of date. A developer is needed: look at the last runs of the deploy workflow (the Actions tab) and at the Worker's logs on Cloudflare.`
      : "The live website has no build stamp (/build.json), so nobody can tell whether it is up to date. A developer is needed: look at the last runs of the deploy workflow (the Actions tab).",
    day ? `the live build is for ${day}, ${Math.round(hours)} hours ago` : "the live build has no /build.json",
  );
}
