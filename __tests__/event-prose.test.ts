/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import { contentPath } from "@/lib/content/dir.mjs";
import { readFrontmatter } from "@/lib/content/frontmatter";

/*
 * Facts once: an event's details card shows its capacity, its number of sessions or days and its weekday from
 * the English frontmatter, so the body (English and Spanish) must not repeat them: a sentence like "limited to 8
 * participants" goes stale in one language when an editor changes `capacity`.
 */

/** The numbers 0 to 20 in words, by language. */
const NUMBER_WORDS = {
  en: "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty",
  es: "cero uno dos tres cuatro cinco seis siete ocho nueve diez once doce trece catorce quince dieciséis diecisiete dieciocho diecinueve veinte",
};
const INTL = { en: "en-US", es: "es-US" } as const;

interface CardFacts {
  capacity?: number;
  schedule?: { firstDate: string; count?: number };
  tbd?: { days?: number };
}

/** The words in `body` that state a fact of the card: a capacity, count or number of days (as digits or a word), or the weekday. */
function restatedFacts(body: string, facts: CardFacts, lang: "en" | "es"): string[] {
  const numbers = [facts.capacity, facts.schedule?.count, facts.tbd?.days].filter((n): n is number => n !== undefined);
  const words = numbers.flatMap((n) => [String(n), NUMBER_WORDS[lang].split(" ")[n]].filter((w) => w !== undefined));
  if (facts.schedule) {
    // The weekday in the page's language, from the first date (a plural "Mondays", "sábados" counts too).
    words.push(
      new Intl.DateTimeFormat(INTL[lang], { weekday: "long", timeZone: "UTC" }).format(
        new Date(`${facts.schedule.firstDate}T12:00:00Z`),
      ) + "s?",
    );
  }
  return words.flatMap((word) => body.match(new RegExp(`(?<![\\p{L}\\p{N}])${word}(?![\\p{L}\\p{N}])`, "giu")) ?? []);
}

const bodies = fs
  .readdirSync(contentPath("content/events"))
  .filter((file) => file.endsWith(".md"))
  .flatMap((file) => {
    const read = (dir: string) => readFrontmatter(fs.readFileSync(contentPath(path.join(dir, file)), "utf8"));
    const english = read("content/events");
    const facts = english.data as CardFacts;
    const spanish = path.join("content/es/events", file);
    return [
      { file: path.join("content/events", file), lang: "en" as const, facts, body: english.body },
      ...(fs.existsSync(contentPath(spanish))
        ? [{ file: spanish, lang: "es" as const, facts, body: read("content/es/events").body }]
        : []),
    ];
  });

describe("event bodies", () => {
  const mondays = { firstDate: "2025-10-13" };
  it.each<[string, CardFacts, "en" | "es", string[]]>([
    ["The circle is limited to 12 participants.", { capacity: 12 }, "en", ["12"]],
    ["Over ten weekly sessions, every Monday.", { schedule: { ...mondays, count: 10 } }, "en", ["ten", "Monday"]],
    ["Durante tres días, los lunes.", { tbd: { days: 3 }, schedule: mondays }, "es", ["tres", "lunes"]],
    ["In 2012, 112 people, one circle, every Tuesday.", { capacity: 12, schedule: mondays }, "en", []],
  ])("finds in “%s” (card: %j, %s) the restated facts %j, and nothing else", (body, facts, lang, found) => {
    expect(restatedFacts(body, facts, lang)).toEqual(found);
  });

  it.each(bodies)("$file states no fact its details card shows", ({ lang, facts, body }) => {
    expect(restatedFacts(body, facts, lang)).toEqual([]);
  });
});
