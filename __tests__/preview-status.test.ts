/** @jest-environment node */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import YAML from "yaml";

// The status /admin reads for a draft's preview, as .github/workflows/preview.yml posts it: its step's own script, run
// with bash and a stand-in `gh` that records what it was asked to post.

type Step = { name?: string; run?: string; if?: string; env?: Record<string, string> };
const workflow = YAML.parse(fs.readFileSync(path.join(__dirname, "..", ".github/workflows/preview.yml"), "utf8")) as {
  jobs: { preview: { env: Record<string, string>; steps: Step[] } };
};
const step = workflow.jobs.preview.steps.find((each) => each.name === "Tell /admin where the preview is")!;

const RUN = "https://github.com/o/r/actions/runs/9";
const GUIDE = "https://github.com/o/r/blob/main/docs/editing.md#when-a-draft-shows-build-failed";

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
      RUN_URL: RUN,
      GUIDE_URL: GUIDE,
      URL: "",
      BUILT: "success",
      CONTENT_ONLY: "true",
      ...env,
    },
  });
  const [api, route, ...fields] = fs.readFileSync(log, "utf8").trim().split("\n");
  fs.rmSync(dir, { recursive: true, force: true });
  expect([api, route]).toEqual(["api", "repos/o/r/statuses/abc123"]);
  return Object.fromEntries(fields.filter((arg) => arg !== "-f").map((arg) => arg.split(/=(.*)/s).slice(0, 2)));
}
const status = (state: string, target_url: string, description: string) =>
  ({ state, target_url, description, context: "Cloudflare preview" }) as const;

test("runs whatever happened before it, and posts success or a failure with a reason, never silence", () => {
  expect(step.if).toBe("${{ always() }}");
  const preview = "https://draft-7.example.workers.dev";
  expect(post({ URL: preview })).toEqual(status("success", preview, "The draft, as the site will show it"));
  // A draft whose build failed: the run, whose summary lists what to fix.
  expect(post({ BUILT: "failure" })).toEqual(
    status("failure", RUN, "This draft has a problem and cannot be published yet: open Details"),
  );
  // A draft that changes code, whatever its build did: the staff guide's explanation.
  for (const built of ["failure", "success"])
    expect(post({ CONTENT_ONLY: "false", BUILT: built })).toEqual(
      status(
        "failure",
        GUIDE,
        "This draft changes the site's code: it is not previewed, and a maintainer must review it",
      ),
    );
  // The preview step itself failed.
  expect(post({})).toMatchObject(status("failure", RUN, "The preview could not be made: a developer is needed"));
});

test("the explanation it links to is a heading of the staff guide", () => {
  // GitHub's heading anchors: lower case, punctuation dropped, spaces as hyphens.
  const anchors = fs
    .readFileSync(path.join(__dirname, "..", "docs/editing.md"), "utf8")
    .match(/^#+ .*/gm)!
    .map((line) =>
      line
        .replace(/^#+\s*/, "")
        .toLowerCase()
        .replace(/[^\p{L}\p{N}\s-]/gu, "")
        .replace(/\s/g, "-"),
    );
  expect(anchors).toContain(step.env!.GUIDE_URL!.split("#")[1]);
});
