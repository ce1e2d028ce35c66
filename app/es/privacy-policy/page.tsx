import { PrivacyPolicyPage, privacyBody, privacyMetadata } from "@/components/pages/privacy-policy";

export const metadata = privacyMetadata("es");

export default function Page() {
  return <PrivacyPolicyPage locale="es" body={privacyBody("es")} />;
}
