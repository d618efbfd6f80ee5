import "server-only";
import { createPublicClient } from "@/lib/supabase/public-client";

/**
 * Counts one search in the team's report (public.record_search: the day, the query and whether
 * it found anything; nothing about who searched). The count is for the team, not the visitor: a
 * failure is logged and the page is shown as it is.
 */
export async function recordSearch(query: string, hadResults: boolean): Promise<void> {
  try {
    const { error } = await createPublicClient({ cached: false }).rpc("record_search", {
      query,
      had_results: hadResults,
    });
    if (error) console.warn(`A search was not counted (${error.message || "no response"}).`);
  } catch (error) {
    console.warn(
      `A search was not counted (${error instanceof Error ? error.message : String(error)}).`,
    );
  }
}
