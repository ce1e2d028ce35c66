import path from "node:path";
import { OUT, exportedRoutes, htmlOf } from "./built-site";

/*
 * The Spanish review's serious phrases on no built page, and the retreat center's sentences whole in the state of the
 * build's day. out/ is built on 2025-10-01 (before the opening season, spring 2026, and on the giving day);
 * out-2026-11-24/ after that season, outside the giving day.
 */

/** The review's serious phrases (rows 1–8) and an English fragment once left in Spanish, as they could appear in built HTML. */
const SERIOUS = [
  /Florida Central,? que ya está en construcción/,
  /construir un centro de retiro en [^.<]*construcción/,
  /en búsqueda de Palatka/,
  /Close toast/,
  /\{opening\}|\{openingLabel\}/,
  /healing, now being built/,
];

test.each([
  ["2025-10-01", "out", "Central Florida · Opening Spring 2026", "Florida Central · Apertura en la primavera de 2026"],
  ["2026-11-24", "out-2026-11-24", "Central Florida · Being built", "Florida Central · En construcción"],
])(
  "built for %s: no page holds a serious phrase of the review, and the Retreat Center page shows that day's state in both languages",
  (_, name, english, spanish) => {
    const dir = path.resolve(OUT, "..", name);
    const routes = [...exportedRoutes(dir), "/404", "/_not-found", "/es/404"];
    expect(routes.length).toBeGreaterThan(60);
    const hits = routes.flatMap((route) =>
      SERIOUS.filter((phrase) => phrase.test(htmlOf(route, dir))).map((phrase) => `${route}: ${phrase}`),
    );
    expect(hits).toEqual([]);
    expect(htmlOf("/retreat-center", dir)).toContain(english);
    expect(htmlOf("/es/retreat-center", dir)).toContain(spanish);
  },
);
