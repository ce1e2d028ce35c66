/** @jest-environment node */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import YAML from "yaml";

/*
 * The status /admin reads for a draft's preview ("Cloudflare preview"), as .github/workflows/preview.yml posts it:
 * its step's own script, run with bash and a stand-in `gh` that records what it was asked to post. A draft whose build
 * failed, or that changes code (never previewed), gets a failure with a reason in plain words, never no status at all.
 */

type Step = { name?: string; run?: string; env?: Record<string, string> };
const workflow = YAML.parse(fs.readFileSync(path.join(__dirname, "..", ".github/workflows/preview.yml"), "utf8")) as {
  jobs: { preview: { env: Record<string, string>; steps: Step[] } };
};
const step = workflow.jobs.preview.steps.find((each) => each.name === "Tell /admin where the preview is")!;

function post(env: Record<string, string>): Record<string, string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "status-"));
  const log = path.join(dir, "gh-args");
  fs.writeFileSync(path.join(dir, "gh"), `#!/usr/bin/env bash\nprintf '%s\\n' "$@" > "${log}"\n`, { mode: 0o755 });
  execFileSync("bash", ["-e", "-c", step.run!], {
    env: {
      NODE_ENV: "test",
      PATH: `${dir}:${process.env.PATH}`,
      GITHUB_REPOSITORY: "o/r",
      SHA: "abc123",
      RUN_URL: "https://github.com/o/r/actions/runs/9",
      GUIDE_URL: "https://github.com/o/r/blob/main/docs/editing.md#when-a-draft-shows-build-failed",
      URL: "",
      BUILT: "success",
      CONTENT_ONLY: "true",
      ...env,
    },
  });
  const args = fs.readFileSync(log, "utf8").trim().split("\n");
  fs.rmSync(dir, { recursive: true, force: true });
  expect(args[0]).toBe("api");
  expect(args[1]).toBe("repos/o/r/statuses/abc123");
  return Object.fromEntries(
    args
      .slice(2)
      .filter((arg) => arg !== "-f")
      .map((arg) => [arg.slice(0, arg.indexOf("=")), arg.slice(arg.indexOf("=") + 1)]),
  );
}

test("runs whatever happened before it", () => {
  expect(step).toBeDefined();
  expect((step as { if?: string }).if).toBe("${{ always() }}");
});

test("a preview made: success, pointing at it", () => {
  expect(post({ URL: "https://draft-7.example.workers.dev" })).toEqual({
    state: "success",
    target_url: "https://draft-7.example.workers.dev",
    description: "The draft, as the site will show it",
    context: "Cloudflare preview",
  });
});

test("a draft whose build failed: failure, pointing at the run whose summary lists what to fix", () => {
  expect(post({ BUILT: "failure" })).toEqual({
    state: "failure",
    target_url: "https://github.com/o/r/actions/runs/9",
    description: "This draft has a problem and cannot be published yet: open Details",
    context: "Cloudflare preview",
  });
});

test("a draft that changes code: failure, with the reason and the guide's explanation, whatever its build did", () => {
  for (const built of ["failure", "success"])
    expect(post({ CONTENT_ONLY: "false", BUILT: built })).toEqual({
      state: "failure",
      target_url: "https://github.com/o/r/blob/main/docs/editing.md#when-a-draft-shows-build-failed",
      description: "This draft changes the site's code: it is not previewed, and a maintainer must review it",
      context: "Cloudflare preview",
    });
});

test("the preview step itself failed: failure, never silence", () => {
  expect(post({})).toMatchObject({
    state: "failure",
    description: "The preview could not be made: a developer is needed",
  });
});

test("the explanation it links to is a heading of the staff guide", () => {
  const anchor = step.env!.GUIDE_URL!.split("#")[1];
  // GitHub's heading anchors: lower case, punctuation dropped, spaces as hyphens.
  const headings = fs
    .readFileSync(path.join(__dirname, "..", "docs/editing.md"), "utf8")
    .split("\n")
    .filter((line) => line.startsWith("#"))
    .map((line) =>
      line
        .replace(/^#+\s*/, "")
        .toLowerCase()
        .replace(/[^\p{L}\p{N}\s-]/gu, "")
        .replace(/\s/g, "-"),
    );
  expect(headings).toContain(anchor);
});
