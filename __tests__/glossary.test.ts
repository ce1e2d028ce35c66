/** @jest-environment node */
import fs from "node:fs";
import { contentPath } from "@/lib/content/dir.mjs";
import { getEvents } from "@/lib/content";
import { formatTime } from "@/lib/format";
import { GLOSSARY, findAvoided as avoided, glossaryNotes, readGlossary, spanishFiles } from "@/lib/reporting/glossary";
import { inSite } from "./fixtures/site";

const rules = readGlossary(fs.readFileSync(contentPath(GLOSSARY), "utf8"));
/** Every avoided form in `text`, as "line: “found”". */
const findAvoided = (text: string) => avoided(text, rules).map(({ line, found }) => `${line}: “${found}”`);

describe("the Spanish glossary", () => {
  // The slips the reviews of 2026-11-24, 2026-11-27 (its serious phrases first) and 2026-11-28 found.
  it.each<[string, string[]]>([
    ["Finalizado · Nueva serie", ["Finalizado"]],
    ["Estos encuentros ya concluyeron.", ["concluyeron"]],
    ["el menú del teléfono", ["menú del teléfono"]],
    ["envíalo desde tu webmail", ["webmail"]],
    ["pulsa Ctrl+C", ["pulsa"]],
    ["revisado a mano", ["a mano"]],
    ["la ruta del Renewal Journey", ["Renewal Journey"]],
    ["un conmutador o la voz", ["conmutador"]],
    [
      "Tu donación nos ayuda a construir un centro de retiro en Florida Central, que ya está en construcción: un santuario",
      ["que ya está en construcción"],
    ],
    ["y en línea en The Village, con personas en búsqueda de Palatka, Jacksonville y Miami.", ["en búsqueda de"]],
    ["Haz una donación sagrada", ["donación sagrada"]],
    ["Más popular", ["Más popular"]],
    ["Muy pronto", ["Muy pronto"]],
    ["El inicio de sesión caducó", ["caducó"]],
    ["Avisa a la persona que cuida el sitio web", ["que cuida el sitio"]],
    ["PUEDE OBTENERSE DE LA DIVISIÓN DE SERVICIOS AL CONSUMIDOR", ["OBTENERSE DE"]],
    ["un círculo de personas vecinas", ["personas vecinas"]],
    ["Todo lo de Seeker", ["Todo lo de"]],
    ["No se pudo contactar con GitHub", ["contactar con"]],
    ["incluido «Corazón a corazón»", ["«", "»"]],
    ["12:00–1:00 p.m. ET", ["ET", "p.m.", "0 p.m."]],
    ["Una ceremonia al mes (unas 5 horas), un viaje de 3 días", ["5 horas", "3 días"]],
    ["¿Estás en crisis? Llama o envía un mensaje de texto al 988 (en español también).", ["en español también"]],
    ["Escribe al {crisisNumber}", ["Escribe al {crisisNumber}"]],
    ["listos para llevar la medicina a nuestras familias", ["la medicina"]],
    ["Fecha por confirmar · inmersión de 3\u00a0días", ["inmersión"]],
    ["Si algo no se sintió bien", ["no se sintió bien"]],
    ["PRÓXIMAMENTE", ["PRÓXIMAMENTE"]],
    [
      "Llegar a un círculo por primera vez puede impresionar. Encuentra uno que te quede bien.",
      ["puede impresionar", "te quede bien"],
    ],
    [
      "ayuda a construir límites; es nuestro llamado principal. Una persona real lee cada mensaje.",
      ["construir límites", "llamado principal", "persona real"],
    ],
    ["un 50% de descuento, un 150% de descuento, un 50 % de descuento", ["50%", "150%", "50 %"]], // % needs U+00A0
    ["12:00–1:00 p.m., 7:30 p. m., 8:00 p.\u00a0m.", ["p.m.", "p. m.", "0 p.m.", "0 p. m.", "0 p.\u00a0m."]],
  ])("catches “%s”: %j", (slip, forms) => {
    expect(findAvoided(slip)).toEqual(forms.map((form) => `1: “${form}”`));
  });

  // What the glossary asks for instead: times in words with their non-breaking spaces, numbers of ten and more,
  // dates, the % rule, quotation marks, and the Lifeline's words.
  it.each([
    "Terminada",
    "12:00–1:00\u00a0p.\u00a0m., hora del Este",
    "unas cinco horas, un viaje de diez semanas, de 10 semanas",
    "el lunes 1 de diciembre",
    "retiro de {days} días",
    "“Corazón a corazón”",
    "un 50\u00a0% de descuento",
    "personas de Palatka que buscan sanar",
    "Llama al 988 y oprime el 2 para hablar en español, o envía AYUDA al 988. 12:00–1:00\u00a0p.\u00a0m. Escríbenos.",
  ])("passes “%s”", (text) => {
    expect(findAvoided(text)).toEqual([]);
  });

  it("is followed by the times the Spanish pages show, which Intl writes, not content/es/", () => {
    const times = getEvents("es")
      .filter((event) => event.schedule)
      .map((event) => formatTime(event, "es"));
    expect(times.length).toBeGreaterThan(3);
    expect(times.join("\n")).toContain("p.\u00a0m.");
    expect(times.flatMap((time) => findAvoided(time))).toEqual([]);
  });

  it("finds whole words in any case, on the right line, and not inside other words, naming the term to use", () => {
    const sample =
      "Haz un donativo\nLos donativos, el donatario\nUNA REUNIÓN\nreuniones y encuentros\nEl Centro de Florida";
    expect(avoided(sample, rules)[0]!.use).toMatch(/^donación/);
    expect(findAvoided(sample)).toEqual([
      "1: “donativo”",
      "2: “donativos”",
      "3: “REUNIÓN”",
      "4: “reuniones”",
      "5: “Centro de Florida”",
    ]);
  });

  it("is followed by every file under content/es/, and the content check notes a slip for staff", async () => {
    const some = ["content/es/ui.yaml", "content/es/pages/home.yaml", "content/es/events/red-book-series.md"];
    expect(spanishFiles()).toEqual(expect.arrayContaining(some));
    expect(glossaryNotes()).toEqual([]);
    const slip = 'title: "Una reunión"\n';
    await inSite({ "content/es/pages/slip.yaml": slip }, async () => {
      const { glossaryNotes: notes } = await import("@/lib/reporting/glossary");
      expect(notes()).toEqual([
        expect.objectContaining({
          level: "warning",
          file: "content/es/pages/slip.yaml",
          message: expect.stringMatching(/^line 1: “reunión”/),
        }),
      ]);
    });
  });
});
