import type { Graph, Thing, WithContext } from "schema-dts";

export interface JsonLdProps {
  data: WithContext<Thing> | Graph;
}

/** Serialises JSON-LD for a <script> element: "<" is escaped so no value can close the script. */
export function serializeJsonLd(data: JsonLdProps["data"]): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}

/** A schema.org JSON-LD block, rendered on the server into the page's HTML. */
export function JsonLd({ data }: JsonLdProps) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
