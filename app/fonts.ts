import localFont from "next/font/local";

/**
 * Self-hosted fonts, cut down by `npm run fonts` (scripts/subset-fonts.mjs) from the @fontsource-variable
 * Latin files to the characters, weights and features the site uses (scripts/lib/fonts.mjs); next/font adds
 * the size-adjusted fallback faces. Not preloaded: Chromium holds the first paint while a preloaded font loads, so
 * the text (with the hero's art) painted later on a throttled phone.
 * `optional`, not `swap`: a font that arrives after the first paint is kept for the next page instead of swapped
 * in, so nothing moves. Even size-adjusted, the fallbacks' widths rewrap the hero's lines and buttons, and phones
 * without Arial or Times New Roman have no adjusted fallback at all.
 */
const displayFont = localFont({
  src: "./fonts/fraunces-display.woff2",
  variable: "--font-display",
  weight: "600",
  display: "optional",
  preload: false,
  fallback: ["Georgia", "Times New Roman", "serif"],
  adjustFontFallback: "Times New Roman",
});

const textFont = localFont({
  src: "./fonts/inter-text.woff2",
  variable: "--font-text",
  weight: "400 700",
  display: "optional",
  preload: false,
  fallback: ["system-ui", "Segoe UI", "Arial", "sans-serif"],
  adjustFontFallback: "Arial",
});

/** The class names that define the two CSS variables, for the root element. */
export const fontVariables = [displayFont, textFont].map((font) => font.variable).join(" ");
