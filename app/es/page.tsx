import { HomePage, homeMetadata } from "@/components/pages/home";

export const metadata = homeMetadata("es");

export default function Page() {
  return <HomePage locale="es" />;
}
