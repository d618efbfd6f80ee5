import type { ReactNode } from "react";
import { SkipLink } from "@/components/ui/skip-link";
import { loadSiteContent } from "@/lib/site-text/content";
import { PreviewBanner } from "./preview-banner";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/** The public pages' frame: skip link, header with navigation, the page, footer. */
export async function SiteChrome({ children }: { children: ReactNode }) {
  const { navigation } = await loadSiteContent();
  return (
    <>
      <SkipLink label={navigation.labels.skipToContent} />
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <SiteFooter />
      <PreviewBanner />
    </>
  );
}
