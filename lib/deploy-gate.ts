/**
 * The deploy gate of .github/workflows/deploy.yml, and the one definition of "content" the workflows use. GitHub's
 * ruleset on the default branch (.github/rulesets/main.json) and CODEOWNERS keep unreviewed code off main: a pull
 * request that changes anything outside content/ needs a code owner's approval, and every pull request needs the CI
 * check named `required` (the whole suite for code, the draft's checks for content). So what is on main may run; the
 * gate only confirms, before anything runs with a Cloudflare token, that the run is on the default branch and that
 * those rules are in force (asked of GitHub with the workflow's own token). If not, nothing is published.
 *
 * No imports and only erasable TypeScript: the workflows run this file with plain Node before anything is installed.
 */

export type Decision = "deploy" | "unprotected";

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

/** Whether every path of a NUL-separated list (`git diff -z --name-only`) is content: an empty list is too. */
export const onlyContent = (list: string) => list.split("\0").filter(Boolean).every(isContentFile);

/** The status check every pull request into main must pass (.github/workflows/ci.yml, job `required`). */
export const REQUIRED_CHECK = "required";

/** One rule in force on a branch, as GitHub's "Get rules for a branch" lists it. */
interface BranchRule {
  type?: string;
  parameters?: {
    require_code_owner_review?: boolean;
    dismiss_stale_reviews_on_push?: boolean;
    required_status_checks?: { context?: string }[];
  };
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
  // Without it, an approval given to a harmless commit would still count after a push of code.
  if (!list.some((rule) => rule.type === "pull_request" && rule.parameters?.dismiss_stale_reviews_on_push === true))
    missing.push("approvals dismissed by a new push");
  if (
    !list.some(
      (rule) =>
        rule.type === "required_status_checks" &&
        rule.parameters?.required_status_checks?.some((check) => check.context === REQUIRED_CHECK),
    )
  )
    missing.push(`the status check "${REQUIRED_CHECK}"`);
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

/**
 * The gate step of the workflow: the ref, then the protection, written as step outputs (GITHUB_OUTPUT). Only the
 * default branch deploys: a run started on any other branch or tag publishes nothing, whatever its files say.
 */
export async function runGate(
  env: Record<string, string | undefined>,
  io: { write: (file: string, text: string) => void; get?: typeof fetch },
): Promise<{ decision: Decision; reason: string }> {
  const onDefault = !!env.DEFAULT_BRANCH && env.GITHUB_REF === `refs/heads/${env.DEFAULT_BRANCH}`;
  const problem = onDefault
    ? await checkProtection({ ...env, BRANCH: env.DEFAULT_BRANCH }, io.get)
    : `this run is on ${env.GITHUB_REF || "no ref"}, not on the default branch, which alone is published`;
  const live = /^[0-9a-f]{40}$/.test(env.LIVE ?? "") ? env.LIVE : undefined;
  const { decision, reason } = problem
    ? {
        decision: "unprotected" as const,
        reason: `${problem}. Nothing is published until a maintainer turns the protection back on (docs/operations.md: Going live).`,
      }
    : { decision: "deploy" as const, reason: "the default branch, under its rules" };
  const line = (text: string) => text.replace(/[\r\n]+/g, " ");
  if (env.GITHUB_OUTPUT)
    io.write(env.GITHUB_OUTPUT, `decision=${decision}\nreason=${line(reason)}\nlive=${live ?? ""}\n`);
  if (env.GITHUB_STEP_SUMMARY) io.write(env.GITHUB_STEP_SUMMARY, `**Deploy gate: ${decision}.** ${line(reason)}\n`);
  return { decision, reason };
}
