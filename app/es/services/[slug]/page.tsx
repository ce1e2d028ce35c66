import { ServicePage, serviceBody, serviceMetadata, serviceParams } from "@/components/pages/service";

type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;
export const generateStaticParams = serviceParams;
export const generateMetadata = async ({ params }: Props) => serviceMetadata("es", (await params).slug);

export default async function Page({ params }: Props) {
  const { slug } = await params;
  return <ServicePage locale="es" slug={slug} body={serviceBody("es", slug)} />;
}
