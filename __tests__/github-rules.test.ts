/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { REQUIRED_CHECK } from "@/lib/deploy-gate";

/*
 * The guard on main is GitHub's own: a branch ruleset (imported from .github/rulesets/main.json) and CODEOWNERS.
 * These tests read our files for the rules the deploy gate relies on; GitHub's import checks the file's shape.
 */

const root = path.join(__dirname, "..");
type Rule = { type: string; parameters?: Record<string, unknown> };
const ruleset = JSON.parse(fs.readFileSync(path.join(root, ".github/rulesets/main.json"), "utf8")) as {
  enforcement: string;
  target: string;
  conditions: { ref_name: { include: string[] } };
  bypass_actors?: unknown[];
  rules: Rule[];
};
const ruleOf = (type: string) => ruleset.rules.find((rule) => rule.type === type)?.parameters;

test("the ruleset guards the default branch: pull requests only, a code owner's review, no force push, no deletion", () => {
  expect(ruleset.enforcement).toBe("active");
  expect(ruleset.target).toBe("branch");
  expect(ruleset.conditions.ref_name.include).toEqual(["~DEFAULT_BRANCH"]);
  // Nobody bypasses it from the file: staff must never be on that list.
  expect(ruleset.bypass_actors ?? []).toEqual([]);
  expect(ruleset.rules.map((rule) => rule.type)).toEqual(
    expect.arrayContaining(["pull_request", "non_fast_forward", "deletion", "required_status_checks"]),
  );
  expect(ruleOf("pull_request")).toMatchObject({
    require_code_owner_review: true,
    required_approving_review_count: 0,
    dismiss_stale_reviews_on_push: true,
  });
});

test("every pull request must pass CI's `required` job, as reported by GitHub Actions itself", () => {
  const checks = ruleOf("required_status_checks")?.required_status_checks as { context: string }[];
  // 15368 is GitHub Actions: a commit status of that name set by any other token does not count.
  expect(checks).toEqual([{ context: REQUIRED_CHECK, integration_id: 15368 }]);
  // Not "up to date with main" first: staff publish from /admin, which cannot update a draft's branch.
  expect(ruleOf("required_status_checks")?.strict_required_status_checks_policy).toBe(false);
  const ci = parse(fs.readFileSync(path.join(root, ".github/workflows/ci.yml"), "utf8")) as {
    jobs: Record<string, { name?: string; if?: string; needs?: string[] }>;
  };
  const required = ci.jobs[REQUIRED_CHECK]!;
  expect(required.name ?? REQUIRED_CHECK).toBe(REQUIRED_CHECK);
  // It runs whatever the others did, and waits for every other job.
  expect(required.if).toMatch(/always\(\)/);
  expect(new Set(required.needs)).toEqual(new Set(Object.keys(ci.jobs).filter((job) => job !== REQUIRED_CHECK)));
});

/** The owners CODEOWNERS gives a path: GitHub's rule, the last matching line wins (only the two pattern kinds used here). */
function ownersOf(codeowners: string, file: string): string[] {
  let owners: string[] = [];
  for (const line of codeowners.split("\n")) {
    const [pattern, ...names] = line.replace(/#.*/, "").trim().split(/\s+/);
    if (!pattern) continue;
    if (!["*"].includes(pattern) && !/^\/[^*?[]+\/$/.test(pattern))
      throw new Error(`a CODEOWNERS pattern this test does not read: ${pattern}`);
    if (pattern === "*" || file.startsWith(pattern.slice(1))) owners = names;
  }
  return owners;
}
test("CODEOWNERS gives every path to the maintainers and leaves content/ without an owner", () => {
  const codeowners = fs.readFileSync(path.join(root, ".github/CODEOWNERS"), "utf8");
  for (const code of [
    "package.json",
    "lib/site.ts",
    ".github/workflows/deploy.yml",
    ".github/CODEOWNERS",
    "wrangler.jsonc",
    "contentful.ts",
    "docs/content/x.md",
  ]) {
    expect([code, ownersOf(codeowners, code)]).toEqual([code, [expect.stringMatching(/^@[\w-]+\/[\w-]+$/)]]);
  }
  for (const words of ["content/site.yaml", "content/es/events/a.md", "content/uploads/photo.webp"])
    expect([words, ownersOf(codeowners, words)]).toEqual([words, []]);
});
