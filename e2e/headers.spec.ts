import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { SPEC_ROUTES } from "./helpers";

// Tagged @desktop-only (see playwright.config.ts): what the server sends does not depend on the viewport.
const OUT = path.resolve(process.env.OUT_DIR ?? "out");
// Scripting off: the DOM is read as sent, and nothing the page runs can change it.
test.use({ javaScriptEnabled: false });
const hash = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

test("@desktop-only every page's <meta> policy comes before any script and lists exactly its inline scripts' hashes", async ({ page, request }) => {
  for (const route of [...SPEC_ROUTES, "/no-such-page"]) {
    const html = await (await request.get(route)).text();
    await page.setContent(html, { waitUntil: "domcontentloaded" });
    const found = await page.evaluate(() => {
      const metas = [...document.querySelectorAll('meta[http-equiv="Content-Security-Policy" i]')];
      const scripts = [...document.querySelectorAll("script")];
      const inline = scripts.filter((s) => !s.src && ["", "text/javascript", "module"].includes(s.type.toLowerCase()));
      const beforeScripts = !!metas[0] && scripts.every((s) => metas[0]!.compareDocumentPosition(s) & Node.DOCUMENT_POSITION_FOLLOWING);
      return { count: metas.length, policy: metas[0]?.getAttribute("content") ?? "", inline: inline.map((s) => s.textContent ?? ""), beforeScripts, inHead: metas[0]?.parentElement?.tagName };
    });
    expect(found.count, route).toBe(1);
    expect(found.inHead, route).toBe("HEAD");
    expect(found.beforeScripts, route).toBe(true);
    expect(found.inline.length, route).toBeGreaterThan(0);
    const scriptSrc = /(?:^|;\s*)script-src ([^;]*)/.exec(found.policy)?.[1] ?? "";
    expect(scriptSrc.split(" ").filter((source) => source.startsWith("'sha256-")).sort(), route).toEqual([...new Set(found.inline.map(hash))].sort());
    expect(scriptSrc, route).not.toContain("unsafe-inline");
    for (const directive of ["default-src 'self'", "object-src 'none'", "base-uri 'self'", "form-action 'self' mailto:"]) expect(found.policy, route).toContain(directive);
  }
});

test("@desktop-only site-wide headers are sent with every response", async ({ request }) => {
  for (const url of ["/", "/events/red-book-series", "/images/logo.svg", "/no-such-page"]) {
    const headers = (await request.get(url)).headers();
    expect(headers["strict-transport-security"], url).toBe("max-age=31536000; includeSubDomains");
    expect(headers["x-content-type-options"], url).toBe("nosniff");
    expect(headers["x-frame-options"], url).toBe("DENY");
    expect(headers["referrer-policy"], url).toBe("strict-origin-when-cross-origin");
    expect(headers["permissions-policy"], url).toBe("camera=(), microphone=(), geolocation=()");
    expect(headers["cross-origin-opener-policy"], url).toBe("same-origin");
    expect(headers["content-security-policy"], url).toContain("frame-ancestors 'none'");
  }
});

test("@desktop-only out/_headers, read by Netlify's parser, stays within Cloudflare Pages' limits; nginx gets the same headers", async () => {
  const { parseAllHeaders } = await import("@netlify/headers-parser");
  const file = path.join(OUT, "_headers");
  const { headers: rules, errors } = await parseAllHeaders({ headersFiles: [file], configHeaders: [], minimal: true });
  expect(errors).toEqual([]);
  expect(rules.length).toBeGreaterThan(0);
  expect(rules.length).toBeLessThanOrEqual(100);
  const lines = (await readFile(file, "utf8")).split("\n");
  expect(Math.max(...lines.map((line) => line.length))).toBeLessThanOrEqual(2000);

  const nginx = await readFile(path.join(OUT, "_nginx-headers.conf"), "utf8");
  const sent = Object.fromEntries([...nginx.matchAll(/^add_header (\S+) "([^"]*)" always;$/gm)].map(([, name, value]) => [name, value]));
  expect(sent).toEqual(rules.find((rule) => rule.for.endsWith("/*"))?.values);
});
