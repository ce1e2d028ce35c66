/**
 * The deploy gate of .github/workflows/deploy.yml. GitHub's ruleset on the default branch (.github/rulesets/main.json)
 * and CODEOWNERS keep unreviewed code off main: a pull request that changes anything outside content/ needs a code
 * owner's approval, one that changes only content/ merges alone. So what is on main may run; this file only decides
 * two things before anything runs with a Cloudflare token:
 * - whether those rules are in force (asked of GitHub with the workflow's own token): if not, nothing is published;
 * - whether `npm test` must pass first: when code changed since the live site, yes; when only content did, no.
 *
 * No imports and only erasable TypeScript: the workflow runs this file with plain Node before anything is installed.
 */

export type Decision = "deploy" | "test first" | "unprotected";

/** What staff may keep under content/: Markdown and YAML anywhere in it, and images in its uploads folder. */
const CONTENT_FILE =
  /^content\/(?:[^/]+\/)*[^/]+\.(?:md|mdx|yaml)$|^content\/uploads\/[^/]+\.(?:jpe?g|png|webp|avif|gif|heic|heif)$/i;

/** Whether a path is content (data staff edit in /admin) rather than code, by its name alone. */
export const isContentFile = (file: string) =>
  CONTENT_FILE.test(file) && !file.split("/").some((part) => part.startsWith(".") || part === "node_modules");

/** Why a file under content/ is not content, in plain words, or undefined when it is. */
export function contentFileProblem(file: string, symlink = false): string | undefined {
  if (symlink) return "is a link to another file, which content/ may not hold: remove it";
  if (!isContentFile(file))
    return "is not a Markdown or YAML file, or a photo in content/uploads/, so it may not be under content/: remove it";
  return undefined;
}

export interface GateInput {
  /** The commit the live site was built from (its /build.json), or undefined when it could not be read. */
  live?: string;
  /** The paths that differ between the live commit and this one (`git diff -z --name-only live HEAD`); undefined when git cannot compare them. */
  changed?: readonly string[];
}

const listed = (files: readonly string[]) => `${files.slice(0, 5).join(", ")}${files.length > 5 ? ", …" : ""}`;

/** Deploy at once when only content changed since the live site; otherwise run the tests first. */
export function decide(input: GateInput): { decision: Exclude<Decision, "unprotected">; reason: string } {
  if (input.live && input.changed && input.changed.every(isContentFile)) {
    return {
      decision: "deploy",
      reason: input.changed.length
        ? "only content changed since the live site"
        : "the live site's code and content, built for today",
    };
  }
  const code = input.changed?.filter((file) => !isContentFile(file)) ?? [];
  const what = !input.live
    ? "the live site's build stamp (/build.json) could not be read, so the site is tested before it goes live"
    : !input.changed
      ? `the live commit ${input.live.slice(0, 7)} is not in this history, so the site is tested before it goes live`
      : `the code changed since the live site (${listed(code)}), so it is tested before it goes live`;
  return { decision: "test first", reason: what };
}

/** One rule in force on a branch, as GitHub's "Get rules for a branch" lists it. */
interface BranchRule {
  type?: string;
  parameters?: { require_code_owner_review?: boolean };
}

/**
 * What is missing from the rules GitHub says are in force on the default branch, and the CODEOWNERS errors it
 * reports: undefined when main takes reviewed code only. Written for a maintainer, in plain words.
 */
export function protectionProblem(rules: unknown, codeownersErrors: unknown): string | undefined {
  const list: BranchRule[] = Array.isArray(rules) ? (rules as BranchRule[]) : [];
  const missing: string[] = [];
  if (!list.some((rule) => rule.type === "pull_request" && rule.parameters?.require_code_owner_review === true))
    missing.push("a pull request with a code owner's review");
  if (!list.some((rule) => rule.type === "non_fast_forward")) missing.push("no force pushes");
  if (!list.some((rule) => rule.type === "deletion")) missing.push("no deletion");
  const errors = (codeownersErrors as { errors?: unknown[] } | undefined)?.errors;
  const problems: string[] = [];
  if (missing.length) problems.push(`the default branch's ruleset is not in force (missing: ${missing.join(", ")})`);
  if (!Array.isArray(errors)) problems.push("GitHub did not say whether .github/CODEOWNERS is valid");
  else if (errors.length)
    problems.push(
      `.github/CODEOWNERS has ${errors.length} error${errors.length === 1 ? "" : "s"} (an unknown team or user owns nothing, so code would need no review)`,
    );
  return problems.length ? problems.join("; and ") : undefined;
}

/** Asks GitHub, with the workflow's token, whether the default branch's rules are in force: the problem, or undefined. */
export async function checkProtection(
  env: { GITHUB_API_URL?: string; GITHUB_REPOSITORY?: string; GITHUB_TOKEN?: string; BRANCH?: string },
  get: typeof fetch = fetch,
): Promise<string | undefined> {
  const api = `${env.GITHUB_API_URL ?? "https://api.github.com"}/repos/${env.GITHUB_REPOSITORY}`;
  const ask = async (route: string) => {
    const response = await get(`${api}${route}`, {
      headers: {
        Authorization: `Bearer ${env.GITHUB_TOKEN}`,
        Accept: "application/vnd.github+json",
        "X-GitHub-Api-Version": "2022-11-28",
        "User-Agent": "deploy-gate",
      },
    });
    if (!response.ok) throw new Error(`GitHub answered ${response.status} to ${route}`);
    return (await response.json()) as unknown;
  };
  try {
    return protectionProblem(
      await ask(`/rules/branches/${encodeURIComponent(env.BRANCH ?? "main")}?per_page=100`),
      await ask("/codeowners/errors"),
    );
  } catch (error) {
    // Fail closed: a question GitHub did not answer is a branch we cannot call protected.
    return `GitHub could not say whether the default branch is protected (${(error as Error).message})`;
  }
}

/** The gate step of the workflow: protection, then the decision, written as step outputs (GITHUB_OUTPUT). */
export async function runGate(
  env: Record<string, string | undefined>,
  io: { read: (file: string) => string; write: (file: string, text: string) => void; get?: typeof fetch },
): Promise<{ decision: Decision; reason: string }> {
  const problem = await checkProtection({ ...env, BRANCH: env.DEFAULT_BRANCH }, io.get);
  const live = /^[0-9a-f]{40}$/.test(env.LIVE ?? "") ? env.LIVE : undefined;
  // The changed paths arrive NUL-separated in a file (`git diff -z`), never in an argument or a variable: any number fits.
  const changed =
    live && env.CHANGED_FILE && env.COMPARED === "true"
      ? io.read(env.CHANGED_FILE).split("\0").filter(Boolean)
      : undefined;
  const { decision, reason } = problem
    ? {
        decision: "unprotected" as const,
        reason: `${problem}. Nothing is published until a maintainer turns the protection back on (README: Going live).`,
      }
    : decide({ live, changed });
  const line = (text: string) => text.replace(/[\r\n]+/g, " ");
  if (env.GITHUB_OUTPUT)
    io.write(env.GITHUB_OUTPUT, `decision=${decision}\nreason=${line(reason)}\nlive=${live ?? ""}\n`);
  if (env.GITHUB_STEP_SUMMARY) io.write(env.GITHUB_STEP_SUMMARY, `**Deploy gate: ${decision}.** ${reason}\n`);
  return { decision, reason };
}
