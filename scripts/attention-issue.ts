// After a build in GitHub Actions: keeps one issue telling staff what to fix (from CONTENT_REPORT, the JSON
// scripts/check-content.ts wrote), mentioning the people of the site facts. Opens it, updates it, or closes it
// when nothing is left. Needs GITHUB_TOKEN with issues: write, GITHUB_REPOSITORY and GITHUB_API_URL (a stand-in in tests).
import { readFileSync } from "node:fs";
import { issueBody, ISSUE_TITLE, type ContentReport } from "../lib/report";
import { site } from "../lib/site";

const LABEL = "website-attention";

/** One call to GitHub's REST API, failing loudly with its answer. */
async function github(method: string, route: string, body?: object): Promise<unknown> {
  const api = process.env.GITHUB_API_URL ?? "https://api.github.com";
  const response = await fetch(`${api}/repos/${process.env.GITHUB_REPOSITORY}${route}`, {
    method,
    headers: { Authorization: `Bearer ${process.env.GITHUB_TOKEN}`, Accept: "application/vnd.github+json", "Content-Type": "application/json", "User-Agent": "website-attention" },
    body: body && JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`GitHub answered ${response.status} to ${method} ${route}: ${await response.text()}`);
  return response.status === 204 ? undefined : response.json();
}

export async function syncAttentionIssue(report: ContentReport, runUrl?: string): Promise<"opened" | "updated" | "closed" | "nothing to do"> {
  // Found by its title, so it is the same issue even if its label was removed by hand.
  const open = (await github("GET", "/issues?state=open&per_page=100")) as { number: number; title: string }[];
  const existing = open.find((issue) => issue.title === ISSUE_TITLE);
  if (!report.problems.length) {
    if (!existing) return "nothing to do";
    await github("POST", `/issues/${existing.number}/comments`, { body: `The site built cleanly for ${report.day}: nothing needs attention now. Closing.` });
    await github("PATCH", `/issues/${existing.number}`, { state: "closed", state_reason: "completed" });
    return "closed";
  }
  const body = issueBody(report, site.people, runUrl);
  if (existing) {
    await github("PATCH", `/issues/${existing.number}`, { body });
    return "updated";
  }
  await github("POST", "/issues", { title: ISSUE_TITLE, body, labels: [LABEL] });
  return "opened";
}

if (require.main === module) {
  const report = JSON.parse(readFileSync(process.env.CONTENT_REPORT ?? "content-report.json", "utf8")) as ContentReport;
  const runUrl = process.env.GITHUB_RUN_ID ? `${process.env.GITHUB_SERVER_URL}/${process.env.GITHUB_REPOSITORY}/actions/runs/${process.env.GITHUB_RUN_ID}` : undefined;
  syncAttentionIssue(report, runUrl).then((done) => console.log(`attention-issue: ${done}`), (error: Error) => {
    console.error(error.message);
    process.exit(1);
  });
}
