// Rewrites every file under content/ in the exact form /admin writes it (the form's key order, double quotes,
// whole numbers as text), so the next save in /admin changes only the lines an editor changed. For hand edits; the
// tests' copy with CONTENT_DIR=e2e/fixtures/content.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { asCmsWrites, cmsFiles } from "../lib/cms/format";

(async () => {
  let changed = 0;
  for (const { file, schema, frontmatter } of await cmsFiles()) {
    const text = readFileSync(file, "utf8");
    const written = await asCmsWrites(text, schema, frontmatter);
    if (written !== text) {
      writeFileSync(file, written);
      changed += 1;
      console.log(`format-content: rewrote ${path.relative(process.cwd(), file)}`);
    }
  }
  console.log(`format-content: ${changed} file${changed === 1 ? "" : "s"} rewritten`);
})();
