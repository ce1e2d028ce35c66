// `npm run fonts`: writes app/fonts/*.woff2 (committed) from @fontsource-variable with only what scripts/lib/fonts.mjs lists.
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import subsetFont from "subset-font";
import { FONTS, fontProblems, readFont } from "./lib/fonts.mjs";
import { ROOT } from "./routes.mjs";

for (const font of FONTS) {
  const source = await readFile(font.source);
  const options = { targetFormat: "woff2", variationAxes: font.axes, keepFeatures: font.features, noHinting: true };
  await writeFile(font.output, await subsetFont(source, font.text, options));
  // A listed character the source has no glyph for cannot be added here.
  const problems = fontProblems(font, await readFont(font.output));
  if (problems.length > 0)
    throw new Error(`${font.name}: ${problems.join("; ")}. Remove it from scripts/lib/fonts.mjs.`);
  console.log(`${font.name} → ${path.relative(ROOT, font.output)}`);
}
