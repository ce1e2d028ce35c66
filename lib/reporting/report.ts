import { randomUUID } from "node:crypto";
import type { Level, Problem } from "./problems";

/**
 * The build's problems as people read them: a plain-text list for the log, GitHub annotations and a Markdown
 * summary for the workflow run, and the body of the one issue that tells staff what to fix. Pure functions of
 * the report scripts/check-content.ts writes and of how the run's jobs ended, so they are tested on real reports.
 */

export interface ContentReport {
  /** The day the build took as today (lib/clock.ts). */
  day: string;
  /** The site's public address: links to /admin start there. */
  siteUrl: string;
  problems: Problem[];
  /** The check itself stopped (a file it could not read, a bug): the list above may be incomplete. */
  crashed?: string;
  /** Payment, giving, community and RSVP links that differ from the live site's. */
  linkChanges?: LinkChange[];
}

/** One outside link, the e-mail or the phone of content/site.yaml changed since the live build: old → new, and who saved it. */
export interface LinkChange {
  /** Its label in /admin, e.g. "Monthly giving tiers › Sacred Seed › Payment page". */
  field: string;
  from?: string;
  to?: string;
  /** The commit that made the change (scripts/check-content.ts finds it with git). */
  commit?: string;
  /** Who saved it: the GitHub login that opened the draft the commit came in, as GitHub's API says (never the git author, which any commit sets freely). */
  by?: string;
}

/** How a job of the run ended (GitHub's `needs.<job>.result`), or "unknown" when the run did not say. */
export type Outcome = "success" | "failure" | "cancelled" | "skipped" | "unknown";

/** How the run ended, as the attention step is told (.github/workflows/deploy.yml). */
export interface RunOutcome {
  build: Outcome;
  tests: Outcome;
  deploy: Outcome;
  /** The launch check (`npm run check:launch`): it fails while anything under "Before going live" is left. */
  launch?: Outcome;
  /** The deploy gate's decision (lib/deploy-gate.ts) and its reason in plain words. */
  gate?: "deploy" | "test first" | "unprotected";
  gateReason?: string;
  /** No live site answered with its build stamp: the site has not gone live yet (or cannot be reached). */
  firstLaunch?: boolean;
}

/** A run in which the site went live: what the attention functions assume when they are not told otherwise. */
export const PUBLISHED: RunOutcome = {
  build: "success",
  tests: "skipped",
  launch: "success",
  deploy: "success",
  gate: "deploy",
};

/**
 * What the run did, in one word: the site went live; a content error stopped it (staff can fix it); the site is not
 * live yet, or a change would have put a placeholder live ("Before going live" is not done); main's protection is
 * off (a maintainer is needed); or something else failed or was stopped (a developer is needed).
 */
export type RunState = "published" | "content" | "not live yet" | "launch" | "unprotected" | "cancelled" | "technical";

export function runState(report: ContentReport, outcome: RunOutcome): RunState {
  // A content error stops the build, so a run with one never published, whatever it was told.
  if (report.problems.some((problem) => problem.level === "error")) return "content";
  if (outcome.deploy === "success") return "published";
  if (outcome.gate === "unprotected") return "unprotected";
  if (outcome.launch === "failure" && report.problems.some((problem) => problem.level === "launch"))
    return outcome.firstLaunch ? "not live yet" : "launch";
  if ([outcome.build, outcome.tests, outcome.launch, outcome.deploy].includes("cancelled")) return "cancelled";
  return "technical";
}

/** The groups of a notice, in the order they are read: what stops publishing never sits below a standing note. */
const GROUPS: { level: Level; heading: string }[] = [
  { level: "error", heading: "Stops publishing" },
  { level: "warning", heading: "Needs attention" },
  { level: "launch", heading: "Before going live" },
];

/** Every part of a path encoded, `(`, `)` and the rest of what ends a Markdown link or starts emphasis included. */
const encodedPath = (path: string) =>
  path.replace(/[^#/]+/g, (part) =>
    encodeURIComponent(part).replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`),
  );

/** The link that opens a problem's entry in /admin (its path encoded: a file name is typed by staff), or nothing. */
export const adminLink = (report: ContentReport, problem: Problem) =>
  problem.admin ? `${report.siteUrl}/admin/${encodedPath(problem.admin)}` : undefined;

const where = (problem: Problem) => [problem.entry && `“${problem.entry}”`, problem.field].filter(Boolean).join(" · ");

/**
 * Text typed by whoever saved, as a Markdown code span: shown as typed, never a link, a mention, an image or a
 * heading. The fence is longer than any run of backticks inside it (CommonMark), and lines are joined.
 */
export function code(text: string): string {
  // Lines joined, and no HTML comment can open: the notice's own hidden mark is the bot's alone.
  const flat = text.replace(/\s*[\r\n]+\s*/g, " ").replace(/<!--/g, "<!-\u200b-");
  const longest = Math.max(0, ...(flat.match(/`+/g) ?? []).map((run) => run.length));
  const fence = "`".repeat(longest + 1);
  const pad = flat.startsWith("`") || flat.endsWith("`") || flat.startsWith(" ") ? " " : "";
  return `${fence}${pad}${flat || " "}${pad}${fence}`;
}

/**
 * A message that may quote what was typed: the characters that start Markdown links, images, HTML or emphasis are
 * escaped, and mentions and bare addresses (which GitHub links by themselves) are broken by an invisible space.
 */
const escaped = (text: string) =>
  text
    .replace(/[\\`*_[\]<>~|]/g, "\\$&")
    .replace(/@|:(?=\/\/)|\bwww(?=\.)/gi, "$&&#8203;")
    .replace(/[\r\n]+/g, " ");

/** The problem's entry (typed by staff, so a code span) and field label (the form's own words). */
const whereMarkdown = (problem: Problem) =>
  [problem.entry && code(problem.entry), problem.field].filter(Boolean).join(" · ");

const LOG_PREFIX: Record<Level, string> = {
  error: "✗ Cannot publish",
  warning: "• Needs attention",
  launch: "○ Before going live",
};
/** GitHub's annotation level for each: a launch item is a notice, so it never looks like a failure. */
const ANNOTATION: Record<Level, string> = { error: "error", warning: "warning", launch: "notice" };

/** One line of the log: a line break typed into content cannot start a line of its own. */
const logLine = (text: string) => text.replace(/[\r\n\u2028\u2029]+/g, " ");

/**
 * Lines for a GitHub Actions log that holds what staff typed: between `::stop-commands::` and its random token, no
 * line is read as a workflow command (an annotation, a mask), whatever it says. Elsewhere, the lines as they are.
 */
export function logSafely(lines: readonly string[], actions = !!process.env.GITHUB_ACTIONS): string[] {
  if (!actions) return [...lines];
  const token = randomUUID();
  return [`::stop-commands::${token}`, ...lines, `::${token}::`];
}

/** One line per problem, errors first, for the build log. */
export function logLines(report: ContentReport): string[] {
  return [
    ...(report.crashed ? [`✗ The content check stopped before it finished: ${report.crashed}`] : []),
    ...report.problems.map((problem) => {
      const link = adminLink(report, problem);
      return `${LOG_PREFIX[problem.level]}: ${[where(problem), problem.file].filter(Boolean).join(" · ")}: ${problem.message}${link ? ` (edit: ${link})` : ""}`;
    }),
    ...(report.linkChanges ?? []).map(
      (change) =>
        `◆ Changed: ${change.field}: ${change.from ?? "(none)"} → ${change.to ?? "(removed)"}${change.commit ? ` (in ${change.commit.slice(0, 7)})` : ""}`,
    ),
  ].map(logLine);
}

/** GitHub workflow commands: each problem as an error, warning or notice annotation on its file. */
export function annotations(report: ContentReport): string[] {
  const escape = (text: string) => text.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
  const property = (text: string) => escape(text).replace(/:/g, "%3A").replace(/,/g, "%2C");
  return report.problems.map(
    (problem) =>
      `::${ANNOTATION[problem.level]} file=${property(problem.file)},title=${property(where(problem) || problem.file)}::${escape(problem.message)}`,
  );
}

/** A Markdown list of problems, each with its entry, field, file and a link to fix it. */
function list(report: ContentReport, problems: Problem[]): string {
  return problems
    .map((problem) => {
      const link = adminLink(report, problem);
      const head = whereMarkdown(problem) || code(problem.file);
      return `- **${head}**: ${escaped(problem.message)}${link ? ` [Fix it in the editor](${link})` : ""} <sub>(${code(problem.file)})</sub>`;
    })
    .join("\n");
}

/** The payment and community links, e-mail and phone that changed since the live build, for the summary and the notice. */
function linkList(changes: readonly LinkChange[]): string {
  return changes
    .map(
      (change) =>
        `- **${change.field}**: ${change.from ? code(change.from) : "(none)"} → ${change.to ? code(change.to) : "(removed)"}${change.by ? ` — saved by ${code(change.by)}` : ""}`,
    )
    .join("\n");
}

const LINKS_HEADING = "Payment and community links, e-mail and phone changed since the live site";

/**
 * The run's summary: what stops the site from going live, then what needs a look, then what to settle before launch.
 * "Built for" heads it only when the site was built (and, given the run's outcome, went live).
 */
export function summary(report: ContentReport, outcome?: RunOutcome): string {
  const errors = report.problems.filter((problem) => problem.level === "error");
  const built = !report.crashed && (outcome ? runState(report, outcome) === "published" : true);
  const parts = [
    errors.length
      ? `## The site could not be updated\n\nThe live site still shows its last good version. Fix ${errors.length === 1 ? "this" : `these ${errors.length}`} in the editor and publish again:\n\n${list(report, errors)}`
      : built
        ? `## The site was built for ${report.day}`
        : `## What the content check found on ${report.day}`,
  ];
  if (report.crashed)
    parts.push(
      `### The content check stopped before it finished\n\n${escaped(report.crashed)}. The list below may be incomplete: a developer is needed.`,
    );
  if (report.linkChanges?.length)
    parts.push(`### ${LINKS_HEADING}\n\nCheck each one is the organisation's own:\n\n${linkList(report.linkChanges)}`);
  const warnings = report.problems.filter((problem) => problem.level === "warning");
  if (warnings.length) parts.push(`### Needs attention (the site still builds)\n\n${list(report, warnings)}`);
  const launch = report.problems.filter((problem) => problem.level === "launch");
  if (launch.length)
    parts.push(
      `### Before going live\n\nPlaceholders and missing facts to settle before the site is announced:\n\n${list(report, launch)}`,
    );
  return `${parts.join("\n\n")}\n`;
}

export { ISSUE_TITLE } from "./issue-title";

const WHICH_STEP: Record<"build" | "tests" | "launch" | "deploy", string> = {
  build: "building the site",
  tests: "the tests of a change to the code",
  launch: "checking what must be settled before going live",
  deploy: "sending the site to Cloudflare",
};

/** The gate's reason as a sentence of its own. */
const sentence = (text?: string) => (text ? `${text[0]!.toUpperCase()}${text.slice(1)}` : "");

/** The notice's first sentence: what happened to the live site, and who is needed. */
function opening(report: ContentReport, outcome: RunOutcome, runUrl?: string): string {
  const run = runUrl ? ` The run: ${runUrl}` : "";
  const hasNotes = report.problems.length > 0 || (report.linkChanges?.length ?? 0) > 0;
  switch (runState(report, outcome)) {
    case "published":
      return hasNotes
        ? "the website is up to date, but some things need a look. Nothing is broken."
        : `the website is up to date (built for ${report.day}).`;
    case "content":
      return "the last change could not go live, so the website still shows its last good version. Nothing is lost: fix what is listed below in the editor and publish again (Save, then Publish); the site updates a few minutes later.";
    case "not live yet": {
      const count = report.problems.filter((problem) => problem.level === "launch").length;
      return `the website is not live yet: ${count === 1 ? "this item is" : `these ${count} items are`} to be settled first, listed under “Before going live”. Nothing is broken; each one settled in the editor shortens the list.`;
    }
    case "launch": {
      const count = report.problems.filter((problem) => problem.level === "launch").length;
      return `the last change could not go live: ${count === 1 ? "one item" : `${count} items`} under “Before going live” would have reached visitors (a placeholder or a missing fact). The live site still shows its last good version. Settle ${count === 1 ? "it" : "them"} in the editor and publish again.${run}`;
    }
    case "unprotected":
      return `the website was not updated, and nothing is published until a maintainer turns the protection of the site's main branch back on. ${sentence(outcome.gateReason)} Saves in the editor wait meanwhile; nothing is lost. A maintainer is needed.${run}`.replace(
        / {2,}/g,
        " ",
      );
    case "cancelled":
      return `the last run was stopped before it finished (a newer save usually replaces it). The live site is unchanged. If the next save does not update the site either, a developer is needed.${run}`;
    case "technical": {
      const failed = (["build", "tests", "launch", "deploy"] as const)
        .filter((step) => outcome[step] === "failure")
        .map((step) => WHICH_STEP[step]);
      const during = failed.length ? ` (it failed while ${failed.join(" and ")})` : "";
      return `the site could not be updated for a technical reason${during}; the live site is unchanged; a developer is needed.${run}`;
    }
  }
}

/** The attention issue's body: who is asked, what happened, what stops publishing, what needs a look, and where the run is. */
export function issueBody(
  report: ContentReport,
  people: readonly string[],
  runUrl?: string,
  outcome: RunOutcome = PUBLISHED,
): string {
  const mention = people.length ? `${people.map((person) => `@${person}`).join(" ")}: ` : "";
  return [
    `${mention}${opening(report, outcome, runUrl)}`,
    summary(report, outcome).trim(),
    runUrl ? `The full log of this build: ${runUrl}` : "",
    "This issue is updated by every build and closed when nothing is left to do.",
  ]
    .filter(Boolean)
    .join("\n\n");
}

/**
 * The comment on a draft whose build failed (.github/workflows/preview.yml): what stops it, for whoever saved it,
 * as the main notice says it. A draft is fixed by saving it again, which makes a new preview.
 */
export function draftNotice(report: ContentReport, people: readonly string[], runUrl?: string): string {
  const mention = people.length ? `${people.map((person) => `@${person}`).join(" ")}: ` : "";
  const errors = report.problems.filter((problem) => problem.level === "error");
  const run = runUrl ? ` The run: ${runUrl}` : "";
  if (!errors.length)
    return `${mention}this draft's preview could not be made for a technical reason, so do not publish it yet; a developer is needed.${run}`;
  return [
    `${mention}this draft cannot be published yet: ${errors.length === 1 ? "the problem below stops it" : `the ${errors.length} problems below stop it`}. Nothing is lost: correct ${errors.length === 1 ? "it" : "each"} in the editor and save the draft again; a new preview follows a few minutes later.`,
    list(report, errors),
    runUrl ? `The full log: ${runUrl}` : "",
  ]
    .filter(Boolean)
    .join("\n\n");
}

const problemKey = (problem: Problem) =>
  `${problem.level}: ${[problem.file, problem.entry, problem.field, problem.message].filter(Boolean).join(" · ")}`;
const linkKey = (change: LinkChange) => `link: ${change.field}: ${change.from ?? ""} → ${change.to ?? ""}`;

/** What the notice is about, as a short stable text: a new comment is posted when it differs from the last one's. */
export function noticeState(report: ContentReport, outcome: RunOutcome): string[] {
  return [
    `state: ${runState(report, outcome)}`,
    ...(report.crashed ? [`crashed: ${report.crashed}`] : []),
    ...report.problems.map(problemKey),
    ...(report.linkChanges ?? []).map(linkKey),
  ].sort();
}

/** The comment posted when the notice changes (mentions in a comment notify; an edited body does not). */
export function changeComment(
  report: ContentReport,
  people: readonly string[],
  before: readonly string[],
  outcome: RunOutcome,
  runUrl?: string,
): string {
  const mention = people.length ? `${people.map((person) => `@${person}`).join(" ")}: ` : "";
  const added = report.problems.filter((problem) => !before.includes(problemKey(problem)));
  // Watched changes are listed every time, whatever the last notice said: no earlier state can silence them.
  const addedLinks = report.linkChanges ?? [];
  const parts = [`${mention}${opening(report, outcome, runUrl)}`];
  for (const group of GROUPS) {
    const newOnes = added.filter((problem) => problem.level === group.level);
    if (newOnes.length) parts.push(`**New under “${group.heading}”:**\n\n${list(report, newOnes)}`);
  }
  if (addedLinks.length) parts.push(`**${LINKS_HEADING}:**\n\n${linkList(addedLinks)}`);
  parts.push("The issue's description above is the current list.");
  return parts.join("\n\n");
}
