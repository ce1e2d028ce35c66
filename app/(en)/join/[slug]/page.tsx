import { VolunteerRolePage, roleMetadata, roleParams } from "@/components/pages/volunteer-role";

type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;
export const generateStaticParams = roleParams;
export const generateMetadata = async ({ params }: Props) => roleMetadata("en", (await params).slug);

export default async function Page({ params }: Props) {
  return <VolunteerRolePage locale="en" slug={(await params).slug} />;
}
