import type { SupabaseClient } from "@supabase/supabase-js";
import { allRows } from "@/lib/supabase/all-rows";
import type { Database } from "@/lib/supabase/database.types";

/**
 * Every stored text, read page by page past the Data API's row limit, through whichever client
 * the caller reads as (the public one, or the editor's for a preview).
 */
export function readStoredText(supabase: Pick<SupabaseClient<Database>, "from">) {
  return allRows((from, to) =>
    supabase
      .from("website_content")
      .select("content_key, content_value", { count: "exact" })
      .order("id")
      .range(from, to),
  );
}
