import type { EditorClient } from "@/lib/collections/editor-rows";
import type { StagedSummary } from "./editable-text";

/**
 * How much is staged for Publish (not what waits for a scheduled time), read as an editor (RLS
 * shows drafts to members only); null on failure.
 */
export async function readStagedSummary(supabase: EditorClient): Promise<StagedSummary | null> {
  const latest = (table: "website_content_drafts" | "collection_drafts") =>
    supabase
      .from(table)
      .select("staged_at", { count: "exact" })
      .is("schedule_id", null)
      .order("staged_at", { ascending: false })
      .limit(1);
  const [texts, items] = await Promise.all([
    latest("website_content_drafts"),
    latest("collection_drafts"),
  ]);
  if (texts.error || items.error) return null;
  const times = [...texts.data, ...items.data].map((row) => row.staged_at).sort();
  return { count: (texts.count ?? 0) + (items.count ?? 0), asOf: times.at(-1) ?? null };
}
