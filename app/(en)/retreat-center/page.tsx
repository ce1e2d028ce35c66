import { RetreatCenterPage, retreatMetadata } from "@/components/pages/retreat-center";

export const metadata = retreatMetadata("en");

export default function Page() {
  return <RetreatCenterPage locale="en" />;
}
