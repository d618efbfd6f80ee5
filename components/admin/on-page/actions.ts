"use server";

import { adminText } from "@/content/admin";
import { editorClient } from "@/lib/auth/editor-client";
import type { Editable, StagedSummary, StageTextResult } from "@/lib/visual-editing/editable-text";
import { readEditables } from "@/lib/visual-editing/read-editables";
import { stageSiteText } from "@/lib/visual-editing/stage-text";
import { readStagedSummary } from "@/lib/visual-editing/staged-summary";

/**
 * What a page in preview shows that can be edited there, as it stands: site texts and items'
 * text fields, by their references. Null for anyone who is not an editor.
 */
export async function loadEditables(refs: unknown): Promise<Editable[] | null> {
  const supabase = await editorClient();
  return supabase ? readEditables(supabase, refs) : null;
}

/** Stages a text (null: back to the default) over the staged version the editor saw. */
export async function stageText(
  key: unknown,
  given: unknown,
  seen: unknown,
): Promise<StageTextResult> {
  const supabase = await editorClient();
  if (!supabase) return { ok: false, reason: "not-permitted", message: adminText.notPermitted };
  return stageSiteText(supabase, key, given, seen);
}

/** How much is staged now, for the toolbar's count; null for anyone who is not an editor. */
export async function stagedSummary(): Promise<StagedSummary | null> {
  const supabase = await editorClient();
  return supabase ? readStagedSummary(supabase) : null;
}
