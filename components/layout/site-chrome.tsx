import type { ReactNode } from "react";
import { SkipLink } from "@/components/ui/skip-link";
import { insightsPage } from "@/content/insights";
import { FEED_PATH } from "@/lib/posts/feed";
import { loadInsightsLink } from "@/lib/posts/insights-link";
import { loadSiteContent } from "@/lib/site-text/content";
import { PreviewBanner } from "./preview-banner";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/** The public pages' frame: skip link, header with navigation, the page, footer. */
export async function SiteChrome({ children }: { children: ReactNode }) {
  const [{ navigation }, insights] = await Promise.all([loadSiteContent(), loadInsightsLink()]);
  return (
    <>
      {/* React places it in the head; the feed exists once a post does. */}
      {insights && (
        <link
          rel="alternate"
          type="application/rss+xml"
          title={insightsPage.feed.linkTitle}
          href={FEED_PATH}
        />
      )}
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
