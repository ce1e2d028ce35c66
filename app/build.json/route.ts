import { execFileSync } from "node:child_process";
import { today } from "@/lib/clock";
import { site } from "@/lib/site";

export const dynamic = "force-static";

/** The commit built: GitHub Actions names it; elsewhere git is asked (none outside a checkout). */
function commit(): string | null {
  if (process.env.GITHUB_SHA) return process.env.GITHUB_SHA;
  try {
    return execFileSync("git", ["rev-parse", "HEAD"], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
  } catch {
    return null;
  }
}

/**
 * out/build.json: the day the site was built for and from which commit, and who is told when it gets old: `npm run
 * check:live` and the Worker's watch (worker/rebuild.ts) read it on the live site.
 */
export function GET() {
  return Response.json({ day: today(), commit: commit(), people: site.people });
}
