import { ServicePage, serviceBody, serviceMetadata, serviceParams } from "@/components/pages/service";

type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;
export const generateStaticParams = serviceParams;
export const generateMetadata = async ({ params }: Props) => serviceMetadata("en", (await params).slug);

export default async function Page({ params }: Props) {
  const { slug } = await params;
  return <ServicePage locale="en" slug={slug} body={serviceBody("en", slug)} />;
}
