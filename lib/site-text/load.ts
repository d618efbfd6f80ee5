import "server-only";
import { createClient } from "@supabase/supabase-js";
import { cache } from "react";
import type { Database } from "@/lib/supabase/database.types";
import { supabaseEnv } from "@/lib/supabase/env";
import { mergeSiteText, type SiteText } from "./merge";
import { isPreviewing, loadPreviewRows } from "./preview";
import { SITE_TEXT_REVALIDATE_SECONDS, SITE_TEXT_TAG } from "./tag";

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

let warned = false;

/** All stored site text over the defaults; the defaults alone when the backend cannot answer. */
export const loadSiteText = cache(async (): Promise<SiteText> => {
  if (await isPreviewing()) {
    const rows = await loadPreviewRows();
    if (rows) return mergeSiteText(rows);
  }
  const { url, publishableKey } = supabaseEnv();
  // No cookies and no session: a public, cacheable read.
  const supabase = createClient<Database>(url, publishableKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { fetch: taggedFetch },
    // A build or regeneration must not wait through retries for a backend that is down.
    db: { retry: false },
  });
  const { data, error } = await supabase
    .from("website_content")
    .select("content_key, content_value");
  if (error) {
    if (!warned) {
      warned = true;
      console.warn(
        `Site text unavailable, using the defaults (${error.message || "no response"}).`,
      );
    }
    return mergeSiteText([]);
  }
  return mergeSiteText(data);
});
