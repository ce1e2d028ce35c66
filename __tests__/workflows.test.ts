/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { REQUIRED_CHECK } from "@/lib/deploy-gate";

// Our workflow files, CODEOWNERS and ruleset, read as data: who may run with a token, on which ref, from which
// checkout. GitHub's own behaviour (what an event carries, how environments match) is not tested here; what we wrote is.

type Text = Partial<Record<"name" | "uses" | "run" | "if", string>>;
type Step = Text & { with?: Record<string, unknown>; env?: Record<string, string> };
type Job = Text & { needs?: string | string[]; environment?: unknown; permissions?: object; steps?: Step[] };

const dir = path.join(__dirname, "..", ".github", "workflows");
const files = fs.readdirSync(dir).filter((file) => file.endsWith(".yml"));
const read = (file: string) => fs.readFileSync(path.join(dir, file), "utf8");
const workflow = (file: string) =>
  parse(read(file)) as { on: Record<string, { branches?: string[] } | null>; jobs: Record<string, Job> };

const ON_DEFAULT_BRANCH = "github.event.pull_request.base.ref == github.event.repository.default_branch";
const REF_IS_DEFAULT = "github.ref == format('refs/heads/{0}', github.event.repository.default_branch)";
const DEFAULT_BRANCH_BY_NAME = "${{ github.event.repository.default_branch }}";

/** A job that holds a secret or can write to the repository, its pull requests or its statuses. */
const holdsToken = (job: Job) =>
  !!job.environment ||
  JSON.stringify(job).includes("secrets.") ||
  Object.values(job.permissions ?? {}).includes("write");

test("previews run on pull requests into main only: no review trigger, whose base no filter can bind", () => {
  const preview = workflow("preview.yml");
  expect(Object.keys(preview.on)).toEqual(["pull_request"]);
  expect(preview.on.pull_request?.branches).toEqual(["main"]);
});

test("every preview job checks the pull request's base, and every job with a token checks out the default branch by name", () => {
  const preview = workflow("preview.yml");
  for (const [name, job] of Object.entries(preview.jobs)) {
    expect([name, job.if]).toEqual([name, expect.stringContaining(ON_DEFAULT_BRANCH)]);
    if (!holdsToken(job)) continue;
    const checkouts = (job.steps ?? []).filter((step) => step.uses?.startsWith("actions/checkout@"));
    // The first checkout is the code that runs: the default branch, by name.
    expect([name, checkouts[0]?.with?.ref]).toEqual([name, DEFAULT_BRANCH_BY_NAME]);
    // Any other brings the draft's content/ alone, into a folder of its own.
    for (const other of checkouts.slice(1))
      expect([name, other.with?.["sparse-checkout"], other.with?.path]).toEqual([
        name,
        "content",
        expect.stringMatching(/^\w+$/),
      ]);
  }
});

test("no workflow checks out or trusts a pull request's base.sha", () => {
  for (const file of files) expect([file, read(file).includes("base.sha")]).toEqual([file, false]);
});

test("a draft is built on the default branch's code, and merged in only after git says it changes content alone", () => {
  const build = workflow("build.yml").jobs.build!;
  const draft = build.steps!.find((step) => step.with === undefined && step.env?.DRAFT)!;
  expect(draft.env?.BASE).toBe(`origin/${DEFAULT_BRANCH_BY_NAME}`);
  const lines = draft.run!.split("\n");
  const at = (pattern: RegExp) => lines.findIndex((line) => pattern.test(line));
  expect(at(/git checkout -q --detach "\$BASE"/)).toBe(0);
  expect(at(/git .*diff -z --no-renames --name-only "\$BASE\.\.\.\$DRAFT"/)).toBeGreaterThan(0);
  expect(at(/\[ "\$only" = true \] \|\| .*exit 0/)).toBeGreaterThan(at(/onlyContent/));
  expect(at(/git .*merge .*"\$DRAFT"/)).toBeGreaterThan(at(/\[ "\$only" = true \]/));
  // A draft that changes code is built by nothing after that: every later step waits for "content only".
  const later = build.steps!.slice(build.steps!.indexOf(draft) + 1);
  for (const step of later)
    expect([step.name ?? step.uses ?? step.run, step.if]).toEqual([
      step.name ?? step.uses ?? step.run,
      expect.stringMatching(/steps\.draft\.outputs\.content-only != 'false'|inputs\.draft == ''|inputs\.launch-check/),
    ]);
  // The preview job's token reaches out/ (data) and the default branch's wrangler.jsonc, never the draft's code.
  expect(workflow("preview.yml").jobs.build!.uses).toBe("./.github/workflows/build.yml");
  expect(holdsToken(workflow("build.yml").jobs.build!)).toBe(false);
});

test("the deploy runs on the default branch only: the gate and the notice check the ref; the rest wait for the gate", () => {
  const deploy = workflow("deploy.yml");
  expect(deploy.jobs.gate!.if).toContain(REF_IS_DEFAULT);
  expect(deploy.jobs.attention!.if).toContain(REF_IS_DEFAULT);
  for (const [name, job] of Object.entries(deploy.jobs)) {
    if (name === "gate" || name === "attention") continue;
    expect([name, [job.needs].flat()]).toEqual([name, expect.arrayContaining(["gate"])]);
    expect([name, job.if]).toEqual([name, expect.stringContaining("needs.gate.outputs.decision == 'deploy'")]);
  }
  // The notice runs this commit's code only when the gate confirmed the branch and its rules.
  const trusted = deploy.jobs.attention!.steps!.find((step) => step.run?.includes('echo "ref=$GITHUB_SHA"'))!;
  expect(trusted.env?.PROTECTED).toBe("${{ needs.gate.outputs.decision == 'deploy' }}");
});

test("every workflow: actions pinned to a commit, no credentials kept, no expression inside a shell script", () => {
  for (const file of files) {
    const { jobs } = workflow(file);
    for (const [name, job] of Object.entries(jobs)) {
      for (const step of job.steps ?? []) {
        if (step.uses) expect([file, name, step.uses]).toEqual([file, name, expect.stringMatching(/@[0-9a-f]{40}$/)]);
        if (step.uses?.startsWith("actions/checkout@"))
          expect([file, name, step.with?.["persist-credentials"]]).toEqual([file, name, false]);
        // A matrix value is written in the file itself; anything else arrives through `env:`.
        if (step.run)
          expect([file, name, step.run.replace(/\$\{\{ matrix\.\w+ \}\}/g, "").includes("${{")]).toEqual([
            file,
            name,
            false,
          ]);
      }
    }
  }
});

test("every pull request must pass CI's `required` job, which waits for every other job, whatever they did", () => {
  const { jobs } = workflow("ci.yml");
  const required = jobs[REQUIRED_CHECK]!;
  expect(required.name ?? REQUIRED_CHECK).toBe(REQUIRED_CHECK);
  expect(required.if).toMatch(/always\(\)/);
  expect(new Set(required.needs)).toEqual(new Set(Object.keys(jobs).filter((job) => job !== REQUIRED_CHECK)));
});

test("CODEOWNERS gives every path to a maintainers' team, then leaves content/ without an owner (the last match wins)", () => {
  const rules = read("../CODEOWNERS")
    .match(/^[^#\s].*/gm)!
    .map((line) => line.trim().split(/\s+/));
  expect(rules).toEqual([["*", expect.stringMatching(/^@[\w-]+\/[\w-]+$/)], ["/content/"]]);
});
