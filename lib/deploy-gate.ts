/**
 * The deploy gate: whether a run of .github/workflows/deploy.yml may put this commit live. Staff change content,
 * maintainers change code: a commit whose difference from what is LIVE (its /build.json commit, not the previous push)
 * is only under content/ deploys; one that changes anything else deploys only after `npm test` passes on it, and only
 * when a maintainer pushed it or approved the run. So neither a staff save nor the daily rebuild carries untested code live.
 *
 * No imports and only erasable TypeScript: the workflow runs this file with plain Node, taken from the live commit
 * (code that already passed this gate), so a push cannot change the rule that judges it.
 */

export type Decision = "deploy" | "test first" | "hold";

export interface GateInput {
  /** The commit the live site was built from (its /build.json), or undefined when it could not be read. */
  live?: string;
  /** The paths that differ between the live commit and this one (`git diff --name-only live HEAD`); undefined when git cannot compare them. */
  changed?: readonly string[];
  /** What started the run: a push to main, or workflow_dispatch (the Worker's daily rebuild, or "Run workflow" by hand). */
  event: "push" | "workflow_dispatch";
  /** Who pushed, or who started the run. */
  actor: string;
  /** The maintainers' GitHub names (the repository variable MAINTAINERS, which a staff token cannot change). */
  maintainers: readonly string[];
  /** A run started by hand with "approve" ticked: the person vouches for the code (counts only when they are a maintainer). */
  approved?: boolean;
  /** The tests' result, once they ran (`test first`): a failure holds the commit back. */
  tests?: "passed" | "failed";
}

const isContent = (file: string) => file.startsWith("content/");

/** The decision and its reason in plain words (the reason reaches staff in the attention notice). */
export function decide(input: GateInput): { decision: Decision; reason: string } {
  const maintainer = input.maintainers.includes(input.actor);
  // A push is vouched for by whoever pushed it; a dispatch only when a maintainer ticked "approve" (the daily rebuild never does).
  const trusted = maintainer && (input.event === "push" || input.approved === true);
  if (input.live && input.changed && input.changed.every(isContent)) {
    return { decision: "deploy", reason: input.changed.length ? "only content changed since the live site" : "the live site's code and content, built for today" };
  }
  const what = !input.live
    ? "the live site's build stamp (/build.json) could not be read, so what changed is unknown"
    : !input.changed
      ? `the live commit ${input.live.slice(0, 7)} is not in this history, so what changed is unknown`
      : `the code changed since the live site (${input.changed.filter((file) => !isContent(file)).slice(0, 5).join(", ")}${input.changed.filter((file) => !isContent(file)).length > 5 ? ", …" : ""})`;
  if (!trusted) {
    const who = input.event === "push" ? `${input.actor}, who pushed it, is not a maintainer` : maintainer ? "the run was not started with “approve”" : `${input.actor}, who started the run, is not a maintainer`;
    return { decision: "hold", reason: `${what}, and ${who}. A maintainer must push it or approve a run by hand.` };
  }
  if (input.tests === "failed") return { decision: "hold", reason: `${what}, and its tests failed.` };
  if (input.tests === "passed") return { decision: "deploy", reason: `${what}; its tests passed and ${input.actor} vouched for it.` };
  return { decision: "test first", reason: `${what}; ${input.actor} is a maintainer, so it goes live if its tests pass.` };
}
