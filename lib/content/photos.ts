import fs from "node:fs";
import path from "node:path";
import { contentPath } from "./dir.mjs";
import settings from "./photo-settings.json";

/**
 * Staff photos, as the site reads them. `npm run build` (and `npm run dev`) first runs scripts/photos.mjs, which turns
 * every upload in settings.mediaFolder into WebP copies in public/photos/ and writes a manifest; this module reads
 * that manifest, so the pages know each photo's copies, width and height without decoding anything themselves.
 */

/** What the upload field accepts (the HTML `accept` list): what sharp decodes here. HEIC is not: iPhones send JPEG to a field that asks for it. */
export const ACCEPTED_TYPES: readonly string[] = settings.acceptedFormats.map((format) => `image/${format}`);
/** The largest upload the content manager takes, in bytes (it counts 1 MB as 1,000,000 bytes, as we do). */
export const MAX_UPLOAD_BYTES: number = settings.maxUploadBytes;

const FORMAT_NAMES: Record<string, string> = { jpeg: "JPEG", png: "PNG", webp: "WebP", avif: "AVIF" };
const formatNames = settings.acceptedFormats.map((format) => FORMAT_NAMES[format] ?? format.toUpperCase()).join(", ");
/** The upload field's hint in /admin: the accepted types and the limit, from the two constants above. */
export const PHOTO_HINT = `A photo: ${formatNames.replace(/, (?=[^,]*$)/, " or ")}, up to ${MAX_UPLOAD_BYTES / 1_000_000} MB. The site makes smaller copies for each screen and removes the location and camera details from them.`;

/**
 * The content manager's media settings (the top level of its config): uploads go into the repository's media folder,
 * entries store `/uploads/<name>`. Uploads are converted in the editor's browser before they are committed, so no
 * phone original, with its GPS position, reaches the repository (see docs/architecture.md, "Photos").
 */
export const cmsMedia = {
  media_folder: settings.mediaFolder,
  public_folder: settings.publicFolder,
  media_libraries: {
    default: {
      config: {
        max_file_size: MAX_UPLOAD_BYTES,
        slugify_filename: true,
        transformations: { raster_image: { format: "webp", quality: 90, width: 2048, height: 2048 } },
      },
    },
    // No stock photo sites: a page shows the organisation's own photos, and the admin's policy would refuse them anyway.
    stock_assets: { providers: [] },
  },
} as const;

/** An image field for a photo; add name, label, `required: false` and i18n as the collection needs. */
export const cmsPhotoField = {
  widget: "image",
  accept: ACCEPTED_TYPES.join(","),
  choose_url: false,
  hint: PHOTO_HINT,
} as const;

export type PhotoVariant = { url: string; width: number; height: number; bytes: number; quality: number };
export type PhotoInfo = {
  file: string;
  hash: string;
  original: { format: string; width: number; height: number; bytes: number };
  /** The largest copy's size: the photo's intrinsic width and height on the page. */
  width: number;
  height: number;
  /** From narrowest to widest. */
  variants: PhotoVariant[];
};
type Manifest = Record<string, PhotoInfo | { file: string; problem: string }>;

const manifests = new Map<string, Manifest | undefined>();
/** The manifest of the checkout the site is built from (process.cwd(), as for content/), read once. */
function manifest(): Manifest | undefined {
  const file = path.join(process.cwd(), settings.manifest);
  if (!manifests.has(file))
    manifests.set(file, fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, "utf8")) as Manifest) : undefined);
  return manifests.get(file);
}

/**
 * Why the photo an entry names cannot be shown, or undefined when it can. The content loader calls it for each
 * entry's photo: on a problem it reports the entry and the message, and leaves the photo out, so the page shows its
 * illustration and the build goes on.
 */
export function photoProblem(src: string): string | undefined {
  if (!src.startsWith(`${settings.publicFolder}/`))
    return `"${src}" is not in ${settings.publicFolder}/ (upload it in /admin)`;
  const file = `${settings.mediaFolder}/${src.slice(settings.publicFolder.length + 1)}`;
  if (!fs.existsSync(contentPath(file))) return `${file} does not exist`;
  const made = manifest()?.[src];
  if (made && !("problem" in made)) return undefined;
  // npm run build makes the copies before it checks content; before that (check:content alone) only the name can be judged.
  const format = made?.problem.match(/(\w+) is not accepted/)?.[1] ?? unacceptedFormat(file);
  if (!made && !format) return undefined;
  const reason = format ?? `it could not be read (${made!.problem.replace(/^cannot be used: /, "")})`;
  return `${file} cannot be used: this file is not a photo the site can use: ${reason}; upload a JPEG or PNG`;
}

/** The format a file's name gives when it is not one the site takes: IMG_1.HEIC → "HEIC"; photo.jpg → undefined. */
function unacceptedFormat(file: string): string | undefined {
  const extension = path.extname(file).slice(1).toLowerCase();
  return extension && !settings.acceptedFormats.includes(extension === "jpg" ? "jpeg" : extension)
    ? extension.toUpperCase()
    : undefined;
}

/** The copies of a usable photo; undefined when photoProblem(src) names a problem. */
export function photoInfo(src: string): PhotoInfo | undefined {
  if (photoProblem(src)) return undefined;
  const photo = manifest()?.[src];
  return photo && !("problem" in photo) ? photo : undefined;
}
