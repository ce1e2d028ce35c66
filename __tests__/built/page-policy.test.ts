import { createHash } from "node:crypto";
import { DATES_SCRIPT, NOTICE_SCRIPT } from "@/lib/dates-script";
import { documentOf, exportedRoutes, htmlOf } from "./built-site";

/* Each built page's own Content-Security-Policy (its <meta>, written after the build) and the inline code it runs. */

const hash = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

test.each([...exportedRoutes(), "/404"])(
  "%s: the <meta> policy comes before any script and lists exactly its inline scripts' hashes and the date script's",
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
    expect(
      scriptSrc
        .split(" ")
        .filter((source) => source.startsWith("'sha256-"))
        .sort(),
    ).toEqual([...new Set([...inline, DATES_SCRIPT].map(hash))].sort());
    expect(scriptSrc).not.toContain("unsafe-inline");
    for (const directive of [
      "default-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self' mailto:",
    ])
      expect(policy).toContain(directive);
    // Images from the site only: no page writes one into itself as a data: address.
    expect(policy).toMatch(/(^|; )img-src 'self'(;|$)/);
  },
);

/** What an inline script of Next's own may be: its flight data (a JSON array handed to a queue) or Turbopack's list of chunks (JSON). */
const NEXT_DATA = [
  /^\(self\.__next_f=self\.__next_f\|\|\[\]\)\.push\(([\s\S]*)\)$/,
  /^self\.__next_f\.push\(([\s\S]*)\)$/,
  /^\(globalThis\["TURBOPACK"\] \|\| \(globalThis\["TURBOPACK"\] = \[\]\)\)\.push\(([\s\S]*)\);$/,
];

test("the only inline code any page runs is the site's date script, where dates are shown; all else inline is data (security review, finding 20)", () => {
  // The policy hashes whatever inline script the build wrote: this is what keeps that list to what the code meant.
  const found = new Map<string, string[]>();
  for (const route of exportedRoutes()) {
    const html = htmlOf(route);
    for (const [, attributes = "", text = ""] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
      if (/\ssrc=/i.test(attributes) || /type="application\/ld\+json"/i.test(attributes)) continue;
      const data = NEXT_DATA.map((pattern) => pattern.exec(text)?.[1]).find((argument) => argument !== undefined);
      // The urgent notice's script, on every page while staff have posted a notice (components/layout/urgent-notice.tsx).
      let kind = text === DATES_SCRIPT ? "dates" : text === NOTICE_SCRIPT ? "notice" : "code";
      if (data !== undefined) {
        try {
          JSON.parse(data);
          kind = "data";
        } catch {
          kind = "code";
        }
      }
      found.set(kind, [...(found.get(kind) ?? []), route]);
    }
  }
  expect(found.get("code") ?? []).toEqual([]);
  // The date script is on the pages that show dates, and no other (the retreat's dates are to be announced).
  const dated = found.get("dates") ?? [];
  for (const route of ["/", "/events", "/events/mens-inner-work", "/es", "/es/events"]) expect(dated).toContain(route);
  for (const route of ["/about", "/contact", "/donate", "/events/winter-solstice-retreat"])
    expect(dated).not.toContain(route);
});
