import fs from "node:fs";
import path from "node:path";

/* Cloudflare Turnstile is built into the contact pages alone, and only with a site key: out-2026-11-24/ has Cloudflare's
 * test key (package.json, build:later), out/ none. With a key every page's policy allows it, for client navigations. */

const TURNSTILE = "https://challenges.cloudflare.com";

test.each([
  ["out", []],
  ["out-2026-11-24", ["contact.html", "es/contact.html"]],
])("%s: Turnstile's script is in %j and no other page", (dir, expected) => {
  const root = path.resolve(dir);
  const pages = fs.readdirSync(root, { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(".html"));
  const html = (file: string) => fs.readFileSync(path.join(root, file), "utf8");
  expect(pages.length).toBeGreaterThan(40);
  const script = `link[rel="preload"][as="script"][href^="${TURNSTILE}/turnstile/v0/api.js"]`;
  // /admin has a policy of its own (lib/cms/admin.ts).
  for (const file of pages.filter((name) => !name.startsWith("admin/"))) {
    const page = new DOMParser().parseFromString(html(file), "text/html");
    expect(page.querySelector(script) !== null).toBe(expected.includes(file));
    const policy = page.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute("content") ?? "";
    const directive = (name: string) => policy.split(/;\s*/).find((part) => part.startsWith(`${name} `));
    expect(directive("script-src")?.split(" ").includes(TURNSTILE)).toBe(expected.length > 0);
    expect(directive("frame-src")).toBe(expected.length ? `frame-src ${TURNSTILE}` : undefined);
  }
});
