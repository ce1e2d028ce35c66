// The last step of every deploy run (.github/workflows/deploy.yml, `if: always()`), and of a draft's failed build
// (preview.yml): tells staff what to fix, from CONTENT_REPORT (the JSON scripts/check-content.ts wrote, or none when
// the run stopped before it) and how the run's jobs ended (BUILD_OUTCOME, TESTS_OUTCOME, LAUNCH_OUTCOME,
// DEPLOY_OUTCOME, GATE_DECISION, GATE_REASON, LIVE_COMMIT), on the issue lib/reporting/github-issue.ts keeps.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { github, LOGIN, namedBySaver, peopleToTell, syncAttentionIssue } from "../lib/reporting/github-issue";
import { draftNotice, type ContentReport, type Outcome, type RunOutcome } from "../lib/reporting/report";

const outcomeOf = (value: string | undefined): Outcome =>
  ["success", "failure", "cancelled", "skipped"].includes(value ?? "") ? (value as Outcome) : "unknown";

/** Ends the process with GitHub's answer when a call failed, so the job shows as failed. */
const failed = (error: Error) => {
  console.error(error.message);
  process.exit(1);
};

const file = process.env.CONTENT_REPORT ?? "content-report.json";
const report: ContentReport = existsSync(file)
  ? (JSON.parse(readFileSync(file, "utf8")) as ContentReport)
  : {
      day: new Date().toISOString().slice(0, 10),
      siteUrl: "",
      problems: [],
      crashed: "the run stopped before the content was checked (no content report)",
    };
const runUrl = process.env.GITHUB_RUN_ID
  ? `${process.env.GITHUB_SERVER_URL}/${process.env.GITHUB_REPOSITORY}/actions/runs/${process.env.GITHUB_RUN_ID}`
  : undefined;
if (process.env.DRAFT_PR) {
  // A draft whose build failed: one comment on its pull request, to whoever opened it (the login the event gives).
  const author = LOGIN.test(process.env.DRAFT_AUTHOR ?? "") ? [process.env.DRAFT_AUTHOR!] : [];
  github("POST", `/issues/${Number(process.env.DRAFT_PR)}/comments`, {
    body: draftNotice(report, author, runUrl),
  }).then(() => console.log("attention-issue: told the draft"), failed);
} else {
  const outcome: RunOutcome = {
    build: outcomeOf(process.env.BUILD_OUTCOME),
    tests: outcomeOf(process.env.TESTS_OUTCOME),
    launch: outcomeOf(process.env.LAUNCH_OUTCOME),
    deploy: outcomeOf(process.env.DEPLOY_OUTCOME),
    gate: (["deploy", "test first", "unprotected"] as const).find((decision) => decision === process.env.GATE_DECISION),
    gateReason: process.env.GATE_REASON || undefined,
    firstLaunch: !process.env.LIVE_COMMIT,
  };
  const codeowners = path.join(process.cwd(), ".github", "CODEOWNERS");
  const people = peopleToTell(
    process.env.LIVE_PEOPLE,
    process.env.NOTIFY,
    existsSync(codeowners) ? readFileSync(codeowners, "utf8") : "",
  );
  namedBySaver(report)
    .then((named) => syncAttentionIssue(named, runUrl, outcome, people))
    .then((done) => console.log(`attention-issue: ${done}`), failed);
}
