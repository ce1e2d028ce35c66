import { DonatePage, donateMetadata } from "@/components/pages/donate";

export const metadata = donateMetadata("en");

export default function Page() {
  return <DonatePage locale="en" />;
}
