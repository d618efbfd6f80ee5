import "server-only";
import { createClient } from "@supabase/supabase-js";
import type { Database } from "@/lib/supabase/database.types";
import { supabaseEnv } from "@/lib/supabase/env";
import { SITE_TEXT_REVALIDATE_SECONDS, SITE_TEXT_TAG } from "@/lib/site-text/tag";
import { shortenPageLife } from "@/lib/cache/short-life";
import { withLastGood } from "./last-good";

const TIMEOUT_MS = 3000;

/**
 * Requests go through Next's data cache under one tag, so static pages stay static and are
 * regenerated only when the tag is invalidated or the period runs out. A publish expires the tag
 * outright (the old text must not be served again), so a page's next render may fall in a
 * backend outage: each instance then answers the read with its last good answer (kept in its own
 * memory, which needs nothing else up, Redis included, and costs no round trip), and the page
 * is kept for a second only, so it is rendered afresh once the backend is back.
 */
const taggedFetch = withLastGood(
  (input, init) =>
    fetch(input, {
      ...init,
      signal: AbortSignal.timeout(TIMEOUT_MS),
      next: { tags: [SITE_TEXT_TAG], revalidate: SITE_TEXT_REVALIDATE_SECONDS },
    }),
  {
    maxCopies: 500,
    maxChars: 16_000_000,
    onFallback: shortenPageLife,
    warn: (message) => console.warn(message),
  },
);

/**
 * Requests straight to the backend, never kept: for calls that differ with every visitor (a
 * search, counting it), which would only fill the cache with entries nobody asks for again.
 */
const uncachedFetch: typeof fetch = (input, init) =>
  fetch(input, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS), cache: "no-store" });

/**
 * The client public pages read with: no cookies and no session, so every read is public and
 * cacheable, and the pages that make it stay static. With `cached: false` its requests bypass
 * the cache, for a page rendered per request anyway.
 */
export function createPublicClient({ cached = true }: { cached?: boolean } = {}) {
  const { url, publishableKey } = supabaseEnv();
  return createClient<Database>(url, publishableKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { fetch: cached ? taggedFetch : uncachedFetch },
    // A build or regeneration must not wait through retries for a backend that is down.
    db: { retry: false },
  });
}
