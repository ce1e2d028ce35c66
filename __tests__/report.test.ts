/** @jest-environment node */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { annotations, issueBody, ISSUE_TITLE, summary, type ContentReport } from "@/lib/report";

/*
 * Problems reach a person: scripts/check-content.ts is run as the build runs it (a child process, in a copy of
 * content/), once on a change that cannot go live and once on a day when things need attention; its report is
 * then turned into the run's summary, annotations and the attention issue, which is kept on a stand-in for GitHub.
 */

const ROOT = path.resolve(__dirname, "..");

/** Runs the check before the build in a copy of content/, after `edit`, on `day`, as GitHub Actions would. */
function checkBuild(day: string, edit: (dir: string) => void = () => {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "check-content-"));
  fs.cpSync(path.join(ROOT, "content"), path.join(dir, "content"), { recursive: true });
  edit(dir);
  const env = { ...process.env, SITE_TODAY: day, CONTENT_REPORT: path.join(dir, "report.json"), GITHUB_ACTIONS: "true", GITHUB_STEP_SUMMARY: path.join(dir, "summary.md") };
  const run = spawnSync(path.join(ROOT, "node_modules", ".bin", "tsx"), [path.join(ROOT, "scripts", "check-content.ts")], { cwd: dir, env, encoding: "utf8" });
  const report = JSON.parse(fs.readFileSync(env.CONTENT_REPORT, "utf8")) as ContentReport;
  const stepSummary = fs.readFileSync(env.GITHUB_STEP_SUMMARY, "utf8");
  fs.rmSync(dir, { recursive: true, force: true });
  return { status: run.status, stdout: run.stdout, report, stepSummary };
}

const replaceIn = (dir: string, file: string, from: RegExp, to: string) => {
  const target = path.join(dir, file);
  fs.writeFileSync(target, fs.readFileSync(target, "utf8").replace(from, to));
};

describe("a change that cannot go live", () => {
  // Two hand edits in two files: a word in a number field and an unknown field. Both are reported, in one run.
  const { status, stdout, report, stepSummary } = checkBuild("2025-10-01", (dir) => {
    replaceIn(dir, "content/events/new-moon-circle.md", /^capacity: .*$/m, 'capacity: "twelve"');
    replaceIn(dir, "content/services/soul-coaching.md", /^tagline: /m, "tagleine: ");
  });

  it("stops the build (exit 1) and lists every problem at once, naming entry, field label, file and fix", () => {
    expect(status).toBe(1);
    expect(report.problems.filter((problem) => problem.level === "error")).toEqual([
      {
        level: "error",
        file: "content/events/new-moon-circle.md",
        entry: "New Moon Healing Circle",
        field: "Capacity",
        message: 'expected a whole number from 1 to 9999, found "twelve"',
        admin: "#/collections/events/entries/new-moon-circle",
      },
      { level: "error", file: "content/services/soul-coaching.md", entry: "Soul Coaching", field: "Tagline", message: "is missing: expected text", admin: "#/collections/services/entries/soul-coaching" },
      { level: "error", file: "content/services/soul-coaching.md", entry: "Soul Coaching", field: "tagleine", message: "is not a field of this form: remove it", admin: "#/collections/services/entries/soul-coaching" },
    ]);
    expect(stdout).toContain(
      '✗ Cannot publish: “New Moon Healing Circle” · Capacity · content/events/new-moon-circle.md: expected a whole number from 1 to 9999, found "twelve" (edit: https://www.example.org/admin/#/collections/events/entries/new-moon-circle)',
    );
    expect(stdout).toContain("check-content: 3 problems that stop the build");
  });

  it("annotates each file in the run, and writes the summary staff read", () => {
    expect(annotations(report).filter((line) => line.startsWith("::error"))).toEqual([
      '::error file=content/events/new-moon-circle.md,title=“New Moon Healing Circle” · Capacity::expected a whole number from 1 to 9999, found "twelve"',
      "::error file=content/services/soul-coaching.md,title=“Soul Coaching” · Tagline::is missing: expected text",
      "::error file=content/services/soul-coaching.md,title=“Soul Coaching” · tagleine::is not a field of this form: remove it",
    ]);
    expect(stdout).toContain("::error file=content/events/new-moon-circle.md");
    expect(stepSummary).toBe(summary(report));
    expect(stepSummary).toMatch(/^## The site could not be updated\n\nThe live site still shows its last good version\. Fix these 3 and save again:\n\n- \*\*“New Moon Healing Circle” · Capacity\*\*: expected a whole number from 1 to 9999, found "twelve" \[Fix it in the editor\]\(https:\/\/www\.example\.org\/admin\/#\/collections\/events\/entries\/new-moon-circle\)/);
  });

  it("opens the issue in plain words, mentioning the people of the site facts", () => {
    const body = issueBody(report, ["maria-lopez", "sam"], "https://github.com/o/r/actions/runs/1");
    expect(body).toMatch(/^@maria-lopez @sam: the last change could not go live, so the website still shows its last good version\. Nothing is lost:/);
    expect(body).toContain("[Fix it in the editor](https://www.example.org/admin/#/collections/services/entries/soul-coaching)");
    expect(body).toContain("The full log of this build: https://github.com/o/r/actions/runs/1");
  });
});

describe("a day when things need attention", () => {
  const { status, report, stepSummary } = checkBuild("2026-11-24");

  it("builds (exit 0) and lists, as warnings, what staff should look at", () => {
    expect(status).toBe(0);
    // What to do before going live (issue 39) is listed apart, under its own level: see __tests__/launch-check.test.ts.
    const attention = report.problems.filter((problem) => problem.level !== "launch");
    expect(report.problems.some((problem) => problem.level === "launch")).toBe(true);
    expect(attention.every((problem) => problem.level === "warning")).toBe(true);
    expect(attention.map((problem) => [problem.entry, problem.field])).toEqual([
      ["Site facts", "Retreat center opening"],
      ["Site facts", "Giving day"],
      ["The Red Book Series", "Weekly schedule"],
      ["Winter Solstice Retreat", "Dates to be announced › Expected season"],
    ]);
    expect(report.problems[0]!.message).toBe(
      "spring 2026 ended on 2026-06-20: the site now says the retreat center is being built, with no date. Set the new opening season and year.",
    );
  });

  it("says the site was built, then what needs attention, with links", () => {
    expect(stepSummary).toMatch(/^## The site was built for 2026-11-24\n\n### Needs attention \(the site still builds\)\n\n- \*\*“Site facts” · Retreat center opening\*\*/);
    expect(issueBody(report, [])).toMatch(/^the website is up to date, but some things need a look\. Nothing is broken\./);
  });

  it("lists a missing translation and a text typed with a stray placeholder", () => {
    const { report: later } = checkBuild("2025-10-01", (dir) => {
      fs.rmSync(path.join(dir, "content/es/events/new-moon-circle.md"));
      replaceIn(dir, "content/pages/home.yaml", /^lead: "/m, 'lead: "Welcome to {place}: ');
    });
    expect(later.problems.filter((problem) => problem.level !== "launch")).toEqual([
      expect.objectContaining({ level: "warning", file: "content/es/events/new-moon-circle.md", entry: "New Moon Healing Circle", message: expect.stringMatching(/^has no Spanish translation yet/) }),
      expect.objectContaining({ level: "warning", file: "content/pages/home.yaml", field: "Lead", message: "holds {place}, which is not one of its facts: it shows as typed" }),
    ]);
  });
});

describe("the attention issue, on a stand-in for GitHub's API", () => {
  let server: http.Server;
  let issues: { number: number; title: string; body: string; state: string; labels: string[] }[];
  let calls: string[];

  beforeEach(async () => {
    issues = [];
    calls = [];
    server = http.createServer((request, response) => {
      let text = "";
      request.on("data", (chunk) => (text += chunk));
      request.on("end", () => {
        calls.push(`${request.method} ${request.url} ${request.headers.authorization}`);
        const body = text ? JSON.parse(text) : {};
        const reply = (status: number, data?: unknown) => response.writeHead(status, { "Content-Type": "application/json" }).end(data === undefined ? "" : JSON.stringify(data));
        const url = new URL(request.url!, "http://stand-in");
        const number = Number(url.pathname.match(/\/issues\/(\d+)/)?.[1]);
        if (request.method === "GET" && url.pathname === "/repos/o/r/issues") return reply(200, issues.filter((issue) => issue.state === "open"));
        if (request.method === "POST" && url.pathname === "/repos/o/r/issues") {
          issues.push({ number: issues.length + 1, state: "open", ...body });
          return reply(201, issues.at(-1));
        }
        if (request.method === "PATCH" && number) {
          Object.assign(issues.find((issue) => issue.number === number)!, body);
          return reply(200, {});
        }
        if (request.method === "POST" && url.pathname.endsWith("/comments")) return reply(201, {});
        return reply(404, { message: "Not Found" });
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    Object.assign(process.env, { GITHUB_API_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, GITHUB_REPOSITORY: "o/r", GITHUB_TOKEN: "stand-in-token" });
  });
  afterEach(() => new Promise((resolve) => server.close(resolve)));

  const failing: ContentReport = {
    day: "2025-10-01",
    siteUrl: "https://www.example.org",
    problems: [{ level: "error", file: "content/events/x.md", entry: "X", field: "Capacity", message: "expected a whole number", admin: "#/collections/events/entries/x" }],
  };

  it("opens one issue, updates the same one on the next build, and closes it once nothing is left", async () => {
    const { syncAttentionIssue } = await import("../scripts/attention-issue");
    expect(await syncAttentionIssue(failing)).toBe("opened");
    expect(issues).toEqual([expect.objectContaining({ number: 1, title: ISSUE_TITLE, state: "open", labels: ["website-attention"] })]);
    expect(issues[0]!.body).toContain("“X” · Capacity");
    const warnings: ContentReport = { ...failing, problems: [{ ...failing.problems[0]!, level: "warning", message: "needs a look" }] };
    expect(await syncAttentionIssue(warnings)).toBe("updated");
    expect(issues).toHaveLength(1);
    expect(issues[0]!.body).toMatch(/^the website is up to date, but some things need a look/);
    expect(await syncAttentionIssue({ ...failing, problems: [] })).toBe("closed");
    expect(issues[0]!.state).toBe("closed");
    expect(await syncAttentionIssue({ ...failing, problems: [] })).toBe("nothing to do");
    expect(calls.every((call) => call.endsWith("Bearer stand-in-token"))).toBe(true);
  });
});
