import type { EditorClient } from "@/lib/auth/editor-client";
import type { BarActionResult } from "@/lib/visual-editing/editable-text";

/**
 * Publishes every change that waits for Publish, texts and items, in one transaction; the number
 * published. The database refuses an author, and a removal of an item changed since it was staged.
 */
export async function publishStagedChanges(supabase: EditorClient): Promise<BarActionResult> {
  const { data, error } = await supabase.rpc("publish_site_text_drafts");
  return error ? { ok: false, message: error.message } : { ok: true, count: data };
}
