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
 * Printable ASCII; the accented letters of Spanish, French and Portuguese names (Florida: Miami);
 * and the signs and typographic punctuation the copy uses. The whole of Latin-1 would cost 8 kB more
 * across the two files. A page that uses a character outside the list fails `npm run test:static`
 * (scripts/check-fonts.mjs) naming the page and the character: add it here and run `npm run fonts`.
 */
const ACCENTED = "ÁÀÂÃÇÉÈÊËÍÎÏÑÓÔÕÚÙÛÜáàâãçéèêëíîïñóôõúùûü";
const SIGNS = "\u00a0¡¿©®°·×–—‘’“”•…€™";

function codePoints() {
  const list = [];
  for (let c = 0x20; c <= 0x7e; c++) list.push(c);
  for (const ch of ACCENTED + SIGNS) list.push(ch.codePointAt(0));
  return [...new Set(list)].sort((a, b) => a - b);
}

export const CODE_POINTS = codePoints();
export const TEXT = String.fromCodePoint(...CODE_POINTS);

/**
 * Layout features kept: kerning, ligatures and the mark/composition features that accents need.
 * Dropped: Inter's stylistic sets, character variants, tabular/fraction/case features (unused here).
 */
export const FEATURES = ["kern", "liga", "ccmp", "locl", "mark", "mkmk"];

export const FONTS = [
  {
    name: "Inter (text)",
    source: require.resolve("@fontsource-variable/inter/files/inter-latin-wght-normal.woff2"),
    output: path.join(ROOT, "app/fonts/inter-text.woff2"),
    // Body 400, labels 500, buttons and strong 600, prices 700: one variable file for the range.
    axes: { wght: { min: 400, max: 700 } },
  },
  {
    name: "Fraunces (display)",
    source: require.resolve("@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2"),
    output: path.join(ROOT, "app/fonts/fraunces-display.woff2"),
    // Headings, the logo word mark and prices are all set at 600: a static instance.
    axes: { wght: 600 },
  },
];

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
  const missing = CODE_POINTS.filter((cp) => !codePoints.has(cp));
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
