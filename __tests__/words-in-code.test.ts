/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";

// Every word a visitor reads is under content/: the code keeps structure only. This reads the code's syntax tree and
// lists any text of four or more words that could reach a page: JSX text, and strings outside comments, styles
// (styled-components' templates), errors and logs.

const CODE = ["components", "app", "lib/i18n", "lib/data", "lib/heroes.ts"];
/** The labels and hints of /admin's forms: read by staff in the editor, never shown on a page. */
const STAFF_ONLY = new Set(["lib/i18n/schema.ts"]);

const sourceFiles = (entry: string): string[] =>
  fs.statSync(entry).isDirectory()
    ? fs
        .readdirSync(entry, { recursive: true, encoding: "utf8" })
        .map((name) => path.join(entry, name))
        .filter((file) => /\.tsx?$/.test(file))
    : [entry];

/** Four words or more: letters separated by spaces (a class list or a CSS value has no such run of words). */
const isSentence = (text: string) =>
  (text.match(/\p{L}[\p{L}'’-]*/gu) ?? []).length >= 4 && /\p{L}+\s+\p{L}+\s+\p{L}+\s+\p{L}+/u.test(text);

/** Whether a node sits where its text never reaches a visitor: a style template, an error, a log or a note for staff. */
function outOfPage(node: ts.Node): boolean {
  for (let at: ts.Node | undefined = node.parent; at; at = at.parent) {
    if (ts.isTaggedTemplateExpression(at)) return true;
    if (ts.isNewExpression(at) && /Error$/.test(at.expression.getText())) return true;
    if (ts.isCallExpression(at) && /^(console\.\w+|report)$/.test(at.expression.getText())) return true;
    if (ts.isImportDeclaration(at) || ts.isExportDeclaration(at)) return true;
  }
  return false;
}

/** The sentences a file's code holds, as "file:line: text". */
function sentencesIn(file: string, source: string): string[] {
  const kind = file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, kind);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    const text =
      ts.isJsxText(node) || ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)
        ? node.text
        : ts.isTemplateExpression(node)
          ? [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(" ")
          : undefined;
    const line = tree.getLineAndCharacterOfPosition(node.getStart()).line + 1;
    if (text && isSentence(text) && !outOfPage(node))
      found.push(`${file}:${line}: ${text.trim().replace(/\s+/g, " ")}`);
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return found;
}

describe("words in the code", () => {
  it("no sentence a visitor reads is left in components/, app/, lib/i18n/, lib/data/ or lib/heroes.ts", () => {
    const files = CODE.flatMap(sourceFiles).filter((file) => !STAFF_ONLY.has(file));
    expect(files.length).toBeGreaterThan(50);
    expect(files.flatMap((file) => sentencesIn(file, fs.readFileSync(file, "utf8")))).toEqual([]);
  });

  it("finds JSX text and strings, and passes over styles, errors and comments", () => {
    const source = `
      // A comment of many words is not on the page.
      const Box = styled.div\`font: 600 var(--step-1) / 1.4 var(--font-sans);\`;
      export const A = () => <p>Welcome to our sacred circle</p>;
      export const b = { title: "Join us for the circle" };
      throw new Error("this file could not be read");
      export const c = \`Every \${"x"} and every other week\`;`;
    expect(sentencesIn("x.tsx", source)).toEqual([
      "x.tsx:4: Welcome to our sacred circle",
      "x.tsx:5: Join us for the circle",
      "x.tsx:7: Every and every other week",
    ]);
  });
});
