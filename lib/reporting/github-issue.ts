// The "needs attention" issue on GitHub, kept by scripts/attention-issue.ts after every deploy run: found by its
// title, opened, updated with a comment when what it says changes, closed after a clean publish. Whom it mentions
// comes from outside the commit it reports on (the live build's list, NOTIFY, CODEOWNERS). GitHub's REST API is at
// GITHUB_API_URL (a stand-in in tests) for GITHUB_REPOSITORY, with GITHUB_TOKEN (issues: write).
import {
  changeComment,
  issueBody,
  ISSUE_TITLE,
  noticeState,
  PUBLISHED,
  runState,
  type ContentReport,
  type RunOutcome,
} from "./report";

const LABEL = "website-attention";

/** One call to GitHub's REST API, failing loudly with its answer. */
export async function github(method: string, route: string, body?: object): Promise<unknown> {
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

/**
 * What the last notice said, kept as the body's last line (hidden), so the next run knows whether anything changed.
 * Only a mark that ends the body counts: the bot writes it there, and what staff typed sits above it in code spans
 * that cannot open an HTML comment (report.ts `code`). Watched changes are told whatever it says.
 */
const MARK = /<!-- notice-state: ([A-Za-z0-9+/=]*) -->$/;
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
    if (report.linkChanges?.length || JSON.stringify(before) !== JSON.stringify(state))
      await github("POST", `/issues/${existing.number}/comments`, {
        body: changeComment(report, people, before, outcome, runUrl),
      });
    return "updated";
  }
  // A new issue's mentions notify by themselves.
  await github("POST", "/issues", { title: ISSUE_TITLE, body, labels: [LABEL] });
  return "opened";
}

export const LOGIN = /^[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*$/;

/**
 * The people among the owners of every path (`*`) in CODEOWNERS, without their @. A team is left out: the bot's
 * mention of a team notifies nobody (the workflow's token cannot read teams), so people are named one by one.
 */
function maintainersOf(codeowners: string): string[] {
  const line = codeowners
    .split("\n")
    .map((text) => text.replace(/#.*/, "").trim().split(/\s+/))
    .find(([pattern]) => pattern === "*");
  return (line?.slice(1) ?? []).map((owner) => owner.replace(/^@/, "")).filter((owner) => LOGIN.test(owner));
}

/**
 * Whom to mention: the live build's list of people (never empty once live: `check:launch` refuses an empty list, so a
 * save cannot empty it), the repository variable NOTIFY (logins, separated by commas or lines), and the maintainers
 * named one by one in CODEOWNERS. Anything that is not a login (a team included) is dropped.
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
