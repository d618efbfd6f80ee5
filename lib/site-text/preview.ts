import "server-only";
import { allRows } from "@/lib/supabase/all-rows";
import { createClient } from "@/lib/supabase/server";
import { applyDrafts } from "./drafts";
import { readStoredText } from "./stored-rows";
import type { SiteTextRow } from "./merge";

/**
 * The stored text with the staged changes over it, read as the signed-in editor: RLS shows
 * drafts to editors only, so anyone else previewing sees the published text. Never cached.
 */
export async function loadPreviewRows(): Promise<SiteTextRow[] | null> {
  const supabase = await createClient();
  const [live, drafts] = await Promise.all([
    readStoredText(supabase),
    allRows((from, to) =>
      supabase
        .from("website_content_drafts")
        .select("content_key, content_value", { count: "exact" })
        .order("content_key")
        .range(from, to),
    ),
  ]);
  if (live.error) return null;
  return applyDrafts(live.data, drafts.data ?? []);
}
