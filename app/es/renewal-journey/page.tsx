import { RenewalJourneyPage, journeyMetadata } from "@/components/pages/renewal-journey";

export const metadata = journeyMetadata("es");

export default function Page() {
  return <RenewalJourneyPage locale="es" />;
}
