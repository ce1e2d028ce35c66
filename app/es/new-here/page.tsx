import { NewHerePage, newHereMetadata } from "@/components/pages/new-here";

export const metadata = newHereMetadata("es");

export default function Page() {
  return <NewHerePage locale="es" />;
}
