/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import { readFrontmatter } from "@/lib/content/frontmatter";

/*
 * Facts once: an event's details card shows its capacity, its number of sessions or days and its weekday from
 * the English frontmatter, so the body (English and Spanish) must not repeat them: a sentence like "limited to 8
 * participants" goes stale in one language when an editor changes `capacity`.
 */

const NUMBER_WORDS: Record<"en" | "es", readonly string[]> = {
  en: [
    "zero",
    "one",
    "two",
    "three",
    "four",
    "five",
    "six",
    "seven",
    "eight",
    "nine",
    "ten",
    "eleven",
    "twelve",
    "thirteen",
    "fourteen",
    "fifteen",
    "sixteen",
    "seventeen",
    "eighteen",
    "nineteen",
    "twenty",
  ],
  es: [
    "cero",
    "uno",
    "dos",
    "tres",
    "cuatro",
    "cinco",
    "seis",
    "siete",
    "ocho",
    "nueve",
    "diez",
    "once",
    "doce",
    "trece",
    "catorce",
    "quince",
    "dieciséis",
    "diecisiete",
    "dieciocho",
    "diecinueve",
    "veinte",
  ],
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
  const words = numbers.flatMap((n) => [String(n), NUMBER_WORDS[lang][n]].filter((w): w is string => w !== undefined));
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

const slugs = fs.readdirSync("content/events").filter((file) => file.endsWith(".md"));
const bodies = slugs.flatMap((file) => {
  const facts = readFrontmatter(fs.readFileSync(path.join("content/events", file), "utf8")).data as CardFacts;
  const spanish = path.join("content/es/events", file);
  return [
    {
      file: path.join("content/events", file),
      lang: "en" as const,
      facts,
      body: readFrontmatter(fs.readFileSync(path.join("content/events", file), "utf8")).body,
    },
    ...(fs.existsSync(spanish)
      ? [{ file: spanish, lang: "es" as const, facts, body: readFrontmatter(fs.readFileSync(spanish, "utf8")).body }]
      : []),
  ];
});

describe("event bodies", () => {
  it("finds a restated capacity, count, number of days or weekday, as digits or words, and nothing else", () => {
    expect(restatedFacts("The circle is limited to 12 participants.", { capacity: 12 }, "en")).toEqual(["12"]);
    expect(
      restatedFacts(
        "Over ten weekly sessions, every Monday.",
        { schedule: { firstDate: "2025-10-13", count: 10 } },
        "en",
      ),
    ).toEqual(["ten", "Monday"]);
    expect(
      restatedFacts("Durante tres días, los lunes.", { tbd: { days: 3 }, schedule: { firstDate: "2025-10-13" } }, "es"),
    ).toEqual(["tres", "lunes"]);
    expect(
      restatedFacts(
        "In 2012, 112 people, one circle, every Tuesday.",
        { capacity: 12, schedule: { firstDate: "2025-10-13" } },
        "en",
      ),
    ).toEqual([]);
  });

  it.each(bodies.map(({ file, lang, facts, body }) => [file, lang, facts, body] as const))(
    "%s states no fact its details card shows",
    (_file, lang, facts, body) => {
      expect(restatedFacts(body, facts, lang)).toEqual([]);
    },
  );
});
