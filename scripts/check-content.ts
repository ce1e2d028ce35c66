// Before every build: reads all content in both languages and lists every problem at once (the entry, the file,
// the field's label in /admin, what is wrong, where to fix it). Exits 1 when something stops the site from going live.
// In GitHub Actions it also writes annotations, the run's summary and CONTENT_REPORT (JSON) for the attention issue.
import { appendFileSync, writeFileSync } from "node:fs";
import { checkContent } from "../lib/attention";
import { today } from "../lib/clock";
import { annotations, logLines, summary, type ContentReport } from "../lib/report";
import { site } from "../lib/site";

const report: ContentReport = { day: today(), siteUrl: site.url, problems: checkContent() };
const errors = report.problems.filter((problem) => problem.level === "error").length;

for (const line of logLines(report)) console.log(line);
console.log(`check-content: ${errors} problem${errors === 1 ? "" : "s"} that stop the build, ${report.problems.length - errors} that need attention`);

if (process.env.CONTENT_REPORT) writeFileSync(process.env.CONTENT_REPORT, `${JSON.stringify(report, null, 2)}\n`);
if (process.env.GITHUB_ACTIONS) {
  for (const line of annotations(report)) console.log(line);
  if (process.env.GITHUB_STEP_SUMMARY) appendFileSync(process.env.GITHUB_STEP_SUMMARY, summary(report));
}
process.exit(errors ? 1 : 0);
