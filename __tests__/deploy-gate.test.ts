/** @jest-environment node */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { checkProtection, contentFileProblem, onlyContent, REQUIRED_CHECK, runGate } from "@/lib/deploy-gate";

// What changed is what `git diff -z --name-only` writes, as ci.yml and build.yml run it; GitHub answers from a fake fetch shaped like its REST reference.

let repo: string;
const git = (...args: string[]) =>
  execFileSync("git", ["-c", "user.name=t", "-c", "user.email=t@example.org", ...args], {
    cwd: repo,
    encoding: "utf8",
  });
/** Writes files and commits them: the commit's SHA. */
function commit(files: Record<string, string>): string {
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(repo, file)), { recursive: true });
    fs.writeFileSync(path.join(repo, file), text);
  }
  git("add", "-A");
  git("commit", "-qm", "save");
  return git("rev-parse", "HEAD").trim();
}
/** The workflow's command: the paths changed since `live`, NUL-separated. */
const changedSince = (live: string) =>
  git("-c", "core.quotePath=false", "diff", "-z", "--no-renames", "--name-only", live, "HEAD");
const listed = (live: string) => changedSince(live).split("\0").filter(Boolean);

beforeEach(() => {
  repo = fs.mkdtempSync(path.join(os.tmpdir(), "gate-"));
  git("init", "-q", "-b", "main");
});
afterEach(() => fs.rmSync(repo, { recursive: true, force: true }));

test("a staff save that changes only content/ is content only, accents and all (not quoted)", () => {
  const base = commit({ "lib/format.ts": "v1", "content/events/a.md": "one" });
  const files = {
    "content/events/a.md": "two",
    "content/es/events/a.md": "dos",
    "content/uploads/foto-María.webp": "i",
  };
  commit(files);
  expect(listed(base)).toEqual(Object.keys(files).sort());
  expect(onlyContent(changedSince(base))).toBe(true);
  // Code among the changes, even after content, is not content only.
  commit({ "wrangler.jsonc": "{}" });
  expect(onlyContent(changedSince(base))).toBe(false);
});

test("files under content/ that are not Markdown, YAML or an uploaded photo count as code, and are refused by name", () => {
  for (const file of [
    "content/x.js",
    "content/node_modules/react/index.js",
    "content/babel.config.js",
    "content/.babelrc.js",
    "content/tsconfig.json",
    "content/package.json",
    "content/events/photo.webp",
    "content/uploads/run.sh",
  ]) {
    expect([file, onlyContent(`content/events/a.md\0${file}\0`)]).toEqual([file, false]);
    expect([file, contentFileProblem(file)]).toEqual([
      file,
      expect.stringMatching(/^is not a Markdown or YAML file, or a photo in content\/uploads\//),
    ]);
  }
  expect(contentFileProblem("content/uploads/meadow.webp")).toBeUndefined();
  expect(contentFileProblem("content/uploads/meadow.webp", true)).toMatch(/^is a link to another file/);
});

test("a file moved out of content/ counts as code (both paths are listed)", () => {
  const base = commit({ "content/events/a.md": "x", "package.json": "{}" });
  fs.mkdirSync(path.join(repo, "scripts"));
  git("mv", "content/events/a.md", "scripts/a.md");
  git("commit", "-qm", "moved out of content");
  expect(listed(base)).toEqual(["content/events/a.md", "scripts/a.md"]);
  expect(onlyContent(changedSince(base))).toBe(false);
});

/** GitHub's answers as a fake fetch: in force on main, the rules of our ruleset file, as GitHub lists them. */
const ruleset = JSON.parse(fs.readFileSync(path.join(__dirname, "../.github/rulesets/main.json"), "utf8")) as {
  rules: { type: string; parameters?: object }[];
};
const RULES_IN_FORCE = ruleset.rules.map((rule) => ({ ...rule, ruleset_source_type: "Repository", ruleset_id: 1 }));
/** The rules in force with one rule's parameters changed. */
const changed = (type: string, parameters: object) =>
  RULES_IN_FORCE.map((rule) =>
    rule.type === type ? { ...rule, parameters: { ...rule.parameters, ...parameters } } : rule,
  );
function github(answers: { rules?: unknown; rulesStatus?: number; codeowners?: unknown }) {
  const asked: { url: string; authorization: string }[] = [];
  const get = (async (url: string, init?: RequestInit) => {
    asked.push({ url, authorization: new Headers(init?.headers).get("authorization") ?? "" });
    if (url.includes("/rules/branches/"))
      return new Response(JSON.stringify(answers.rules ?? RULES_IN_FORCE), { status: answers.rulesStatus ?? 200 });
    if (url.endsWith("/codeowners/errors"))
      return new Response(JSON.stringify(answers.codeowners ?? { errors: [] }), { status: 200 });
    return new Response("{}", { status: 404 });
  }) as typeof fetch;
  return { get, asked };
}
const env = {
  GITHUB_API_URL: "https://api.example",
  GITHUB_REPOSITORY: "o/r",
  GITHUB_TOKEN: "workflow-token",
  BRANCH: "main",
};

test("the protection check asks GitHub with the workflow's own token, and passes main under our ruleset file's rules", async () => {
  const { get, asked } = github({});
  expect(await checkProtection(env, get)).toBeUndefined();
  expect(await checkProtection(env, github({ rules: [] }).get)).toBe(
    `the default branch's ruleset is not in force (missing: a pull request with a code owner's review, approvals dismissed by a new push, the status check "required", no force pushes, no deletion)`,
  );
  expect(asked).toEqual([
    { url: "https://api.example/repos/o/r/rules/branches/main?per_page=100", authorization: "Bearer workflow-token" },
    { url: "https://api.example/repos/o/r/codeowners/errors", authorization: "Bearer workflow-token" },
  ]);
});

test.each([
  ["no code-owner review", { rules: changed("pull_request", { require_code_owner_review: false }) }, "code owner's"],
  ["stale approvals kept", { rules: changed("pull_request", { dismiss_stale_reviews_on_push: false }) }, "new push"],
  [
    "another check",
    { rules: changed("required_status_checks", { required_status_checks: [{ context: "lint" }] }) },
    'ed"',
  ],
  ["force pushes allowed", { rules: RULES_IN_FORCE.filter((rule) => rule.type !== "non_fast_forward") }, "no force"],
  ["an unknown CODEOWNERS team", { codeowners: { errors: [{ line: 5, kind: "Unknown owner" }] } }, "has 1 error"],
  ["GitHub refusing the question", { rulesStatus: 403 }, "could not say whether the default branch is protected"],
])("the protection check refuses an unprotected branch: %s", async (_, answers, problem) => {
  // A ruleset with one rule changed: that one is named missing, and nothing else.
  const only = new RegExp(`^the default branch's ruleset is not in force \\(missing: [^,]*${problem}[^,]*\\)$`);
  expect(await checkProtection(env, github(answers).get)).toMatch("rules" in answers ? only : problem);
});

test("our ruleset file guards the default branch, and nobody bypasses it (that the gate accepts it: above)", () => {
  expect(ruleset).toMatchObject({
    enforcement: "active",
    target: "branch",
    conditions: { ref_name: { include: ["~DEFAULT_BRANCH"] } },
    bypass_actors: [],
  });
  // No approval count: a draft of content/ alone (no code owner) publishes unreviewed. Not "up to date with main"
  // first: /admin cannot update a draft's branch. 15368 is GitHub Actions: a status any other token sets does not count.
  expect(ruleset.rules).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ parameters: expect.objectContaining({ required_approving_review_count: 0 }) }),
      expect.objectContaining({
        parameters: expect.objectContaining({
          strict_required_status_checks_policy: false,
          required_status_checks: [{ context: REQUIRED_CHECK, integration_id: 15368 }],
        }),
      }),
    ]),
  );
});

test("the gate step: the default branch under its rules deploys; an unprotected one publishes nothing", async () => {
  const outputs: Record<string, string> = {};
  const io = (get: typeof fetch) => ({
    write: (file: string, text: string) => void (outputs[file] = (outputs[file] ?? "") + text),
    get,
  });
  const live = "a".repeat(40);
  const stepEnv = {
    ...env,
    DEFAULT_BRANCH: "main",
    GITHUB_REF: "refs/heads/main",
    LIVE: live,
    GITHUB_OUTPUT: "out",
    GITHUB_STEP_SUMMARY: "summary",
  };
  expect(await runGate(stepEnv, io(github({}).get))).toEqual({
    decision: "deploy",
    reason: "the default branch, under its rules",
  });
  expect(outputs.out).toBe(`decision=deploy\nreason=the default branch, under its rules\nlive=${live}\n`);

  delete outputs.out;
  const refused = await runGate(stepEnv, io(github({ rules: [] }).get));
  expect(refused.decision).toBe("unprotected");
  expect(refused.reason).toMatch(/Nothing is published until a maintainer turns the protection back on/);
  expect(outputs.out).toMatch(/^decision=unprotected\n/);
});

test.each([
  ["a branch of its own", "refs/heads/cms/x-base", "main"],
  ["a tag", "refs/tags/main", "main"],
  ["a pull request's merge", "refs/pull/7/merge", "main"],
  ["a branch named like main elsewhere", "refs/heads/main-x", "main"],
  ["no default branch given", "refs/heads/main", ""],
])("a deploy started on another ref publishes nothing, whatever GitHub says of main: %s", async (_, ref, branch) => {
  const { get, asked } = github({});
  const outputs: string[] = [];
  const result = await runGate(
    { ...env, DEFAULT_BRANCH: branch, GITHUB_REF: ref, GITHUB_OUTPUT: "out" },
    { write: (_file, text) => void outputs.push(text), get },
  );
  expect(result.decision).toBe("unprotected");
  expect(result.reason).toMatch(/not on the default branch/);
  expect(outputs.join("")).toMatch(/^decision=unprotected\n/);
  expect(asked).toEqual([]);
});
