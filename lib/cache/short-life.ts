import "server-only";
import { unstable_cache } from "next/cache";

/** How long a page rendered without some of its data is served before it is rendered again. */
export const FALLBACK_PAGE_SECONDS = 1;

/**
 * A cached nothing that lives FALLBACK_PAGE_SECONDS. Without Cache Components a page's cache life
 * is the shortest of its fetches' and unstable_cache calls' `revalidate` (unstable_cache lowers
 * the render's revalidate before it even looks in the cache), and neither revalidateTag nor
 * cacheLife may be called while a page renders.
 */
const shortLived = unstable_cache(async () => true, ["page-data-fallback"], {
  revalidate: FALLBACK_PAGE_SECONDS,
});

/**
 * Keeps the page being rendered for FALLBACK_PAGE_SECONDS instead of the site text's period: it
 * was rendered from kept copies or defaults because the backend failed, so it is stale at once,
 * the next request renders it again (serving this one meanwhile), and the first render after
 * the backend returns is from fresh data. Outside a render (no request, a script) it does nothing.
 */
export async function shortenPageLife(): Promise<void> {
  try {
    await shortLived();
  } catch {
    // No incremental cache here: nothing is cached, so there is no life to shorten.
  }
}
