import Link from "next/link";
import styled from "styled-components";
import { ArrowLinkStyle } from "@/components/ui/card";
import { Icon } from "@/components/ui/icon";
import { Grid } from "@/components/ui/section";
import type { Service } from "@/lib/content";
import { fill, fieldLang, localePath, ui, type Locale } from "@/lib/i18n";

/** The grid of services on /services. It styles its cards' parts, so their rules are in the page once, not once per card. */
export const ServiceGrid = styled(Grid)`
  & .service-card__thumb {
    width: calc(100% + 2 * var(--space-6));
    max-width: none;
    margin: calc(-1 * var(--space-6)) calc(-1 * var(--space-6)) var(--space-2);
    aspect-ratio: 4 / 3;
    object-fit: cover;
    border-radius: var(--radius-m) var(--radius-m) 0 0;
  }

  & .service-card__more {
    ${ArrowLinkStyle}
  }
`;

/** A service in the ServiceGrid: picture, title, summary and "Learn More" (about its title, for screen readers and search engines). */
export function ServiceCard({ service, locale }: { service: Service; locale: Locale }) {
  const headingId = `service-${service.slug}`;
  const t = ui(locale).services;
  const lang = (field: string) => fieldLang(service, field, locale);
  return (
    <article className="card" aria-labelledby={headingId}>
      {/* eslint-disable-next-line @next/next/no-img-element -- static export: plain, pre-sized SVG */}
      <img
        className="service-card__thumb"
        src={`/images/art/${service.image}.svg`}
        alt=""
        width={800}
        height={600}
        loading="lazy"
        decoding="async"
      />
      <h3 id={headingId} lang={lang("title")}>
        {service.title}
      </h3>
      <p lang={lang("description")}>{service.description}</p>
      {/* The visible text is the spec's "Learn More"; the hidden rest makes each link's name distinct and descriptive. */}
      <Link className="service-card__more" href={localePath(locale, `/services/${service.slug}`)}>
        {t.learnMore}
        <span className="visually-hidden"> {fill(t.learnMoreAbout, { service: service.title })}</span>{" "}
        <Icon name="arrow" size={18} />
      </Link>
    </article>
  );
}
