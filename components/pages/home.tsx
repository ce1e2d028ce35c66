import type { Metadata } from "next";
import Link from "next/link";
import styled from "styled-components";
import { DonationPopup } from "@/components/home/donation-popup";
import { UpcomingGatherings } from "@/components/home/upcoming-gatherings";
import { DonationPopupStyles } from "@/components/home/donation-popup.styles";
import { JsonLd } from "@/components/seo/json-ld";
import { ButtonLink } from "@/components/ui/button";
import { CallToAction } from "@/components/ui/call-to-action";
import { Hero } from "@/components/ui/hero";
import { IconCards } from "@/components/ui/icon-cards";
import { PictureFrame } from "@/components/ui/illustration";
import { Photo } from "@/components/ui/photo";
import { Section } from "@/components/ui/section";
import { homeValueIcons } from "@/lib/data/values";
import { donationWords } from "@/components/home/donation-words";
import { localePath, say, ui, wordsOf, type Locale } from "@/lib/i18n";
import { iconCards } from "@/lib/icons";
import { pageMetadata } from "@/lib/seo/metadata";
import { photoInfo } from "@/lib/content/photos";
import { site } from "@/lib/site";
import { homeJsonLd } from "@/lib/seo/structured-data";

export const homeMetadata = (locale: Locale): Metadata => {
  return pageMetadata({
    locale,
    title: wordsOf("home", locale).title,
    description: say(locale, ui(locale).site.description),
    path: "/",
  });
};

/** A photo across the values section, cropped wide. */
const WidePhoto = styled(PictureFrame)`
  margin-top: var(--space-7);

  & img {
    aspect-ratio: 21 / 9;
  }
`;

/**
 * The way to “New here?” for a first-time visitor, on the first screen under the hero's lead, before any scrolling. On
 * a dark ground of its own, so it reads at 4.5:1 wherever the art behind it is light.
 */
const HeroNewHere = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  margin: var(--space-4) 0 0 calc(-1 * var(--space-3));
  padding: 0 var(--space-3);
  border-radius: var(--radius-pill);
  background: rgba(18, 35, 31, 0.85);
  font-weight: 600;
  color: var(--color-on-dark);
  text-underline-offset: 0.2em;
`;

/** The home page (/ and /es). */
export function HomePage({ locale }: { locale: Locale }) {
  const words = wordsOf("home", locale);
  return (
    <>
      <Hero
        locale={locale}
        tall
        eyebrow={words.eyebrow}
        title={ui(locale).site.tagline}
        lead={words.lead}
        art="home"
        actions={
          <>
            <ButtonLink locale={locale} href="/services">
              {words.explore}
            </ButtonLink>
            <ButtonLink locale={locale} href="/renewal-journey" variant="light">
              {words.journey}
            </ButtonLink>
          </>
        }
      >
        {/* Between the lead and the buttons. */}
        <HeroNewHere href={localePath(locale, "/new-here")}>{ui(locale).newHere.link}</HeroNewHere>
      </Hero>
      <UpcomingGatherings locale={locale} />
      <Section eyebrow={words.valuesEyebrow} title={words.valuesTitle} lead={words.valuesLead}>
        <IconCards locale={locale} items={iconCards(homeValueIcons, words.values)} />
        {words.photo && photoInfo(words.photo.src) && (
          <WidePhoto>
            <Photo
              src={words.photo.src}
              alt={words.photo.alt}
              sizes="(min-width: 1200px) 72rem, calc(100vw - 2.5rem)"
            />
          </WidePhoto>
        )}
      </Section>
      <CallToAction
        locale={locale}
        eyebrow={words.ctaEyebrow}
        title={words.ctaTitle}
        lead={words.ctaLead}
        actions={[
          { href: site.links.invitation, label: words.join, external: true },
          { href: "/events", label: words.events },
        ]}
      />
      <DonationPopupStyles />
      <DonationPopup words={donationWords(locale)} href={site.links.donateShortLink} />
      <JsonLd data={homeJsonLd(locale)} />
    </>
  );
}
