import { CommunityPage, communityMetadata } from "@/components/pages/community";

export const metadata = communityMetadata("en");

export default function Page() {
  return <CommunityPage locale="en" />;
}
