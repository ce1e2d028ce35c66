/** @jest-environment node */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { decide, type GateInput } from "@/lib/deploy-gate";

/*
 * The deploy gate, on a real git history: what changed is what `git diff --name-only <live> HEAD` lists (as the
 * workflow's gate job runs it), so the cases below are the ones the reviews reproduced, not only the rule's branches.
 */

let repo: string;
const git = (...args: string[]) => execFileSync("git", args, { cwd: repo, encoding: "utf8", env: { ...process.env, GIT_AUTHOR_NAME: "t", GIT_AUTHOR_EMAIL: "t@example.org", GIT_COMMITTER_NAME: "t", GIT_COMMITTER_EMAIL: "t@example.org" } }).trim();
/** Writes files and commits them: the commit's SHA. */
function commit(files: Record<string, string>, message: string): string {
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(repo, file)), { recursive: true });
    fs.writeFileSync(path.join(repo, file), text);
  }
  git("add", "-A");
  git("commit", "-qm", message);
  return git("rev-parse", "HEAD");
}
const changedSince = (live: string) => git("diff", "--no-renames", "--name-only", live, "HEAD").split("\n").filter(Boolean);

const MAINTAINERS = ["dev-maria"];
const gate = (input: Partial<GateInput> & Pick<GateInput, "live" | "changed">) => decide({ event: "push", actor: "staff-sam", maintainers: MAINTAINERS, ...input });

beforeEach(() => {
  repo = fs.mkdtempSync(path.join(os.tmpdir(), "gate-"));
  git("init", "-q", "-b", "main");
});
afterEach(() => fs.rmSync(repo, { recursive: true, force: true }));

test("a staff save that changes only content/ since the live commit deploys, with no test run", () => {
  const live = commit({ "lib/format.ts": "v1", "content/events/a.md": "one" }, "live");
  commit({ "content/events/a.md": "two", "content/es/events/a.md": "dos" }, "staff save");
  expect(changedSince(live)).toEqual(["content/es/events/a.md", "content/events/a.md"]);
  expect(gate({ live, changed: changedSince(live) }).decision).toBe("deploy");
});

test("a failed developer push, then a staff save: the save is held, because the code differs from what is live", () => {
  const live = commit({ "lib/format.ts": "v1", "content/events/a.md": "one" }, "live");
  commit({ "lib/format.ts": "v2 (its tests fail)" }, "developer push");
  // That run: a maintainer pushed code, so it is tested first …
  expect(gate({ live, changed: changedSince(live), actor: "dev-maria" }).decision).toBe("test first");
  // … its tests fail, so it is held and the live commit stays the same.
  expect(gate({ live, changed: changedSince(live), actor: "dev-maria", tests: "failed" })).toEqual({ decision: "hold", reason: expect.stringContaining("its tests failed") });
  const save = commit({ "content/events/a.md": "two" }, "staff save");
  // Compared with the push before it, the save changes only content (the old gate deployed it); compared with live, it is held.
  expect(git("diff", "--name-only", `${save}~1`, save)).toBe("content/events/a.md");
  const held = gate({ live, changed: changedSince(live) });
  expect(held.decision).toBe("hold");
  expect(held.reason).toMatch(/^the code changed since the live site \(lib\/format\.ts\), and staff-sam, who pushed it, is not a maintainer\./);
});

test("the morning rebuild (workflow_dispatch) of a commit whose code differs from live is held, even when its token is a maintainer's", () => {
  const live = commit({ "lib/format.ts": "v1" }, "live");
  commit({ "lib/format.ts": "v2, never tested" }, "developer push");
  expect(gate({ live, changed: changedSince(live), event: "workflow_dispatch", actor: "dev-maria" }).decision).toBe("hold");
  expect(gate({ live, changed: changedSince(live), event: "workflow_dispatch", actor: "dispatch-bot" }).decision).toBe("hold");
  // Started by hand by a maintainer who ticks "approve": tested first.
  expect(gate({ live, changed: changedSince(live), event: "workflow_dispatch", actor: "dev-maria", approved: true }).decision).toBe("test first");
  // "approve" from someone who is not a maintainer counts for nothing.
  expect(gate({ live, changed: changedSince(live), event: "workflow_dispatch", actor: "staff-sam", approved: true }).decision).toBe("hold");
});

test("the morning rebuild of the live commit itself deploys (a new day, nothing changed)", () => {
  const live = commit({ "lib/format.ts": "v1", "content/site.yaml": "x" }, "live");
  expect(changedSince(live)).toEqual([]);
  expect(gate({ live, changed: changedSince(live), event: "workflow_dispatch", actor: "dispatch-bot" }).decision).toBe("deploy");
});

test("a maintainer's code push is tested first and deploys when its tests pass", () => {
  const live = commit({ "worker/index.ts": "v1" }, "live");
  commit({ "worker/index.ts": "v2", "content/events/a.md": "x" }, "developer push");
  expect(gate({ live, changed: changedSince(live), actor: "dev-maria" }).decision).toBe("test first");
  expect(gate({ live, changed: changedSince(live), actor: "dev-maria", tests: "passed" }).decision).toBe("deploy");
});

test("a staff token that pushes code (a workflow helper, package.json, a renamed file) is held", () => {
  const live = commit({ "content/events/a.md": "x", "package.json": "{}" }, "live");
  fs.mkdirSync(path.join(repo, "scripts"));
  git("mv", "content/events/a.md", "scripts/a.md");
  git("commit", "-qm", "moved out of content");
  // A rename lists both paths, so a file moved out of content/ counts as code.
  expect(changedSince(live)).toEqual(["content/events/a.md", "scripts/a.md"]);
  expect(gate({ live, changed: changedSince(live) }).decision).toBe("hold");
});

test("an unknown live commit (first deploy, site down, a history rewritten) is tested first for a maintainer, held for anyone else", () => {
  commit({ "lib/format.ts": "v1" }, "first");
  expect(gate({ live: undefined, changed: undefined, actor: "dev-maria" })).toEqual({ decision: "test first", reason: expect.stringMatching(/^the live site's build stamp \(\/build\.json\) could not be read/) });
  expect(gate({ live: "0".repeat(40), changed: undefined, actor: "dev-maria" }).reason).toMatch(/^the live commit 0000000 is not in this history/);
  expect(gate({ live: undefined, changed: undefined }).decision).toBe("hold");
});
