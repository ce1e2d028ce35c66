import { renderToStaticMarkup } from "react-dom/server";
import { fillNodes } from "@/components/ui/fill";
import { MarkdownWords } from "@/components/ui/markdown";

// A text's {name} placeholders are filled only from the facts given, never from what every object inherits: a staff
// member who types {__proto__}, {constructor} or {toString} sees it on the page as typed, and the build goes on.

const TYPED = "Bring {__proto__}, {constructor} and {toString}; write to {email}.";

test("a Markdown text shows inherited names as typed and fills its own facts", () => {
  // In Markdown, __x__ is bold text, so the name is written as Markdown keeps it as typed.
  const markdown = TYPED.replace("{__proto__}", "{\\_\\_proto\\_\\_}");
  const html = renderToStaticMarkup(
    <MarkdownWords text={markdown} locale="en" values={{ email: <a href="mailto:a@example.org">a@example.org</a> }} />,
  );
  expect(html).toBe(
    '<p>Bring {__proto__}, {constructor} and {toString}; write to <a href="mailto:a@example.org">a@example.org</a>.</p>',
  );
});

test("a one-line text does the same", () => {
  expect(renderToStaticMarkup(<>{fillNodes(TYPED, { email: "a@example.org" })}</>)).toBe(
    "Bring {__proto__}, {constructor} and {toString}; write to a@example.org.",
  );
});
