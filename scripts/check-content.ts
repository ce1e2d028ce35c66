// Before every build: reads all content in both languages and lists every problem at once (the entry, the file,
// the field's label in /admin, what is wrong, where to fix it). Exits 1 when something stops the site from going live.
// In GitHub Actions it also writes annotations, the run's summary and CONTENT_REPORT (JSON) for the attention issue,
// and, given LIVE_COMMIT (the commit the live site was built from), lists every payment or community link, and the
// e-mail and phone, changed since. Any file under content/ that is not Markdown, YAML or an uploaded photo is refused.
// The report is written even when the check itself crashes (lib/site reads the site facts as it loads): staff are told.
import { execFileSync } from "node:child_process";
import { appendFileSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { contentName, contentRoot } from "../lib/content/dir.mjs";
import { contentFileProblem } from "../lib/deploy-gate";
import { problems, report as record, unreadable } from "../lib/reporting/problems";
import {
  annotations,
  logLines,
  logSafely,
  summary,
  type ContentReport,
  type LinkChange,
} from "../lib/reporting/report";

/** Site facts whose change a person must see: outside links anywhere; the e-mail, phone and crisis line; who is told. */
const WATCHED = (value: string, path: string[]) =>
  /^https?:|^\/\//.test(value) || ["email", "phone", "crisisLine", "people"].includes(path[0] ?? "");

/** Each outside link, e-mail or phone of the site facts whose value differs between `before` and `after`, with its label in /admin. */
export function changedLinks(
  before: unknown,
  after: unknown,
  labelOf: (path: string[]) => string,
): Omit<LinkChange, "by" | "commit">[] {
  const links = (facts: unknown): Map<string, string[]> => {
    const found = new Map<string, string[]>();
    const walk = (value: unknown, path: string[]) => {
      if (typeof value === "string" && WATCHED(value, path)) found.set(JSON.stringify(path), path);
      else if (value && typeof value === "object")
        for (const [key, child] of Object.entries(value)) walk(child, [...path, key]);
    };
    walk(facts, []);
    return found;
  };
  const at = (facts: unknown, path: string[]) =>
    path.reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], facts) as
      string | undefined;
  const paths = new Map([...links(before), ...links(after)]);
  return [...paths.values()]
    .filter((path) => at(before, path) !== at(after, path))
    .map((path) => ({
      field: labelOf(path),
      ...(at(before, path) !== undefined && { from: at(before, path) }),
      ...(at(after, path) !== undefined && { to: at(after, path) }),
    }));
}

const git = (...args: string[]) =>
  execFileSync("git", args, { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();

/** Every file under content/ that is not content (code, a config, a link), refused by name. */
export function contentFileProblems(dir: string = contentRoot()) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => !entry.isDirectory())
    .flatMap((entry) => {
      const file = contentName(path.join(entry.parentPath, entry.name)).split(path.sep).join("/");
      const message = contentFileProblem(file, entry.isSymbolicLink());
      return message ? [{ level: "error" as const, file, message }] : [];
    });
}

/** The links, e-mail and phone changed since the live commit, each with the commit that wrote its new value. */
async function linkChangesSince(live: string): Promise<LinkChange[]> {
  const YAML = (await import("yaml")).default;
  const { siteFactsSchema, SITE_FACTS_FILE } = await import("../lib/site");
  const { labelOf } = await import("../lib/reporting/problems");
  const read = (source: string) => YAML.parse(source, { schema: "core", maxAliasCount: 0 }) as unknown;
  const before = read(git("show", `${live}:${SITE_FACTS_FILE}`));
  const after = read(git("show", `HEAD:${SITE_FACTS_FILE}`));
  return changedLinks(before, after, (path) => labelOf(siteFactsSchema, path)).map((change) => {
    // The commit since the live one in which the new value (or, when removed, the old one) appeared or went; who
    // saved it is asked of GitHub from that commit (scripts/attention-issue.ts), never read from its git author.
    const commit = git(
      "log",
      "-1",
      "--format=%H",
      `-S${change.to ?? change.from}`,
      `${live}..HEAD`,
      "--",
      SITE_FACTS_FILE,
    );
    return { ...change, ...(commit && { commit }) };
  });
}

async function main(): Promise<number> {
  const report: ContentReport = {
    day: process.env.SITE_TODAY ?? new Date().toISOString().slice(0, 10),
    siteUrl: "",
    problems: [],
  };
  try {
    report.siteUrl = (await import("../lib/host")).hostFacts().siteUrl;
    for (const problem of contentFileProblems()) record(problem);
    // Loaded here, not at the top: lib/site reads and checks content/site.yaml as it loads, and may throw.
    const { checkContent } = await import("../lib/reporting/attention");
    const { today } = await import("../lib/clock");
    const { site } = await import("../lib/site");
    report.day = today();
    report.siteUrl = site.url;
    checkContent();
    if (process.env.LIVE_COMMIT) {
      try {
        report.linkChanges = await linkChangesSince(process.env.LIVE_COMMIT);
      } catch (error) {
        console.warn(
          `check-content: could not compare links with the live commit: ${(error as Error).message.split("\n")[0]}`,
        );
      }
    }
  } catch (error) {
    // The site facts' own field problems are recorded as they are checked; a file that could not be read is named here.
    const named = unreadable(error);
    if (named.file === "content/")
      report.crashed = (error instanceof Error ? error.message : String(error)).split("\n")[0];
    else if (!problems().some((problem) => problem.level === "error" && problem.file === named.file)) record(named);
  } finally {
    report.problems = problems();
  }
  const errors = report.problems.filter((problem) => problem.level === "error").length;
  if (process.env.CONTENT_DIR)
    console.log(`check-content: read ${process.env.CONTENT_DIR} (CONTENT_DIR); its files are named as in content/`);
  for (const line of logSafely(logLines(report))) console.log(line);
  console.log(
    `check-content: ${errors} problem${errors === 1 ? " that stops" : "s that stop"} the build, ${report.problems.length - errors} that need attention`,
  );
  if (process.env.CONTENT_REPORT) writeFileSync(process.env.CONTENT_REPORT, `${JSON.stringify(report, null, 2)}\n`);
  if (process.env.GITHUB_ACTIONS) {
    for (const line of annotations(report)) console.log(line);
    if (process.env.GITHUB_STEP_SUMMARY) appendFileSync(process.env.GITHUB_STEP_SUMMARY, summary(report));
  }
  return errors || report.crashed ? 1 : 0;
}

if (require.main === module) main().then((code) => process.exit(code));
