import { NotFoundPage, notFoundMetadata } from "@/components/pages/not-found";

/** out/es/404.html: the page hosts serve for unknown addresses under /es/ (see docs/operations.md). */
export const metadata = notFoundMetadata("es");

export default function Page() {
  return <NotFoundPage locale="es" />;
}
