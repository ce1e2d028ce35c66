// Two builds of one commit and day must write the same out/, so a daily rebuild renames nothing a browser has cached.
// `npm run check:reproducible -- DIR DIR` compares two builds already made (CI compares its own); with no folders it
// builds the site twice for one day (SITE_TODAY, else the day of out/build.json, else today) and compares those.
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { OUT_DIR } from "./routes.mjs";

/** Every file under `dir` with its content's hash, by relative path. */
function digest(/** @type {string} */ dir) {
  const files = readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  return new Map(
    files.map((entry) => {
      const full = path.join(entry.parentPath, entry.name);
      return [path.relative(dir, full), createHash("sha256").update(readFileSync(full)).digest("hex")];
    }),
  );
}

/** The day out/ was built for, when there is one. */
function builtDay() {
  try {
    return JSON.parse(readFileSync(path.join(OUT_DIR, "build.json"), "utf8")).day;
  } catch {
    return undefined;
  }
}

/** The files that differ between two builds, sorted. */
function differences(/** @type {string} */ one, /** @type {string} */ other) {
  const [before, after] = [digest(one), digest(other)];
  return {
    files: after.size,
    differ: [...new Set([...before.keys(), ...after.keys()])]
      .filter((file) => before.get(file) !== after.get(file))
      .sort(),
  };
}

function report(/** @type {{ files: number, differ: string[] }} */ { files, differ }, /** @type {string} */ what) {
  console.log(`check-reproducible: ${files} files, ${what}; ${differ.length} differ`);
  if (differ.length) {
    console.error(
      differ
        .slice(0, 30)
        .map((file) => `  ${file}`)
        .join("\n"),
    );
    process.exitCode = 1;
  }
}

const { positionals } = parseArgs({ allowPositionals: true });
if (positionals.length === 2) {
  const [one = "", other = ""] = positionals.map((dir) => path.resolve(dir));
  report(
    differences(one, other),
    `${path.relative(process.cwd(), one)} against ${path.relative(process.cwd(), other)}`,
  );
} else if (positionals.length > 0) {
  console.error("check-reproducible: give two folders to compare, or none to build twice");
  process.exitCode = 2;
} else {
  const day =
    process.env.SITE_TODAY || builtDay() || new Date().toLocaleDateString("en-CA", { timeZone: "America/New_York" });
  const build = () =>
    execFileSync("npm", ["run", "build"], { stdio: "inherit", env: { ...process.env, SITE_TODAY: day } });
  const first = mkdtempSync(path.join(tmpdir(), "first-build-"));
  const started = Date.now();
  try {
    build();
    cpSync(OUT_DIR, first, { recursive: true });
    build();
    report(differences(first, OUT_DIR), `built twice for ${day} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  } finally {
    rmSync(first, { recursive: true, force: true });
  }
}
