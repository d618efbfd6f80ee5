import type { EditorClient } from "@/lib/auth/editor-client";
import type { StagedSummary } from "./editable-text";

/** What the bar shows when nothing is staged, or the count could not be read. */
export const NOTHING_STAGED: StagedSummary = { count: 0, shown: { texts: [], items: [] } };

/**
 * What is staged for Publish (not what waits for a scheduled time), read as an editor (RLS shows
 * drafts to members only): how many, and each by its version, so Discard all takes only what the
 * bar showed. Null on failure.
 */
export async function readStagedSummary(supabase: EditorClient): Promise<StagedSummary | null> {
  const [texts, items] = await Promise.all([
    supabase
      .from("website_content_drafts")
      .select("content_key, staged_at", { count: "exact" })
      .is("schedule_id", null),
    supabase
      .from("collection_drafts")
      .select("collection, item_id, staged_at", { count: "exact" })
      .is("schedule_id", null),
  ]);
  if (texts.error || items.error) return null;
  return {
    count: (texts.count ?? texts.data.length) + (items.count ?? items.data.length),
    shown: { texts: texts.data, items: items.data },
  };
}
