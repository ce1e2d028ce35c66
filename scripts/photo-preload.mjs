// After the build: a page whose first photo is marked `priority` (<Photo priority>) gets a preload for it in <head>,
// so the browser fetches it while the rest of the page arrives. Written here, not by React: a preload rendered by a
// Server Component also becomes a hint in the page's RSC payload, which Next applies when it prefetches the page from a
// link, so the pages linking here would fetch the photo too (Chrome: "preloaded but not used"). Gain: reports/photos.md.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { BASE_PATH, OUT_DIR, ROOT, htmlFiles } from "./routes.mjs";

const { variantUrl } = JSON.parse(readFileSync(path.join(ROOT, "lib/photo-settings.json"), "utf8"));
const PRELOAD = /<link rel="preload" as="image" imagesrcset="[^"]*" imagesizes="[^"]*" fetchpriority="high"\/>/;
/** Right after the policy's <meta> (scripts/security-headers.mjs), so the preload falls under it. */
const POLICY = /<meta http-equiv="Content-Security-Policy" content="[^"]*"\/>/;

/** The page with a preload for its high-priority photo, if it has one (idempotent). */
export function withPhotoPreload(/** @type {string} */ html) {
  const page = html.replace(PRELOAD, "");
  const photo = (page.match(/<img\b[^>]*>/g) ?? []).find((tag) => /\sfetchPriority="high"/.test(tag) && tag.includes(`srcSet="${BASE_PATH}${variantUrl}/`));
  if (!photo) return page;
  const attribute = (/** @type {string} */ name) => new RegExp(`\\s${name}="([^"]*)"`).exec(photo)?.[1] ?? "";
  const link = `<link rel="preload" as="image" imagesrcset="${attribute("srcSet")}" imagesizes="${attribute("sizes")}" fetchpriority="high"/>`;
  if (!POLICY.test(page)) throw new Error("no Content-Security-Policy <meta>: run scripts/security-headers.mjs first");
  return page.replace(POLICY, (policy) => `${policy}${link}`);
}

if (process.argv[1] === import.meta.filename) {
  let count = 0;
  for (const file of htmlFiles()) {
    const full = path.join(OUT_DIR, file);
    const html = readFileSync(full, "utf8");
    const next = withPhotoPreload(html);
    if (next !== html) writeFileSync(full, next);
    if (PRELOAD.test(next)) count += 1;
  }
  console.log(`photo-preload: ${count} pages preload their first photo`);
}
