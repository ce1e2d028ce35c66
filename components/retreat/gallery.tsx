import styled from "styled-components";
import { Photo } from "@/components/ui/photo";
import { Grid } from "@/components/ui/section";
import { retreatGallery } from "@/lib/data/gallery";
import { claimText, wordsOf, type Locale } from "@/lib/i18n";
import { photoInfo } from "@/lib/content/photos";

const Figure = styled.figure`
  margin: 0;
  border-radius: var(--radius-m);
  overflow: hidden;
  background: var(--color-paper);
  border: 1px solid var(--color-line);

  & img {
    width: 100%;
    aspect-ratio: 3 / 2;
    object-fit: cover;
  }

  & figcaption {
    padding: var(--space-4) var(--space-5) var(--space-5);
    color: var(--color-ink-soft);
  }

  & strong {
    display: block;
    font: 600 var(--step-1) / 1.3 var(--font-serif);
    color: var(--color-ink);
    margin-bottom: var(--space-1);
  }
`;

/** The retreat center's sneak-peek gallery: captioned, pre-sized illustrations, or the photo staff put in a frame's place. */
export function Gallery({ locale }: { locale: Locale }) {
  const words = wordsOf("retreat", locale).gallery;
  return (
    <Grid $min="18rem">
      {(Object.keys(retreatGallery) as (keyof typeof retreatGallery)[]).map((key) => (
        <Figure key={key}>
          {words[key].photo && photoInfo(words[key].photo.src) ? (
            <Photo
              src={words[key].photo.src}
              alt={words[key].photo.alt}
              sizes="(min-width: 1100px) 22rem, (min-width: 700px) 45vw, calc(100vw - 2.5rem)"
            />
          ) : (
            // eslint-disable-next-line @next/next/no-img-element -- static export: plain, pre-sized SVG
            <img
              src={retreatGallery[key]}
              alt={words[key].alt}
              width={1200}
              height={800}
              loading="lazy"
              decoding="async"
            />
          )}
          <figcaption>
            {/* A space, so copied text and reader view do not run the title into the caption. */}
            <strong>{words[key].title}</strong>{" "}
            {typeof words[key].caption === "string" ? words[key].caption : claimText(words[key].caption)}
          </figcaption>
        </Figure>
      ))}
    </Grid>
  );
}
