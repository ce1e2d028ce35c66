/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import { contentPath, contentRoot } from "@/lib/content/dir.mjs";
import { renderToStaticMarkup } from "react-dom/server";
import type { z } from "zod";
import { donationWords } from "@/components/home/donation-words";
import { AboutPage } from "@/components/pages/about";
import { DonatePage } from "@/components/pages/donate";
import { RetreatCenterPage, retreatMetadata } from "@/components/pages/retreat-center";
import { shareCard } from "@/lib/heroes";
import { wordsOf, type Locale } from "@/lib/i18n";
import { wordFiles } from "@/lib/i18n/schema";
import { elementOf, metaOf, shapeOf } from "@/lib/schema-walk";

// A placeholder stands only for a plain value: this list is that definition, typed in here, not read from the schema.

/** Placeholders that stand for a plain value, by kind. */
const PLAIN_VALUES = new Set(
  Object.values({
    names: ["site", "name", "cities", "region", "town", "event", "service", "role", "tier", "crisisWord"],
    numbers: ["amount", "count", "number", "max", "days", "replyDays", "registration", "price", "goal", "raised"],
    codes: ["ein", "crisisNumber", "crisisKey"],
    datesAndTimes: ["date", "from", "to", "range", "weekday", "weekdays", "hours", "season", "year"],
    links: ["email", "phone", "hotline", "spanishHotline", "website"],
  }).flat(),
);

/** The placeholders each field of a schema says it fills (its /admin hint names them). */
const declaredPlaceholders = (schema: z.core.$ZodType | undefined): string[] =>
  schema
    ? [
        ...(metaOf<{ placeholders?: string[] }>(schema)?.placeholders ?? []),
        ...declaredPlaceholders(elementOf(schema)),
        ...Object.values(shapeOf(schema) ?? {}).flatMap(declaredPlaceholders),
      ]
    : [];

describe("no placeholder is filled with a clause", () => {
  it("every placeholder a field of words declares is a plain value", () => {
    const declared = new Set(Object.values(wordFiles).flatMap(({ schema }) => declaredPlaceholders(schema)));
    expect(declared.size).toBeGreaterThan(10);
    expect([...declared].filter((name) => !PLAIN_VALUES.has(name))).toEqual([]);
  });

  /** The {placeholders} in a text that are not plain values. */
  const clausesIn = (text: string) =>
    [...text.matchAll(/\{(\w+)\}/g)].filter(([, name]) => !PLAIN_VALUES.has(name!)).map(([found]) => found);

  it("every {placeholder} written in content/, English and Spanish, is a plain value", () => {
    // The tests' copy, in both languages; the glossary is about words, not a page.
    const files = fs
      .globSync("**/*.{yaml,yml,md,mdx}", { cwd: contentRoot() })
      .map((name) => path.join("content", name))
      .filter((file) => file !== path.join("content", "es", "GLOSSARY.md"));
    expect(files).toEqual(expect.arrayContaining(["content/pages/retreat-center.yaml", "content/es/pages/home.yaml"]));
    expect(
      files.flatMap((file) =>
        clausesIn(fs.readFileSync(contentPath(file), "utf8")).map((found) => `${file}: ${found}`),
      ),
    ).toEqual([]);
  });
});

/** The review's serious phrases (rows 1–8), and the English fragment it found dangling. */
const SERIOUS = [
  /Florida Central,? que ya está en construcción/,
  /construir[^.]*construcción/,
  /en búsqueda de (Palatka|\{cities\})/,
  /Close toast/,
  /\{opening\}/,
  /healing, now being built/,
];

const DAYS = { before: "2026-01-15", after: "2026-11-27" } as const;

/** Everything a visitor of `locale` reads about the retreat center on `day`: the popup, /donate, /about, /retreat-center, its share image. */
function retreatWords(locale: Locale, day: string) {
  jest.replaceProperty(process.env, "SITE_TODAY", day);
  const text = (html: string) => html.replace(/<style[^>]*>[\s\S]*?<\/style>|<[^>]+>/g, " ").replace(/\s+/g, " ");
  return {
    popup: donationWords(locale, day).text,
    donate: text(renderToStaticMarkup(<DonatePage locale={locale} />)),
    about: text(renderToStaticMarkup(<AboutPage locale={locale} />)),
    retreat: text(renderToStaticMarkup(<RetreatCenterPage locale={locale} />)),
    share: shareCard(locale, "retreat")!.title,
    description: String(retreatMetadata(locale).description),
  };
}
afterEach(() => jest.restoreAllMocks());

describe("the retreat center's sentences, on a day before its opening season and on a day after it", () => {
  // Typed from the words as a reader should meet them (content/site.yaml: spring 2026).
  const expected = {
    en: {
      before: {
        popup: "build a retreat center in Central Florida, opening in Spring 2026:",
        donate: "opening in Spring 2026.",
        about: "opening in Spring 2026:",
        retreat: "Central Florida · Opening Spring 2026",
        share: "A sanctuary in Central Florida, opening Spring 2026",
      },
      after: {
        popup: "finish the retreat center we are building in Central Florida:",
        donate: "finish the retreat center we are building in Central Florida.",
        about: "We are now building our retreat center in Central Florida:",
        retreat: "Central Florida · Being built",
        share: "A sanctuary taking shape in Central Florida",
      },
    },
    es: {
      before: {
        popup: "construir en Florida Central un centro de retiro que abrirá en la primavera de 2026:",
        donate: "levantar en Florida Central nuestro centro de retiro, que abrirá en la primavera de 2026.",
        about: "Estamos creando en Florida Central un centro de retiro que abrirá en la primavera de 2026:",
        retreat: "Florida Central · Apertura en la primavera de 2026",
        share: "Un santuario en Florida Central, con apertura en la primavera de 2026",
      },
      after: {
        popup: "terminar el centro de retiro que estamos levantando en Florida Central:",
        donate: "terminar el centro de retiro que estamos levantando en Florida Central.",
        about: "Ya estamos construyendo nuestro centro de retiro en Florida Central:",
        retreat: "Florida Central · En construcción",
        share: "Un santuario que toma forma en Florida Central",
      },
    },
  } as const;

  for (const locale of ["en", "es"] as const) {
    for (const when of ["before", "after"] as const) {
      it(`${locale}, ${DAYS[when]}: each page shows the sentence of that state, whole, and none of the review's serious phrases`, () => {
        const seen = retreatWords(locale, DAYS[when]);
        const want = expected[locale][when];
        for (const page of ["popup", "donate", "about", "retreat"] as const) expect(seen[page]).toContain(want[page]);
        expect(seen.share).toBe(want.share);
        const other = expected[locale][when === "before" ? "after" : "before"];
        expect([seen.popup, seen.donate, seen.about, seen.retreat, seen.share]).not.toContainEqual(
          expect.stringContaining(other.retreat),
        );
        expect(seen.donate).not.toContain(other.donate);
        for (const text of Object.values(seen)) for (const phrase of SERIOUS) expect(text).not.toMatch(phrase);
        // Once the season has passed, no sentence names it any more.
        if (when === "after") expect(Object.values(seen).join(" ")).not.toMatch(/Spring 2026|primavera de 2026/);
      });
    }
  }

  it("gives staff both states of every retreat sentence, in both languages", () => {
    for (const locale of ["en", "es"] as const) {
      const sentences = [
        wordsOf("home", locale).popup.text,
        wordsOf("home", locale).popup.givingDayText,
        wordsOf("about", locale).ctaLead,
        wordsOf("donate", locale).impact.sanctuary.text,
        wordsOf("retreat", locale).description,
        wordsOf("retreat", locale).eyebrow,
        wordsOf("ui", locale).illustrations.retreat.shareTitle,
      ];
      for (const { beforeOpening, beingBuilt } of sentences) {
        expect(beforeOpening).toMatch(/\{season\}/);
        expect(beingBuilt).not.toMatch(/\{season\}|\{year\}/);
      }
    }
  });
});
