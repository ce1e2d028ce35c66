import { readFileSync } from "node:fs";
import path from "node:path";

/** public/images/logo.svg (also the source of the share images), read once at build time. */
const LOGO_SVG = readFileSync(path.join(process.cwd(), "public/images/logo.svg"), "utf8").trim();

/**
 * The logo, inline and decorative (the site's name is always next to it): no request, no separate SVG
 * document to parse before the first paint. `id` keeps the gradient id unique when the mark appears twice
 * on a page (header and footer).
 */
export function LogoMark({ id, size = 40 }: { id: string; size?: number }) {
  const gradient = `logo-gradient-${id}`;
  const svg = LOGO_SVG.replace(/\s(width|height)="[^"]*"/g, "")
    .replace(/<svg\b/, `<svg width="${size}" height="${size}" aria-hidden="true" focusable="false"`)
    .replaceAll('id="lg"', `id="${gradient}"`)
    .replaceAll("url(#lg)", `url(#${gradient})`);
  return <span className="logo-mark" dangerouslySetInnerHTML={{ __html: svg }} />;
}
