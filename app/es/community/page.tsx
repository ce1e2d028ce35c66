import { CommunityPage, communityMetadata } from "@/components/pages/community";

export const metadata = communityMetadata("es");

export default function Page() {
  return <CommunityPage locale="es" />;
}
