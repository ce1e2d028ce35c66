#!/usr/bin/env node
/**
 * Validates every exported HTML file in out/ (404.html and _not-found.html included) with html-validate,
 * configured by .htmlvalidate.json. Exits 1 on any error, naming the file, line, rule and message.
 *
 *   node scripts/validate-html.mjs [dir]        (default: OUT_DIR or out/)
 *
 * .htmlvalidate.json is strict JSON (html-validate parses it with JSON.parse, so it cannot hold comments).
 * Why it departs from html-validate:recommended, rule by rule:
 *
 *   elements: style is flow + phrasing content
 *       styled-components (>= 6.3, Server Components, no registry) writes each component's CSS as an inline
 *       <style> element right before the component, anywhere in <body>, even inside an <h3>. The HTML standard
 *       allows <style> only where metadata content is expected, so element-permitted-content would flag every
 *       one of them (~1,300). Browsers apply body <style> elements; it is what makes the export styled without
 *       JavaScript (see shared NOTES). Only <style> is relaxed: every other content-model check stays on.
 *   attr-case, attribute-boolean-style, attribute-empty-style, void-style: off
 *       Stylistic, not validity, rules. React serializes every page: charSet / fetchPriority / noModule in
 *       camelCase, async="" and hidden="", <meta/>. All valid HTML (attribute names are case-insensitive,
 *       "" is a valid boolean value, the slash on void elements is allowed); none of it is our markup.
 *   no-inline-style: off
 *       Our components are styled with styled-components, never style="…"; the one inline style in the export
 *       is Headless UI's hidden focus-guard <span> of the donation dialog. The CSP allows inline styles.
 *   valid-id: relaxed
 *       React's useId (Headless UI) writes ids like "_R_abc_". The HTML standard only requires an id to be
 *       non-empty without whitespace, which the relaxed mode still checks.
 *   aria-label-misuse: allowAnyNamable
 *       ARIA 1.2 allows naming any role that supports a name from author, e.g. the roadmap's "Practices" list.
 *   tel-non-breaking: ignoreClasses ["tel"]
 *       Telephone links carry class "tel" (components/ui/tel-link.tsx, mdx-components.tsx), which sets
 *       white-space: nowrap, so they never wrap while the text keeps plain, dialable characters.
 */
import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { HtmlValidate, StaticConfigLoader } from "html-validate";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** Every .html file under dir (out/_next holds none worth checking), as paths relative to dir, sorted. */
export function htmlFiles(dir, base = dir) {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === "_next" ? [] : htmlFiles(full, base);
      return entry.name.endsWith(".html") ? [path.relative(base, full).split(path.sep).join("/")] : [];
    })
    .sort();
}

/**
 * Validates the export in `outDir` with the repository's .htmlvalidate.json.
 * @returns {Promise<{ files: number, problems: { file: string, line: number, column: number, rule: string, message: string, selector: string | null }[] }>}
 */
export async function validateExport(outDir) {
  // The repository's configuration, wherever the export lives (OUT_DIR may point outside the repository).
  const config = JSON.parse(readFileSync(path.join(ROOT, ".htmlvalidate.json"), "utf8"));
  const validator = new HtmlValidate(new StaticConfigLoader(config));
  const files = htmlFiles(outDir);
  const problems = [];
  for (const file of files) {
    const report = await validator.validateString(readFileSync(path.join(outDir, file), "utf8"), file);
    for (const result of report.results) {
      for (const message of result.messages) {
        if (message.severity < 2) continue;
        problems.push({ file, line: message.line, column: message.column, rule: message.ruleId, message: message.message, selector: message.selector });
      }
    }
  }
  return { files: files.length, problems };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const outDir = path.resolve(process.argv[2] ?? process.env.OUT_DIR ?? path.join(ROOT, "out"));
  if (!existsSync(outDir)) {
    console.error(`validate-html: ${outDir} is missing (build first: npm run build)`);
    process.exit(1);
  }
  const { files, problems } = await validateExport(outDir);
  if (files === 0) {
    console.error(`validate-html: no HTML files in ${outDir} (build first: npm run build)`);
    process.exit(1);
  }
  for (const p of problems) console.error(`${p.file}:${p.line}:${p.column}  ${p.rule}  ${p.message}${p.selector ? `  (${p.selector})` : ""}`);
  if (problems.length > 0) {
    console.error(`validate-html: ${problems.length} error(s) in ${new Set(problems.map((p) => p.file)).size} of ${files} files`);
    process.exit(1);
  }
  console.log(`validate-html: ${files} files, no errors`);
}
