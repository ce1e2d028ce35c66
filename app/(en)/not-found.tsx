import type { Metadata } from "next";
import { ButtonLink } from "@/components/ui/button";
import { Hero } from "@/components/ui/hero";
import { site } from "@/lib/site";

export const metadata: Metadata = {
  title: `Page Not Found | ${site.name}`,
  description: "This page could not be found. Return home or see our upcoming events.",
};

export default function NotFound() {
  return (
    <Hero
      tall
      priority={false}
      eyebrow="404"
      title="This path has grown over"
      lead="The page you were looking for is not here. It may have moved, or the link may be mistyped."
      art="privacy"
      actions={
        <>
          <ButtonLink href="/">Return Home</ButtonLink>
          <ButtonLink href="/events" variant="light">
            See Upcoming Events
          </ButtonLink>
        </>
      }
    />
  );
}
