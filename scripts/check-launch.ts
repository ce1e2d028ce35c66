// Before the production deploy: lists every placeholder and missing fact a visitor must never meet (lib/reporting/launch-check.ts,
// the same list as the notice's “Before going live”) and exits 1 while there is any. Previews and builds never run it.
import { logLines, logSafely } from "../lib/reporting/report";

async function main(): Promise<number> {
  // Loaded here: lib/site reads and checks content/site.yaml as it loads.
  const { launchProblems } = await import("../lib/reporting/launch-check");
  const { hostFacts } = await import("../lib/host");
  const { today } = await import("../lib/clock");
  const problems = launchProblems();
  for (const line of logSafely(logLines({ day: today(), siteUrl: hostFacts().siteUrl, problems }))) console.log(line);
  console.log(
    problems.length
      ? `check-launch: not live yet: ${problems.length} item${problems.length === 1 ? "" : "s"} to settle before going live`
      : "check-launch: ready to go live",
  );
  return problems.length ? 1 : 0;
}

if (require.main === module) main().then((code) => process.exit(code));
