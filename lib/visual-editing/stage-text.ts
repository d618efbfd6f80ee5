import { MAX_VALUE_LENGTH, adminText } from "@/content/admin";
import type { EditorClient } from "@/lib/auth/editor-client";
import { siteTextByKey } from "@/lib/site-text/catalogue";
import type { StageTextResult } from "./editable-text";
import { withoutMarks } from "./marks";
import { editableText, readTexts } from "./read-editables";

/**
 * Stages a text (null: back to the default) over the staged version the editor saw (`seen`, the
 * time it was staged; null when none was). Compare-and-set, so a version staged meanwhile by
 * someone else is never replaced unseen: the editor gets it back and decides.
 */
export async function stageSiteText(
  supabase: EditorClient,
  key: unknown,
  given: unknown,
  seen: unknown,
): Promise<StageTextResult> {
  if (
    typeof key !== "string" ||
    !siteTextByKey.has(key) ||
    (given !== null && typeof given !== "string") ||
    (seen !== null && typeof seen !== "string")
  ) {
    return { ok: false, reason: "invalid", message: adminText.toasts.required };
  }
  const value = given === null ? null : withoutMarks(given);
  if (value !== null && value.trim() === "") {
    return { ok: false, reason: "invalid", message: adminText.toasts.required };
  }
  if (value !== null && value.length > MAX_VALUE_LENGTH) {
    return { ok: false, reason: "invalid", message: adminText.toasts.tooLong(value.length) };
  }
  const drafts = supabase.from("website_content_drafts");
  const columns = "content_key, content_value, staged_at, staged_by_email";
  const { data, error } = await (seen === null
    ? drafts.insert({ content_key: key, content_value: value }).select(columns)
    : drafts
        .update({ content_value: value })
        .eq("content_key", key)
        .eq("staged_at", seen)
        .select(columns));
  const written = data?.[0];
  const current = (await readTexts(supabase, [key]))?.[0];
  if (written) {
    // Staged: the text as it stands, or, if it could not be read back, as it was written.
    const staged = { value, at: written.staged_at, by: written.staged_by_email };
    return { ok: true, text: current ?? editableText(key, undefined, staged) };
  }
  // Someone else staged or discarded meanwhile: the editor gets the text as it now stands.
  if ((error?.code === "23505" || !error) && current) {
    return { ok: false, reason: "conflict", text: current };
  }
  return { ok: false, reason: "failed", message: error?.message ?? "" };
}
