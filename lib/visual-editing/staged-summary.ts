import { previewText } from "@/content/preview";
import type { EditorClient } from "@/lib/auth/editor-client";
import type { BarActionResult, StagedSummary } from "./editable-text";

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

/**
 * Discards the changes staged up to `asOf` (the latest the bar counted), so one staged after
 * the editor looked stays. Scheduled changes are not the bar's: they are cancelled in the Staged
 * room.
 */
export async function discardStagedUpTo(
  supabase: EditorClient,
  asOf: unknown,
): Promise<BarActionResult> {
  if (typeof asOf !== "string" || Number.isNaN(Date.parse(asOf))) {
    return { ok: false, message: previewText.bar.failed };
  }
  const [texts, items] = await Promise.all([
    supabase
      .from("website_content_drafts")
      .delete()
      .lte("staged_at", asOf)
      .is("schedule_id", null)
      .select("content_key"),
    supabase
      .from("collection_drafts")
      .delete()
      .lte("staged_at", asOf)
      .is("schedule_id", null)
      .select("item_id"),
  ]);
  const error = texts.error ?? items.error;
  if (error) return { ok: false, message: error.message };
  return { ok: true, count: (texts.data?.length ?? 0) + (items.data?.length ?? 0) };
}
