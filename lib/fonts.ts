import localFont from "next/font/local";

/**
 * Geist from npm (no network at build), cut to the weights the site uses (400-900) and split in two
 * by `npm run font`. This is the part every page preloads: ASCII and the punctuation English copy
 * uses, 13 KB, small enough to arrive in a new connection's first round trip. The rest of the Latin
 * subset is a family of its own with a unicode-range (app/globals.css), so only a page that has an
 * accented letter or a rarer symbol fetches it; --font-sans there names this family (after this
 * export) and its fallback. Tests keep every character of the site's source in this part and every
 * font weight in the source inside 400-900. "optional" means a slow first visit keeps the
 * size-adjusted fallback instead of repainting the text when the font arrives, so the largest text
 * paints once, early; the font is cached for the next page.
 */
export const geistSans = localFont({
  src: "../app/fonts/geist-core-400-900.woff2",
  weight: "400 900",
  display: "optional",
});
