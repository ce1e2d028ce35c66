import Link from "next/link";
import styled from "styled-components";
import { fill, localePath, ui, type Locale } from "@/lib/i18n";
import { site } from "@/lib/site";
import { ContactLines, PlacesServed } from "@/components/contact/contact-details";
import { CrisisLine } from "@/components/safety/crisis-line";
import { Container } from "@/components/ui/section";

const Footer = styled.footer`
  background: var(--color-night);
  color: var(--color-on-dark-soft);
  padding-block: var(--space-8) var(--space-6);
  border-top: 1px solid rgba(201, 164, 92, 0.4);

  & a {
    color: var(--color-on-dark);
    text-decoration: none;
  }

  & a:hover {
    color: var(--color-amber);
    text-decoration: underline;
  }
`;

const Columns = styled.div`
  display: grid;
  gap: var(--space-7);
  grid-template-columns: 1fr;

  @media (min-width: 760px) {
    grid-template-columns: 1.6fr 1fr 1fr;
  }
`;

const Brand = styled.p`
  display: flex;
  align-items: center;
  gap: var(--space-3);
  font: 600 1.35rem/1.2 var(--font-serif);
  color: var(--color-on-dark);
  margin-bottom: var(--space-3);
`;

const Tagline = styled.p`
  font-family: var(--font-serif);
  font-style: italic;
  font-size: var(--step-1);
  color: var(--color-amber);
`;

const Heading = styled.h2`
  font: 600 var(--step--1) / 1.4 var(--font-sans);
  letter-spacing: 0.14em;
  text-transform: uppercase;
  color: var(--color-gold);
  margin-bottom: var(--space-4);
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;

  & a {
    display: inline-flex;
    align-items: center;
    min-height: 32px;
  }
`;

/** The area served under the e-mail and phone: its label above the cities, as the column's other small headings. */
const Places = styled(PlacesServed)`
  margin: var(--space-4) 0 0;

  & dt {
    font-weight: 600;
    color: var(--color-on-dark);
  }

  & dd {
    margin: 0;
  }
`;

const Bottom = styled.div`
  margin-top: var(--space-8);
  padding-top: var(--space-5);
  border-top: 1px solid var(--color-line-dark);
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: var(--space-3);
  font-size: var(--step--1);

  & p {
    margin: 0;
  }
`;

export function SiteFooter({ locale }: { locale: Locale }) {
  const t = ui(locale);
  const words = t.shell.footer;
  const donor = site.donor ?? {};
  const proof = [donor.legalName, donor.taxStatus, donor.ein && fill(words.ein, { ein: donor.ein })].filter(
    (part): part is string => Boolean(part),
  );
  return (
    <Footer data-tone="dark">
      <Container>
        <Columns>
          <div>
            <Brand>
              {/* eslint-disable-next-line @next/next/no-img-element -- static export: plain, pre-sized SVG */}
              <img src={"/images/logo.svg"} alt="" width={40} height={40} loading="lazy" />
              {site.name}
            </Brand>
            <Tagline>{t.site.tagline}</Tagline>
            <p>{t.site.mission}</p>
          </div>
          <nav aria-label={words.nav}>
            <Heading>{words.explore}</Heading>
            <List>
              {(Object.keys(site.footerLinks) as (keyof typeof site.footerLinks)[]).map((key) => (
                <li key={key}>
                  <Link href={localePath(locale, site.footerLinks[key])}>{words.links[key]}</Link>
                </li>
              ))}
            </List>
          </nav>
          <div>
            <Heading>{words.reachUs}</Heading>
            <List>
              <ContactLines locale={locale} />
            </List>
            <Places locale={locale} />
          </div>
        </Columns>
        <CrisisLine locale={locale} inFooter />
        <Bottom>
          <p>
            © {site.copyrightYear} {site.name}. {t.site.rights}
          </p>
          <p>{t.site.nonprofit}</p>
          {/* Donor proof as Site facts state it, each part only when set: never assumed. */}
          {proof.length > 0 && <p>{proof.join(" · ")}</p>}
        </Bottom>
      </Container>
    </Footer>
  );
}
