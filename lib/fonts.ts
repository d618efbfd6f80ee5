import localFont from "next/font/local";

/**
 * Geist from npm (no network at build), the Latin subset with its weight axis cut to the weights
 * the site uses (npm run font): 22 KB instead of the full variable font's 70 KB. A test keeps every
 * character of the site's source inside it and every font weight in the source inside 400-900;
 * text from the admin outside it falls back per character. "optional" means a slow first visit
 * keeps the size-adjusted fallback instead of repainting the text when the font arrives, so the
 * largest text paints once, early; the font is cached for the next page.
 */
export const geistSans = localFont({
  src: "../app/fonts/geist-latin-400-900.woff2",
  variable: "--font-geist-sans",
  weight: "400 900",
  display: "optional",
});
