import { AccessibilityPage, accessibilityMetadata } from "@/components/pages/accessibility";

export const metadata = accessibilityMetadata("en");

export default function Page() {
  return <AccessibilityPage locale="en" />;
}
