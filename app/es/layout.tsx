import type { ReactNode } from "react";
import { Document } from "@/components/layout/document";
import { rootMetadata, rootViewport } from "@/lib/seo/metadata";

/** The root layout of the Spanish pages under /es; app/(en)/layout.tsx is the English one. */
export const metadata = rootMetadata("es");
export const viewport = rootViewport;

export default function SpanishLayout({ children }: { children: ReactNode }) {
  return <Document locale="es">{children}</Document>;
}
