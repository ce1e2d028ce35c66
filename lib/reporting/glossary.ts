import fs from "node:fs";
import path from "node:path";
import { contentName, contentPath } from "../content/dir.mjs";

/** The Spanish glossary: its "Avoid" column is the one list of forms Spanish text must not use. */
export const GLOSSARY = "content/es/GLOSSARY.md";

export type AvoidRule = { form: string; use: string; pattern: RegExp };

/** A letter or digit on either side means the form is inside another word ("donativos" is not "donativo"). */
const NOT_IN_WORD = String.raw`(?<![\p{L}\p{N}_])`;
const NOT_IN_WORD_AFTER = String.raw`(?![\p{L}\p{N}_])`;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, String.raw`\$&`);

/** The Avoid column of the glossary's table: each `form` (a whole word or phrase, any case) or `/regex/`, with the term to use. */
export function readGlossary(markdown: string): AvoidRule[] {
  const cells = (line: string) =>
    line
      .split("|")
      .slice(1, -1)
      .map((cell) => cell.trim());
  const rows = markdown
    .split("\n")
    .filter((line) => line.startsWith("|"))
    .map(cells);
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

/** Every avoided form in `text`: its line (from 1), the words found and the term to use. */
export function findAvoided(text: string, rules: readonly AvoidRule[]) {
  return text
    .split("\n")
    .flatMap((line, i) =>
      rules.flatMap(({ pattern, use }) => [...line.matchAll(pattern)].map(([found]) => ({ line: i + 1, found, use }))),
    );
}

/** Every file of Spanish words (content/es/, the glossary aside), named as in content/. */
export const spanishFiles = (): string[] =>
  fs
    .readdirSync(contentPath("content/es"), { recursive: true, encoding: "utf8" })
    .map((name) =>
      contentName(path.join(contentPath("content/es"), name))
        .split(path.sep)
        .join("/"),
    )
    .filter((file) => fs.statSync(contentPath(file)).isFile() && file !== GLOSSARY && /\.(ya?ml|mdx?)$/.test(file));

/** The glossary's avoided forms in the Spanish words, each a note for staff: the page still builds. */
export function glossaryNotes() {
  const rules = readGlossary(fs.readFileSync(contentPath(GLOSSARY), "utf8"));
  return spanishFiles().flatMap((file) =>
    findAvoided(fs.readFileSync(contentPath(file), "utf8"), rules).map(({ line, found, use }) => ({
      level: "warning" as const,
      file,
      message: `line ${line}: “${found}” is a form the Spanish glossary avoids; write “${use}”`,
    })),
  );
}
