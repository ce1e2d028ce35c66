import { createHash } from "node:crypto";
import { DATES_SCRIPT, NOTICE_SCRIPT } from "@/lib/dates-script";
import { documentOf, exportedRoutes } from "./built-site";

/* Each built page's own Content-Security-Policy (its <meta>, written after the build) and the inline code it runs. */

const hash = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
const DIRECTIVES = ["default-src 'self'", "object-src 'none'", "base-uri 'self'", "form-action 'self' mailto:"];

/** What an inline script of Next's own may be: its flight data (a JSON array handed to a queue) or Turbopack's list of chunks (JSON). */
const NEXT_DATA = [
  /^\(self\.__next_f=self\.__next_f\|\|\[\]\)\.push\(([\s\S]*)\)$/,
  /^self\.__next_f\.push\(([\s\S]*)\)$/,
  /^\(globalThis\["TURBOPACK"\] \|\| \(globalThis\["TURBOPACK"\] = \[\]\)\)\.push\(([\s\S]*)\);$/,
];
const isData = (text: string) => {
  try {
    JSON.parse(NEXT_DATA.map((pattern) => pattern.exec(text)?.[1]).find((found) => found !== undefined)!);
    return true;
  } catch {
    return false;
  }
};
/** Pages that show dates, and pages that show none (the retreat's dates are to be announced). */
const DATED = ["/", "/events", "/events/mens-inner-work", "/es", "/es/events"];
const UNDATED = ["/about", "/contact", "/donate", "/events/winter-solstice-retreat"];

test.each([...exportedRoutes(), "/404"])(
  "%s: the <meta> policy comes before any script and lists exactly its inline scripts' hashes and the date script's; the only inline code is the site's own",
  (route) => {
    const document = documentOf(route);
    const metas = [...document.querySelectorAll('meta[http-equiv="Content-Security-Policy" i]')];
    const scripts = [...document.querySelectorAll("script")];
    const inline = scripts
      .filter((s) => !s.src && ["", "text/javascript", "module"].includes(s.type.toLowerCase()))
      .map((s) => s.textContent ?? "");
    expect(metas).toHaveLength(1);
    expect(metas[0]!.parentElement?.tagName).toBe("HEAD");
    expect(scripts.every((s) => metas[0]!.compareDocumentPosition(s) & 4 /* DOCUMENT_POSITION_FOLLOWING */)).toBe(true);
    expect(inline.length).toBeGreaterThan(0);
    const policy = metas[0]!.getAttribute("content") ?? "";
    const scriptSrc = /(?:^|;\s*)script-src ([^;]*)/.exec(policy)?.[1] ?? "";
    // The date script on every page: a client-side navigation runs it on pages that did not have it (components/events/dates-script.tsx).
    const hashes = scriptSrc.split(" ").filter((source) => source.startsWith("'sha256-"));
    expect(hashes.sort()).toEqual([...new Set([...inline, DATES_SCRIPT].map(hash))].sort());
    expect(scriptSrc).not.toContain("unsafe-inline");
    for (const directive of DIRECTIVES) expect(policy).toContain(directive);
    // Images from the site only: no page writes one into itself as a data: address.
    expect(policy).toMatch(/(^|; )img-src 'self'(;|$)/);
    // The policy hashes whatever inline script the build wrote (security review, finding 20): beside the date script
    // and the urgent notice's (while staff have posted one), only data.
    expect(inline.filter((text) => text !== DATES_SCRIPT && text !== NOTICE_SCRIPT && !isData(text))).toEqual([]);
    if (DATED.includes(route)) expect(inline).toContain(DATES_SCRIPT);
    if (UNDATED.includes(route)) expect(inline).not.toContain(DATES_SCRIPT);
  },
);
