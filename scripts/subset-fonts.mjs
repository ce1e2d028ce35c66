#!/usr/bin/env node
/**
 * Writes the site's web fonts (app/fonts/*.woff2: each family's main file and its accents file) from
 * the @fontsource-variable files: only the characters, weights and OpenType features listed in
 * scripts/lib/fonts.mjs.
 *
 *   npm run fonts
 *
 * The outputs are committed (a build needs no font tooling); run this again after changing the list,
 * and `npm run test:static` (scripts/check-fonts.mjs) checks the committed files against it.
 */
import { promises as fsp } from "node:fs";
import path from "node:path";
import subsetFont from "subset-font";
import { FONTS, fontProblems, readFont } from "./lib/fonts.mjs";
import { ROOT } from "./lib/temp-project.mjs";

for (const font of FONTS) {
  const source = await fsp.readFile(font.source);
  const output = await subsetFont(source, font.text, {
    targetFormat: "woff2",
    variationAxes: font.axes,
    keepFeatures: font.features,
    noHinting: true,
  });
  await fsp.mkdir(path.dirname(font.output), { recursive: true });
  await fsp.writeFile(font.output, output);
  // A listed character the source has no glyph for (outside @fontsource's "latin" file) cannot be added here.
  const problems = fontProblems(font, await readFont(font.output));
  if (problems.length > 0) {
    throw new Error(`${font.name} from ${path.relative(ROOT, font.source)}: ${problems.join("; ")}. Remove it from scripts/lib/fonts.mjs or use a source file that has it.`);
  }
  console.log(
    `${font.name}: ${(source.length / 1000).toFixed(1)} kB → ${(output.length / 1000).toFixed(1)} kB  ${path.relative(ROOT, font.output)}`,
  );
}
