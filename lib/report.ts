import type { Problem } from "./problems";

/**
 * The build's problems as people read them: a plain-text list for the log, GitHub annotations and a Markdown
 * summary for the workflow run, and the body of the one issue that tells staff what to fix. Pure functions of
 * the report scripts/check-content.ts writes, so they are tested on the report of a real build.
 */

export interface ContentReport {
  /** The day the build took as today (lib/clock.ts). */
  day: string;
  /** The site's public address, base path included: links to /admin start there. */
  siteUrl: string;
  problems: Problem[];
}

/** The link that opens a problem's entry in /admin, or nothing when it has none. */
export const adminLink = (report: ContentReport, problem: Problem) => (problem.admin ? `${report.siteUrl}/admin/${problem.admin}` : undefined);

const where = (problem: Problem) => [problem.entry && `“${problem.entry}”`, problem.field].filter(Boolean).join(" · ");

/** One line per problem, errors first, for the build log. */
export function logLines(report: ContentReport): string[] {
  return report.problems.map((problem) => {
    const link = adminLink(report, problem);
    return `${problem.level === "error" ? "✗ Cannot publish" : "• Needs attention"}: ${[where(problem), problem.file].filter(Boolean).join(" · ")}: ${problem.message}${link ? ` (edit: ${link})` : ""}`;
  });
}

/** GitHub workflow commands: each problem as an error or warning annotation on its file. */
export function annotations(report: ContentReport): string[] {
  const escape = (text: string) => text.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
  const property = (text: string) => escape(text).replace(/:/g, "%3A").replace(/,/g, "%2C");
  return report.problems.map((problem) => `::${problem.level} file=${property(problem.file)},title=${property(where(problem) || problem.file)}::${escape(problem.message)}`);
}

/** A Markdown list of problems, each with its entry, field, file and a link to fix it. */
function list(report: ContentReport, problems: Problem[]): string {
  return problems
    .map((problem) => {
      const link = adminLink(report, problem);
      const head = where(problem) || problem.file;
      return `- **${head}**: ${problem.message}${link ? ` [Fix it in the editor](${link})` : ""} <sub>(${problem.file})</sub>`;
    })
    .join("\n");
}

/** The run's summary: what stops the site from going live, then what needs attention. */
export function summary(report: ContentReport): string {
  const errors = report.problems.filter((problem) => problem.level === "error");
  const warnings = report.problems.filter((problem) => problem.level === "warning");
  const parts = [
    errors.length
      ? `## The site could not be updated\n\nThe live site still shows its last good version. Fix ${errors.length === 1 ? "this" : `these ${errors.length}`} and save again:\n\n${list(report, errors)}`
      : `## The site was built for ${report.day}`,
  ];
  if (warnings.length) parts.push(`### Needs attention (the site still builds)\n\n${list(report, warnings)}`);
  return `${parts.join("\n\n")}\n`;
}

/** The attention issue's title. */
export const ISSUE_TITLE = "The website needs attention";

/** The attention issue's body: who is asked, what to fix first, what to look at, and where the run is. */
export function issueBody(report: ContentReport, people: readonly string[], runUrl?: string): string {
  const errors = report.problems.filter((problem) => problem.level === "error");
  const mention = people.length ? `${people.map((person) => `@${person}`).join(" ")}: ` : "";
  const opening = errors.length
    ? `${mention}the last change could not go live, so the website still shows its last good version. Nothing is lost: fix what is listed below in the editor and save again; the site updates a few minutes later.`
    : `${mention}the website is up to date, but some things need a look. Nothing is broken.`;
  return [opening, summary(report).trim(), runUrl ? `The full log of this build: ${runUrl}` : "", "This issue is updated by every build and closed when nothing is left to do."]
    .filter(Boolean)
    .join("\n\n");
}
