import { PrivacyPolicyPage, privacyMetadata } from "@/components/pages/privacy-policy";

export const metadata = privacyMetadata("es");

export default function Page() {
  return <PrivacyPolicyPage locale="es" />;
}
