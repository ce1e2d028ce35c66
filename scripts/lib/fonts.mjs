// The site's two font files and what each must hold: read by subset-fonts.mjs (writes them) and check-fonts.mjs (checks them).
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import fontverter from "fontverter";
import * as hb from "harfbuzzjs";
import { ROOT } from "../routes.mjs";

const require = createRequire(import.meta.url);

// One preloaded file per family, with the accented letters of Spanish, French and Portuguese: a separate accents file,
// fetched only when used, was found late and delayed the first paint of every Spanish page.
// A page character not listed fails check-fonts: add it here and run `npm run fonts`.
const ACCENTED = "ÁÀÂÃÇÉÈÊËÍÎÏÑÓÔÕÚÙÛÜáàâãçéèêëíîïñóôõúùûü";
const SIGNS = "\u00a0¡¿«»©®°·×–—‘’“”•…€™";
const ASCII = String.fromCodePoint(...Array.from({ length: 0x7e - 0x20 + 1 }, (_, i) => 0x20 + i));
// Ligatures and what accents need; no kerning in Inter (at text sizes it moves letters by a pixel or less, and costs bytes in a preloaded file).
const MARKS = ["liga", "ccmp", "locl", "mark", "mkmk"];

const inter = require.resolve("@fontsource-variable/inter/files/inter-latin-wght-normal.woff2");
const fraunces = require.resolve("@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2");
const INTER_WEIGHTS = { wght: { min: 400, max: 700 } }; // body 400 … prices 700
const FRAUNCES_WEIGHT = { wght: 600 }; // every heading is 600: a static instance

/** @typedef {{ name: string, family: string, source: string, output: string, text: string, axes: { wght: number | { min: number, max: number } }, features: string[] }} Font */
/** @type {Font[]} */
export const FONTS = [
  {
    name: "Inter (text)",
    family: "text",
    source: inter,
    output: "app/fonts/inter-text.woff2",
    text: ASCII + SIGNS + ACCENTED,
    axes: INTER_WEIGHTS,
    features: MARKS,
  },
  {
    name: "Fraunces (display)",
    family: "display",
    source: fraunces,
    output: "app/fonts/fraunces-display.woff2",
    text: ASCII + SIGNS + ACCENTED,
    axes: FRAUNCES_WEIGHT,
    features: ["kern", ...MARKS],
  },
].map((font) => ({ ...font, output: path.join(ROOT, font.output) }));

/** The sorted, distinct code points of a string. */
const codePointsOf = (/** @type {string} */ text) =>
  [...new Set([...text].map((ch) => ch.codePointAt(0) ?? 0))].sort((a, b) => a - b);

const hex = (/** @type {number} */ cp) => cp.toString(16).toUpperCase().padStart(4, "0");
export const describeCodePoint = (/** @type {number} */ cp) => `U+${hex(cp)} "${String.fromCodePoint(cp)}"`;

/** Characters and variation axes of a font file, read with HarfBuzz. */
export async function readFont(/** @type {string} */ file) {
  const face = new hb.Face(new hb.Blob(await fontverter.convert(readFileSync(file), "sfnt")), 0);
  return { codePoints: new Set(face.collectUnicodes()), wght: face.getAxisInfos().wght };
}

/** Problems with one font file against the list: missing characters, wrong weight axis. */
export function fontProblems(
  /** @type {Font} */ font,
  /** @type {Awaited<ReturnType<typeof readFont>>} */ { codePoints, wght },
) {
  const problems = [];
  const missing = codePointsOf(font.text).filter((cp) => !codePoints.has(cp));
  if (missing.length > 0)
    problems.push(
      `lacks ${missing.length} listed character(s): ${missing.slice(0, 8).map(describeCodePoint).join(", ")}`,
    );
  const wanted = font.axes.wght;
  const axis = wght ? `${wght.min}–${wght.max}` : "static";
  if (typeof wanted === "object" ? axis !== `${wanted.min}–${wanted.max}` : wght)
    problems.push(`weight axis ${axis}, the list says ${JSON.stringify(wanted)}`);
  return problems;
}
