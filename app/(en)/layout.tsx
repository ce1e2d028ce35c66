import type { ReactNode } from "react";
import { Document } from "@/components/layout/document";
import { rootMetadata, rootViewport } from "@/lib/seo/metadata";

/** The root layout of the English pages (unprefixed URLs); app/es/layout.tsx is the Spanish one. */
export const metadata = rootMetadata("en");
export const viewport = rootViewport;

export default function EnglishLayout({ children }: { children: ReactNode }) {
  return <Document locale="en">{children}</Document>;
}
