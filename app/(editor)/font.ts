import localFont from "next/font/local";

/**
 * The editor's own call for lib/fonts.ts's face, with the same options (next/font reads them
 * literally) and the same export name, which names the family app/globals.css asks for. A font
 * module both root layouts imported would become a stylesheet of its own: a second
 * render-blocking request on every public page. This way each root's font rules travel in its
 * one stylesheet.
 */
export const geistSans = localFont({
  src: "../fonts/geist-core-400-900.woff2",
  weight: "400 900",
  display: "optional",
});
