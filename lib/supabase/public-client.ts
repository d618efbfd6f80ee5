import "server-only";
import { createClient } from "@supabase/supabase-js";
import type { Database } from "@/lib/supabase/database.types";
import { supabaseEnv } from "@/lib/supabase/env";
import { SITE_TEXT_REVALIDATE_SECONDS, SITE_TEXT_TAG } from "@/lib/site-text/tag";

const TIMEOUT_MS = 3000;

/**
 * Requests go through Next's data cache under one tag, so static pages stay static and are
 * regenerated only when the tag is invalidated or the period runs out.
 */
const taggedFetch: typeof fetch = (input, init) =>
  fetch(input, {
    ...init,
    signal: AbortSignal.timeout(TIMEOUT_MS),
    next: { tags: [SITE_TEXT_TAG], revalidate: SITE_TEXT_REVALIDATE_SECONDS },
  });

/**
 * The client public pages read with: no cookies and no session, so every read is public and
 * cacheable, and the pages that make it stay static.
 */
export function createPublicClient() {
  const { url, publishableKey } = supabaseEnv();
  return createClient<Database>(url, publishableKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { fetch: taggedFetch },
    // A build or regeneration must not wait through retries for a backend that is down.
    db: { retry: false },
  });
}
