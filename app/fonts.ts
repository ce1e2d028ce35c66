import localFont from "next/font/local";

/**
 * Self-hosted fonts, cut down by `npm run fonts` (scripts/subset-fonts.mjs) from the @fontsource-variable
 * Latin files to the characters, weights and features the site uses; next/font adds the preload links
 * and size-adjusted fallback faces.
 */
export const displayFont = localFont({
  src: "./fonts/fraunces-display.woff2",
  variable: "--font-display",
  weight: "600",
  display: "swap",
  fallback: ["Georgia", "Times New Roman", "serif"],
  adjustFontFallback: "Times New Roman",
});

export const textFont = localFont({
  src: "./fonts/inter-text.woff2",
  variable: "--font-text",
  weight: "400 700",
  display: "swap",
  fallback: ["system-ui", "Segoe UI", "Arial", "sans-serif"],
  adjustFontFallback: "Arial",
});
