/** The committed reports (reports/<name>.json and .md) of the measuring scripts, and how those scripts start. */
import { promises as fsp } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ROOT } from "./temp-project.mjs";

export const REPORTS = path.join(ROOT, "reports");

/** The date and the machine a report was made on (the fields every report's `environment` starts with). */
export function machineEnvironment() {
  const cpus = os.cpus();
  return {
    date: new Date().toISOString().slice(0, 10),
    generatedAt: new Date().toISOString(),
    node: process.versions.node,
    platform: `${process.platform} ${process.arch}`,
    cpus: cpus.length,
    cpuModel: cpus[0]?.model?.trim() ?? "unknown",
  };
}

/** Writes reports/<name>.json (the data) and reports/<name>.md (the same, to read). */
export async function writeReport(name, report, markdown) {
  await fsp.mkdir(REPORTS, { recursive: true });
  await fsp.writeFile(path.join(REPORTS, `${name}.json`), `${JSON.stringify(report, null, 2)}\n`);
  await fsp.writeFile(path.join(REPORTS, `${name}.md`), `${markdown}\n`);
  console.log(`Wrote ${path.relative(process.cwd(), path.join(REPORTS, `${name}.json`))} and ${name}.md`);
}

/** Runs `main` when the module at `moduleUrl` is the script node was started with; a throw exits with `exitCode`. */
export function runIfMain(moduleUrl, main, exitCode = 1) {
  if (!process.argv[1] || path.resolve(process.argv[1]) !== fileURLToPath(moduleUrl)) return;
  main().catch((error) => {
    console.error(error.stack ?? error.message);
    process.exit(exitCode);
  });
}
