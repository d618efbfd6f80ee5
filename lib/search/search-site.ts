import "server-only";
import { createPublicClient } from "@/lib/supabase/public-client";
import { readSearchResult, type SearchResult } from "./search-result";

// Said once per outage, not once per search while the backend is down.
let warned = false;

function unavailable(reason: string): null {
  if (!warned) console.warn(`Search unavailable (${reason || "no response"}).`);
  warned = true;
  return null;
}

/**
 * One page of what public.search_site() finds, or null when the backend cannot answer (the page
 * then says so). Each query is different, so the call bypasses the data cache.
 */
export async function searchSite(
  query: string,
  kind: string | null,
  page: number,
): Promise<SearchResult | null> {
  try {
    const { data, error } = await createPublicClient({ cached: false }).rpc("search_site", {
      query,
      ...(kind ? { kind } : {}),
      page_number: page,
    });
    if (error) return unavailable(error.message);
    const result = readSearchResult(data);
    if (!result) return unavailable("an answer of an unexpected shape");
    warned = false;
    return result;
  } catch (error) {
    return unavailable(error instanceof Error ? error.message : String(error));
  }
}
