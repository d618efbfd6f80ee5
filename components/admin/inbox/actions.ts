"use server";

import { revalidatePath, updateTag } from "next/cache";
import { INBOX_PATH } from "@/components/admin/shell/admin-rooms";
import { inboxText } from "@/content/admin-inbox";
import { type ActionState, databaseAnswers } from "@/lib/action-state";
import { editorClient } from "@/lib/auth/editor-client";
import { isItemId } from "@/lib/collections/item-values";
import { SITE_TEXT_TAG } from "@/lib/site-text/tag";

const t = inboxText;

/** The database's refusals it words for editors: only admins, a value out of range, an assignee. */
const answer = databaseAnswers(new Set(["42501", "22023", "23514"]), t.errors.failed);

/** An admin switches the contact form between the notice and accepting messages. */
export async function setContactForm(_: ActionState, form: FormData): Promise<ActionState> {
  const supabase = await editorClient();
  if (!supabase) return { ok: false, message: t.errors.notPermitted };
  const mode = form.get("mode");
  if (mode !== "coming_soon" && mode !== "accepting")
    return { ok: false, message: t.errors.failed };
  const { error } = await supabase.rpc("set_contact_form", { mode });
  // The contact page reads it through the site text's cache: it changes now, as the toast says
  // (the database's revalidation hook also announces it, for changes made elsewhere).
  if (!error) updateTag(SITE_TEXT_TAG);
  revalidatePath(INBOX_PATH);
  return answer(error, t.setting.saved(mode === "accepting"));
}

export async function setRetention(_: ActionState, form: FormData): Promise<ActionState> {
  const supabase = await editorClient();
  if (!supabase) return { ok: false, message: t.errors.notPermitted };
  const months = Number(form.get("months"));
  if (!Number.isInteger(months) || months < 1 || months > 120) {
    return { ok: false, message: t.setting.retentionInvalid };
  }
  const { error } = await supabase.rpc("set_message_retention", { months });
  revalidatePath(INBOX_PATH);
  return answer(error, t.setting.retentionSaved(months));
}

/** Handled, or new again; the database records who and when. */
export async function markMessage(_: ActionState, form: FormData): Promise<ActionState> {
  const supabase = await editorClient();
  const message = form.get("message");
  const status = form.get("status");
  if (!supabase) return { ok: false, message: t.errors.notPermitted };
  if (!isItemId(message) || (status !== "new" && status !== "handled")) {
    return { ok: false, message: t.errors.failed };
  }
  const { data, error } = await supabase
    .from("contact_messages")
    .update({ status })
    .eq("id", message)
    .select("id");
  revalidatePath(INBOX_PATH);
  if (!error && data.length === 0) return { ok: false, message: t.errors.gone };
  return answer(error, status === "handled" ? t.done.handled : t.done.reopened);
}

/** Whom a message is given to (an editor or an admin, or nobody), and the team's note on it. */
export async function sortMessage(_: ActionState, form: FormData): Promise<ActionState> {
  const supabase = await editorClient();
  const message = form.get("message");
  const assignee = form.get("assignee");
  const note = form.get("note");
  if (!supabase) return { ok: false, message: t.errors.notPermitted };
  if (!isItemId(message) || (assignee !== "" && !isItemId(assignee)) || typeof note !== "string") {
    return { ok: false, message: t.errors.failed };
  }
  if (note.length > 2000) return { ok: false, message: t.errors.noteTooLong };
  const { data, error } = await supabase
    .from("contact_messages")
    .update({ assigned_to: assignee === "" ? null : assignee, note: note.trim() || null })
    .eq("id", message)
    .select("id");
  revalidatePath(INBOX_PATH);
  if (!error && data.length === 0) return { ok: false, message: t.errors.gone };
  return answer(error, t.done.sorted);
}

export async function deleteMessage(_: ActionState, form: FormData): Promise<ActionState> {
  const supabase = await editorClient();
  const message = form.get("message");
  if (!supabase) return { ok: false, message: t.errors.notPermitted };
  if (!isItemId(message)) return { ok: false, message: t.errors.failed };
  const { data, error } = await supabase
    .from("contact_messages")
    .delete()
    .eq("id", message)
    .select("id");
  revalidatePath(INBOX_PATH);
  if (!error && data.length === 0) return { ok: false, message: t.errors.gone };
  return answer(error, t.done.removed);
}
