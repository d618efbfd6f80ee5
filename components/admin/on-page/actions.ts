"use server";

import { updateTag } from "next/cache";
import { adminText } from "@/content/admin";
import { editorClient } from "@/lib/auth/editor-client";
import { SITE_TEXT_TAG } from "@/lib/site-text/tag";
import type {
  BarActionResult,
  Editable,
  StagedSummary,
  StageTextResult,
} from "@/lib/visual-editing/editable-text";
import { readEditables } from "@/lib/visual-editing/read-editables";
import { stageSiteText } from "@/lib/visual-editing/stage-text";
import { discardStagedUpTo, readStagedSummary } from "@/lib/visual-editing/staged-summary";

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

/** Publishes every staged change, texts and items, in one transaction. */
export async function publishStaged(): Promise<BarActionResult> {
  const supabase = await editorClient();
  if (!supabase) return { ok: false, message: adminText.notPermitted };
  const { data, error } = await supabase.rpc("publish_site_text_drafts");
  if (error) return { ok: false, message: error.message };
  updateTag(SITE_TEXT_TAG);
  return { ok: true, count: data };
}

/** Discards the changes staged up to `asOf`, the latest the bar counted. */
export async function discardStaged(asOf: unknown): Promise<BarActionResult> {
  const supabase = await editorClient();
  if (!supabase) return { ok: false, message: adminText.notPermitted };
  return discardStagedUpTo(supabase, asOf);
}

/** How much is staged now, for the toolbar's count; null for anyone who is not an editor. */
export async function stagedSummary(): Promise<StagedSummary | null> {
  const supabase = await editorClient();
  return supabase ? readStagedSummary(supabase) : null;
}
