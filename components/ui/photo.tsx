import type { CSSProperties } from "react";
import { photoInfo, photoProblem } from "@/lib/content/photos";

export interface PhotoProps {
  /** What the entry stores: the path the content manager wrote, e.g. `/uploads/drum-circle.webp`. */
  src: string;
  /** What the photo shows, in the page's language. */
  alt: string;
  /** The description's language when it is not the page's (a description not translated yet). */
  lang?: string;
  /** How wide the photo is drawn, for the browser to pick a copy, e.g. `(min-width: 880px) 36rem, 100vw`. */
  sizes: string;
  /**
   * Only for a photo that is the largest thing on a phone's first screen (a photo as a hero): high priority, not lazy.
   * Below a hero it competes with the hero: leave it lazy.
   */
  priority?: boolean;
  /** On the <img>; a frame around it sets its size and crop (e.g. `& img { aspect-ratio: 4 / 3; object-fit: cover }`). */
  className?: string;
  style?: CSSProperties;
}

/**
 * A staff photo as plain HTML, with no client JavaScript: its WebP copies in `srcset`, and the largest copy's width
 * and height so the page keeps the photo's place before it loads. Renders nothing for a photo that cannot be shown
 * (the content loader leaves those out with photoProblem, so the page shows its illustration instead).
 *
 * The <img> is in a <picture> for the reason given at the Hero: React preloads an eager bare <img> of a server component,
 * and Next repeats that preload when it prefetches the page from a link, so other pages would fetch this photo.
 */
export function Photo({ src, alt, lang, sizes, priority = false, className, style }: PhotoProps) {
  const photo = photoInfo(src);
  if (!photo) {
    console.warn(`Photo not shown: ${photoProblem(src)}`);
    return null;
  }
  const { variants, width, height } = photo;
  // The copy for a browser that ignores srcset: the first one at least 800 px wide, or the widest.
  const fallback = variants.find((variant) => variant.width >= 800) ?? variants.at(-1)!;
  return (
    <picture>
      <img
        src={fallback.url as `/${string}`}
        srcSet={variants.map((variant) => `${variant.url as `/${string}`} ${variant.width}w`).join(", ")}
        sizes={sizes}
        width={width}
        height={height}
        alt={alt}
        lang={lang}
        className={className}
        style={style}
        {...(priority ? { fetchPriority: "high" as const } : { loading: "lazy" as const, decoding: "async" as const })}
      />
    </picture>
  );
}
