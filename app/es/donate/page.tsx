import { DonatePage, donateMetadata } from "@/components/pages/donate";

export const metadata = donateMetadata("es");

export default function Page() {
  return <DonatePage locale="es" />;
}
