import fs from "node:fs";
import path from "node:path";
import { parse, printParseErrorCode, type ParseError } from "jsonc-parser";
import { z } from "zod";

/**
 * The host's facts, in one committed place: the `vars` of wrangler.jsonc, which the Worker reads at run time and
 * the build reads here (the repository /admin saves to, its branch, the public address). A build elsewhere may override them with CMS_REPO, CMS_BRANCH, NEXT_PUBLIC_SITE_URL and CMS_AUTH_URL;
 * the Worker keeps what wrangler.jsonc says. Not in content/site.yaml: staff edit that file in /admin, and a wrong
 * repository there would lock them out of the editor that could put it right.
 */

export const HOST_FILE = "wrangler.jsonc";

const hostVarsSchema = z.object({
  GITHUB_REPOSITORY: z
    .string()
    .regex(/^[A-Za-z0-9-]+\/[A-Za-z0-9._-]+$/, "owner/name, e.g. heartwood-sanctuary/website"),
  GITHUB_BRANCH: z.string().min(1),
  SITE_URL: z.string().regex(/^https?:\/\/[^/\s]+(\/[^\s]*)?$/, "an address such as https://www.example.org"),
});

/**
 * wrangler.jsonc's vars, checked: a bad value stops the build naming the variable. Read from the working directory,
 * else beside lib/: a test may run the site's modules on a copy of content/ elsewhere, and the host stays the same.
 */
function readHostVars(file = HOST_FILE) {
  const found =
    [path.join(process.cwd(), file), path.join(__dirname, "..", file)].find((candidate) => fs.existsSync(candidate)) ??
    file;
  const errors: ParseError[] = [];
  const config = parse(fs.readFileSync(found, "utf8"), errors) as { vars?: unknown };
  if (errors.length)
    throw new Error(
      `${file} could not be read: ${printParseErrorCode(errors[0]!.error)} at character ${errors[0]!.offset}`,
    );
  const checked = hostVarsSchema.safeParse(config.vars);
  if (!checked.success) {
    const issue = checked.error.issues[0]!;
    throw new Error(`${file}: vars.${issue.path.join(".")} ${issue.message}`);
  }
  return checked.data;
}

const vars = readHostVars();

/** The build's environment, which may override the committed facts (tests pass their own). */
type Env = Record<string, string | undefined>;

/** The host facts as this build uses them. */
export function hostFacts(env: Env = process.env) {
  const siteUrl = (env.NEXT_PUBLIC_SITE_URL || vars.SITE_URL).replace(/\/+$/, "");
  return {
    repository: env.CMS_REPO || vars.GITHUB_REPOSITORY,
    branch: env.CMS_BRANCH || vars.GITHUB_BRANCH,
    /** The public address of the site's root. */
    siteUrl,
    /** Where /admin signs in: the Worker on the site's own origin (worker/index.ts answers `/auth`). */
    signInOrigin: (env.CMS_AUTH_URL || new URL(siteUrl).origin).replace(/\/+$/, ""),
    /**
     * The contact form's Cloudflare Turnstile widget (its public site key, docs/operations.md); empty: no widget, and no
     * page loads anything of Cloudflare's.
     */
    turnstileSiteKey: env.TURNSTILE_SITE_KEY?.trim() ?? "",
  };
}
