import { EventPage, eventBody, eventMetadata, eventParams } from "@/components/pages/event";

type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;
export const generateStaticParams = eventParams;
export const generateMetadata = async ({ params }: Props) => eventMetadata("es", (await params).slug);

export default async function Page({ params }: Props) {
  const { slug } = await params;
  return <EventPage locale="es" slug={slug} body={eventBody("es", slug)} />;
}
