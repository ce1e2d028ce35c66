/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import { getEvents } from "@/lib/content";
import { formatTime } from "@/lib/format";

/*
 * The Spanish glossary's "Avoid" column is the one list of forms Spanish text must not use: this test reads it
 * and looks for each form in every file under content/es/ (the glossary itself aside).
 */

const GLOSSARY = "content/es/GLOSSARY.md";
const SPANISH = ["content/es"];

interface AvoidRule {
  form: string;
  use: string;
  pattern: RegExp;
}

/** A letter or digit on either side means the form is inside another word ("donativos" is not "donativo"). */
const NOT_IN_WORD = String.raw`(?<![\p{L}\p{N}_])`;
const NOT_IN_WORD_AFTER = String.raw`(?![\p{L}\p{N}_])`;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, String.raw`\$&`);

/** The Avoid column of the glossary's table: each `form` (a whole word or phrase, any case) or `/regex/`, with the term to use. */
function readGlossary(markdown: string): AvoidRule[] {
  const rows = markdown
    .split("\n")
    .filter((line) => line.startsWith("|"))
    .map((line) =>
      line
        .split("|")
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );
  const [header = [], , ...body] = rows;
  const [avoid, spanish] = [header.indexOf("Avoid"), header.indexOf("Spanish")];
  if (avoid < 0 || spanish < 0) throw new Error(`${GLOSSARY}: no table with "Spanish" and "Avoid" columns`);
  return body.flatMap((cells) =>
    [...(cells[avoid] ?? "").matchAll(/`([^`]+)`/g)].map(([, form = ""]) => ({
      form,
      use: cells[spanish] ?? "",
      pattern: /^\/.+\/$/.test(form)
        ? new RegExp(form.slice(1, -1), "gu")
        : new RegExp(`${NOT_IN_WORD}${escape(form)}${NOT_IN_WORD_AFTER}`, "giu"),
    })),
  );
}

/** Every avoided form in `text`, as "file:line: “found” (use: …)". */
function findAvoided(text: string, file: string, rules: readonly AvoidRule[]): string[] {
  return text
    .split("\n")
    .flatMap((line, i) =>
      rules.flatMap(({ pattern, use }) =>
        [...line.matchAll(pattern)].map(([found]) => `${file}:${i + 1}: “${found}” (use: ${use})`),
      ),
    );
}

/** The files to check: everything under content/es/ except the glossary, which lists the forms. */
function spanishFiles(): string[] {
  return SPANISH.flatMap((entry) =>
    fs.statSync(entry).isDirectory()
      ? fs.readdirSync(entry, { recursive: true, encoding: "utf8" }).map((name) => path.join(entry, name))
      : [entry],
  ).filter((file) => fs.statSync(file).isFile() && file !== GLOSSARY);
}

const rules = readGlossary(fs.readFileSync(GLOSSARY, "utf8"));

describe("the Spanish glossary", () => {
  it("lists the forms to avoid from the terms chosen with the Spanish editor", () => {
    const forms = rules.map((rule) => rule.form);
    for (const form of [
      "centro de Florida",
      "centro de retiros",
      "donativo",
      "reunión",
      "buscadores",
      "app compañera",
      "difusión comunitaria",
    ]) {
      expect(forms).toContain(form);
    }
  });

  it("catches the slips the review of 2026-11-24 found, each naming the term to use", () => {
    const slips = [
      "Finalizado · Nueva serie",
      "Estos encuentros ya concluyeron.",
      "el menú del teléfono",
      "envíalo desde tu webmail",
      "pulsa Ctrl+C",
      "revisado a mano",
      "la ruta del Renewal Journey",
      "un conmutador o la voz",
    ];
    expect(findAvoided(slips.join("\n"), "x.md", rules).map((hit) => hit.replace(/ \(use:.*/, ""))).toEqual([
      "x.md:1: “Finalizado”",
      "x.md:2: “concluyeron”",
      "x.md:3: “menú del teléfono”",
      "x.md:4: “webmail”",
      "x.md:5: “pulsa”",
      "x.md:6: “a mano”",
      "x.md:7: “Renewal Journey”",
      "x.md:8: “conmutador”",
    ]);
    expect(findAvoided("Terminada", "x.md", rules)).toEqual([]);
  });

  it("catches the slips the review of 2026-11-27 found (its serious phrases first), each naming the term to use", () => {
    const slips = [
      "Tu donación nos ayuda a construir un centro de retiro en Florida Central, que ya está en construcción: un santuario",
      "y en línea en The Village, con personas en búsqueda de Palatka, Jacksonville y Miami.",
      "Haz una donación sagrada",
      "Más popular",
      "Muy pronto",
      "El inicio de sesión caducó",
      "Avisa a la persona que cuida el sitio web",
      "PUEDE OBTENERSE DE LA DIVISIÓN DE SERVICIOS AL CONSUMIDOR",
      "un círculo de personas vecinas",
      "Todo lo de Seeker",
      "No se pudo contactar con GitHub",
      "incluido «Corazón a corazón»",
      "12:00–1:00 p.m. ET",
      "Una ceremonia al mes (unas 5 horas), un viaje de 3 días",
    ];
    expect(findAvoided(slips.join("\n"), "x.md", rules).map((hit) => hit.replace(/ \(use:.*/, ""))).toEqual([
      "x.md:1: “que ya está en construcción”",
      "x.md:2: “en búsqueda de”",
      "x.md:3: “donación sagrada”",
      "x.md:4: “Más popular”",
      "x.md:5: “Muy pronto”",
      "x.md:6: “caducó”",
      "x.md:7: “que cuida el sitio”",
      "x.md:8: “OBTENERSE DE”",
      "x.md:9: “personas vecinas”",
      "x.md:10: “Todo lo de”",
      "x.md:11: “contactar con”",
      "x.md:12: “«”",
      "x.md:12: “»”",
      "x.md:13: “ET”",
      "x.md:13: “p.m.”",
      "x.md:13: “0 p.m.”",
      "x.md:14: “5 horas”",
      "x.md:14: “3 días”",
    ]);
    // What the glossary asks for instead passes: times in words, numbers of ten and more, dates and the % rule.
    expect(
      findAvoided(
        [
          "12:00–1:00\u00a0p.\u00a0m., hora del Este",
          "unas cinco horas, un viaje de diez semanas, de 10 semanas",
          "el lunes 1 de diciembre",
          "retiro de {days} días",
          "“Corazón a corazón”",
          "personas de Palatka que buscan sanar",
        ].join("\n"),
        "x.md",
        rules,
      ),
    ).toEqual([]);
  });

  it("catches the slips the review of 2026-11-28 found, each naming the term to use", () => {
    const slips = [
      "¿Estás en crisis? Llama o envía un mensaje de texto al 988 (en español también).",
      "Escribe al {crisisNumber}",
      "listos para llevar la medicina a nuestras familias",
      "Fecha por confirmar · inmersión de 3\u00a0días",
      "Si algo no se sintió bien",
      "PRÓXIMAMENTE",
      "Llegar a un círculo por primera vez puede impresionar. Encuentra uno que te quede bien.",
      "ayuda a construir límites; es nuestro llamado principal. Una persona real lee cada mensaje.",
      "12:00–1:00 p.m., 7:30 p. m., 8:00 p.\u00a0m.",
    ];
    expect(findAvoided(slips.join("\n"), "x.md", rules).map((hit) => hit.replace(/ \(use:.*/, ""))).toEqual([
      "x.md:1: “en español también”",
      "x.md:2: “Escribe al {crisisNumber}”",
      "x.md:3: “la medicina”",
      "x.md:4: “inmersión”",
      "x.md:5: “no se sintió bien”",
      "x.md:6: “PRÓXIMAMENTE”",
      "x.md:7: “puede impresionar”",
      "x.md:7: “te quede bien”",
      "x.md:8: “construir límites”",
      "x.md:8: “llamado principal”",
      "x.md:8: “persona real”",
      "x.md:9: “p.m.”",
      "x.md:9: “p. m.”",
      "x.md:9: “0 p.m.”",
      "x.md:9: “0 p. m.”",
      "x.md:9: “0 p.\u00a0m.”",
    ]);
    // What it asks for instead passes: the Lifeline's words, and a time with its non-breaking spaces.
    expect(
      findAvoided(
        "Llama al 988 y oprime el 2 para hablar en español, o envía AYUDA al 988. 12:00–1:00\u00a0p.\u00a0m. Escríbenos.",
        "x.md",
        rules,
      ),
    ).toEqual([]);
  });

  it("is followed by the times the Spanish pages show, which Intl writes, not content/es/", () => {
    const times = getEvents("es")
      .filter((event) => event.schedule)
      .map((event) => formatTime(event, "es"));
    expect(times.length).toBeGreaterThan(3);
    expect(times.join("\n")).toContain("p.\u00a0m.");
    expect(times.flatMap((time) => findAvoided(time, "formatTime", rules))).toEqual([]);
  });

  it("finds whole words in any case, on the right line, and not inside other words", () => {
    const sample = [
      "Haz un donativo",
      "Los donativos, el donatario",
      "UNA REUNIÓN",
      "reuniones y encuentros",
      "El Centro de Florida",
    ].join("\n");
    expect(findAvoided(sample, "x.ts", rules).map((hit) => hit.replace(/ \(use:.*/, ""))).toEqual([
      "x.ts:1: “donativo”",
      "x.ts:2: “donativos”",
      "x.ts:3: “REUNIÓN”",
      "x.ts:4: “reuniones”",
      "x.ts:5: “Centro de Florida”",
    ]);
  });

  it("asks for a non-breaking space before % and nothing else", () => {
    const hits = (text: string) => findAvoided(text, "x.md", rules).length;
    expect(hits("un 50% de descuento")).toBe(1);
    expect(hits("un 150% de descuento")).toBe(1);
    expect(hits("un 50 % de descuento")).toBe(1);
    expect(hits("un 50\u00a0% de descuento")).toBe(0);
  });

  it("names the term to use", () => {
    expect(findAvoided("Tu donativo", "x.ts", rules)).toEqual([
      expect.stringMatching(/x\.ts:1: “donativo” \(use: donación/),
    ]);
  });

  it("is followed by every file under content/es/", () => {
    const files = spanishFiles();
    expect(files).toEqual(
      expect.arrayContaining([
        "content/es/ui.yaml",
        "content/es/pages/home.yaml",
        "content/es/events/red-book-series.md",
        "content/es/pages/privacy-policy.md",
      ]),
    );
    expect(files.flatMap((file) => findAvoided(fs.readFileSync(file, "utf8"), file, rules))).toEqual([]);
  });
});
