// Checks a deployed site from outside, as a visitor and /admin would meet it: http:// sent to https://, its security
// headers, /admin's own, /admin/config.yml, the sign-in's first step (a redirect to the GitHub App's authorize page
// with PKCE) and the age of the live build (out/build.json); given GITHUB_TOKEN (a maintainer's, e.g. `gh auth token`),
// that the `production` environment deploys the default branch only.
//   npm run check:live -- https://www.example.org [--github https://github.com] [--max-days 1] [--http http://…]
// (--http: where the site's plain http:// address answers, if not at the same host; tests use it.)
// Prints one line per check; exits 1 if any failed.
import { parseArgs } from "node:util";
import YAML from "yaml";
import { today } from "../lib/clock";
import { hostFacts } from "../lib/host";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    github: { type: "string", default: "https://github.com" },
    "max-days": { type: "string", default: "1" },
    http: { type: "string" },
    api: { type: "string", default: "https://api.github.com" },
  },
});
if (positionals.length !== 1) {
  console.error(
    "Usage: npm run check:live -- https://www.example.org [--github https://github.com] [--max-days 1] [--http http://www.example.org]",
  );
  process.exit(2);
}
const site = positionals[0]!.replace(/\/+$/, "");
let failed = 0;
const pass = (text: string) => console.log(`✓ ${text}`);
const fail = (text: string) => {
  failed += 1;
  console.log(`✗ ${text}`);
};
const note = (text: string) => console.log(`· ${text}`);
const check = (ok: boolean, good: string, bad: string) => (ok ? pass(good) : fail(bad));

async function get(route: string, init?: RequestInit): Promise<Response> {
  return fetch(`${site}${route}`, init);
}

/** Runs the checks in order (each may read what an earlier one found). */
async function main() {
  // 0. http:// answers with a redirect to https:// on the same host (Cloudflare: "Always Use HTTPS"), where browsers remember it (HSTS).
  const host = new URL(site).hostname;
  const plain = values.http ?? (site.startsWith("https://") ? `http://${new URL(site).host}` : undefined);
  if (plain) {
    const answer = await fetch(`${plain.replace(/\/+$/, "")}/`, { redirect: "manual" }).catch((error: Error) => error);
    const target = answer instanceof Response ? (answer.headers.get("Location") ?? "") : "";
    const to = URL.canParse(target) ? new URL(target) : undefined;
    check(
      answer instanceof Response &&
        [301, 308].includes(answer.status) &&
        to?.protocol === "https:" &&
        to.hostname === host,
      `http:// answers ${answer instanceof Response ? answer.status : ""} with a redirect to ${target}`,
      answer instanceof Response
        ? `http:// answers ${answer.status}${target ? ` to ${target}` : ""}, expected a permanent redirect to https://${host}/ (Cloudflare: SSL/TLS → Edge Certificates → Always Use HTTPS)`
        : `http:// could not be reached: ${answer.message}`,
    );
  } else note(`${site} is not an https:// address: the redirect from http:// is checked only on one`);

  // 1. A page of the site: the headers out/_headers gives every page.
  const home = await get("/");
  check(home.ok, `${site}/ answers ${home.status}`, `${site}/ answers ${home.status}`);
  const header = (response: Response, name: string) => response.headers.get(name) ?? "";
  const siteHeaders: [string, (value: string) => boolean, string][] = [
    [
      "Strict-Transport-Security",
      (value) => Number(/max-age=(\d+)/.exec(value)?.[1] ?? 0) >= 31536000,
      "max-age of a year or more",
    ],
    ["Content-Security-Policy", (value) => value.includes("frame-ancestors 'none'"), "frame-ancestors 'none'"],
    ["X-Content-Type-Options", (value) => value === "nosniff", "nosniff"],
    ["Cross-Origin-Opener-Policy", (value) => value === "same-origin", "same-origin"],
  ];
  for (const [name, ok, expected] of siteHeaders) {
    const value = header(home, name);
    check(
      ok(value),
      `pages send ${name}: ${value}`,
      `pages send ${name} “${value}”, expected ${expected} (out/_headers applied?)`,
    );
  }
  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(await home.text())?.[1];

  // 1b. No placeholder address left on the pages visitors act on (“Before going live”).
  for (const route of ["/", "/events", "/community", "/donate", "/contact"]) {
    const found = /(?:https?:\/\/|[\w.+-]+@)?(?:[\w-]+\.)*example\.(?:org|com)\b[^\s"'<>)]*/i.exec(
      await (await get(route)).text(),
    )?.[0];
    check(
      !found,
      `${route} carries no placeholder address`,
      `${route} carries the placeholder ${found}: write the organisation's own in Site facts`,
    );
  }

  // 2. /admin: its own opener policy, so the sign-in popup can answer it, and kept out of search engines.
  const admin = await get("/admin/");
  check(admin.ok, `/admin/ answers ${admin.status}`, `/admin/ answers ${admin.status}`);
  const opener = header(admin, "Cross-Origin-Opener-Policy");
  check(
    opener === "same-origin-allow-popups",
    `/admin/ sends Cross-Origin-Opener-Policy: ${opener}`,
    `/admin/ sends Cross-Origin-Opener-Policy “${opener}”, expected same-origin-allow-popups alone (the sign-in popup cannot answer otherwise)`,
  );
  check(
    header(admin, "X-Robots-Tag").includes("noindex"),
    "/admin/ is kept out of search engines (X-Robots-Tag: noindex)",
    "/admin/ lacks X-Robots-Tag: noindex",
  );

  // 3. What /admin saves to and signs in with.
  type Backend = { repo?: string; branch?: string; base_url?: string; auth_endpoint?: string; auth_methods?: string[] };
  const configResponse = await get("/admin/config.yml");
  const backend = configResponse.ok
    ? ((YAML.parse(await configResponse.text()) as { backend?: Backend }).backend ?? {})
    : {};
  check(configResponse.ok, "/admin/config.yml is served", `/admin/config.yml answers ${configResponse.status}`);
  check(
    /^[\w.-]+\/[\w.-]+$/.test(backend.repo ?? "") && backend.repo !== "your-organisation/your-site",
    `/admin saves to ${backend.repo}, branch ${backend.branch}`,
    `/admin/config.yml names no real repository (${backend.repo}): set GITHUB_REPOSITORY in wrangler.jsonc`,
  );
  check(
    !!backend.base_url,
    `/admin signs in at ${backend.base_url}/${backend.auth_endpoint ?? "auth"}`,
    "/admin/config.yml has no base_url: sign-in would go to Netlify",
  );
  check(
    JSON.stringify(backend.auth_methods) === '["oauth"]',
    "/admin offers only “Sign In with GitHub”",
    `/admin offers sign-in methods ${JSON.stringify(backend.auth_methods)}`,
  );
  if (backend.base_url && canonical) {
    const builtFor = new URL(canonical).origin;
    check(
      new URL(backend.base_url).origin === builtFor,
      `the sign-in is on the site's own address (${builtFor})`,
      `/admin signs in at ${backend.base_url} but the site was built for ${builtFor}`,
    );
    if (builtFor !== new URL(site).origin)
      note(`${site} is not the address the site was built for (${builtFor}): staff sign in there`);
  }

  // 4. The sign-in's first step, on this deployment: a redirect to the GitHub App's authorize page with its client ID, a
  // state and a PKCE challenge, coming back to the site's own address (SITE_URL) whatever address was asked.
  const signIn = await get(`/${backend.auth_endpoint ?? "auth"}?provider=github&site_id=${host}`, {
    redirect: "manual",
  });
  const location = new URL(header(signIn, "Location") || "about:blank");
  const query = location.searchParams;
  const authorize = `${values.github!.replace(/\/+$/, "")}/login/oauth/authorize`;
  // Back where /admin is served (after its redirect to SITE_URL, if this is another address of the site).
  const callback = `${new URL(admin.url || site).origin}/callback`;
  check(
    signIn.status === 302 &&
      `${location.origin}${location.pathname}` === authorize &&
      !!query.get("client_id") &&
      !!query.get("state"),
    `the sign-in redirects to ${authorize} with client_id ${query.get("client_id")} and a state`,
    `the sign-in answers ${signIn.status}${signIn.status === 302 ? ` to ${location.href}` : ""}, expected a redirect to ${authorize} with client_id and state (Worker deployed? GITHUB_CLIENT_ID set?)`,
  );
  if (signIn.status === 302) {
    check(
      /^[\w-]{43}$/.test(query.get("code_challenge") ?? "") && query.get("code_challenge_method") === "S256",
      "it carries a PKCE challenge (code_challenge_method S256)",
      `it carries code_challenge “${query.get("code_challenge") ?? ""}” and code_challenge_method “${query.get("code_challenge_method") ?? ""}”, expected an S256 challenge`,
    );
    check(
      query.get("redirect_uri") === callback,
      `GitHub is asked to send the person back to ${callback}, where /admin is`,
      `GitHub is asked to send the person back to ${query.get("redirect_uri")}, expected ${callback} (SITE_URL in wrangler.jsonc; the GitHub App's callback URL)`,
    );
  }
  const cookie = header(signIn, "Set-Cookie");
  check(
    /HttpOnly/i.test(cookie) && /Secure/i.test(cookie) && /SameSite=(Lax|Strict)/i.test(cookie),
    "its state is kept in an HttpOnly, Secure, SameSite cookie",
    `its state cookie is “${cookie}”`,
  );

  // 5. How old the live build is: the cron rebuilds it every morning.
  const build = await get("/build.json");
  const stamp = build.ok ? ((await build.json()) as { day?: string; commit?: string | null }) : {};
  const age = stamp.day ? Math.round((Date.parse(today()) - Date.parse(stamp.day)) / 86_400_000) : NaN;
  check(
    age >= 0 && age <= Number(values["max-days"]),
    `the live build is for ${stamp.day} (${age === 0 ? "today" : `${age} day${age === 1 ? "" : "s"} ago`}), commit ${stamp.commit?.slice(0, 7) ?? "unknown"}`,
    stamp.day
      ? `the live build is for ${stamp.day}, ${age} days ago: the daily rebuild has not run (the Worker's cron and the rebuild App's key, the deploy workflow's last run)`
      : `/build.json answers ${build.status}: no build stamp`,
  );

  // 6. The production token is reachable from the default branch only: the environment's branch rule (Settings →
  // Environments → production), the second lock behind the deploy workflow's own check of the ref.
  const { repository, branch } = hostFacts();
  if (process.env.GITHUB_TOKEN) {
    const ask = async (route: string) => {
      const answer = await fetch(
        `${values.api!.replace(/\/+$/, "")}/repos/${repository}/environments/production${route}`,
        {
          headers: { Authorization: `Bearer ${process.env.GITHUB_TOKEN}`, Accept: "application/vnd.github+json" },
        },
      );
      return answer.ok ? ((await answer.json()) as Record<string, unknown>) : { status: answer.status };
    };
    const environment = (await ask("")) as { deployment_branch_policy?: { custom_branch_policies?: boolean } | null };
    const rules = (await ask("/deployment-branch-policies")) as {
      branch_policies?: { name?: string; type?: string }[];
    };
    const only = rules.branch_policies ?? [];
    check(
      environment.deployment_branch_policy?.custom_branch_policies === true &&
        only.length === 1 &&
        only[0]!.name === branch &&
        (only[0]!.type ?? "branch") === "branch",
      `the production environment deploys the branch ${branch} only`,
      `the production environment does not deploy the branch ${branch} only (found ${JSON.stringify(environment.deployment_branch_policy ?? environment)}, ${JSON.stringify(only)}): docs/operations.md, Going live, step 5`,
    );
  } else
    note(
      "the production environment's branch rule was not checked: run with GITHUB_TOKEN=$(gh auth token) (docs/operations.md, Going live)",
    );

  console.log(
    failed ? `check-live: ${failed} check${failed === 1 ? "" : "s"} failed` : "check-live: all checks passed",
  );
  process.exitCode = failed ? 1 : 0;
}

main().catch((error: Error) => {
  console.log(`✗ ${site} could not be checked: ${error.message}`);
  process.exitCode = 1;
});
