// The photo pipeline: every upload in the media folder becomes WebP copies at a few widths, and a manifest the site reads.
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";

/**
 * @typedef {{ mediaFolder: string, publicFolder: string, variantFolder: string, variantUrl: string, manifest: string,
 *   widths: number[], qualities: number[], maxBytes: number, acceptedFormats: string[], maxUploadBytes: number }} PhotoSettings
 * @typedef {{ url: string, width: number, height: number, bytes: number, quality: number }} Variant
 * @typedef {{ file: string, hash: string, original: { format: string, width: number, height: number, bytes: number },
 *   width: number, height: number, variants: Variant[] }} ReadyPhoto
 * @typedef {{ file: string, problem: string }} BrokenPhoto
 * @typedef {Record<string, ReadyPhoto | BrokenPhoto>} Manifest
 */

/** sharp's name for a decoded file, as staff know it: AVIF and HEIC are both "heif" to libvips. */
async function formatOf(/** @type {Buffer} */ input) {
  const meta = await sharp(input).metadata();
  const format = meta.format === "heif" ? (meta.compression === "av1" ? "avif" : "heic") : String(meta.format);
  return { meta, format };
}

/** A file name's stem as a URL-safe word (Sveltia keeps the uploaded name, spaces and accents included). */
const stem = (/** @type {string} */ file) =>
  path
    .parse(file)
    .name.normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "") || "photo";

/**
 * The widths to make: each standard width below the original's, then the original's own width capped at the largest
 * standard one, so nothing is ever upscaled.
 */
export function widthsFor(/** @type {number} */ originalWidth, /** @type {number[]} */ widths) {
  const top = Math.min(originalWidth, Math.max(...widths));
  return [...widths.filter((width) => width < top), top];
}

/**
 * One WebP copy `width` pixels wide, upright (EXIF orientation applied) and with no metadata (sharp writes none unless
 * asked: no GPS, no camera serial). The first quality that fits under maxBytes wins; undefined if none does.
 */
async function encode(/** @type {Buffer} */ input, /** @type {number} */ width, /** @type {PhotoSettings} */ settings) {
  for (const quality of settings.qualities) {
    const { data, info } = await sharp(input, { failOn: "truncated" })
      .autoOrient()
      .resize({ width, withoutEnlargement: true })
      .webp({ quality })
      .toBuffer({ resolveWithObject: true });
    if (data.length <= settings.maxBytes) return { data, width: info.width, height: info.height, quality };
  }
  return undefined;
}

/** Why an original cannot be used, in words staff can act on; undefined when it can. */
async function check(/** @type {Buffer} */ input, /** @type {PhotoSettings} */ settings) {
  const { meta, format } = await formatOf(input);
  if (!settings.acceptedFormats.includes(format))
    return {
      problem: `${format.toUpperCase()} is not accepted (use ${settings.acceptedFormats.map((f) => f.toUpperCase()).join(", ")})`,
    };
  const oriented = meta.autoOrient ?? { width: meta.width, height: meta.height };
  return { format, width: oriented.width, height: oriented.height };
}

/**
 * Makes the copies of every photo in settings.mediaFolder into settings.variantFolder and writes the manifest.
 * A photo whose content and settings are unchanged since the last run is reused as it is (its file names carry a
 * hash of both). A file that cannot be read gets a `problem` in the manifest instead of stopping the build.
 * Copies no photo needs any more are deleted, so out/ carries only what the uploads make.
 */
export async function preparePhotos(
  /** @type {{ root: string, settings: PhotoSettings, mediaDir?: string }} */ {
    root,
    settings,
    mediaDir = path.join(root, settings.mediaFolder),
  },
) {
  const variantDir = path.join(root, settings.variantFolder);
  const manifestFile = path.join(root, settings.manifest);
  /** @type {Manifest} */
  const previous = existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, "utf8")) : {};
  const fingerprint = JSON.stringify([settings.widths, settings.qualities, settings.maxBytes, sharp.versions.sharp]);
  const files = existsSync(mediaDir)
    ? readdirSync(mediaDir)
        .filter((name) => !name.startsWith("."))
        .sort()
    : [];
  mkdirSync(variantDir, { recursive: true });

  /** @type {Manifest} */
  const manifest = {};
  const stats = { encoded: 0, reused: 0, problems: /** @type {string[]} */ ([]), ms: 0 };
  const started = performance.now();
  for (const name of files) {
    const src = `${settings.publicFolder}/${name}`;
    const file = path.posix.join(settings.mediaFolder, name);
    const input = readFileSync(path.join(mediaDir, name));
    const hash = createHash("sha256").update(input).update(fingerprint).digest("hex").slice(0, 10);
    const before = previous[src];
    if (
      before &&
      "hash" in before &&
      before.hash === hash &&
      before.variants.every((v) => existsSync(path.join(variantDir, path.basename(v.url))))
    ) {
      manifest[src] = before;
      stats.reused += 1;
      continue;
    }
    try {
      const checked = await check(input, settings);
      if ("problem" in checked) throw new Error(checked.problem);
      /** @type {Variant[]} */
      const variants = [];
      for (const width of widthsFor(checked.width, settings.widths)) {
        const copy = await encode(input, width, settings);
        if (!copy) continue; // over maxBytes even at the lowest quality: the next smaller width is the largest served
        const fileName = `${stem(name)}-${copy.width}.${hash}.webp`;
        writeFileSync(path.join(variantDir, fileName), copy.data);
        variants.push({
          url: `${settings.variantUrl}/${fileName}`,
          width: copy.width,
          height: copy.height,
          bytes: copy.data.length,
          quality: copy.quality,
        });
      }
      const largest = variants.at(-1);
      if (!largest) throw new Error(`no copy fits in ${settings.maxBytes} bytes`);
      manifest[src] = {
        file,
        hash,
        original: { format: checked.format, width: checked.width, height: checked.height, bytes: input.length },
        width: largest.width,
        height: largest.height,
        variants,
      };
      stats.encoded += 1;
    } catch (error) {
      const problem = `cannot be used: ${error instanceof Error ? error.message : String(error)}`;
      manifest[src] = { file, problem };
      stats.problems.push(`${file} ${problem}`);
    }
  }
  stats.ms = Math.round(performance.now() - started);

  const kept = new Set(
    Object.values(manifest).flatMap((photo) =>
      "variants" in photo ? photo.variants.map((v) => path.basename(v.url)) : [],
    ),
  );
  for (const name of readdirSync(variantDir)) if (!kept.has(name)) rmSync(path.join(variantDir, name));
  mkdirSync(path.dirname(manifestFile), { recursive: true });
  writeFileSync(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
  return { manifest, ...stats };
}
