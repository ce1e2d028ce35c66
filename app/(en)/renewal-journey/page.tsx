import { RenewalJourneyPage, journeyMetadata } from "@/components/pages/renewal-journey";

export const metadata = journeyMetadata("en");

export default function Page() {
  return <RenewalJourneyPage locale="en" />;
}
