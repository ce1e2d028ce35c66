/** @jest-environment node */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { checkProtection, contentFileProblem, onlyContent, runGate } from "@/lib/deploy-gate";

/*
 * What counts as content, on a real git history: what changed is what `git -c core.quotePath=false diff -z
 * --name-only <base> HEAD` writes to a file (as ci.yml and build.yml run it). GitHub's answers about the branch's rules come
 * from a fake fetch shaped like its REST reference ("Get rules for a branch", "List CODEOWNERS errors").
 */

let repo: string;
const git = (...args: string[]) =>
  execFileSync("git", ["-c", "user.name=t", "-c", "user.email=t@example.org", ...args], {
    cwd: repo,
    encoding: "utf8",
  });
/** Writes files and commits them: the commit's SHA. */
function commit(files: Record<string, string>, message: string): string {
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(repo, file)), { recursive: true });
    fs.writeFileSync(path.join(repo, file), text);
  }
  git("add", "-A");
  git("commit", "-qm", message);
  return git("rev-parse", "HEAD").trim();
}
/** The workflow's command, into a file. */
function changedFile(live: string): string {
  const file = path.join(repo, "..", `${path.basename(repo)}.changed`);
  fs.writeFileSync(
    file,
    execFileSync("git", ["-c", "core.quotePath=false", "diff", "-z", "--no-renames", "--name-only", live, "HEAD"], {
      cwd: repo,
    }),
  );
  return file;
}
const changedSince = (live: string) => fs.readFileSync(changedFile(live), "utf8").split("\0").filter(Boolean);

beforeEach(() => {
  repo = fs.mkdtempSync(path.join(os.tmpdir(), "gate-"));
  git("init", "-q", "-b", "main");
});
afterEach(() => fs.rmSync(repo, { recursive: true, force: true }));

test("a staff save that changes only content/ is content only, accents and all", () => {
  const base = commit({ "lib/format.ts": "v1", "content/events/a.md": "one" }, "base");
  commit(
    { "content/events/a.md": "two", "content/es/events/a.md": "dos", "content/uploads/foto-María.webp": "img" },
    "staff save",
  );
  // Not quoted: a name with an accent is still content.
  expect(changedSince(base)).toEqual([
    "content/es/events/a.md",
    "content/events/a.md",
    "content/uploads/foto-María.webp",
  ]);
  expect(onlyContent(fs.readFileSync(changedFile(base), "utf8"))).toBe(true);
});

test("code among the changes, even after content, is not content only", () => {
  const base = commit({ "lib/format.ts": "v1", "content/events/a.md": "one" }, "base");
  commit({ "content/events/a.md": "two" }, "staff save");
  commit({ "wrangler.jsonc": "{}" }, "code");
  expect(onlyContent(fs.readFileSync(changedFile(base), "utf8"))).toBe(false);
});

test("files under content/ that are not Markdown, YAML or an uploaded photo count as code, and are refused by name", () => {
  const base = commit({ "content/events/a.md": "x" }, "base");
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
    commit({ [file]: "x" }, file);
    expect([file, onlyContent(fs.readFileSync(changedFile(base), "utf8"))]).toEqual([file, false]);
    expect([file, contentFileProblem(file)]).toEqual([
      file,
      expect.stringMatching(/^is not a Markdown or YAML file, or a photo in content\/uploads\//),
    ]);
  }
  expect(contentFileProblem("content/uploads/meadow.webp")).toBeUndefined();
  expect(contentFileProblem("content/uploads/meadow.webp", true)).toMatch(/^is a link to another file/);
});

test("a file moved out of content/ counts as code (both paths are listed)", () => {
  const base = commit({ "content/events/a.md": "x", "package.json": "{}" }, "base");
  fs.mkdirSync(path.join(repo, "scripts"));
  git("mv", "content/events/a.md", "scripts/a.md");
  git("commit", "-qm", "moved out of content");
  expect(changedSince(base)).toEqual(["content/events/a.md", "scripts/a.md"]);
  expect(onlyContent(fs.readFileSync(changedFile(base), "utf8"))).toBe(false);
});

/** GitHub's answers as a fake fetch: the rules in force on the branch and the CODEOWNERS errors. */
const RULES_IN_FORCE = [
  { type: "deletion", ruleset_source_type: "Repository", ruleset_source: "o/r", ruleset_id: 1 },
  { type: "non_fast_forward", ruleset_source_type: "Repository", ruleset_source: "o/r", ruleset_id: 1 },
  {
    type: "pull_request",
    parameters: {
      required_approving_review_count: 0,
      dismiss_stale_reviews_on_push: true,
      require_code_owner_review: true,
      require_last_push_approval: false,
      required_review_thread_resolution: false,
    },
    ruleset_source_type: "Repository",
    ruleset_source: "o/r",
    ruleset_id: 1,
  },
  {
    type: "required_status_checks",
    parameters: {
      strict_required_status_checks_policy: false,
      do_not_enforce_on_create: false,
      required_status_checks: [{ context: "required", integration_id: 15368 }],
    },
    ruleset_source_type: "Repository",
    ruleset_source: "o/r",
    ruleset_id: 1,
  },
];
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

test("the protection check asks GitHub with the workflow's own token, and passes a branch whose rules are in force", async () => {
  const { get, asked } = github({});
  expect(await checkProtection(env, get)).toBeUndefined();
  expect(asked).toEqual([
    { url: "https://api.example/repos/o/r/rules/branches/main?per_page=100", authorization: "Bearer workflow-token" },
    { url: "https://api.example/repos/o/r/codeowners/errors", authorization: "Bearer workflow-token" },
  ]);
});

test.each([
  [
    "no ruleset at all",
    { rules: [] },
    /^the default branch's ruleset is not in force \(missing: a pull request with a code owner's review, approvals dismissed by a new push, the status check "required", no force pushes, no deletion\)$/,
  ],
  [
    "a ruleset without code-owner review",
    {
      rules: RULES_IN_FORCE.map((rule) =>
        rule.type === "pull_request"
          ? { ...rule, parameters: { ...rule.parameters, require_code_owner_review: false } }
          : rule,
      ),
    },
    /missing: a pull request with a code owner's review\)$/,
  ],
  [
    "approvals kept after a new push",
    {
      rules: RULES_IN_FORCE.map((rule) =>
        rule.type === "pull_request"
          ? { ...rule, parameters: { ...rule.parameters, dismiss_stale_reviews_on_push: false } }
          : rule,
      ),
    },
    /missing: approvals dismissed by a new push\)$/,
  ],
  [
    "no required status check, or another one",
    {
      rules: RULES_IN_FORCE.map((rule) =>
        rule.type === "required_status_checks"
          ? { ...rule, parameters: { ...rule.parameters, required_status_checks: [{ context: "lint" }] } }
          : rule,
      ),
    },
    /missing: the status check "required"\)$/,
  ],
  [
    "force pushes allowed",
    { rules: RULES_IN_FORCE.filter((rule) => rule.type !== "non_fast_forward") },
    /missing: no force pushes\)$/,
  ],
  [
    "a CODEOWNERS team GitHub does not know",
    { codeowners: { errors: [{ line: 5, kind: "Unknown owner", path: ".github/CODEOWNERS" }] } },
    /^\.github\/CODEOWNERS has 1 error/,
  ],
  [
    "GitHub refusing the question",
    { rulesStatus: 403 },
    /^GitHub could not say whether the default branch is protected \(GitHub answered 403/,
  ],
])("the protection check refuses an unprotected branch: %s", async (_, answers, problem) => {
  expect(await checkProtection(env, github(answers).get)).toMatch(problem);
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
