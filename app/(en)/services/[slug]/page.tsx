import type { Metadata } from "next";
import { Hero } from "@/components/ui/hero";
import { Icon } from "@/components/ui/icon";
import { Illustration } from "@/components/ui/illustration";
import { Prose, Section } from "@/components/ui/section";
import { CheckList, Split } from "@/components/ui/split";
import { CallToAction } from "@/components/ui/call-to-action";
import { getService, getServices } from "@/lib/content";
import { pageMetadata } from "@/lib/metadata";

type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return getServices().map(({ slug }) => ({ slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  const service = getService(slug);
  return pageMetadata({ title: service.title, description: service.description, path: `/services/${slug}`, image: "services" });
}

export default async function ServicePage({ params }: Props) {
  const { slug } = await params;
  const service = getService(slug);
  const { default: Body } = await import(`@/content/services/${slug}.mdx`);
  return (
    <>
      <Hero eyebrow="Sacred Services" title={service.title} lead={service.tagline} art="services" />
      <Section eyebrow={service.title} title="Our Sacred Approach" lead={service.description}>
        <Split>
          <Prose>
            <p>{service.details}</p>
            <Body />
          </Prose>
          <Illustration name={service.image} alt={service.imageAlt} />
        </Split>
      </Section>
      <Section tone="paper" eyebrow="What you may receive" title="Benefits" narrow>
        <CheckList>
          {service.benefits.map((benefit) => (
            <li key={benefit}>
              <Icon name="check" />
              <span>{benefit}</span>
            </li>
          ))}
        </CheckList>
      </Section>
      <CallToAction
        title="Ready to begin?"
        lead="Reach out and we will answer your questions and help you plan your first session."
        actions={[{ href: "/contact", label: "Begin Your Journey" }]}
      />
    </>
  );
}
