/** Small HTML helpers shared by the post-build and measuring scripts (no parser dependency). */

const ATTRIBUTE = /([^\s"'<>\/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

/** Parses a tag's attribute string into a Map (lower-case names; entities &amp; &quot; decoded). */
export function parseAttributes(source) {
  const attributes = new Map();
  for (const match of source.matchAll(ATTRIBUTE)) {
    const value = match[2] ?? match[3] ?? match[4] ?? "";
    attributes.set(match[1].toLowerCase(), decodeEntities(value));
  }
  return attributes;
}

function decodeEntities(value) {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

/** A tag's opening part: `<script …>` / `<link …>` attribute source, quotes respected. */
export const TAG_ATTRIBUTES = /((?:[^>"']|"[^"]*"|'[^']*')*)/.source;
