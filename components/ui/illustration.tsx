import styled from "styled-components";
import { photoInfo } from "@/lib/content/photos";
import { Photo } from "./photo";

const Frame = styled.figure`
  margin: 0;
  border-radius: var(--radius-l);
  overflow: hidden;
  border: 1px solid rgba(201, 164, 92, 0.5);
  box-shadow: var(--shadow-soft);
  background: var(--color-forest);

  & img {
    width: 100%;
    aspect-ratio: 4 / 3;
    object-fit: cover;
  }
`;

/** The frame of a picture beside a page's text, for a staff photo (components/ui/photo.tsx) or a drawing. */
export { Frame as PictureFrame };

/**
 * A framed 800×600 illustration from public/images/art (service and volunteer pages), or the staff photo that takes
 * its place: the drawing stays when there is no photo, or none the build could use.
 */
export function Illustration({
  name,
  alt,
  photo,
  sizes = "(min-width: 880px) 34rem, calc(100vw - 2.5rem)",
  altLang,
  photoLang,
}: {
  name: string;
  alt: string;
  photo?: { src: string; alt: string };
  sizes?: string;
  altLang?: string;
  photoLang?: string;
}) {
  return (
    <Frame>
      {photo && photoInfo(photo.src) ? (
        <Photo src={photo.src} alt={photo.alt} lang={photoLang} sizes={sizes} />
      ) : (
        // eslint-disable-next-line @next/next/no-img-element -- static export: plain, pre-sized SVG
        <img
          src={`/images/art/${name}.svg`}
          alt={alt}
          lang={altLang}
          width={800}
          height={600}
          loading="lazy"
          decoding="async"
        />
      )}
    </Frame>
  );
}
