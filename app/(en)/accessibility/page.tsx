import { AccessibilityPage, accessibilityBody, accessibilityMetadata } from "@/components/pages/accessibility";

export const metadata = accessibilityMetadata("en");

export default function Page() {
  return <AccessibilityPage locale="en" body={accessibilityBody("en")} />;
}
