#!/usr/bin/env node
/**
 * How the build scales with content: for each N, copies the project into a temp folder (node_modules
 * symlinked, no .next cache), adds N generated event pages (copies of
 * content/events/new-moon-circle.mdx with their own title, order and file name = slug), runs the
 * project's build (`npm run build`: next build + security headers), and measures the build time and
 * out/ (files, bytes, HTML pages). Clean builds, one after another.
 *
 *   node scripts/scale.mjs [--counts 0,100,500] [--no-write] [--keep]
 *
 * Writes reports/scale.json and reports/scale.md; the per-added-page cost is the difference from
 * N = 0 divided by N. The machine's load average is recorded: build times on a busy 2-core machine
 * vary by tens of percent between runs.
 */
import { promises as fsp } from "node:fs";
import os from "node:os";
import path from "node:path";
import { machineEnvironment, runIfMain, writeReport } from "./lib/report.mjs";
import { ROOT, copyProject, frameworkVersions, makeTempDir, removeDir, run } from "./lib/temp-project.mjs";

const TEMPLATE = "content/events/new-moon-circle.mdx";

function parseArgs(argv) {
  const options = { counts: [0, 100, 500], write: true, keep: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === "--no-write") options.write = false;
    else if (arg === "--keep") options.keep = true;
    else if (arg.startsWith("--counts")) {
      const value = arg.includes("=") ? arg.slice(arg.indexOf("=") + 1) : argv[++i];
      options.counts = value.split(",").map((n) => Number.parseInt(n, 10));
      if (options.counts.some((n) => !Number.isInteger(n) || n < 0)) throw new Error("--counts takes non-negative integers");
    } else throw new Error(`Unknown option ${arg}`);
  }
  return options;
}

/** The template with a new title, order and (through the file name) slug. */
export function generatedEvent(template, index, order) {
  const frontmatterEnd = template.indexOf("\n---", 4);
  if (!template.startsWith("---\n") || frontmatterEnd < 0) throw new Error(`${TEMPLATE} has no frontmatter`);
  let head = template.slice(0, frontmatterEnd);
  const body = template.slice(frontmatterEnd);
  const replace = (field, value) => {
    const pattern = new RegExp(`^${field}:.*$`, "m");
    if (!pattern.test(head)) throw new Error(`${TEMPLATE} has no "${field}" field`);
    head = head.replace(pattern, `${field}: ${value}`);
  };
  replace("title", `Generated Circle ${index}`);
  replace("order", String(order));
  return head + body;
}

async function addEvents(dir, count) {
  const template = await fsp.readFile(path.join(ROOT, TEMPLATE), "utf8");
  const eventsDir = path.join(dir, "content", "events");
  // Orders above every existing one, so none is used twice.
  const existing = await fsp.readdir(eventsDir);
  let maxOrder = 0;
  for (const file of existing) {
    const match = /^order:\s*(-?\d+)/m.exec(await fsp.readFile(path.join(eventsDir, file), "utf8"));
    if (match) maxOrder = Math.max(maxOrder, Number(match[1]));
  }
  for (let i = 1; i <= count; i++) {
    const slug = `generated-circle-${String(i).padStart(4, "0")}`;
    await fsp.writeFile(path.join(eventsDir, `${slug}.mdx`), generatedEvent(template, i, maxOrder + i));
  }
}

async function measureDir(dir) {
  let files = 0;
  let bytes = 0;
  let html = 0;
  let htmlBytes = 0;
  async function walk(folder) {
    for (const entry of await fsp.readdir(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) await walk(full);
      else if (entry.isFile()) {
        const { size } = await fsp.stat(full);
        files += 1;
        bytes += size;
        if (entry.name.endsWith(".html")) {
          html += 1;
          htmlBytes += size;
        }
      }
    }
  }
  await walk(dir);
  return { files, bytes, html, htmlBytes };
}

async function buildWith(count, keep) {
  const dir = await makeTempDir(`scale-${count}`);
  try {
    await copyProject(dir);
    await addEvents(dir, count);
    const npm = process.platform === "win32" ? "npm.cmd" : "npm";
    const loadBefore = os.loadavg()[0];
    const build = await run(npm, ["run", "build"], { cwd: dir, env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" } });
    if (build.code !== 0) throw new Error(`Build with ${count} added events failed (exit ${build.code}):\n${build.output.slice(-4000)}`);
    const out = await measureDir(path.join(dir, "out"));
    const eventsPage = await fsp.stat(path.join(dir, "out", "events.html")).catch(() => null);
    return {
      added: count,
      buildSeconds: Number((build.ms / 1000).toFixed(1)),
      loadAverage: Number(loadBefore.toFixed(1)),
      out,
      eventsPageBytes: eventsPage?.size ?? null,
      dir: keep ? dir : undefined,
    };
  } finally {
    if (!keep) await removeDir(dir);
  }
}

const mb = (bytes) => (bytes / 1e6).toFixed(2);
const kb = (bytes) => (bytes / 1e3).toFixed(1);

export function toMarkdown(report) {
  const { environment: env, results, perAddedPage } = report;
  const lines = ["# Build scaling", ""];
  lines.push(
    `Generated by \`npm run bench:scale\` (scripts/scale.mjs) on ${env.date}: Node ${env.node}, ${env.cpus} cores (${env.cpuModel}), next ${env.versions.next}. ` +
      `Each row is a clean \`npm run build\` (no .next cache) of a temp copy of the project with N extra event pages ` +
      `(copies of ${TEMPLATE}). Build times depend on what else the machine is doing: its load average is recorded per row.`,
    "",
  );
  lines.push("| added event pages | HTML pages | build time | out/ files | out/ size | /events page | load average at start |");
  lines.push("| ---: | ---: | ---: | ---: | ---: | ---: | ---: |");
  for (const r of results) {
    lines.push(
      `| ${r.added} | ${r.out.html} | ${r.buildSeconds.toFixed(1)} s | ${r.out.files} | ${mb(r.out.bytes)} MB | ${r.eventsPageBytes === null ? "–" : `${kb(r.eventsPageBytes)} kB`} | ${r.loadAverage} |`,
    );
  }
  lines.push("");
  if (perAddedPage.length) {
    lines.push("## Cost of one added page", "");
    lines.push("| from N = 0 to | build time | out/ files | out/ bytes | /events page bytes |");
    lines.push("| ---: | ---: | ---: | ---: | ---: |");
    for (const p of perAddedPage) {
      lines.push(`| ${p.added} | ${p.buildSeconds.toFixed(3)} s | ${p.files.toFixed(2)} | ${kb(p.bytes)} kB | ${p.eventsPageBytes === null ? "–" : `${kb(p.eventsPageBytes)} kB`} |`);
    }
    lines.push("");
  }
  return lines.join("\n");
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const results = [];
  for (const count of options.counts) {
    console.log(`Building with ${count} added event pages…`);
    const result = await buildWith(count, options.keep);
    results.push(result);
    console.log(
      `  ${result.buildSeconds} s, ${result.out.html} HTML pages, ${result.out.files} files, ${mb(result.out.bytes)} MB (load average ${result.loadAverage})`,
    );
  }
  const base = results.find((r) => r.added === 0);
  const perAddedPage = base
    ? results
        .filter((r) => r.added > 0)
        .map((r) => ({
          added: r.added,
          buildSeconds: (r.buildSeconds - base.buildSeconds) / r.added,
          files: (r.out.files - base.out.files) / r.added,
          bytes: (r.out.bytes - base.out.bytes) / r.added,
          eventsPageBytes: r.eventsPageBytes !== null && base.eventsPageBytes !== null ? (r.eventsPageBytes - base.eventsPageBytes) / r.added : null,
        }))
    : [];
  const report = {
    environment: {
      ...machineEnvironment(),
      versions: frameworkVersions(),
    },
    template: TEMPLATE,
    results,
    perAddedPage,
  };
  console.log();
  console.log(toMarkdown(report));
  if (options.write) await writeReport("scale", report, toMarkdown(report));
}

runIfMain(import.meta.url, main);
