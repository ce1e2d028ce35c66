import { RetreatCenterPage, retreatMetadata } from "@/components/pages/retreat-center";

export const metadata = retreatMetadata("es");

export default function Page() {
  return <RetreatCenterPage locale="es" />;
}
