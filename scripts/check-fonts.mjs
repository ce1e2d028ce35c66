#!/usr/bin/env node
/**
 * Checks the site's subset web fonts (app/fonts/*.woff2, written by `npm run fonts`):
 *
 *   - each file exists and holds every character and the weight axis listed in scripts/lib/fonts.mjs
 *     (read from the font itself with HarfBuzz, so a list changed without re-running `npm run fonts`
 *     is caught);
 *   - app/fonts.ts declares the accents faces with the unicode-range their files were cut to;
 *   - every character of the text of every exported page (out/**\/*.html, the <body> without scripts,
 *     styles and inline SVG) is in both families (in a main or an accents file), so no glyph falls back
 *     to another font mid-word. An editor who writes a character outside the list learns which page and
 *     which character.
 *
 *   node scripts/check-fonts.mjs [dir]       (default: OUT_DIR or out/); exits 1 on any problem.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { decodeEntities } from "./lib/html.mjs";
import { ACCENTS_RANGE, describeCodePoint, FONTS, fontProblems, readFont } from "./lib/fonts.mjs";
import { ROOT } from "./lib/temp-project.mjs";
import { htmlFiles } from "./validate-html.mjs";

const FONTS_MODULE = path.join(ROOT, "app/fonts.ts");

/** The characters drawn in a page's body text (markup, scripts, styles, inline SVG and comments removed). */
export function pageCharacters(html) {
  const body = html.slice(Math.max(0, html.indexOf("<body")));
  const text = decodeEntities(
    body
      .replace(/<!--[\s\S]*?-->/g, " ")
      .replace(/<(script|style|svg|template)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, " ")
      .replace(/<[^>]+>/g, " "),
  );
  const found = new Set();
  for (const ch of text) {
    const cp = ch.codePointAt(0);
    if (cp > 0x20 && !/\s/.test(ch)) found.add(cp);
  }
  return found;
}

export async function checkFonts(outDir) {
  const problems = [];
  const fonts = [];
  for (const font of FONTS) {
    const where = path.relative(ROOT, font.output);
    if (!existsSync(font.output)) {
      problems.push(`${where}: missing (run npm run fonts)`);
      continue;
    }
    const read = await readFont(font.output);
    for (const problem of fontProblems(font, read)) problems.push(`${where} (${font.name}) ${problem} — run npm run fonts`);
    fonts.push({ ...font, ...read });
  }
  // The accents faces must be declared with exactly the range their files were cut to.
  const declared = readFileSync(FONTS_MODULE, "utf8");
  const ranges = [...declared.matchAll(/prop:\s*"unicode-range",\s*value:\s*"([^"]*)"/g)].map((m) => m[1]);
  if (ranges.length !== FONTS.filter((font) => font.accents).length || ranges.some((range) => range !== ACCENTS_RANGE)) {
    problems.push(`${path.relative(ROOT, FONTS_MODULE)}: each accents face needs unicode-range "${ACCENTS_RANGE}" (found ${ranges.length ? ranges.map((r) => `"${r}"`).join(", ") : "none"})`);
  }

  const families = new Map();
  for (const font of fonts) {
    const family = families.get(font.family) ?? { files: [], codePoints: new Set() };
    family.files.push(path.relative(ROOT, font.output));
    for (const cp of font.codePoints) family.codePoints.add(cp);
    families.set(font.family, family);
  }
  const files = htmlFiles(outDir);
  const uncovered = new Map();
  for (const file of files) {
    for (const cp of pageCharacters(readFileSync(path.join(outDir, file), "utf8"))) {
      for (const [name, family] of families) {
        if (family.codePoints.has(cp)) continue;
        const key = `${describeCodePoint(cp)} is in no ${name} font (${family.files.join(", ")})`;
        uncovered.set(key, [...(uncovered.get(key) ?? []), file]);
      }
    }
  }
  for (const [what, pages] of uncovered) {
    problems.push(`${what}; used on ${pages.slice(0, 5).join(", ")}${pages.length > 5 ? ` and ${pages.length - 5} more` : ""} — add it to scripts/lib/fonts.mjs and run npm run fonts`);
  }
  return { problems, files: files.length, fonts };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const outDir = path.resolve(process.argv[2] ?? process.env.OUT_DIR ?? path.join(ROOT, "out"));
  if (!existsSync(path.join(outDir, "index.html"))) {
    console.error(`check-fonts: ${outDir}/index.html is missing (build first: npm run build)`);
    process.exit(1);
  }
  const { problems, files, fonts } = await checkFonts(outDir);
  for (const p of problems) console.error(`check-fonts: ${p}`);
  if (problems.length > 0) process.exit(1);
  const sizes = fonts.map((f) => `${path.basename(f.output)} ${(readFileSync(f.output).length / 1000).toFixed(1)} kB, ${f.codePoints.size} characters`);
  console.log(`check-fonts: OK; ${files} pages covered by ${sizes.join(" and ")}`);
}
