import { readFile } from "node:fs/promises";
import path from "node:path";
import { expect, test } from "@playwright/test";

// The headers each response gets from out/_headers, as Cloudflare applies them, are checked through the Worker
// (e2e/worker.spec.ts); each page's own policy in its <meta> by jest (__tests__/built/page-policy.test.ts).
const OUT = path.resolve(process.env.OUT_DIR ?? "out");

test("@desktop-only out/_headers, read by Netlify's parser, stays within Cloudflare Pages' limits", async () => {
  const { parseAllHeaders } = await import("@netlify/headers-parser");
  const file = path.join(OUT, "_headers");
  const { headers: rules, errors } = await parseAllHeaders({ headersFiles: [file], configHeaders: [], minimal: true });
  expect(errors).toEqual([]);
  expect(rules.length).toBeGreaterThan(0);
  expect(rules.length).toBeLessThanOrEqual(100);
  const text = await readFile(file, "utf8");
  expect(Math.max(...text.split("\n").map((line) => line.length))).toBeLessThanOrEqual(2000);
  // Photo copies are named by their content (scripts/photos.mjs): the rule is there before the first one is uploaded.
  expect(text).toMatch(/^\/photos\/\*\n(?: {2}.*\n)*? {2}Cache-Control: public, max-age=31536000, immutable$/m);
});
