import type { Metadata } from "next";
import { Hero } from "@/components/ui/hero";
import { Illustration } from "@/components/ui/illustration";
import { Lead, Prose, Section } from "@/components/ui/section";
import { Split } from "@/components/ui/split";
import { CallToAction } from "@/components/ui/call-to-action";
import { getVolunteerRole, getVolunteerRoles } from "@/lib/content";
import { pageMetadata } from "@/lib/metadata";

type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return getVolunteerRoles().map(({ slug }) => ({ slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  const role = getVolunteerRole(slug);
  return pageMetadata({ title: `Volunteer: ${role.title}`, description: role.description, path: `/join/${slug}`, image: "village" });
}

export default async function VolunteerRolePage({ params }: Props) {
  const { slug } = await params;
  const role = getVolunteerRole(slug);
  const { default: Body } = await import(`@/content/volunteer/${slug}.mdx`);
  return (
    <>
      <Hero eyebrow="Volunteer with The Village" title={role.title} lead={role.tagline} art="village" />
      <Section eyebrow={role.title} title="The Role" lead={role.description}>
        <Split>
          <div>
            <Lead>{role.role}</Lead>
            <p>
              <strong>Time commitment:</strong> {role.commitment}
            </p>
          </div>
          <Illustration name={role.image} alt={role.imageAlt} />
        </Split>
      </Section>
      <Section tone="paper" title="The Deeper Why" narrow>
        <Prose>
          <Body />
        </Prose>
      </Section>
      <CallToAction
        title="Ready to serve?"
        lead="Tell us a little about yourself and we will be in touch about orientation and next steps."
        actions={[{ href: "/contact", label: "I'm Ready to Volunteer" }]}
      />
    </>
  );
}
