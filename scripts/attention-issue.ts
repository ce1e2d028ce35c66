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

/** Tells staff what the run (or the draft) needs, from the environment the workflow gives: what was done, for the log. */
export async function main(env: NodeJS.ProcessEnv = process.env): Promise<string> {
  const file = env.CONTENT_REPORT ?? "content-report.json";
  const report: ContentReport = existsSync(file)
    ? (JSON.parse(readFileSync(file, "utf8")) as ContentReport)
    : {
        day: new Date().toISOString().slice(0, 10),
        siteUrl: "",
        problems: [],
        crashed: "the run stopped before the content was checked (no content report)",
      };
  const runUrl = env.GITHUB_RUN_ID
    ? `${env.GITHUB_SERVER_URL}/${env.GITHUB_REPOSITORY}/actions/runs/${env.GITHUB_RUN_ID}`
    : undefined;
  if (env.DRAFT_PR) {
    // A draft whose build failed: one comment on its pull request, to whoever opened it (the login the event gives).
    const author = LOGIN.test(env.DRAFT_AUTHOR ?? "") ? [env.DRAFT_AUTHOR!] : [];
    await github("POST", `/issues/${Number(env.DRAFT_PR)}/comments`, { body: draftNotice(report, author, runUrl) });
    return "told the draft";
  }
  const outcome: RunOutcome = {
    build: outcomeOf(env.BUILD_OUTCOME),
    tests: outcomeOf(env.TESTS_OUTCOME),
    launch: outcomeOf(env.LAUNCH_OUTCOME),
    deploy: outcomeOf(env.DEPLOY_OUTCOME),
    gate: (["deploy", "test first", "unprotected"] as const).find((decision) => decision === env.GATE_DECISION),
    gateReason: env.GATE_REASON || undefined,
    firstLaunch: !env.LIVE_COMMIT,
  };
  const codeowners = path.join(process.cwd(), ".github", "CODEOWNERS");
  const people = peopleToTell(
    env.LIVE_PEOPLE,
    env.NOTIFY,
    existsSync(codeowners) ? readFileSync(codeowners, "utf8") : "",
  );
  return syncAttentionIssue(await namedBySaver(report), runUrl, outcome, people);
}

if (require.main === module)
  main().then(
    (done) => console.log(`attention-issue: ${done}`),
    (error: Error) => {
      // GitHub's answer, and a failed job.
      console.error(error.message);
      process.exit(1);
    },
  );
