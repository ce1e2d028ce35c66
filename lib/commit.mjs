import { execFileSync } from "node:child_process";

/** The commit built: GitHub Actions names it; elsewhere git is asked; null outside a checkout (a source archive). */
export function commitId() {
  if (process.env.GITHUB_SHA) return process.env.GITHUB_SHA;
  try {
    return execFileSync("git", ["rev-parse", "HEAD"], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
  } catch {
    return null;
  }
}
