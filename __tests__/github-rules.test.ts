/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import { z } from "zod";

/*
 * The guard on main is GitHub's own: a branch ruleset (imported from .github/rulesets/main.json) and CODEOWNERS.
 * The shape below is written from GitHub's REST reference for "Create a repository ruleset" (the body that "Import a
 * ruleset" reads), not from the file: unknown keys are refused, as GitHub refuses them.
 */

const pullRequestParameters = z
  .object({
    dismiss_stale_reviews_on_push: z.boolean(),
    require_code_owner_review: z.boolean(),
    require_last_push_approval: z.boolean(),
    required_approving_review_count: z.number().int().min(0).max(10),
    required_review_thread_resolution: z.boolean(),
    allowed_merge_methods: z
      .array(z.enum(["merge", "squash", "rebase"]))
      .min(1)
      .optional(),
  })
  .strict();

const rule = z.discriminatedUnion("type", [
  z.object({ type: z.literal("creation") }).strict(),
  z.object({ type: z.literal("deletion") }).strict(),
  z.object({ type: z.literal("non_fast_forward") }).strict(),
  z.object({ type: z.literal("required_linear_history") }).strict(),
  z.object({ type: z.literal("required_signatures") }).strict(),
  z.object({ type: z.literal("pull_request"), parameters: pullRequestParameters }).strict(),
]);

const ruleset = z
  .object({
    name: z.string().min(1),
    target: z.enum(["branch", "tag", "push"]),
    enforcement: z.enum(["disabled", "active", "evaluate"]),
    bypass_actors: z
      .array(
        z
          .object({
            actor_id: z.number().int().nullable(),
            actor_type: z.enum(["Integration", "OrganizationAdmin", "RepositoryRole", "Team", "DeployKey"]),
            bypass_mode: z.enum(["always", "pull_request"]),
          })
          .strict(),
      )
      .optional(),
    conditions: z
      .object({ ref_name: z.object({ include: z.array(z.string()), exclude: z.array(z.string()) }).strict() })
      .strict(),
    rules: z.array(rule),
  })
  .strict();

const root = path.join(__dirname, "..");
const file = JSON.parse(fs.readFileSync(path.join(root, ".github/rulesets/main.json"), "utf8")) as unknown;

test("the ruleset file has the shape GitHub's import reads", () => {
  expect(ruleset.safeParse(file).error?.issues).toBeUndefined();
});

test("the ruleset guards the default branch: pull requests only, a code owner's review, no force push, no deletion", () => {
  const parsed = ruleset.parse(file);
  expect(parsed.enforcement).toBe("active");
  expect(parsed.target).toBe("branch");
  expect(parsed.conditions.ref_name.include).toEqual(["~DEFAULT_BRANCH"]);
  // Nobody bypasses it from the file: staff must never be on that list.
  expect(parsed.bypass_actors ?? []).toEqual([]);
  const types = parsed.rules.map((each) => each.type);
  expect(types).toEqual(expect.arrayContaining(["pull_request", "non_fast_forward", "deletion"]));
  const review = parsed.rules.find((each) => each.type === "pull_request");
  expect(review && "parameters" in review && review.parameters).toMatchObject({
    require_code_owner_review: true,
    required_approving_review_count: 0,
    dismiss_stale_reviews_on_push: true,
  });
});

test("a file the import would refuse is refused here too", () => {
  expect(ruleset.safeParse({ ...(file as object), enforcement: "on" }).success).toBe(false);
  expect(
    ruleset.safeParse({
      ...(file as object),
      rules: [{ type: "pull_request", parameters: { require_code_owner_review: true } }],
    }).success,
  ).toBe(false);
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
