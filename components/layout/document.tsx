import { ThemeProvider } from "next-themes";
import type { ReactNode } from "react";
import { MotionStart } from "@/components/ui/motion-start.client";
import { ToastHost } from "@/components/ui/toast-host.client";
import { geistSans } from "@/lib/fonts";
import { THEME_STORAGE_KEY } from "@/lib/theme";

interface DocumentProps {
  children: ReactNode;
  /** This request's CSP nonce, for the theme script on pages with a nonce-based policy. */
  nonce?: string;
}

/** <html> and <body> of every page: both root layouts', and the 404 page's, which has none. */
export function Document({ children, nonce }: DocumentProps) {
  return (
    // next-themes sets the theme class before the first paint (hence suppressHydrationWarning);
    // data-scroll-behavior lets Next jump to the top on navigation while in-page links still
    // scroll smoothly.
    <html
      lang="en"
      className={geistSans.variable}
      data-scroll-behavior="smooth"
      suppressHydrationWarning
    >
      <body className="flex min-h-dvh flex-col font-sans">
        {/* The stored choice, else the system's; colours switch at once, without transitions. */}
        <ThemeProvider
          attribute="class"
          storageKey={THEME_STORAGE_KEY}
          defaultTheme="system"
          enableSystem
          disableTransitionOnChange
          nonce={nonce}
        >
          {children}
          <ToastHost />
          <MotionStart />
        </ThemeProvider>
      </body>
    </html>
  );
}
