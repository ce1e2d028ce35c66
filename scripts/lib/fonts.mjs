/**
 * The two web fonts of the site, cut down to what the pages use (one list, read by
 * scripts/subset-fonts.mjs, which writes the files, and scripts/check-fonts.mjs, which checks them).
 *
 * Why: the @fontsource-variable "latin" files are 48 kB (Inter, every weight 100–900, every OpenType
 * feature) and 37 kB (Fraunces). Both are preloaded, so on a phone they compete with the HTML for the
 * first round trips, and Lighthouse counts them in the time to the largest paint.
 */
import { createRequire } from "node:module";
import path from "node:path";
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
