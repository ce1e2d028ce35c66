// Builds the site twice for one day (SITE_TODAY, else the day of out/build.json, else today) from the checkout as it is,
// and fails when any file differs: two builds of one commit and day must write the same out/, so a daily rebuild
// renames nothing a browser has cached. Costs two builds; `npm run build:seasons` (so `npm test`) makes out/ with it.
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { OUT_DIR } from "./routes.mjs";

/** Every file under `dir` with its content's hash, by relative path. */
function digest(/** @type {string} */ dir) {
  const files = readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  return new Map(files.map((entry) => {
    const full = path.join(entry.parentPath, entry.name);
    return [path.relative(dir, full), createHash("sha256").update(readFileSync(full)).digest("hex")];
  }));
}

/** The day out/ was built for, when there is one. */
function builtDay() {
  try {
    return JSON.parse(readFileSync(path.join(OUT_DIR, "build.json"), "utf8")).day;
  } catch {
    return undefined;
  }
}

const day = process.env.SITE_TODAY || builtDay() || new Date().toLocaleDateString("en-CA", { timeZone: "America/New_York" });
const build = () => execFileSync("npm", ["run", "build"], { stdio: "inherit", env: { ...process.env, SITE_TODAY: day } });
const first = mkdtempSync(path.join(tmpdir(), "first-build-"));
const started = Date.now();
try {
  build();
  cpSync(OUT_DIR, first, { recursive: true });
  build();
  const [before, after] = [digest(first), digest(OUT_DIR)];
  const differ = [...new Set([...before.keys(), ...after.keys()])].filter((file) => before.get(file) !== after.get(file)).sort();
  console.log(`check-reproducible: ${after.size} files, built twice for ${day} in ${((Date.now() - started) / 1000).toFixed(0)} s; ${differ.length} differ`);
  if (differ.length) {
    console.error(differ.slice(0, 30).map((file) => `  ${file}`).join("\n"));
    process.exitCode = 1;
  }
} finally {
  rmSync(first, { recursive: true, force: true });
}
