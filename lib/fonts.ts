import localFont from "next/font/local";

/**
 * Geist from npm (no network at build). "optional" means a slow first visit keeps the
 * size-adjusted fallback instead of repainting the text when the font arrives, so the largest
 * text paints once, early; the font is cached for the next page.
 */
export const geistSans = localFont({
  src: "../node_modules/geist/dist/fonts/geist-sans/Geist-Variable.woff2",
  variable: "--font-geist-sans",
  weight: "100 900",
  display: "optional",
});
