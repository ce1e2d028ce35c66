/** @jest-environment node */
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { contentRoot } from "@/lib/content/dir.mjs";
import {
  annotations,
  draftNotice,
  issueBody,
  ISSUE_TITLE,
  logLines,
  logSafely,
  noticeState,
  PUBLISHED,
  summary,
  type ContentReport,
  type RunOutcome,
} from "@/lib/reporting/report";
import { namedBySaver, peopleToTell, syncAttentionIssue } from "@/lib/reporting/github-issue";

// Problems reach a person: the build's steps before `next build` run as package.json writes them, in a fresh copy of
// the tests' content (no .next/cache), and the report becomes the run's summary, annotations and the attention issue.

const ROOT = path.resolve(__dirname, "..");
const FAILED_BUILD: RunOutcome = { build: "failure", tests: "skipped", deploy: "skipped", gate: "deploy" };
const FAILED_DEPLOY: RunOutcome = { build: "success", tests: "skipped", deploy: "failure", gate: "deploy" };
const BUILD = (JSON.parse(fs.readFileSync(path.join(ROOT, "package.json"), "utf8")) as { scripts: { build: string } })
  .scripts.build;

/** Runs the build's checks in a copy of content/, after `edit`, on `day`, as GitHub Actions would. */
function checkBuild(day: string, edit: (dir: string) => void = () => {}, extraEnv: Record<string, string> = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "check-content-"));
  fs.cpSync(contentRoot(), path.join(dir, "content"), { recursive: true });
  for (const shared of ["node_modules", "scripts", "lib", "package.json", "wrangler.jsonc"])
    fs.symlinkSync(path.join(ROOT, shared), path.join(dir, shared));
  edit(dir);
  const env = {
    ...process.env,
    CONTENT_DIR: "content",
    SITE_TODAY: day,
    CONTENT_REPORT: path.join(dir, "report.json"),
    GITHUB_ACTIONS: "true",
    GITHUB_STEP_SUMMARY: path.join(dir, "summary.md"),
    PATH: `${path.join(ROOT, "node_modules/.bin")}:${process.env.PATH}`,
    ...extraEnv,
  };
  const before = BUILD.slice(0, BUILD.indexOf("next build")).replace(/&&\s*$/, "");
  const run = spawnSync("sh", ["-c", before], { cwd: dir, env, encoding: "utf8" });
  const report = JSON.parse(fs.readFileSync(env.CONTENT_REPORT, "utf8")) as ContentReport;
  const stepSummary = fs.readFileSync(env.GITHUB_STEP_SUMMARY, "utf8");
  fs.rmSync(dir, { recursive: true, force: true });
  return { status: run.status, stdout: run.stdout, report, stepSummary };
}

/** A problem as the check reports it, and a report of some. */
const problem = (level: Level, file: string, entry?: string, field?: string, message = "", admin?: string) =>
  ({ level, file, entry, field, message, admin }) as const;
type Level = ContentReport["problems"][number]["level"];
const reportOf = (...problems: ContentReport["problems"]): ContentReport => ({
  day: "2026-11-28",
  siteUrl: "https://www.example.org",
  problems,
});

const replaceIn = (dir: string, file: string, from: RegExp, to: string) => {
  const target = path.join(dir, file);
  fs.writeFileSync(target, fs.readFileSync(target, "utf8").replace(from, to));
};

describe("a change that cannot go live", () => {
  // Hand edits in four files: a word in a number field, an unknown field, a stray placeholder, a translation deleted.
  const { status, stdout, report, stepSummary } = checkBuild("2025-10-01", (dir) => {
    replaceIn(dir, "content/events/new-moon-circle.md", /^capacity: .*$/m, 'capacity: "twelve"');
    replaceIn(dir, "content/services/soul-coaching.md", /^tagline: /m, "tagleine: ");
    replaceIn(dir, "content/pages/home.yaml", /^lead: "/m, 'lead: "Welcome to {place}: ');
    fs.rmSync(path.join(dir, "content/es/events/mens-inner-work.md"));
  });

  it("stops the build (exit 1), lists every problem at once, annotates each file and writes the summary staff read", () => {
    expect(status).toBe(1);
    expect(stdout).toContain("check-content: 3 problems that stop the build");
    // Each annotation names the file, the entry, the field's label and the fix.
    expect(annotations(report).filter((line) => line.startsWith("::error"))).toEqual([
      '::error file=content/events/new-moon-circle.md,title=“New Moon Healing Circle” · Capacity::expected a whole number from 1 to 9999, found "twelve"',
      "::error file=content/services/soul-coaching.md,title=“Soul Coaching” · Tagline::is missing: expected text",
      "::error file=content/services/soul-coaching.md,title=“Soul Coaching” · tagleine::is not a field of this form: remove it",
    ]);
    expect(report.problems.filter((problem) => problem.level === "error").map((problem) => problem.admin)).toEqual([
      "#/collections/events/entries/new-moon-circle",
      ...Array(2).fill("#/collections/services/entries/soul-coaching"),
    ]);
    expect(stdout).toContain(
      '✗ Cannot publish: “New Moon Healing Circle” · Capacity · content/events/new-moon-circle.md: expected a whole number from 1 to 9999, found "twelve" (edit: https://www.example.org/admin/#/collections/events/entries/new-moon-circle)',
    );
    expect(stdout).toContain("::error file=content/events/new-moon-circle.md");
    expect(stepSummary).toBe(summary(report));
    expect(stepSummary).toMatch(
      /^## The site could not be updated\n\nThe live site still shows its last good version\. Fix these 3 in the editor and publish again:\n\n- \*\*`New Moon Healing Circle` · Capacity\*\*: expected a whole number from 1 to 9999, found "twelve" \[Fix it in the editor\]\(https:\/\/www\.example\.org\/admin\/#\/collections\/events\/entries\/new-moon-circle\)/,
    );
    expect(issueBody(report, ["maria-lopez", "sam"], "https://github.com/o/r/actions/runs/1")).toMatch(
      /^@maria-lopez @sam: the last change could not go live, so the website still shows its last good version\. Nothing is lost:[\s\S]*The full log of this build: https:\/\/github\.com\/o\/r\/actions\/runs\/1/,
    );
  });

  it("lists a missing translation and a text typed with a stray placeholder as notes", () => {
    const notes = report.problems.filter((problem) => problem.level === "warning");
    expect(notes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          file: "content/es/events/mens-inner-work.md",
          entry: "Men's Inner Work",
          message: expect.stringMatching(/^has no Spanish translation yet/),
        }),
        expect.objectContaining({
          file: "content/pages/home.yaml",
          field: "Lead",
          message: "holds {place}, which is not one of its facts: it shows as typed",
        }),
      ]),
    );
  });
});

describe("a day when things need attention", () => {
  const { status, report, stepSummary } = checkBuild("2026-11-24");

  it("builds (exit 0) and lists, as warnings, what staff should look at", () => {
    expect(status).toBe(0);
    // What to do before going live is listed apart, under its own level: see __tests__/launch-check.test.ts.
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
    expect(stepSummary).toMatch(
      /^## The site was built for 2026-11-24\n\n### Needs attention \(the site still builds\)\n\n- \*\*`Site facts` · Retreat center opening\*\*/,
    );
  });
});

describe("the attention issue, on a stand-in for GitHub's API", () => {
  let issues: { number: number; title: string; body: string; state: string; labels: string[] }[];
  let calls: string[];
  let comments: { issue: number; body: string }[];
  /** The pull requests GitHub says each commit came in (GET /repos/o/r/commits/{sha}/pulls). */
  const pulls = new Map<string, { user: { login: string } }[]>();

  beforeEach(() => {
    [issues, calls, comments] = [[], [], []];
    Object.assign(process.env, { GITHUB_API_URL: "https://stand-in", GITHUB_REPOSITORY: "o/r", GITHUB_TOKEN: "token" });
    jest.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      const { pathname } = new URL(String(input));
      const method = init?.method ?? "GET";
      calls.push(`${method} ${pathname} ${new Headers(init?.headers).get("authorization")}`);
      const sent = init?.body ? JSON.parse(String(init.body)) : {};
      const reply = (data: unknown, status = 200) => Response.json(data, { status });
      const number = Number(pathname.match(/\/issues\/(\d+)/)?.[1]);
      if (method === "GET" && pathname === "/repos/o/r/issues") return reply(issues.filter((i) => i.state === "open"));
      const commitPulls = /^\/repos\/o\/r\/commits\/([0-9a-f]{40})\/pulls$/.exec(pathname);
      if (method === "GET" && commitPulls) return reply(pulls.get(commitPulls[1]!) ?? []);
      if (method === "POST" && pathname === "/repos/o/r/issues")
        return reply(issues[issues.push({ number: issues.length + 1, state: "open", ...sent }) - 1], 201);
      if (method === "PATCH" && number) return reply(Object.assign(issues[number - 1]!, sent));
      if (method === "POST" && pathname.endsWith("/comments"))
        return reply(comments.push({ issue: number, body: sent.body }), 201);
      return reply({ message: "Not Found" }, 404);
    });
  });
  afterEach(() => jest.restoreAllMocks());
  const body = () => issues[0]!.body;

  const failing = reportOf(problem("error", "content/events/x.md", "X", "Capacity", "expected a whole number"));

  it("opens one issue, updates the same one on the next build, and closes it once nothing is left", async () => {
    expect(await syncAttentionIssue(failing)).toBe("opened");
    expect(issues).toEqual([
      expect.objectContaining({ number: 1, title: ISSUE_TITLE, state: "open", labels: ["website-attention"] }),
    ]);
    expect(body()).toContain("`X` · Capacity");
    const warnings = reportOf({ ...failing.problems[0]!, level: "warning", message: "needs a look" });
    expect(await syncAttentionIssue(warnings)).toBe("updated");
    expect(issues).toHaveLength(1);
    expect(body()).toMatch(/^the website is up to date, but some things need a look/);
    expect(await syncAttentionIssue(reportOf())).toBe("closed");
    expect(issues[0]!.state).toBe("closed");
    expect(await syncAttentionIssue(reportOf())).toBe("nothing to do");
    expect(calls.every((call) => call.endsWith("Bearer token"))).toBe(true);
  });

  const runUrl = "https://github.com/o/r/actions/runs/7";
  const note = reportOf(problem("warning", "content/site.yaml", "Site facts", "Giving day", "ended on 2025-10-31"));

  it("a failed build with no content problem: says a developer is needed, with the run, and never closes the issue", async () => {
    expect(await syncAttentionIssue(reportOf(), runUrl, FAILED_BUILD, ["maria-lopez"])).toBe("opened");
    expect(body()).toMatch(
      /^@maria-lopez: the site could not be updated for a technical reason \(it failed while building the site\); the live site is unchanged; a developer is needed\. The run: https:\/\/github\.com\/o\/r\/actions\/runs\/7/,
    );
    expect(body()).not.toMatch(/up to date|Nothing is broken|built cleanly/);
    // The same failure again: still open, nothing new to say, so no comment.
    expect(await syncAttentionIssue(reportOf(), runUrl, FAILED_BUILD)).toBe("updated");
    expect(issues[0]!.state).toBe("open");
    expect(comments).toEqual([]);
  });

  it("a failed deploy is reported, even when the content is fine and a standing note is open", async () => {
    expect(await syncAttentionIssue(note, runUrl)).toBe("opened");
    expect(body()).toMatch(/^the website is up to date, but some things need a look\. Nothing is broken\./);
    expect(await syncAttentionIssue(note, runUrl, FAILED_DEPLOY, ["maria-lopez"])).toBe("updated");
    expect(body()).toMatch(
      /^@maria-lopez: the site could not be updated for a technical reason \(it failed while sending the site to Cloudflare\); the live site is unchanged; a developer is needed\./,
    );
    // The standing note is still listed, below, apart from what happened.
    expect(body()).toContain("### Needs attention (the site still builds)");
    expect(comments).toEqual([
      { issue: 1, body: expect.stringMatching(/^@maria-lopez: the site could not be updated for a technical reason/) },
    ]);
    // A cancelled run is not "nothing is broken" either, and does not close the issue.
    expect(await syncAttentionIssue(reportOf(), runUrl, { ...FAILED_DEPLOY, deploy: "cancelled" })).toBe("updated");
    expect(issues[0]!).toMatchObject({
      state: "open",
      body: expect.stringMatching(/^the last run was stopped before it finished/),
    });
  });

  it("a newly added problem posts a comment (mentions in comments notify), and the body stays the current list", async () => {
    await syncAttentionIssue(note, runUrl, PUBLISHED, ["maria-lopez"]);
    expect(comments).toEqual([]);
    const both = reportOf(failing.problems[0]!, ...note.problems);
    expect(await syncAttentionIssue(both, runUrl, FAILED_BUILD, ["maria-lopez"])).toBe("updated");
    expect(comments).toHaveLength(1);
    expect(comments[0]!.body).toMatch(/^@maria-lopez: the last change could not go live/);
    expect(comments[0]!.body).toContain(
      "**New under “Stops publishing”:**\n\n- **`X` · Capacity**: expected a whole number",
    );
    expect(comments[0]!.body).not.toContain("Giving day");
    // The body: the error first, the standing note after it.
    expect(body().indexOf("`X` · Capacity")).toBeLessThan(body().indexOf("Giving day"));
    // The same list again: no second comment.
    await syncAttentionIssue(both, runUrl, FAILED_BUILD, ["maria-lopez"]);
    expect(comments).toHaveLength(1);
  });

  it("run as the workflow's last job runs it: no content report (the run stopped before the check) and a failed build", async () => {
    const { main } = await import("../scripts/attention-issue");
    const done = await main({
      ...process.env,
      CONTENT_REPORT: path.join(os.tmpdir(), "no-such-report.json"),
      BUILD_OUTCOME: "failure",
      DEPLOY_OUTCOME: "skipped",
      GATE_DECISION: "deploy",
      GITHUB_RUN_ID: "7",
      GITHUB_SERVER_URL: "https://github.com",
      LIVE_PEOPLE: '["maria-lopez"]',
    });
    expect(done).toBe("opened");
    // The words of a failed build are the test above's; here, that the workflow's settings reach them.
    expect(body()).toMatch(/^@maria-lopez: .*\(it failed while building the site\).*actions\/runs\/7/);
    expect(body()).toContain(
      "### The content check stopped before it finished\n\nthe run stopped before the content was checked (no content report)",
    );
  });

  it("main's protection turned off: nothing was published, and the maintainers are asked to turn it back on", async () => {
    const gateReason =
      "the default branch's ruleset is not in force (missing: no deletion). Nothing is published until a maintainer turns the protection back on (docs/operations.md: Going live).";
    const unprotected: RunOutcome = {
      ...FAILED_BUILD,
      build: "skipped",
      launch: "skipped",
      gate: "unprotected",
      gateReason,
    };
    await syncAttentionIssue(note, runUrl, unprotected, ["org/maintainers"]);
    expect(body()).toMatch(
      /^@org\/maintainers: the website was not updated, and nothing is published until a maintainer turns the protection of the site's main branch back on\. The default branch's ruleset is not in force/,
    );
    expect(body()).toMatch(/A maintainer is needed\./);
    expect(body()).not.toMatch(/built for|up to date|Nothing is broken/);
  });

  it("before the first launch, a launch check that fails is reported calmly, as the items left; after it, as a change that could not go live", async () => {
    const launch = reportOf(
      problem("launch", "content/site.yaml", "Site facts", "Phone", "is a number reserved for fiction"),
      problem("launch", "content/people/a.md", "A", undefined, "is an example entry"),
    );
    const notLive: RunOutcome = {
      ...FAILED_DEPLOY,
      launch: "failure",
      deploy: "skipped",
      gate: "test first",
      firstLaunch: true,
    };
    await syncAttentionIssue(launch, runUrl, notLive, ["maria-lopez"]);
    expect(body()).toMatch(
      /^@maria-lopez: the website is not live yet: these 2 items are to be settled first, listed under “Before going live”\. Nothing is broken;/,
    );
    expect(body()).not.toMatch(/could not|failed|developer/);
    expect(body()).toContain("### Before going live");
    await syncAttentionIssue(launch, runUrl, { ...notLive, gate: "deploy", firstLaunch: false });
    expect(body()).toMatch(
      /^the last change could not go live: 2 items under “Before going live” would have reached visitors/,
    );
    expect(body()).not.toMatch(/## The site was built for/);
  });

  it("a hostile save cannot silence or forge the notice: the live list and the maintainers are told, the saver is GitHub's login, typed text stays text", async () => {
    const sha = "a".repeat(40);
    pulls.set(sha, [{ user: { login: "maria-lopez" } }]);
    // The save emptied the people of its own commit; whom to tell comes from the live build and CODEOWNERS.
    const people = peopleToTell(
      '["maria-lopez", "evil@x", "-x"]',
      "sam-staff,\n[x](y)",
      "*  @org/maintainers @ana-dev\n/content/\n",
    );
    // A team is never mentioned: the bot's mention of a team notifies nobody. People are named one by one.
    expect(people).toEqual(["maria-lopez", "sam-staff", "ana-dev"]);
    expect(peopleToTell("[]", "", "*  @org/maintainers\n")).toEqual([]);
    const hostile: ContentReport = {
      ...failing,
      problems: [
        problem(
          "warning",
          "content/events/give.md",
          "Give now [Sign in again](https://evil.example/login) @heartwood-maintainer",
          undefined,
          'found "[Sign in](https://evil.example) @boss"',
        ),
      ],
      linkChanges: [
        {
          field: "E-mail",
          from: "support@example.org",
          to: "support@evil.example",
          commit: sha,
          by: "maria-lopez (approved by @heartwood-maintainer) [Review](https://evil.example/review)",
        },
        {
          field: "Outside links › One-time gift",
          from: "https://pay.example.com/heartwood",
          to: "https://pay.example.com/`x` [y](z)",
          commit: sha,
        },
      ],
    };
    const named = await namedBySaver(hostile);
    expect(named.linkChanges!.map((change) => change.by)).toEqual(["maria-lopez", "maria-lopez"]);
    await syncAttentionIssue(named, runUrl, PUBLISHED, people);
    const text = body();
    expect(text).toMatch(/^@maria-lopez @sam-staff @ana-dev: /);
    expect(text).toContain("### Payment and community links, e-mail and phone changed since the live site");
    expect(text).toContain("- **E-mail**: `support@example.org` → `support@evil.example` — saved by `maria-lopez`");
    expect(text).toContain("→ ``https://pay.example.com/`x` [y](z)`` — saved by `maria-lopez`");
    expect(text).toContain("**`Give now [Sign in again](https://evil.example/login) @heartwood-maintainer`**");
    expect(text).not.toMatch(/approved by|evil\.example\/review/);
    // A message quoting what was typed: no link, bare address or mention survives.
    expect(text).toContain('found "\\[Sign in\\](https:&#8203;//evil.example) @&#8203;boss"');
    const outsideCode = text.replace(/(`+)[^`][\s\S]*?\1/g, "");
    expect(outsideCode).not.toMatch(/\]\(https:\/\/evil|@heartwood-maintainer|@boss/);
  });

  it("a watched change is always told with a mention, whatever state a save planted in the notice", async () => {
    const gift = "https://www.paypal.com/donate/?hosted_button_id=ATTACKER";
    const change = { field: "Outside links › One-time gift", from: "https://pay.example.com/heartwood", to: gift };
    const save2: ContentReport = { ...reportOf(), linkChanges: [change] };
    // Save 1: a title that carries the state save 2 will produce, in the bot's own words; its build fails.
    const forged = `<!-- notice-state: ${Buffer.from(JSON.stringify(noticeState(save2, PUBLISHED))).toString("base64")} -->`;
    const save1 = reportOf({ ...failing.problems[0]!, entry: forged, message: "is too long" });
    await syncAttentionIssue(note, runUrl, PUBLISHED, ["maria-lopez"]);
    await syncAttentionIssue(save1, runUrl, FAILED_BUILD, ["maria-lopez"]);
    expect(body()).not.toContain("<!-- notice-state: " + forged.slice(19));
    const before = comments.length;
    await syncAttentionIssue(save2, runUrl, PUBLISHED, ["maria-lopez"]);
    expect(comments.slice(before)).toEqual([
      { issue: 1, body: expect.stringMatching(/^@maria-lopez: [\s\S]*One-time gift[\s\S]*hosted_button_id=ATTACKER/) },
    ]);
    // And again on the next run while it is not live: a watched change never goes quiet.
    await syncAttentionIssue(save2, runUrl, FAILED_DEPLOY, ["maria-lopez"]);
    await syncAttentionIssue(save2, runUrl, FAILED_DEPLOY, ["maria-lopez"]);
    expect(comments.slice(before)).toHaveLength(3);
  });

  it("a file name with Markdown stays text in the notice, and its link to /admin is encoded", async () => {
    const name = "nm) **Urgent:** @maria-lopez re-sign at www.evil.example (";
    const admin = `#/collections/events/entries/${name}`;
    const report = reportOf(
      problem("warning", `content/events/${name}.md`, undefined, undefined, "is not a slug", admin),
    );
    await syncAttentionIssue(report, runUrl, PUBLISHED, ["ana-dev"]);
    const text = body();
    expect(text).toContain(
      "[Fix it in the editor](https://www.example.org/admin/#/collections/events/entries/nm%29%20%2A%2AUrgent%3A%2A%2A%20%40maria-lopez%20re-sign%20at%20www.evil.example%20%28)",
    );
    // Outside code spans and the link's own address (one token: nothing in it ends it), the name is nowhere.
    const outsideCode = text.replace(/(`+)[^`][\s\S]*?\1/g, "").replace(/\]\([^)\s]*\)/g, "]()");
    expect(outsideCode).not.toMatch(/\*\*Urgent|@maria-lopez|www\.evil/);
  });
});

describe("the words of a report", () => {
  it("a draft whose build failed tells whoever saved it what stops it, to be corrected and saved again", () => {
    const report = reportOf(
      problem(
        "error",
        "content/people/ana.md",
        "Ana [x](https://evil.example)",
        "Photo › Photo",
        'expected a photo uploaded in /admin, found ""',
        "#/collections/people/entries/ana",
      ),
      problem("warning", "content/site.yaml", "Site facts", "Giving day", "ended"),
    );
    const text = draftNotice(report, ["maria-lopez"], "https://github.com/o/r/actions/runs/8");
    expect(text).toMatch(
      /^@maria-lopez: this draft cannot be published yet: the problem below stops it\. Nothing is lost: correct it in the editor and save the draft again;/,
    );
    expect(text).toContain(
      '- **`Ana [x](https://evil.example)` · Photo › Photo**: expected a photo uploaded in /admin, found "" [Fix it in the editor](https://www.example.org/admin/#/collections/people/entries/ana)',
    );
    expect(text).not.toContain("Giving day");
    expect(text).toContain("The full log: https://github.com/o/r/actions/runs/8");
    // No content problem: the build failed otherwise, and staff are not asked to fix anything.
    expect(draftNotice(reportOf(), [], "https://github.com/o/r/actions/runs/8")).toMatch(
      /^this draft's preview could not be made for a technical reason, so do not publish it yet; a developer is needed\./,
    );
  });

  it("a standing note never hides an error: what stops publishing first, then what needs a look, then what to settle before going live", () => {
    const report = reportOf(
      problem("launch", "content/site.yaml", "Site facts", "Charity registration", "is a placeholder"),
      problem("warning", "content/site.yaml", "Site facts", "Giving day", "ended"),
      problem("error", "content/events/x.md", "X", "Capacity", "expected a whole number"),
    );
    const text = summary(report);
    const at = (needle: string) => text.indexOf(needle);
    expect(at("## The site could not be updated")).toBe(0);
    expect(at("`X` · Capacity")).toBeLessThan(at("### Needs attention (the site still builds)"));
    expect(at("`Site facts` · Giving day")).toBeGreaterThan(at("### Needs attention"));
    expect(at("### Before going live")).toBeGreaterThan(at("`Site facts` · Giving day"));
    expect(at("`Site facts` · Charity registration")).toBeGreaterThan(at("### Before going live"));
    expect(annotations(report).map((line) => line.split(" ")[0])).toEqual(["::notice", "::warning", "::error"]);
    expect(logLines(report)).toEqual([
      "○ Before going live: “Site facts” · Charity registration · content/site.yaml: is a placeholder",
      "• Needs attention: “Site facts” · Giving day · content/site.yaml: ended",
      "✗ Cannot publish: “X” · Capacity · content/events/x.md: expected a whole number",
    ]);
    expect(issueBody(report, [])).toMatch(/^the last change could not go live/);
  });
});

describe("a content file that cannot be read, files that are not content, and a check that cannot start", () => {
  // Which names count as code is __tests__/deploy-gate.test.ts's; here, that the check reports them and stops.
  it("names a deleted page-words file with its label, refuses code and links by name, and still lists every other note", () => {
    const { status, report } = checkBuild("2026-11-24", (dir) => {
      fs.rmSync(path.join(dir, "content/pages/about.yaml"));
      fs.writeFileSync(path.join(dir, "content/x.js"), "console.log(1)");
      fs.symlinkSync("../site.yaml", path.join(dir, "content/events/link.md"));
    });
    expect(status).toBe(1);
    const refused = "is not a Markdown or YAML file, or a photo in content/uploads/, so it may not be under content/";
    expect(report.problems.filter((problem) => problem.level === "error")).toEqual(
      expect.arrayContaining([
        {
          level: "error",
          file: "content/pages/about.yaml",
          entry: "About page",
          message: expect.stringMatching(/^could not be read: ENOENT/),
          admin: "#/collections/pages/entries/about",
        },
        expect.objectContaining({
          file: "content/events/link.md",
          message: "is a link to another file, which content/ may not hold: remove it",
        }),
        expect.objectContaining({ file: "content/x.js", message: `${refused}: remove it` }),
      ]),
    );
    // The four standing notes of that day are all there: the check did not stop halfway.
    expect(report.problems.filter((problem) => problem.level === "warning")).toHaveLength(4);
  }, 30_000);

  it("writes the report when the site facts file is missing (lib/site throws as it loads), naming it", () => {
    const { status, report, stepSummary } = checkBuild("2026-11-24", (dir) => fs.rmSync(`${dir}/content/site.yaml`));
    expect(status).toBe(1);
    expect(report.problems).toEqual([
      {
        level: "error",
        file: "content/site.yaml",
        entry: "Site facts",
        message: expect.stringMatching(/^could not be parsed: ENOENT/),
        admin: "#/collections/site/entries/facts",
      },
    ]);
    expect(stepSummary).toMatch(/^## The site could not be updated/);
  }, 30_000);
});

describe("a check that crashes", () => {
  it("still writes its report, says it stopped, and the notice asks for a developer", () => {
    const { status, report, stepSummary } = checkBuild("2026-02-30");
    expect(status).toBe(1);
    expect(report.crashed).toBe('SITE_TODAY must be a real date written YYYY-MM-DD, found "2026-02-30"');
    expect(stepSummary).toContain("### The content check stopped before it finished");
    const body = issueBody(report, [], "https://github.com/o/r/actions/runs/9", FAILED_BUILD);
    expect(body).toMatch(
      /^the site could not be updated for a technical reason \(it failed while building the site\); the live site is unchanged; a developer is needed\./,
    );
    expect(body).not.toMatch(/Nothing is broken|up to date/);
  }, 30_000);
});

describe("payment and community links changed since the live site", () => {
  it("lists each one, old → new, with who saved it, in the log, the summary and the notice", () => {
    const seed = "https://pay.example.com/heartwood/seed-renewed";
    const tier = "Monthly giving tiers › Sacred Seed › Payment page";
    const { report, stdout } = checkBuild(
      "2026-11-24",
      (dir) => {
        const save = (name: string) =>
          execFileSync(
            "sh",
            ["-c", `git add -A && git -c user.name="${name}" -c user.email=a@example.org commit -qm save`],
            {
              cwd: dir,
            },
          );
        execFileSync("git", ["init", "-q"], { cwd: dir });
        save("Dev");
        replaceIn(dir, "content/site.yaml", /^( +paymentLink: )"https:\/\/[^"]*sacred[^"]*"/m, `$1"${seed}"`);
        replaceIn(dir, "content/site.yaml", /^email: .*$/m, 'email: "office@example.org"');
        save("Sam Staff");
      },
      { LIVE_COMMIT: "HEAD~1" },
    );
    const commit = expect.stringMatching(/^[0-9a-f]{40}$/);
    expect(report.linkChanges).toEqual([
      { field: "E-mail", from: "support@example.org", to: "office@example.org", commit },
      { field: tier, from: expect.stringMatching(/^https:\/\//), to: seed, commit },
    ]);
    // The git author (free text any commit sets) is named nowhere; the notice asks GitHub who opened the draft.
    expect(JSON.stringify(report)).not.toContain("Sam Staff");
    expect(stdout).toContain(`◆ Changed: ${tier}: https://`);
    expect(summary(report)).toContain("### Payment and community links, e-mail and phone changed since the live site");
    expect(issueBody(report, [])).toContain(`→ \`${seed}\``);
    expect(issueBody(report, [])).toContain("- **E-mail**: `support@example.org` → `office@example.org`");
  }, 30_000);
});

describe("photos on a fresh checkout (no .next/cache), checked as npm run build checks them", () => {
  it("says nothing about a good photo, and names a missing one and a HEIC one in plain words", async () => {
    const sharp = (await import("sharp")).default;
    const good = await sharp({ create: { width: 1200, height: 800, channels: 3, background: "#287850" } })
      .jpeg()
      .toBuffer();
    const { report } = checkBuild("2025-10-01", (dir) => {
      fs.mkdirSync(path.join(dir, "content/uploads"), { recursive: true });
      fs.writeFileSync(path.join(dir, "content/uploads/good.jpg"), good);
      // What an iPhone sends when nothing converts it: an ISO-BMFF box of brand "heic".
      fs.writeFileSync(
        path.join(dir, "content/uploads/IMG_0001.heic"),
        Buffer.concat([Buffer.from("000000186674797068656963000000006d69663168656963", "hex"), Buffer.alloc(64, 7)]),
      );
      const append = (file: string, text: string) => fs.appendFileSync(path.join(dir, file), text);
      append("content/pages/home.yaml", 'photo:\n  src: "/uploads/good.jpg"\n  alt: "The meadow"\n');
      append("content/pages/about.yaml", 'photo:\n  src: "/uploads/gone.jpg"\n  alt: "The circle"\n');
      replaceIn(
        dir,
        "content/pages/retreat-center.yaml",
        /^  grounds:\n/m,
        '  grounds:\n    photo:\n      src: "/uploads/IMG_0001.heic"\n      alt: "The grounds"\n',
      );
    });
    // Photos of pages and entries; a person without a photo is a "launch" note, not a photo that failed.
    const photoNotes = report.problems.filter(
      (problem) => problem.level !== "launch" && /Photo/.test(problem.field ?? ""),
    );
    const drawing = "The page shows its drawing until another photo is uploaded";
    expect(photoNotes.map(({ file, field, message }) => [file, field, message])).toEqual([
      ["content/pages/about.yaml", "Photo", `cannot be shown: content/uploads/gone.jpg does not exist. ${drawing}`],
      [
        "content/pages/retreat-center.yaml",
        "Gallery › grounds › Photo",
        `cannot be shown: content/uploads/IMG_0001.heic cannot be used: this file is not a photo the site can use: HEIC; upload a JPEG or PNG. ${drawing}`,
      ],
    ]);
    expect(JSON.stringify(report)).not.toMatch(/good\.jpg|manifest|scripts\/photos/);
  }, 60_000);
});

describe("what staff typed never becomes a workflow command in the build log", () => {
  it("keeps each problem on one line, and fences the lines from GitHub's command parser", () => {
    const title =
      "Weekly Call\n::error file=README.md,title=Sign-in expired::Sign in again at www.evil.example\r\n::add-mask::Weekly";
    const lines = logLines(reportOf(problem("error", "content/events/a.md", title, "Title", "text on one line")));
    expect(lines).toHaveLength(1);
    const logged = logSafely(lines, true);
    const token = /^::stop-commands::([0-9a-f-]{36})$/.exec(logged[0]!)?.[1];
    expect(token).toBeDefined();
    expect(logged.at(-1)).toBe(`::${token}::`);
    expect(logged.slice(1, -1)).toEqual(lines);
    expect(logged.slice(1, -1).some((line) => line.startsWith("::"))).toBe(false);
    // A new token each time: a save cannot guess it and end the fence early.
    expect(logSafely(lines, true)[0]).not.toBe(logged[0]);
    expect(logSafely(lines, false)).toEqual(lines);
  });
});

describe("the facts a person must see changed", () => {
  it("lists the crisis line and the people told, as well as links, the e-mail and the phone", async () => {
    const { changedLinks } = await import("../scripts/check-content");
    const before = {
      email: "a@example.org",
      crisisLine: { number: "988", name: "Lifeline" },
      people: ["maria-lopez"],
      links: { gift: "https://pay.example.com/x" },
    };
    const after = { ...before, crisisLine: { number: "5550100", name: "Lifeline" }, people: [] };
    expect(changedLinks(before, after, (at) => at.join(" › "))).toEqual([
      { field: "crisisLine › number", from: "988", to: "5550100" },
      { field: "people › 0", from: "maria-lopez" },
    ]);
  });
});
