import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { OUT } from "./built-site";

/*
 * The Spanish review's serious phrases on no built page, and the retreat center's sentences whole in the state of the
 * build's day. out/ is built on 2025-10-01 (before the opening season, spring 2026, and on the giving day);
 * out-2026-11-24/ after that season, outside the giving day.
 */

/** The text of every Spanish and English page of a build, by file. */
function builtPages(dir: string): [string, string][] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".html") && !file.startsWith("admin"))
    .map((file) => [file, readFileSync(path.join(dir, file), "utf8")]);
}

/** The review's serious phrases (rows 1–8) and an English fragment once left in Spanish, as they could appear in built HTML. */
const SERIOUS = [
  /Florida Central,? que ya está en construcción/,
  /construir un centro de retiro en [^.<]*construcción/,
  /en búsqueda de Palatka/,
  /Close toast/,
  /\{opening\}|\{openingLabel\}/,
  /healing, now being built/,
];

for (const [day, dir, state] of [
  [
    "2025-10-01",
    "out",
    { en: "Central Florida · Opening Spring 2026", es: "Florida Central · Apertura en la primavera de 2026" },
  ],
  ["2026-11-24", "out-2026-11-24", { en: "Central Florida · Being built", es: "Florida Central · En construcción" }],
] as const) {
  test(`built for ${day}: no page holds a serious phrase of the review, and the Retreat Center page shows that day's state in both languages`, () => {
    const pages = builtPages(path.resolve(OUT, "..", dir));
    expect(pages.length).toBeGreaterThan(60);
    const hits = pages.flatMap(([file, html]) =>
      SERIOUS.filter((phrase) => phrase.test(html)).map((phrase) => `${file}: ${phrase}`),
    );
    expect(hits).toEqual([]);
    const page = (file: string) => pages.find(([name]) => name === file)?.[1] ?? "";
    expect(page("retreat-center.html") || page("retreat-center/index.html")).toContain(state.en);
    expect(page("es/retreat-center.html") || page("es/retreat-center/index.html")).toContain(state.es);
  });
}
