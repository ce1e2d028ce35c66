/** @jest-environment node */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { JSDOM } from "jsdom";
import { renderToStaticMarkup } from "react-dom/server";
import sharp, { type FormatEnum, type Sharp } from "sharp";
import settings from "@/lib/content/photo-settings.json";

// The photo pipeline as the build runs it, in a temporary checkout, on uploads made here with sharp.

const ROOT = path.resolve(__dirname, "..");
/** The photos' limit, so a phone picture never reaches a visitor as it is: the largest copy served is at most 300 kB. */
const LIMIT = 300_000;
let tmp = "";
const uploads = () => path.join(tmp, "content", "uploads");

/** Runs the pipeline in the temporary checkout, as `npm run build` does first. */
const runPipeline = () =>
  spawnSync(process.execPath, [path.join(ROOT, "scripts", "photos.mjs")], {
    cwd: tmp,
    env: { ...process.env, CONTENT_DIR: "content" },
    encoding: "utf8",
  });

/** Grain alone, as a sensor's noise: what compresses worst. */
const noise = (width: number, height: number, sigma: number) =>
  sharp({
    create: { width, height, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma } },
  });

/** A landscape with film grain: encodes like a photograph, not like a flat drawing. */
async function photograph(width: number, height: number, sigma = 12) {
  const grain = await noise(width, height, sigma).png().toBuffer();
  const sky = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#27445e"/><stop offset="0.6" stop-color="#e9a66b"/><stop offset="1" stop-color="#34483f"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width * 0.6}" cy="${height * 0.55}" r="${height * 0.1}" fill="#fff1cf"/></svg>`;
  return sharp(Buffer.from(sky)).composite([{ input: grain, blend: "overlay" }]);
}

type Site = { photos: typeof import("@/lib/content/photos"); Photo: typeof import("@/components/ui/photo").Photo };
/** Runs `read` with the site's modules reading the temporary checkout, fresh (lib/content/photos.ts reads the manifest once per process). */
async function inCheckout<T>(read: (site: Site) => T): Promise<T> {
  const cwd = jest.spyOn(process, "cwd").mockReturnValue(tmp);
  const contentDir = process.env.CONTENT_DIR;
  process.env.CONTENT_DIR = "content";
  let result!: T;
  try {
    await jest.isolateModulesAsync(async () => {
      result = read({
        photos: await import("@/lib/content/photos"),
        Photo: (await import("@/components/ui/photo")).Photo,
      });
    });
  } finally {
    cwd.mockRestore();
    process.env.CONTENT_DIR = contentDir;
  }
  return result;
}

const imgOf = (html: string) => new JSDOM(html).window.document.querySelector("img");
const variantFile = (url: string) => path.join(tmp, "public", url);
const bytesOf = (url: string) => fs.statSync(variantFile(url)).size;
/** [url, width] of each srcset candidate. */
const candidates = (srcset: string) => srcset.split(", ").map((candidate) => candidate.split(" ") as [string, string]);

let pipeline: ReturnType<typeof runPipeline>;
let phoneBytes = 0;

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), "photos-"));
  fs.mkdirSync(uploads(), { recursive: true });
  const write = async (name: string, image: Sharp) => image.toFile(path.join(uploads(), name));

  await write("lake.jpg", (await photograph(2400, 1600)).jpeg({ quality: 90 }));
  // A phone photo at its worst for compression: sensor noise, wider than the widest copy, several times the limit.
  await write("phone.jpg", noise(2000, 1500, 30).jpeg({ quality: 88 }));
  phoneBytes = fs.statSync(path.join(uploads(), "phone.jpg")).size;

  // Upright: red above, blue below. Stored as a phone stores it: on its side, EXIF orientation 6, a GPS position.
  const upright = await sharp({ create: { width: 900, height: 1200, channels: 3, background: "#2040c0" } })
    .composite([
      { input: { create: { width: 900, height: 400, channels: 3, background: "#d02020" } }, top: 0, left: 0 },
    ])
    .png()
    .toBuffer();
  await write(
    "portrait.jpg",
    sharp(await sharp(upright).rotate(-90).toBuffer())
      .withExif({
        IFD0: { Make: "TestPhone" },
        IFD3: {
          GPSLatitudeRef: "N",
          GPSLatitude: "29/1 38/1 0/1",
          GPSLongitudeRef: "W",
          GPSLongitude: "81/1 52/1 0/1",
        },
      })
      .withMetadata({ orientation: 6 })
      .jpeg(),
  );

  // One small file per accepted type, 1000 px wide: smaller than the largest standard width.
  const { ACCEPTED_TYPES } = await import("@/lib/content/photos");
  for (const type of ACCEPTED_TYPES) {
    const format = type.replace("image/", "") as keyof FormatEnum & string;
    await write(`accepted-${format}.${format}`, (await photograph(1000, 750)).toFormat(format));
  }
  // Grain a photo rarely has: over the limit at the first quality (grain), or at every quality (static).
  await write("grain.png", noise(1600, 1200, 14).png());
  await write("static.png", noise(1600, 1200, 30).png());
  await write("animation.gif", (await photograph(600, 400)).gif());
  const whole = await (await photograph(1200, 800)).jpeg().toBuffer();
  fs.writeFileSync(path.join(uploads(), "cut-off.jpg"), whole.subarray(0, Math.floor(whole.length / 2)));

  pipeline = runPipeline();
}, 180_000);

afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

test("the pipeline runs, and names each unusable upload without failing", () => {
  expect(pipeline.status).toBe(0);
  expect(pipeline.stderr).toMatch(
    /Photo problem: content\/uploads\/animation\.gif cannot be used: GIF is not accepted/,
  );
  expect(pipeline.stderr).toMatch(/Photo problem: content\/uploads\/cut-off\.jpg cannot be used/);
});

test("a 2400 px JPEG becomes a lazy <img> with srcset, sizes, width, height and alt, its largest copy at most 300 kB; the page's first photo is fetched early", async () => {
  const [img, first] = await inCheckout(({ Photo }) => [
    imgOf(
      renderToStaticMarkup(
        <Photo src="/uploads/lake.jpg" alt="Dawn over the lake" sizes="(min-width: 880px) 36rem, 100vw" />,
      ),
    ),
    imgOf(renderToStaticMarkup(<Photo src="/uploads/lake.jpg" alt="Dawn over the lake" sizes="100vw" priority />)),
  ]);

  expect(img!.closest("picture")).not.toBeNull();
  expect([img!.getAttribute("alt"), img!.getAttribute("sizes")]).toEqual([
    "Dawn over the lake",
    "(min-width: 880px) 36rem, 100vw",
  ]);
  const srcset = candidates(img!.getAttribute("srcset")!);
  expect(srcset.length).toBeGreaterThanOrEqual(3);
  const widths = srcset.map(([, width]) => Number.parseInt(width, 10));
  expect(widths).toEqual([...widths].sort((a, b) => a - b));
  const [largestUrl] = srcset.at(-1)!;
  // The intrinsic size is the largest copy's, with the original's 3:2 shape.
  const largest = await sharp(variantFile(largestUrl)).metadata();
  expect(largest.format).toBe("webp");
  expect(Number(img!.getAttribute("width"))).toBe(largest.width);
  expect(Number(img!.getAttribute("height"))).toBe(largest.height);
  expect(largest.height! / largest.width!).toBeCloseTo(1600 / 2400, 2);
  for (const [url, width] of srcset)
    expect((await sharp(variantFile(url)).metadata()).width).toBe(Number.parseInt(width, 10));
  expect(bytesOf(largestUrl)).toBeLessThanOrEqual(LIMIT);
  expect(srcset.map(([url]) => url)).toContain(img!.getAttribute("src"));
  const load = (element: Element) => ["loading", "decoding", "fetchpriority"].map((a) => element.getAttribute(a));
  expect(load(img!)).toEqual(["lazy", "async", null]);
  expect([load(first!)[0], load(first!)[2]]).toEqual([null, "high"]);
});

test("a noisy phone photo several times the limit ends at most 300 kB for the largest size served", async () => {
  expect(phoneBytes).toBeGreaterThan(3 * LIMIT);
  const [phone, maxUpload] = await inCheckout(
    ({ photos }) => [photos.photoInfo("/uploads/phone.jpg"), photos.MAX_UPLOAD_BYTES] as const,
  );
  expect(phoneBytes).toBeLessThanOrEqual(maxUpload);
  expect(phone).toBeDefined();
  const largest = phone!.variants.at(-1)!;
  expect(bytesOf(largest.url)).toBeLessThanOrEqual(LIMIT);
  // Still a photo for a wide screen, not a thumbnail.
  expect(largest.width).toBeGreaterThanOrEqual(1200);
});

test("a copy over 300 kB is made again at a lower quality, or left out: no copy served is over the limit", async () => {
  const info = (file: string) => inCheckout(({ photos }) => photos.photoInfo(`/uploads/${file}`)!);
  const [grain, noise] = [await info("grain.png"), await info("static.png")];
  const widest = grain.variants.at(-1)!;
  expect(widest.width).toBe(1600);
  expect(widest.quality).toBeLessThan(settings.qualities[0]!);
  // Pure noise does not fit at 1600 px at any quality: the widest copy served is narrower, and the <img> says so.
  expect(noise.width).toBeLessThan(1600);
  expect(noise.width).toBe(noise.variants.at(-1)!.width);
  for (const variant of [...grain.variants, ...noise.variants]) expect(bytesOf(variant.url)).toBeLessThanOrEqual(LIMIT);
});

test("EXIF orientation is applied and no metadata is kept: a portrait phone photo stays upright, without its GPS position", async () => {
  const original = await sharp(path.join(uploads(), "portrait.jpg")).metadata();
  expect(original.orientation).toBe(6);
  expect(original.exif!.includes(Buffer.from([0x25, 0x88]))).toBe(true); // the GPS IFD pointer (tag 0x8825, little-endian)

  const portrait = await inCheckout(({ photos }) => photos.photoInfo("/uploads/portrait.jpg"));
  expect(portrait!.width).toBeLessThan(portrait!.height);
  for (const variant of portrait!.variants) {
    const meta = await sharp(variantFile(variant.url)).metadata();
    expect([meta.exif, meta.xmp, meta.iptc, meta.orientation]).toEqual([undefined, undefined, undefined, undefined]);
    expect(fs.readFileSync(variantFile(variant.url)).includes("TestPhone")).toBe(false);
  }
  const { data, info } = await sharp(variantFile(portrait!.variants.at(-1)!.url))
    .raw()
    .toBuffer({ resolveWithObject: true });
  const pixel = (x: number, y: number) => [
    ...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3),
  ];
  const [r, , b] = pixel(Math.floor(info.width / 2), Math.floor(info.height * 0.1));
  expect(r).toBeGreaterThan(150); // red on top
  expect(b).toBeLessThan(80);
  const [r2, , b2] = pixel(Math.floor(info.width / 2), Math.floor(info.height * 0.9));
  expect(b2).toBeGreaterThan(150); // blue below
  expect(r2).toBeLessThan(80);
});

test("every accepted type builds, and a photo narrower than the largest width is never upscaled", async () => {
  await inCheckout(({ photos }) => {
    for (const type of photos.ACCEPTED_TYPES) {
      const format = type.replace("image/", "");
      const photo = photos.photoInfo(`/uploads/accepted-${format}.${format}`);
      expect([type, photos.photoProblem(`/uploads/accepted-${format}.${format}`)]).toEqual([type, undefined]);
      expect(photo!.variants.length).toBeGreaterThanOrEqual(2);
      const widths = photo!.variants.map((v) => v.width);
      expect(Math.max(...widths)).toBe(1000);
      expect(new Set(widths).size).toBe(widths.length); // no two copies of one size
    }
  });
});

test("an unusable or missing photo is named, and <Photo> renders nothing for it", async () => {
  await inCheckout(({ photos, Photo }) => {
    expect(photos.photoProblem("/uploads/animation.gif")).toBe(
      "content/uploads/animation.gif cannot be used: this file is not a photo the site can use: GIF; upload a JPEG or PNG",
    );
    expect(photos.photoProblem("/uploads/cut-off.jpg")).toMatch(/^content\/uploads\/cut-off\.jpg cannot be used/);
    expect(photos.photoProblem("/uploads/gone.jpg")).toBe("content/uploads/gone.jpg does not exist");
    expect(photos.photoProblem("https://example.com/a.jpg")).toMatch(/is not in \/uploads\//);
    const warn = jest.spyOn(console, "warn").mockImplementation(() => {});
    expect(renderToStaticMarkup(<Photo src="/uploads/cut-off.jpg" alt="" sizes="100vw" />)).toBe("");
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("content/uploads/cut-off.jpg"));
    warn.mockRestore();
  });
});

test("a second run reuses every copy; a replaced photo gets new copies and the old ones are deleted", async () => {
  const before = fs.readdirSync(path.join(tmp, "public", "photos")).sort();
  const again = runPipeline();
  expect(again.stdout).toMatch(/ 0 made in .* s, \d+ unchanged/);
  expect(fs.readdirSync(path.join(tmp, "public", "photos")).sort()).toEqual(before);

  const info = () => inCheckout(({ photos }) => photos.photoInfo("/uploads/accepted-png.png")!);
  const old = (await info()).variants.map((v) => path.basename(v.url));
  await (await photograph(1000, 600, 20)).png().toFile(path.join(uploads(), "accepted-png.png"));
  expect(runPipeline().stdout).toMatch(/ 1 made in /);
  const after = fs.readdirSync(path.join(tmp, "public", "photos"));
  for (const name of old) expect(after).not.toContain(name);
  expect((await info()).height).toBe(600);
}, 60_000);
