/**
 * The two web fonts of the site, cut down to what the pages use (one list, read by
 * scripts/subset-fonts.mjs, which writes the files, and scripts/check-fonts.mjs, which checks them).
 *
 * Why: the @fontsource-variable "latin" files are 48 kB (Inter, every weight 100–900, every OpenType
 * feature) and 37 kB (Fraunces). Both are preloaded, so on a phone they compete with the HTML for the
 * first round trips, and Lighthouse counts them in the time to the largest paint.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import fontverter from "fontverter";
import * as hb from "harfbuzzjs";
import { ROOT } from "./temp-project.mjs";

const require = createRequire(import.meta.url);

/**
 * Each family is two files. The main one has printable ASCII and the signs and typographic punctuation
 * the copy uses; it is preloaded by every page. The accented letters of Spanish, French and Portuguese
 * names (Florida: Miami) are a second file, declared with their `unicode-range` (app/fonts.ts), that a
 * browser fetches only for a page that uses one of them. A page that uses a character in neither file
 * fails `npm run test:static` (scripts/check-fonts.mjs) naming the page and the character: add it here
 * and run `npm run fonts`.
 */
const ACCENTED = "ÁÀÂÃÇÉÈÊËÍÎÏÑÓÔÕÚÙÛÜáàâãçéèêëíîïñóôõúùûü";
const SIGNS = "\u00a0¡¿©®°·×–—‘’“”•…€™";
const ASCII = String.fromCodePoint(...Array.from({ length: 0x7e - 0x20 + 1 }, (_, i) => 0x20 + i));

/** The sorted, distinct code points of a string. */
export const codePointsOf = (text) => [...new Set([...text].map((ch) => ch.codePointAt(0)))].sort((a, b) => a - b);

/** A CSS `unicode-range` value for exactly the code points of `text`, consecutive ones as ranges. */
export function unicodeRange(text) {
  const ranges = [];
  for (const cp of codePointsOf(text)) {
    const last = ranges.at(-1);
    if (last && cp === last[1] + 1) last[1] = cp;
    else ranges.push([cp, cp]);
  }
  const hex = (cp) => cp.toString(16).toUpperCase().padStart(4, "0");
  return ranges.map(([a, b]) => (a === b ? `U+${hex(a)}` : `U+${hex(a)}-${hex(b)}`)).join(", ");
}

/**
 * Layout features kept: ligatures and the mark/composition features that accents need, and kerning in
 * Fraunces. Dropped: Inter's kerning (3.2 kB: at text sizes it moves letters by a pixel or less, and
 * without it the preloaded Inter file is 12.2 kB instead of 15.1, see below), Inter's stylistic sets,
 * character variants, tabular/fraction/case features (unused here).
 */
const MARKS = ["liga", "ccmp", "locl", "mark", "mkmk"];

const inter = require.resolve("@fontsource-variable/inter/files/inter-latin-wght-normal.woff2");
const fraunces = require.resolve("@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2");
// Body 400, labels 500, buttons and strong 600, prices 700: one variable file for the range.
const INTER_WEIGHTS = { wght: { min: 400, max: 700 } };
// Headings, the logo word mark and prices are all set at 600: a static instance.
const FRAUNCES_WEIGHT = { wght: 600 };

/**
 * Why the main files are this small (12.2 and 12.3 kB): both are preloaded, so Lighthouse's simulated
 * phone (150 ms round trips, 1.6 Mbit/s, new connections starting with 10-segment windows shared by
 * the requests in flight) counts them in the time to the largest paint; at 13.2 kB or more either one
 * needs one more round trip, and the largest paint lands at 1.21-1.29 s instead of 1.13-1.14 s.
 */
export const FONTS = [
  { name: "Inter (text)", family: "text", source: inter, output: path.join(ROOT, "app/fonts/inter-text.woff2"), text: ASCII + SIGNS, axes: INTER_WEIGHTS, features: MARKS },
  { name: "Inter (text, accents)", family: "text", source: inter, output: path.join(ROOT, "app/fonts/inter-text-accents.woff2"), accents: true, text: ACCENTED, axes: INTER_WEIGHTS, features: MARKS },
  { name: "Fraunces (display)", family: "display", source: fraunces, output: path.join(ROOT, "app/fonts/fraunces-display.woff2"), text: ASCII + SIGNS, axes: FRAUNCES_WEIGHT, features: ["kern", ...MARKS] },
  { name: "Fraunces (display, accents)", family: "display", source: fraunces, output: path.join(ROOT, "app/fonts/fraunces-display-accents.woff2"), accents: true, text: ACCENTED, axes: FRAUNCES_WEIGHT, features: ["kern", ...MARKS] },
];

/** The `unicode-range` that app/fonts.ts must give the accents faces. */
export const ACCENTS_RANGE = unicodeRange(ACCENTED);

const hex = (cp) => `U+${cp.toString(16).toUpperCase().padStart(4, "0")}`;
export const describeCodePoint = (cp) => `${hex(cp)} "${String.fromCodePoint(cp)}"`;

/** Characters and variation axes of a font file, read with HarfBuzz. */
export async function readFont(file) {
  const sfnt = await fontverter.convert(readFileSync(file), "sfnt");
  const face = new hb.Face(new hb.Blob(sfnt), 0);
  return { codePoints: new Set(face.collectUnicodes()), axes: face.getAxisInfos() };
}

/** Problems with one font file against the list: missing characters, wrong weight axis. */
export function fontProblems(font, { codePoints, axes }) {
  const problems = [];
  const missing = codePointsOf(font.text).filter((cp) => !codePoints.has(cp));
  if (missing.length > 0) {
    problems.push(`lacks ${missing.length} listed character(s): ${missing.slice(0, 8).map(describeCodePoint).join(", ")}`);
  }
  const wanted = font.axes?.wght;
  const wght = axes.wght;
  if (typeof wanted === "object") {
    if (!wght || wght.min !== wanted.min || wght.max !== wanted.max) {
      problems.push(`weight axis ${wght ? `${wght.min}–${wght.max}` : "missing"}, list says ${wanted.min}–${wanted.max}`);
    }
  } else if (wght) {
    problems.push(`is variable (weight ${wght.min}–${wght.max}), list says a static instance at ${wanted}`);
  }
  return problems;
}
