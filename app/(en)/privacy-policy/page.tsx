import { PrivacyPolicyPage, privacyBody, privacyMetadata } from "@/components/pages/privacy-policy";

export const metadata = privacyMetadata("en");

export default function Page() {
  return <PrivacyPolicyPage locale="en" body={privacyBody("en")} />;
}
