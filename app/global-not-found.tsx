import type { Metadata } from "next";
import { Document } from "@/components/layout/document";
import { NotFoundPage, notFoundMetadata } from "@/components/pages/not-found";
import { rootMetadata } from "@/lib/metadata";

/**
 * out/404.html, for any address that matches no route. With a root layout per language there is no single
 * layout to render it in, so Next's global not-found page (experimental.globalNotFound) renders the whole document.
 */
export const metadata: Metadata = { ...rootMetadata("en"), ...notFoundMetadata("en") };

export default function GlobalNotFound() {
  return (
    <Document locale="en">
      <NotFoundPage locale="en" />
    </Document>
  );
}
