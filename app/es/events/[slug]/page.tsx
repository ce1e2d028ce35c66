import { EventPage, eventMetadata, eventParams } from "@/components/pages/event";

type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;
export const generateStaticParams = eventParams;
export const generateMetadata = async ({ params }: Props) => eventMetadata("es", (await params).slug);

export default async function Page({ params }: Props) {
  return <EventPage locale="es" slug={(await params).slug} />;
}
