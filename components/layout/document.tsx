import type { ReactNode } from "react";
import { ToastHost } from "@/components/ui/toast-host.client";
import { geistSans } from "@/lib/fonts";
import { themeScript } from "@/lib/theme";

/** <html> and <body> of every page: the root layout's, and the 404 page's, which has no layout. */
export function Document({ children }: { children: ReactNode }) {
  return (
    // The theme script sets the theme class before the first paint (hence suppressHydrationWarning);
    // data-scroll-behavior lets Next jump to the top on navigation while in-page links still
    // scroll smoothly.
    <html
      lang="en"
      className={geistSans.variable}
      data-scroll-behavior="smooth"
      suppressHydrationWarning
    >
      {/* eslint-disable-next-line @next/next/no-head-element -- the App Router's document; next/head is for the Pages Router */}
      <head>
        <script dangerouslySetInnerHTML={{ __html: themeScript }} />
      </head>
      <body className="flex min-h-dvh flex-col font-sans">
        {children}
        <ToastHost />
      </body>
    </html>
  );
}
