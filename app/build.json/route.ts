import { today } from "@/lib/clock";
import { commitId } from "@/lib/commit.mjs";
import { site } from "@/lib/site";

export const dynamic = "force-static";

/**
 * out/build.json: the day the site was built for and from which commit, and who is told when it gets old: `npm run
 * check:live` and the Worker's watch (worker/rebuild.ts) read it on the live site.
 */
export function GET() {
  return Response.json({ day: today(), commit: commitId(), people: site.people });
}
