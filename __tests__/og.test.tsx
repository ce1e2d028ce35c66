/** @jest-environment node */
import { execFileSync } from "node:child_process";
import path from "node:path";
import { shareText } from "@/lib/seo/og";

/** next/og's bundled font: the only one the share images draw with. */
const FONT = path.join(process.cwd(), "node_modules/next/dist/compiled/@vercel/og/Geist-Regular.ttf");
const words = {
  eyebrow: "Events 🌕",
  title: "Full Moon Fire 🔥🙏🏽 tonight",
  strapline: "Heartwood ✨",
  siteName: "Heartwood Sanctuary",
  host: "www.example.org",
};

/** Renders a card in a Node of its own with every fetch failing (__tests__/fixtures/og-offline.tsx): next/og and harfbuzzjs are ES modules, which jest cannot load. */
function renderOffline(): { png: boolean; fetched: string[] } {
  const args = [path.join(process.cwd(), "node_modules/tsx/dist/cli.mjs"), "__tests__/fixtures/og-offline.tsx"];
  // jest's process.env is its own copy: passed on, so the child reads the tests' content (CONTENT_DIR), not content/.
  const env = { ...process.env };
  return JSON.parse(execFileSync(process.execPath, [...args, JSON.stringify(words)], { encoding: "utf8", env }));
}

describe("share images with anything staff may type", () => {
  it("leave out what the font cannot draw, and keep every letter of English and Spanish", () => {
    expect(shareText("Full Moon Fire 🔥🙏🏽 tonight")).toBe("Full Moon Fire tonight");
    expect(shareText("¿Añoranza? Ceremonia — “Luna llena” · 25 € ✨")).toBe(
      "¿Añoranza? Ceremonia — “Luna llena” · 25 €",
    );
    expect(shareText("👨‍👩‍👧 Family 🇺🇸")).toBe("Family");
  });

  it("every character shareText keeps is one the font draws", () => {
    const script = `import * as hb from "harfbuzzjs"; import { readFileSync } from "node:fs"; console.log(JSON.stringify([...new hb.Face(new hb.Blob(readFileSync(${JSON.stringify(FONT)})), 0).collectUnicodes()]))`;
    const drawn = new Set<number>(
      JSON.parse(execFileSync(process.execPath, ["--input-type=module", "-e", script], { encoding: "utf8" })),
    );
    const kept = Array.from({ length: 0x10000 }, (_, cp) => cp).filter(
      (cp) => !(cp >= 0xd800 && cp <= 0xdfff) && shareText(`a${String.fromCodePoint(cp)}a`).length === 3,
    );
    expect(kept.length).toBeGreaterThan(300);
    expect(kept.filter((cp) => !drawn.has(cp)).map((cp) => `U+${cp.toString(16)}`)).toEqual([]);
  });

  it("a card whose title has emoji renders offline, fetching nothing", () => {
    expect(renderOffline()).toEqual({ png: true, fetched: [] });
  }, 60_000);
});
