/**
 * Helpers for building Next apps in throwaway folders (bench floor, scale test) without touching
 * the repo's own .next/ and out/.
 *
 * A temp project gets a symlink to the repo's node_modules. Turbopack refuses to resolve packages
 * outside its root ("Could not find the Next.js package"), so the temp project's next.config sets
 * `turbopack.root` to the deepest folder holding both the temp project and the real node_modules.
 */
import { spawn } from "node:child_process";
import { existsSync, promises as fsp, readFileSync, realpathSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");

/** Files and folders of the repo that a copy leaves out (built output, caches, VCS, reports). */
const SKIP_IN_COPY = new Set([
  "node_modules",
  ".next",
  "out",
  ".git",
  "test-results",
  "playwright-report",
  "screenshots",
  "coverage",
  "reports",
  ".swc",
  "tsconfig.tsbuildinfo",
]);

/** The deepest folder containing both paths. */
export function commonAncestor(a, b) {
  const partsA = path.resolve(a).split(path.sep);
  const partsB = path.resolve(b).split(path.sep);
  const shared = [];
  for (let i = 0; i < Math.min(partsA.length, partsB.length) && partsA[i] === partsB[i]; i++) shared.push(partsA[i]);
  return shared.join(path.sep) || path.sep;
}

/** The real path of the repo's node_modules (throws when it is not installed). */
export function realNodeModules(root = ROOT) {
  const dir = path.join(root, "node_modules");
  if (!existsSync(path.join(dir, "next", "package.json"))) {
    throw new Error(`${dir}/next not found: run npm install first.`);
  }
  return realpathSync(dir);
}

/** A new empty folder under the OS temp dir. */
export async function makeTempDir(prefix) {
  return fsp.mkdtemp(path.join(await fsp.realpath(os.tmpdir()), `${prefix}-`));
}

/**
 * Copies the repo into `dest` (without node_modules, build output, caches and reports), symlinks
 * node_modules and points Turbopack's root at a folder that contains both.
 */
export async function copyProject(dest, root = ROOT) {
  await fsp.cp(root, dest, {
    recursive: true,
    filter: (source) => {
      const rel = path.relative(root, source);
      if (rel === "") return true;
      return !SKIP_IN_COPY.has(rel.split(path.sep)[0]);
    },
  });
  await linkNodeModules(dest, root);
  await wrapNextConfig(dest);
  return dest;
}

export async function linkNodeModules(dest, root = ROOT) {
  await fsp.symlink(realNodeModules(root), path.join(dest, "node_modules"), "dir");
}

/** Replaces dest/next.config.mjs by a wrapper that adds `turbopack.root` to the original config. */
export async function wrapNextConfig(dest) {
  const config = path.join(dest, "next.config.mjs");
  const turbopackRoot = commonAncestor(dest, realNodeModules(dest));
  const original = path.join(dest, "next.config.original.mjs");
  await fsp.rename(config, original);
  await fsp.writeFile(
    config,
    `// Generated for a temporary copy: node_modules is a symlink out of this folder.
import base from "./next.config.original.mjs";

const resolved = typeof base === "function" ? await base("phase-production-build", {}) : base;
export default { ...resolved, turbopack: { ...(resolved.turbopack ?? {}), root: ${JSON.stringify(turbopackRoot)} } };
`,
  );
}

/**
 * Runs a command, streams nothing, and resolves with { code, ms, output }. Rejects on spawn errors.
 * @param {string} command @param {string[]} args @param {import('node:child_process').SpawnOptions} options
 */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"], ...options });
    let output = "";
    child.stdout?.on("data", (chunk) => (output += chunk));
    child.stderr?.on("data", (chunk) => (output += chunk));
    child.on("error", reject);
    child.on("close", (code) => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      resolve({ code, ms, output });
    });
  });
}

/** `next build` in `dir` with the repo's installed Next; throws with the build's output on failure. */
export async function nextBuild(dir, { env = {} } = {}) {
  const nextBin = path.join(realNodeModules(dir), "next", "dist", "bin", "next");
  const result = await run(process.execPath, [nextBin, "build"], {
    cwd: dir,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", ...env },
  });
  if (result.code !== 0) {
    throw new Error(`next build failed in ${dir} (exit ${result.code}):\n${result.output.slice(-4000)}`);
  }
  return result;
}

/** Installed versions of the packages that make the framework floor. */
export function frameworkVersions(root = ROOT) {
  const versionOf = (name) => {
    try {
      return JSON.parse(readFileSync(path.join(root, "node_modules", name, "package.json"), "utf8")).version;
    } catch {
      return null;
    }
  };
  return { next: versionOf("next"), react: versionOf("react"), "react-dom": versionOf("react-dom") };
}

export async function removeDir(dir) {
  await fsp.rm(dir, { recursive: true, force: true, maxRetries: 3 });
}
