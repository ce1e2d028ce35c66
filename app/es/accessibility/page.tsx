import { AccessibilityPage, accessibilityBody, accessibilityMetadata } from "@/components/pages/accessibility";

export const metadata = accessibilityMetadata("es");

export default function Page() {
  return <AccessibilityPage locale="es" body={accessibilityBody("es")} />;
}
