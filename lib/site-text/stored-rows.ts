import type { SupabaseClient } from "@supabase/supabase-js";
import { allRows, PAGE_ROWS } from "@/lib/supabase/all-rows";
import type { Database, Tables } from "@/lib/supabase/database.types";

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

const contentRows = (supabase: Pick<SupabaseClient<Database>, "from">) =>
  supabase
    .from("website_content")
    .select("*", { count: "exact" })
    .order("created_at", { ascending: true })
    .order("id", { ascending: true });

/** Every stored text row as the admin lists it (oldest first), read past the row limit. */
export function readContentRows(
  supabase: Pick<SupabaseClient<Database>, "from">,
  onFirstPage?: (rows: readonly Tables<"website_content">[], total: number) => void,
) {
  return allRows((from, to) => contentRows(supabase).range(from, to), onFirstPage);
}

/** The admin list's start as one request answers it, and how many rows there are in all. */
export interface FirstContentRows {
  rows: Tables<"website_content">[];
  total: number;
}

/**
 * The stored texts the server puts in the admin's first HTML: one request's worth, so a large
 * site's page stays small; the browser reads the rest.
 */
export async function readFirstContentRows(
  supabase: Pick<SupabaseClient<Database>, "from">,
): Promise<FirstContentRows | null> {
  const { data, error, count } = await contentRows(supabase).range(0, PAGE_ROWS - 1);
  if (error) return null;
  return { rows: data, total: count ?? data.length };
}
