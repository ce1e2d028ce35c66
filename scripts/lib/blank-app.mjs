// The floor the benchmarks compare against: a one-page Next app (static text, no client code) built from the installed packages.
import { execFileSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ROOT } from "../routes.mjs";

/** Builds the blank app in tmp/ (next to the repo, so it resolves the same node_modules) and returns its out/ folder. */
export function buildBlankApp(name = "bench-floor") {
  const dir = path.join(ROOT, "tmp", name);
  rmSync(dir, { recursive: true, force: true });
  const files = {
    "app/layout.tsx": 'export default function Layout({ children }: { children: React.ReactNode }) { return <html lang="en"><body>{children}</body></html>; }\n',
    "app/page.tsx": "export default function Page() { return <main><h1>Hello</h1></main>; }\n",
    "next.config.mjs": `export default { output: "export", typescript: { ignoreBuildErrors: true }, turbopack: { root: ${JSON.stringify(ROOT)} } };\n`,
  };
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  execFileSync(process.execPath, [path.join(ROOT, "node_modules/next/dist/bin/next"), "build"], { cwd: dir, stdio: "pipe", env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" } });
  return { dir, out: path.join(dir, "out") };
}
