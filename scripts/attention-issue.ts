// The last step of every deploy run (.github/workflows/deploy.yml, `if: always()`): keeps one issue telling staff
// what to fix, from CONTENT_REPORT (the JSON scripts/check-content.ts wrote, or none when the run stopped before it)
// and how the run's jobs ended (BUILD_OUTCOME, TESTS_OUTCOME, LAUNCH_OUTCOME, DEPLOY_OUTCOME, GATE_DECISION,
// GATE_REASON, LIVE_COMMIT). Whom it mentions comes from outside the commit it reports on: the live build's list
// (LIVE_PEOPLE), the repository variable NOTIFY, and always the maintainers (the owners of every path in CODEOWNERS).
// Opens it, updates it and posts a comment whenever what it says changes (mentions in comments notify; an edited
// body does not), and closes it only after a run that published with nothing left. Needs GITHUB_TOKEN with
// issues: write, GITHUB_REPOSITORY and GITHUB_API_URL (a stand-in in tests).
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import {
  changeComment,
  draftNotice,
  issueBody,
  ISSUE_TITLE,
  noticeState,
  PUBLISHED,
  runState,
  type ContentReport,
  type Outcome,
  type RunOutcome,
} from "../lib/reporting/report";

const LABEL = "website-attention";

/** One call to GitHub's REST API, failing loudly with its answer. */
async function github(method: string, route: string, body?: object): Promise<unknown> {
  const api = process.env.GITHUB_API_URL ?? "https://api.github.com";
  const response = await fetch(`${api}/repos/${process.env.GITHUB_REPOSITORY}${route}`, {
    method,
    headers: {
      Authorization: `Bearer ${process.env.GITHUB_TOKEN}`,
      Accept: "application/vnd.github+json",
      "Content-Type": "application/json",
      "User-Agent": "website-attention",
    },
    body: body && JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`GitHub answered ${response.status} to ${method} ${route}: ${await response.text()}`);
  return response.status === 204 ? undefined : response.json();
}

/** What the last notice said, kept in the body as a hidden line, so the next run knows whether anything changed. */
const MARK = /<!-- notice-state: ([A-Za-z0-9+/=]*) -->/;
const mark = (state: string[]) => `<!-- notice-state: ${Buffer.from(JSON.stringify(state)).toString("base64")} -->`;
function previousState(body: string | null | undefined): string[] {
  const found = body?.match(MARK)?.[1];
  try {
    return found ? (JSON.parse(Buffer.from(found, "base64").toString("utf8")) as string[]) : [];
  } catch {
    return [];
  }
}

export async function syncAttentionIssue(
  report: ContentReport,
  runUrl?: string,
  outcome: RunOutcome = PUBLISHED,
  people: readonly string[] = [],
): Promise<"opened" | "updated" | "closed" | "nothing to do"> {
  // Found by its title, so it is the same issue even if its label was removed by hand.
  const open = (await github("GET", "/issues?state=open&per_page=100")) as {
    number: number;
    title: string;
    body?: string | null;
  }[];
  const existing = open.find((issue) => issue.title === ISSUE_TITLE);
  const clean =
    runState(report, outcome) === "published" &&
    !report.problems.length &&
    !report.crashed &&
    !report.linkChanges?.length;
  if (clean) {
    if (!existing) return "nothing to do";
    await github("POST", `/issues/${existing.number}/comments`, {
      body: `The site built and went live for ${report.day}: nothing needs attention now. Closing.`,
    });
    await github("PATCH", `/issues/${existing.number}`, { state: "closed", state_reason: "completed" });
    return "closed";
  }
  const state = noticeState(report, outcome);
  const body = `${issueBody(report, people, runUrl, outcome)}\n\n${mark(state)}`;
  if (existing) {
    const before = previousState(existing.body);
    await github("PATCH", `/issues/${existing.number}`, { body });
    if (JSON.stringify(before) !== JSON.stringify(state))
      await github("POST", `/issues/${existing.number}/comments`, {
        body: changeComment(report, people, before, outcome, runUrl),
      });
    return "updated";
  }
  // A new issue's mentions notify by themselves.
  await github("POST", "/issues", { title: ISSUE_TITLE, body, labels: [LABEL] });
  return "opened";
}

const LOGIN = /^[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*$/;
const TEAM = /^[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*\/[A-Za-z0-9_.-]+$/;

/** The owners of every path (`*`) in CODEOWNERS, without their @: the maintainers, told of every notice. */
export function maintainersOf(codeowners: string): string[] {
  const line = codeowners
    .split("\n")
    .map((text) => text.replace(/#.*/, "").trim().split(/\s+/))
    .find(([pattern]) => pattern === "*");
  return (line?.slice(1) ?? [])
    .map((owner) => owner.replace(/^@/, ""))
    .filter((owner) => LOGIN.test(owner) || TEAM.test(owner));
}

/**
 * Whom to mention: the live build's list of people (a save cannot empty it before it is live), the repository
 * variable NOTIFY (logins, separated by commas or lines), and the maintainers. Anything that is not a login is dropped.
 */
export function peopleToTell(livePeople: string | undefined, notify: string | undefined, codeowners: string): string[] {
  let live: unknown = [];
  try {
    live = JSON.parse(livePeople || "[]");
  } catch {
    live = [];
  }
  const named = [...(Array.isArray(live) ? live : []), ...(notify ?? "").split(/[\s,]+/)].filter(
    (name): name is string => typeof name === "string" && LOGIN.test(name),
  );
  return [...new Set([...named, ...maintainersOf(codeowners)])];
}

/** Who saved each changed link, e-mail or phone: the login that opened the pull request its commit came in (GitHub's API). */
export async function namedBySaver(report: ContentReport): Promise<ContentReport> {
  if (!report.linkChanges?.length) return report;
  const logins = new Map<string, string | undefined>();
  for (const sha of new Set(
    report.linkChanges
      .map((change) => change.commit)
      .filter((sha): sha is string => !!sha && /^[0-9a-f]{40}$/.test(sha)),
  )) {
    try {
      const pulls = (await github("GET", `/commits/${sha}/pulls`)) as { user?: { login?: string } }[];
      logins.set(sha, pulls[0]?.user?.login);
    } catch {
      logins.set(sha, undefined);
    }
  }
  return {
    ...report,
    linkChanges: report.linkChanges.map((change) => ({
      ...change,
      by: (change.commit && logins.get(change.commit)) || "someone GitHub could not name (not a draft's pull request)",
    })),
  };
}

const outcomeOf = (value: string | undefined): Outcome =>
  ["success", "failure", "cancelled", "skipped"].includes(value ?? "") ? (value as Outcome) : "unknown";

/** Ends the process with GitHub's answer when a call failed, so the job shows as failed. */
const failed = (error: Error) => {
  console.error(error.message);
  process.exit(1);
};

if (require.main === module) {
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
      gate: (["deploy", "test first", "unprotected"] as const).find(
        (decision) => decision === process.env.GATE_DECISION,
      ),
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
}
