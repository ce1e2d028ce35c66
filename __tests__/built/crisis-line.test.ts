import { documentOf, exportedRoutes } from "./built-site";

/* Every Spanish page as built offers 988 as a Spanish reader can use it, and shows 988 nowhere else: the words are
 * typed from the Lifeline's own instructions (press 2 on a call, text AYUDA), not read from content/. */
const HOW = "Llama al 988 y oprime el 2 para hablar en español, o envía AYUDA por mensaje de texto al 988.";
/** A space in a phone link's words is a non-breaking one. */
const CALL = "Llama\u00a0al\u00a0988";
const TEXT = "Envía\u00a0AYUDA\u00a0al\u00a0988";

const words = (element: Element | null | undefined) => (element?.textContent ?? "").replace(/\s+/g, " ").trim();
const spanishRoutes = exportedRoutes().filter((route) => route === "/es" || route.startsWith("/es/"));

test("every Spanish page is read", () => {
  expect(spanishRoutes.length).toBeGreaterThan(30);
});

test.each(spanishRoutes)(
  "%s: each crisis line says how to reach 988 in Spanish, and 988 shows nowhere else",
  (route) => {
    const page = documentOf(route);
    page.querySelectorAll("script").forEach((script) => script.remove());
    const lines = Array.from(page.querySelectorAll("[data-crisis-line]"));
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) {
      expect(words(line)).toContain(HOW);
      expect(line.querySelector('a[href="tel:988"]')?.textContent).toBe(CALL);
      expect(line.querySelector('a[href="sms:988?&body=AYUDA"]')?.textContent).toBe(TEXT);
      // A blank text reaches the English menu.
      expect(line.querySelector('a[href="sms:988"]')).toBeNull();
    }
    // Outside them, no 988 and not the English pages' signpost to Spanish.
    lines.forEach((line) => line.remove());
    expect(words(page.body)).not.toMatch(/988|en español también/);
  },
);
