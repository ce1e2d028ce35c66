import { VolunteerRolePage, volunteerRoleBody, roleMetadata, roleParams } from "@/components/pages/volunteer-role";

type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;
export const generateStaticParams = roleParams;
export const generateMetadata = async ({ params }: Props) => roleMetadata("en", (await params).slug);

export default async function Page({ params }: Props) {
  const { slug } = await params;
  return <VolunteerRolePage locale="en" slug={slug} body={volunteerRoleBody("en", slug)} />;
}
