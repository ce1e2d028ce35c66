// Checks every internal link and #fragment of out/ with linkinator (offline), and that outside links open in a new tab safely.
import { readFileSync } from "node:fs";
import path from "node:path";
import { LinkChecker } from "linkinator";
import { OUT_DIR, htmlFiles } from "./routes.mjs";
import { listen, server } from "./serve.mjs";

const problems = [];
// The house rule: an <a> to another site opens in a new tab without handing it window.opener or a referrer.
for (const file of htmlFiles()) {
  for (const [tag] of readFileSync(path.join(OUT_DIR, file), "utf8").matchAll(
    /<a\b[^>]*\shref="https?:\/\/[^"]*"[^>]*>/g,
  )) {
    const rel = /\srel="([^"]*)"/.exec(tag)?.[1]?.split(/\s+/) ?? [];
    if (!tag.includes('target="_blank"') || !rel.includes("noopener") || !rel.includes("noreferrer")) {
      problems.push(`${file}: outside link needs target="_blank" rel="noopener noreferrer": ${tag}`);
    }
  }
}

// Crawled through our server, as a host serves it; outside URLs (and the absolute canonical/OpenGraph ones) are skipped: no internet here.
const site = await listen();
const result = await new LinkChecker().check({
  path: `${site}/`,
  recurse: true,
  checkFragments: true,
  linksToSkip: async (url) => !url.startsWith(site),
});
server.close();
for (const link of result.links.filter((link) => link.state === "BROKEN")) {
  problems.push(`broken: ${link.url} (${link.status}) on ${link.parent}`);
}
for (const problem of problems) console.error(`check-links: ${problem}`);
console.log(
  `check-links: ${result.links.filter((link) => link.state === "OK").length} internal URLs OK, ${problems.length} problems`,
);
process.exitCode = problems.length > 0 ? 1 : 0;
