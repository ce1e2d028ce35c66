// Checks the subset fonts against scripts/lib/fonts.mjs and every character the pages show.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describeCodePoint, FONTS, fontProblems, readFont } from "./lib/fonts.mjs";
import { OUT_DIR, ROOT, htmlFiles } from "./routes.mjs";

const problems = [];
/** @type {Map<string, Set<number>>} */
const families = new Map();
for (const font of FONTS) {
  const where = path.relative(ROOT, font.output);
  if (!existsSync(font.output)) {
    problems.push(`${where}: missing (run npm run fonts)`);
    continue;
  }
  const read = await readFont(font.output);
  for (const problem of fontProblems(font, read)) problems.push(`${where} ${problem} (run npm run fonts)`);
  families.set(font.family, read.codePoints);
}

// The text a page draws: its body without markup, scripts, styles and inline SVG, character references decoded.
const ENTITIES = /** @type {Record<string, string>} */ ({
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: "\u00a0",
});
/** @type {Map<string, string[]>} */
const uncovered = new Map();
for (const file of htmlFiles()) {
  const html = readFileSync(path.join(OUT_DIR, file), "utf8");
  const text = html
    .slice(html.indexOf("<body"))
    .replace(/<!--[\s\S]*?-->|<(script|style|svg|template)\b[^>]*>[\s\S]*?<\/\1>|<[^>]+>/gi, " ")
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name) =>
      name[0] === "#"
        ? String.fromCodePoint(Number(name[1] === "x" || name[1] === "X" ? `0${name.slice(1)}` : name.slice(1)))
        : (ENTITIES[name] ?? whole),
    );
  for (const cp of new Set([...text].filter((ch) => !/\s/.test(ch)).map((ch) => ch.codePointAt(0) ?? 0))) {
    for (const [family, codePoints] of families) {
      const key = `${describeCodePoint(cp)} is in no ${family} font`;
      if (!codePoints.has(cp)) uncovered.set(key, [...(uncovered.get(key) ?? []), file]);
    }
  }
}
for (const [what, pages] of uncovered)
  problems.push(
    `${what}; used on ${pages.slice(0, 5).join(", ")}: add it to scripts/lib/fonts.mjs and run npm run fonts`,
  );
for (const problem of problems) console.error(`check-fonts: ${problem}`);
console.log(`check-fonts: ${htmlFiles().length} pages, ${FONTS.length} font files, ${problems.length} problems`);
process.exitCode = problems.length > 0 ? 1 : 0;
