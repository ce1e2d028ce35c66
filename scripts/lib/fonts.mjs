// The site's four font files and what each must hold: read by subset-fonts.mjs (writes them) and check-fonts.mjs (checks them).
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import fontverter from "fontverter";
import * as hb from "harfbuzzjs";
import { ROOT } from "../routes.mjs";

const require = createRequire(import.meta.url);

// Per family a preloaded main file and an accents file that app/fonts.ts declares with its unicode-range, fetched
// only by pages that use one of its letters. A page character in neither fails check-fonts: add it here, run `npm run fonts`.
const ACCENTED = "ÁÀÂÃÇÉÈÊËÍÎÏÑÓÔÕÚÙÛÜáàâãçéèêëíîïñóôõúùûü";
const SIGNS = "\u00a0¡¿©®°·×–—‘’“”•…€™";
const ASCII = String.fromCodePoint(...Array.from({ length: 0x7e - 0x20 + 1 }, (_, i) => 0x20 + i));
// Ligatures and what accents need; no kerning in Inter (at text sizes it moves letters by a pixel or less, and costs bytes in a preloaded file).
const MARKS = ["liga", "ccmp", "locl", "mark", "mkmk"];

const inter = require.resolve("@fontsource-variable/inter/files/inter-latin-wght-normal.woff2");
const fraunces = require.resolve("@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2");
const INTER_WEIGHTS = { wght: { min: 400, max: 700 } }; // body 400 … prices 700
const FRAUNCES_WEIGHT = { wght: 600 }; // every heading is 600: a static instance

/** @typedef {{ name: string, family: string, source: string, output: string, text: string, accents?: boolean, axes: { wght: number | { min: number, max: number } }, features: string[] }} Font */
/** @type {Font[]} */
export const FONTS = [
  { name: "Inter (text)", family: "text", source: inter, output: "app/fonts/inter-text.woff2", text: ASCII + SIGNS, axes: INTER_WEIGHTS, features: MARKS },
  { name: "Inter (text, accents)", family: "text", source: inter, output: "app/fonts/inter-text-accents.woff2", accents: true, text: ACCENTED, axes: INTER_WEIGHTS, features: MARKS },
  { name: "Fraunces (display)", family: "display", source: fraunces, output: "app/fonts/fraunces-display.woff2", text: ASCII + SIGNS, axes: FRAUNCES_WEIGHT, features: ["kern", ...MARKS] },
  { name: "Fraunces (display, accents)", family: "display", source: fraunces, output: "app/fonts/fraunces-display-accents.woff2", accents: true, text: ACCENTED, axes: FRAUNCES_WEIGHT, features: ["kern", ...MARKS] },
].map((font) => ({ ...font, output: path.join(ROOT, font.output) }));

/** The sorted, distinct code points of a string. */
const codePointsOf = (/** @type {string} */ text) => [...new Set([...text].map((ch) => ch.codePointAt(0) ?? 0))].sort((a, b) => a - b);

const hex = (/** @type {number} */ cp) => cp.toString(16).toUpperCase().padStart(4, "0");
export const describeCodePoint = (/** @type {number} */ cp) => `U+${hex(cp)} "${String.fromCodePoint(cp)}"`;

/** The `unicode-range` that app/fonts.ts must give the accents faces: consecutive code points as ranges. */
export const ACCENTS_RANGE = codePointsOf(ACCENTED)
  .reduce((/** @type {number[][]} */ ranges, cp) => {
    const last = ranges.at(-1);
    if (last && cp === (last[1] ?? 0) + 1) last[1] = cp;
    else ranges.push([cp, cp]);
    return ranges;
  }, [])
  .map(([a = 0, b = 0]) => (a === b ? `U+${hex(a)}` : `U+${hex(a)}-${hex(b)}`))
  .join(", ");

/** Characters and variation axes of a font file, read with HarfBuzz. */
export async function readFont(/** @type {string} */ file) {
  const face = new hb.Face(new hb.Blob(await fontverter.convert(readFileSync(file), "sfnt")), 0);
  return { codePoints: new Set(face.collectUnicodes()), wght: face.getAxisInfos().wght };
}

/** Problems with one font file against the list: missing characters, wrong weight axis. */
export function fontProblems(/** @type {Font} */ font, /** @type {Awaited<ReturnType<typeof readFont>>} */ { codePoints, wght }) {
  const problems = [];
  const missing = codePointsOf(font.text).filter((cp) => !codePoints.has(cp));
  if (missing.length > 0) problems.push(`lacks ${missing.length} listed character(s): ${missing.slice(0, 8).map(describeCodePoint).join(", ")}`);
  const wanted = font.axes.wght;
  const axis = wght ? `${wght.min}–${wght.max}` : "static";
  if (typeof wanted === "object" ? axis !== `${wanted.min}–${wanted.max}` : wght) problems.push(`weight axis ${axis}, the list says ${JSON.stringify(wanted)}`);
  return problems;
}
