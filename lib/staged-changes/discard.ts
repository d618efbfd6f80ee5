import { previewText } from "@/content/preview";
import type { EditorClient } from "@/lib/auth/editor-client";
import type { BarActionResult } from "@/lib/visual-editing/editable-text";
import { readChoice } from "./choice";

/**
 * Discards the staged changes chosen (`given`, as the browser sent it), each only as the version
 * the editor saw, so one staged again since stays, and only while it waits for Publish: one
 * scheduled meanwhile goes back with its publication instead. The number discarded.
 */
export async function discardStagedChanges(
  supabase: EditorClient,
  given: unknown,
): Promise<BarActionResult> {
  const chosen = readChoice(given);
  if (!chosen) return { ok: false, message: previewText.bar.failed };
  const versions = [
    ...chosen.texts.map((text) => supabase.from("website_content_drafts").delete().match(text)),
    ...chosen.items.map((item) => supabase.from("collection_drafts").delete().match(item)),
  ];
  const answers = await Promise.all(
    versions.map((version) => version.is("schedule_id", null).select("staged_at")),
  );
  const error = answers.find((answer) => answer.error)?.error;
  if (error) return { ok: false, message: error.message };
  return { ok: true, count: answers.reduce((sum, answer) => sum + (answer.data?.length ?? 0), 0) };
}
