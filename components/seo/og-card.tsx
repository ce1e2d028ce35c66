import type { ReactElement } from "react";

/**
 * Share-image markup for next/og (satori): inline styles only, and every element with more than
 * one child is a flex container. Rendered at build time, never in the browser.
 */

const palette = { night: "#12231f", forest: "#1b3a33", sand: "#f6efe4", amber: "#e9a857", gold: "#c9a45c" };

/** The site's logo (public/images/logo.svg) as an image. */
function Mark({ src, size }: { src: string; size: number }): ReactElement {
  // eslint-disable-next-line @next/next/no-img-element -- satori draws <img>, not next/image
  return <img src={src} width={size} height={size} alt="" />;
}

export interface OgCardProps {
  /** The section's hero art as a data: URI (1600×900). */
  art: string;
  /** The site's logo as a data: URI. */
  logo: string;
  eyebrow: string;
  title: string;
  /** The line under the title, in the card's language. */
  strapline: string;
  siteName: string;
  host: string;
}

/** A 1200×630 share card: hero art, a dark veil for contrast, the section and the site's name. */
export function OgCard({ art, logo, eyebrow, title, strapline, siteName, host }: OgCardProps): ReactElement {
  return (
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        position: "relative",
        background: palette.night,
        color: palette.sand,
      }}
    >
      {/* eslint-disable-next-line @next/next/no-img-element -- satori draws <img>, not next/image */}
      <img src={art} width={1280} height={720} alt="" style={{ position: "absolute", top: -45, left: 240 }} />
      <div
        style={{
          position: "absolute",
          top: 0,
          left: 0,
          width: 1200,
          height: 630,
          display: "flex",
          background:
            "linear-gradient(90deg, rgba(18,35,31,1) 0%, rgba(18,35,31,0.94) 46%, rgba(18,35,31,0.3) 72%, rgba(18,35,31,0) 100%)",
        }}
      />
      <div
        style={{
          position: "relative",
          display: "flex",
          flexDirection: "column",
          justifyContent: "space-between",
          padding: "64px 72px",
          width: "100%",
        }}
      >
        <div style={{ display: "flex", alignItems: "center", gap: 20 }}>
          <Mark src={logo} size={64} />
          <div style={{ fontSize: 30, letterSpacing: 4, textTransform: "uppercase", color: palette.gold }}>
            {siteName}
          </div>
        </div>
        <div style={{ display: "flex", flexDirection: "column", maxWidth: 640 }}>
          <div
            style={{
              fontSize: 28,
              letterSpacing: 3,
              textTransform: "uppercase",
              color: palette.amber,
              marginBottom: 18,
            }}
          >
            {eyebrow}
          </div>
          <div style={{ fontSize: 62, lineHeight: 1.1, letterSpacing: -1 }}>{title}</div>
        </div>
        <div
          style={{ display: "flex", flexDirection: "column", gap: 6, fontSize: 24, color: "rgba(246,239,228,0.85)" }}
        >
          <div style={{ display: "flex" }}>{strapline}</div>
          <div style={{ display: "flex", color: palette.gold }}>{host}</div>
        </div>
      </div>
      <div
        style={{
          position: "absolute",
          left: 0,
          right: 0,
          bottom: 0,
          height: 10,
          display: "flex",
          background: `linear-gradient(90deg, ${palette.gold}, ${palette.amber})`,
        }}
      />
    </div>
  );
}

/** The square logo: the site's logo on the night colour. */
export function OgLogo({ logo, size }: { logo: string; size: number }): ReactElement {
  return (
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        alignItems: "center",
        justifyContent: "center",
        background: palette.night,
      }}
    >
      <Mark src={logo} size={Math.round(size * 0.84)} />
    </div>
  );
}
