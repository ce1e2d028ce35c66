// Runs the W3C Nu Html Checker (npm vnu-jar, needs Java) over every exported page and the admin page; any error fails.
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";
import { ADMIN_PAGE, OUT_DIR, htmlFiles } from "./routes.mjs";

if (spawnSync("java", ["-version"]).error) {
  console.error("check-w3c: `java` not found. Install a Java runtime (Debian/Ubuntu: apt-get install -y default-jre-headless).");
  process.exit(1);
}
const vnu = createRequire(import.meta.url).resolve("vnu-jar/build/dist/vnu.jar");
const files = [...htmlFiles(), ADMIN_PAGE].map((file) => path.join(OUT_DIR, file));
const run = spawnSync("java", ["-jar", vnu, "--format", "json", "--errors-only", ...files], { encoding: "utf8", maxBuffer: 1 << 28 });
/** @type {{ messages: { url: string, message: string, lastLine?: number }[] }} */
const { messages } = JSON.parse(run.stderr);
// styled-components' server rendering writes each component's <style> just before it, in <body>: the stack's choice, accepted.
const ACCEPTED = [
  /^A “style” element in “body” must be the first child of its parent/,
  /^The selector .* matches, or might match, an element that comes before the parent of this “style” element/,
];
// The global CSS is inlined (next.config.mjs: inlineCss), so the checker's CSS grammar reads it, and that grammar predates
// CSS Containment 3, which every supported browser implements: `container-type`, and the card title's `font` whose size
// is in container units (app/globals.css). Exactly these two messages, in the head's <style> only.
const OLD_CSS_GRAMMAR = [/^CSS: “container-type”: Property “container-type” doesn't exist\.$/, /^CSS: “font”: Parse Error\.$/];
const HEAD_LINE = 3;
const oldGrammar = (/** @type {(typeof messages)[number]} */ { message, lastLine }) => lastLine === HEAD_LINE && OLD_CSS_GRAMMAR.some((accepted) => accepted.test(message));
const styled = messages.filter(({ message }) => ACCEPTED.some((accepted) => accepted.test(message)));
const errors = messages.filter((found) => !styled.includes(found) && !oldGrammar(found));
for (const { url, lastLine, message } of errors) console.error(`${path.relative(OUT_DIR, new URL(url).pathname)}:${lastLine}: ${message}`);
console.log(
  `check-w3c: ${files.length} pages, ${errors.length} errors (${styled.length} from styled-components' <style> accepted; ` +
    `${messages.length - errors.length - styled.length} from the checker's CSS grammar on the inlined global CSS accepted)`,
);
process.exitCode = errors.length > 0 ? 1 : 0;
