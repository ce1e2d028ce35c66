import localFont from "next/font/local";

/**
 * Self-hosted fonts, cut down by `npm run fonts` (scripts/subset-fonts.mjs) from the @fontsource-variable
 * Latin files to the characters, weights and features the site uses; next/font adds the preload links
 * and size-adjusted fallback faces.
 *
 * Each family is a main file (ASCII and the copy's punctuation, preloaded) and an accents file for the
 * accented letters of Spanish, French and Portuguese names. The accents face is a family of its own,
 * first in the stack (app/globals.css: `--font-sans`, `--font-serif`); its `unicode-range` lets the
 * browser skip it for every other character and fetch it only on a page that uses one of its letters.
 * next/font takes only literal options, so the range is written out in both accents faces;
 * scripts/check-fonts.mjs checks both against scripts/lib/fonts.mjs.
 */
const displayFont = localFont({
  src: "./fonts/fraunces-display.woff2",
  variable: "--font-display",
  weight: "600",
  display: "swap",
  fallback: ["Georgia", "Times New Roman", "serif"],
  adjustFontFallback: "Times New Roman",
});

const displayAccents = localFont({
  src: "./fonts/fraunces-display-accents.woff2",
  variable: "--font-display-accents",
  weight: "600",
  display: "swap",
  preload: false,
  fallback: [],
  adjustFontFallback: false,
  declarations: [
    {
      prop: "unicode-range",
      value: "U+00C0-00C3, U+00C7-00CB, U+00CD-00CF, U+00D1, U+00D3-00D5, U+00D9-00DC, U+00E0-00E3, U+00E7-00EB, U+00ED-00EF, U+00F1, U+00F3-00F5, U+00F9-00FC",
    },
  ],
});

const textFont = localFont({
  src: "./fonts/inter-text.woff2",
  variable: "--font-text",
  weight: "400 700",
  display: "swap",
  fallback: ["system-ui", "Segoe UI", "Arial", "sans-serif"],
  adjustFontFallback: "Arial",
});

const textAccents = localFont({
  src: "./fonts/inter-text-accents.woff2",
  variable: "--font-text-accents",
  weight: "400 700",
  display: "swap",
  preload: false,
  fallback: [],
  adjustFontFallback: false,
  declarations: [
    {
      prop: "unicode-range",
      value: "U+00C0-00C3, U+00C7-00CB, U+00CD-00CF, U+00D1, U+00D3-00D5, U+00D9-00DC, U+00E0-00E3, U+00E7-00EB, U+00ED-00EF, U+00F1, U+00F3-00F5, U+00F9-00FC",
    },
  ],
});

/** The class names that define the four CSS variables, for the root element. */
export const fontVariables = [displayFont, displayAccents, textFont, textAccents].map((font) => font.variable).join(" ");
