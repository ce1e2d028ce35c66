// Before `next build` and `next dev`: the uploaded photos' WebP copies into public/photos/ and their manifest (lib/content/photos.ts reads it).
import { readFileSync } from "node:fs";
import path from "node:path";
import { contentPath } from "../lib/content/dir.mjs";
import { preparePhotos } from "./lib/photos.mjs";
import { ROOT } from "./routes.mjs";

const settings = JSON.parse(readFileSync(path.join(ROOT, "lib/content/photo-settings.json"), "utf8"));
// The checkout to work in is the working directory (npm runs scripts at the root), as for the site's content loader;
// the uploads are those of the content folder it reads (content/, or CONTENT_DIR).
const { manifest, encoded, reused, problems, ms } = await preparePhotos({
  root: process.cwd(),
  settings,
  mediaDir: contentPath(settings.mediaFolder),
});

console.log(
  `photos: ${Object.keys(manifest).length} in ${settings.mediaFolder}/, ${encoded} made in ${(ms / 1000).toFixed(1)} s, ${reused} unchanged`,
);
// Never fatal: a page whose photo is unusable shows its illustration (the content loader names the entry).
for (const problem of problems) console.warn(`Photo problem: ${problem}`);
