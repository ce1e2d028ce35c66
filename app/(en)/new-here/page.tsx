import { NewHerePage, newHereMetadata } from "@/components/pages/new-here";

export const metadata = newHereMetadata("en");

export default function Page() {
  return <NewHerePage locale="en" />;
}
