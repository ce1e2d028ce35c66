/** @jest-environment node */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { checkProtection, contentFileProblem, onlyContent, runGate } from "@/lib/deploy-gate";

// What changed is what `git diff -z --name-only` writes, as ci.yml and build.yml run it; GitHub answers from a fake fetch shaped like its REST reference.

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

test("a staff save that changes only content/ is content only, accents and all (not quoted)", () => {
  const base = commit({ "lib/format.ts": "v1", "content/events/a.md": "one" }, "base");
  const files = {
    "content/events/a.md": "two",
    "content/es/events/a.md": "dos",
    "content/uploads/foto-María.webp": "i",
  };
  commit(files, "staff save");
  expect(changedSince(base)).toEqual(Object.keys(files).sort());
  expect(onlyContent(fs.readFileSync(changedFile(base), "utf8"))).toBe(true);
  // Code among the changes, even after content, is not content only.
  commit({ "wrangler.jsonc": "{}" }, "code");
  expect(onlyContent(fs.readFileSync(changedFile(base), "utf8"))).toBe(false);
});

test("files under content/ that are not Markdown, YAML or an uploaded photo count as code, and are refused by name", () => {
  const base = commit({ "content/events/a.md": "x" }, "base");
  const code = [
    "content/x.js",
    "content/node_modules/react/index.js",
    "content/babel.config.js",
    "content/.babelrc.js",
  ];
  const config = [
    "content/tsconfig.json",
    "content/package.json",
    "content/events/photo.webp",
    "content/uploads/run.sh",
  ];
  for (const file of [...code, ...config]) {
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
const source = { ruleset_source_type: "Repository", ruleset_source: "o/r", ruleset_id: 1 };
const review = {
  required_approving_review_count: 0,
  dismiss_stale_reviews_on_push: true,
  require_code_owner_review: true,
};
const checks = { strict_required_status_checks_policy: false, required_status_checks: [{ context: "required" }] };
const RULES_IN_FORCE: { type: string; parameters?: object }[] = [
  { type: "deletion", ...source },
  { type: "non_fast_forward", ...source },
  { type: "pull_request", parameters: review, ...source },
  { type: "required_status_checks", parameters: checks, ...source },
];
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
    { rules: changed("pull_request", { require_code_owner_review: false }) },
    /missing: a pull request with a code owner's review\)$/,
  ],
  [
    "approvals kept after a new push",
    { rules: changed("pull_request", { dismiss_stale_reviews_on_push: false }) },
    /missing: approvals dismissed by a new push\)$/,
  ],
  [
    "no required status check, or another one",
    { rules: changed("required_status_checks", { required_status_checks: [{ context: "lint" }] }) },
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
