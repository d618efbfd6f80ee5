import { ThemeProvider } from "next-themes";
import type { ReactNode } from "react";
import { ThemeScript } from "@/components/layout/theme-script.client";
import { MotionStart } from "@/components/ui/motion-start.client";
import { ToastHost } from "@/components/ui/toast-host.client";
import { themeSettings } from "@/lib/theme";

interface DocumentProps {
  children: ReactNode;
  /** The root's font (lib/fonts.ts, or the editor's copy): each root's stylesheet carries its own. */
  fontClassName: string;
  /** This request's CSP nonce, for the theme script on pages with a nonce-based policy. */
  nonce?: string;
}

/** <html> and <body> of every page: both root layouts', and the 404 page's, which has none. */
export function Document({ children, fontClassName, nonce }: DocumentProps) {
  return (
    // next-themes sets the theme class before the first paint (hence suppressHydrationWarning);
    // data-scroll-behavior lets Next jump to the top on navigation while in-page links still
    // scroll smoothly.
    <html
      lang="en"
      className={fontClassName}
      data-scroll-behavior="smooth"
      suppressHydrationWarning
    >
      {/* eslint-disable-next-line @next/next/no-head-element -- the root layouts render this;
          next/head belongs to the Pages Router. */}
      <head>
        {/* The theme is set from <head> rather than from the top of <body>, where ThemeProvider
            puts its script. There the script stopped the parser until the stylesheet arrived,
            and Chrome drew empty frames meanwhile, so the first frame with content came later.
            In <head> it holds rendering until the theme is set; the body then parses at once. */}
        <ThemeScript nonce={nonce} />
      </head>
      <body className="flex min-h-dvh flex-col font-sans">
        {/* The provider's own copy of the script is kept as inert data: the one above has run. */}
        <ThemeProvider {...themeSettings} nonce={nonce} scriptProps={{ type: "application/json" }}>
          {children}
          <ToastHost />
          <MotionStart />
        </ThemeProvider>
      </body>
    </html>
  );
}
