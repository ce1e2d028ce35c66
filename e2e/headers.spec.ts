import { createHash } from "node:crypto";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { expect, test } from "@playwright/test";
import { SPEC_ROUTES } from "./helpers";

test.describe.configure({ mode: "serial" });
// Tagged @desktop-only (see playwright.config.ts): headers do not depend on the viewport.

const hash = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

test("@desktop-only each page's script-src lists exactly the hashes of its own inline scripts", async ({ page, request }) => {
  for (const route of SPEC_ROUTES) {
    const response = await request.get(route);
    const policy = response.headers()["content-security-policy"] ?? "";
    const listed = [...policy.matchAll(/'sha256-[^']+'/g)].map((m) => m[0]).sort();
    await page.setContent(await response.text(), { waitUntil: "domcontentloaded" });
    const inline = await page.evaluate(() =>
      [...document.querySelectorAll("script:not([src])")]
        .filter((s) => ["", "text/javascript", "module"].includes((s.getAttribute("type") ?? "").toLowerCase()))
        .map((s) => s.textContent ?? ""),
    );
    expect(inline.length, route).toBeGreaterThan(0);
    expect(listed, route).toEqual([...new Set(inline.map(hash))].sort());
    expect(policy, route).toContain("object-src 'none'");
    expect(policy, route).toContain("frame-ancestors 'none'");
    expect(policy, route).toContain("form-action 'self' mailto:");
  }
});

test("@desktop-only site-wide headers are sent with every response", async ({ request }) => {
  for (const url of ["/", "/events/red-book-series", "/images/logo.svg", "/no-such-page"]) {
    const headers = (await request.get(url)).headers();
    expect(headers["strict-transport-security"], url).toMatch(/max-age=31536000; includeSubDomains/);
    expect(headers["x-content-type-options"], url).toBe("nosniff");
    expect(headers["x-frame-options"], url).toBe("DENY");
    expect(headers["referrer-policy"], url).toBe("strict-origin-when-cross-origin");
    expect(headers["permissions-policy"], url).toBe("camera=(), microphone=(), geolocation=()");
  }
});

test("@desktop-only the Observatory score of /, /contact and /donate is at least 90 with no script-policy deduction", async ({ request }) => {
  // Loaded at run time: Playwright's loader cannot import .mjs statically on Node 20.
  const { scoreHeaders } = await import(pathToFileURL(path.resolve("scripts/observatory-score.mjs")).href);
  for (const route of ["/", "/contact", "/donate"]) {
    const response = await request.get(route);
    const { score, results } = scoreHeaders(new Headers(response.headers()), await response.text());
    expect(score, route).toBeGreaterThanOrEqual(90);
    expect(results.filter(([, modifier]: [string, number]) => modifier < 0), route).toEqual([]);
  }
});

test("@desktop-only the nginx include carries the same policy for each route", async ({ request }) => {
  const fs = await import("node:fs/promises");
  const nginx = await fs.readFile(path.resolve(process.env.OUT_DIR ?? "out", "_nginx-headers.conf"), "utf8");
  for (const route of ["/", "/contact", "/events/red-book-series"]) {
    const policy = (await request.get(route)).headers()["content-security-policy"];
    expect(nginx, route).toContain(`location = ${route} {`);
    expect(nginx, route).toContain(`add_header Content-Security-Policy "${policy}" always;`);
  }
});

test("@desktop-only text is sent with brotli when the browser accepts it, else gzip, and fonts as they are", async ({ request }) => {
  const encoding = async (url: string, accept: string) => {
    const response = await request.get(url, { headers: { "Accept-Encoding": accept } });
    expect(response.ok(), url).toBe(true);
    return response.headers()["content-encoding"] ?? "identity";
  };
  expect(await encoding("/donate", "gzip, deflate, br, zstd")).toBe("br");
  expect(await encoding("/donate", "gzip, deflate")).toBe("gzip");
  expect(await encoding("/donate", "br;q=0, gzip")).toBe("gzip");
  expect(await encoding("/donate", "identity")).toBe("identity");
  const font = /\/_next\/static\/media\/[^"]+\.woff2/.exec(await (await request.get("/donate")).text())?.[0];
  expect(font).toBeDefined();
  expect(await encoding(font!, "gzip, br")).toBe("identity");
});
