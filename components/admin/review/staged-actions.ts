"use server";

import { updateTag } from "next/cache";
import { adminText } from "@/content/admin";
import { editorClient } from "@/lib/auth/editor-client";
import { SITE_TEXT_TAG } from "@/lib/site-text/tag";
import { discardStagedChanges } from "@/lib/staged-changes/discard";
import { publishStagedChanges } from "@/lib/staged-changes/publish";
import type { BarActionResult } from "@/lib/visual-editing/editable-text";

/** Publishes every staged change, texts and items, and refreshes the public pages at once. */
export async function publishStaged(): Promise<BarActionResult> {
  const supabase = await editorClient();
  if (!supabase) return { ok: false, message: adminText.notPermitted };
  const result = await publishStagedChanges(supabase);
  if (result.ok) updateTag(SITE_TEXT_TAG);
  return result;
}

/** Discards the staged changes chosen, each as the version the editor saw. */
export async function discardStaged(chosen: unknown): Promise<BarActionResult> {
  const supabase = await editorClient();
  if (!supabase) return { ok: false, message: adminText.notPermitted };
  return discardStagedChanges(supabase, chosen);
}
