"use server";

import { revalidatePath, updateTag } from "next/cache";
import { STAGED_PATH } from "@/components/admin/shell/admin-rooms";
import { reviewText } from "@/content/admin-review";
import { scheduleText } from "@/content/admin-schedule";
import { type ActionState, databaseAnswers } from "@/lib/action-state";
import { editorClient } from "@/lib/auth/editor-client";
import { isItemId } from "@/lib/collections/item-values";
import { goLiveClock, readGoLive } from "@/lib/schedule/go-live";
import { SITE_TEXT_TAG } from "@/lib/site-text/tag";

const t = reviewText;
const MAX_WORDS = 2000;

/** The database's own words for a refusal it explains (its checks say what to do). */
const answer = databaseAnswers(
  new Set(["P0002", "23505", "22023", "40001", "42501"]),
  t.errors.failed,
);

function words(form: FormData, name: string): string | null {
  const value = form.get(name);
  return typeof value === "string" ? value.trim() : null;
}

/** An author asks for what they staged to be reviewed. */
export async function submitForReview(_: ActionState, form: FormData): Promise<ActionState> {
  const supabase = await editorClient();
  if (!supabase) return { ok: false, message: t.errors.notPermitted };
  const note = words(form, "note") ?? "";
  if (note.length > MAX_WORDS) return { ok: false, message: t.errors.tooLong };
  const { error } = await supabase.rpc("submit_for_review", { note });
  revalidatePath(STAGED_PATH);
  return answer(error, t.done.submitted);
}

export async function withdrawReview(_: ActionState, form: FormData): Promise<ActionState> {
  const supabase = await editorClient();
  const request = form.get("request");
  if (!supabase) return { ok: false, message: t.errors.notPermitted };
  if (!isItemId(request)) return { ok: false, message: t.errors.failed };
  const { error } = await supabase.rpc("withdraw_review", { request });
  revalidatePath(STAGED_PATH);
  return answer(error, t.done.withdrawn);
}

/** Approve publishes the author's changes (and refreshes the site); Send back needs words. */
export async function decideReview(_: ActionState, form: FormData): Promise<ActionState> {
  const supabase = await editorClient();
  const request = form.get("request");
  const comment = words(form, "comment") ?? "";
  if (!supabase) return { ok: false, message: t.errors.notPermitted };
  if (!isItemId(request)) return { ok: false, message: t.errors.failed };
  if (comment.length > MAX_WORDS) return { ok: false, message: t.errors.tooLong };
  if (form.get("decision") === "reject") {
    const { error } = await supabase.rpc("reject_review", { request, comment });
    revalidatePath(STAGED_PATH);
    return answer(error, t.done.rejected);
  }
  const { data, error } = await supabase.rpc("approve_review", { request, comment });
  if (!error) updateTag(SITE_TEXT_TAG);
  revalidatePath(STAGED_PATH);
  return answer(error, t.done.approved(data ?? 0));
}

/** Everything Publish would publish now is given a time to go live instead. */
export async function schedulePublication(_: ActionState, form: FormData): Promise<ActionState> {
  const supabase = await editorClient();
  if (!supabase) return { ok: false, message: t.errors.notPermitted };
  const goLive = readGoLive(form);
  if (!goLive) return { ok: false, message: scheduleText.errors.noTime };
  const asOf = form.get("asOf");
  const { error } = await supabase.rpc("schedule_publication", {
    go_live_at: goLive.at,
    time_zone: goLive.zone,
    ...(typeof asOf === "string" && asOf !== "" ? { as_of: asOf } : {}),
  });
  revalidatePath(STAGED_PATH);
  return answer(error, scheduleText.done.scheduled(goLiveClock(goLive)));
}

export async function reschedulePublication(_: ActionState, form: FormData): Promise<ActionState> {
  const supabase = await editorClient();
  const publication = form.get("publication");
  if (!supabase) return { ok: false, message: t.errors.notPermitted };
  if (!isItemId(publication)) return { ok: false, message: t.errors.failed };
  const goLive = readGoLive(form);
  if (!goLive) return { ok: false, message: scheduleText.errors.noTime };
  const { error } = await supabase.rpc("reschedule_publication", {
    publication,
    go_live_at: goLive.at,
    time_zone: goLive.zone,
  });
  revalidatePath(STAGED_PATH);
  return answer(error, scheduleText.done.rescheduled(goLiveClock(goLive)));
}

/** Its changes go back among the staged ones. */
export async function cancelPublication(_: ActionState, form: FormData): Promise<ActionState> {
  const supabase = await editorClient();
  const publication = form.get("publication");
  if (!supabase) return { ok: false, message: t.errors.notPermitted };
  if (!isItemId(publication)) return { ok: false, message: t.errors.failed };
  const { error } = await supabase.rpc("cancel_publication", { publication });
  revalidatePath(STAGED_PATH);
  return answer(error, scheduleText.done.cancelled);
}
