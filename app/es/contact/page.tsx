import { ContactPage, contactMetadata } from "@/components/pages/contact";

export const metadata = contactMetadata("es");

export default function Page() {
  return <ContactPage locale="es" />;
}
