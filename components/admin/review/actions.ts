"use server";

import { revalidatePath, updateTag } from "next/cache";
import { STAGED_PATH } from "@/components/admin/shell/admin-rooms";
import { reviewText } from "@/content/admin-review";
import { scheduleText } from "@/content/admin-schedule";
import type { ActionState } from "@/lib/action-state";
import { editorClient } from "@/lib/auth/editor-client";
import { isItemId } from "@/lib/collections/item-values";
import {
  approveRequest,
  rejectRequest,
  requestReview,
  withdrawRequest,
} from "@/lib/review/requests";
import { readGoLive } from "@/lib/schedule/go-live";
import { cancelSchedule, reschedule, scheduleStaged } from "@/lib/schedule/publication";
import { SITE_TEXT_TAG } from "@/lib/site-text/tag";

const t = reviewText;
const MAX_WORDS = 2000;

function words(form: FormData, name: string): string | null {
  const value = form.get(name);
  return typeof value === "string" ? value.trim() : null;
}

/** The staged room shows the request or publication as it now stands. */
function shown(result: ActionState): ActionState {
  revalidatePath(STAGED_PATH);
  return result;
}

/** An author asks for what they staged to be reviewed. */
export async function submitForReview(_: ActionState, form: FormData): Promise<ActionState> {
  const supabase = await editorClient();
  if (!supabase) return { ok: false, message: t.errors.notPermitted };
  const note = words(form, "note") ?? "";
  if (note.length > MAX_WORDS) return { ok: false, message: t.errors.tooLong };
  return shown(await requestReview(supabase, note));
}

export async function withdrawReview(_: ActionState, form: FormData): Promise<ActionState> {
  const supabase = await editorClient();
  const request = form.get("request");
  if (!supabase) return { ok: false, message: t.errors.notPermitted };
  if (!isItemId(request)) return { ok: false, message: t.errors.failed };
  return shown(await withdrawRequest(supabase, request));
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
    return shown(await rejectRequest(supabase, request, comment));
  }
  const approved = await approveRequest(supabase, request, comment);
  if (approved.ok) updateTag(SITE_TEXT_TAG);
  return shown(approved);
}

/** Everything Publish would publish now is given a time to go live instead. */
export async function schedulePublication(_: ActionState, form: FormData): Promise<ActionState> {
  const supabase = await editorClient();
  if (!supabase) return { ok: false, message: t.errors.notPermitted };
  const goLive = readGoLive(form);
  if (!goLive) return { ok: false, message: scheduleText.errors.noTime };
  const asOf = form.get("asOf");
  return shown(await scheduleStaged(supabase, goLive, typeof asOf === "string" ? asOf : null));
}

export async function reschedulePublication(_: ActionState, form: FormData): Promise<ActionState> {
  const supabase = await editorClient();
  const publication = form.get("publication");
  if (!supabase) return { ok: false, message: t.errors.notPermitted };
  if (!isItemId(publication)) return { ok: false, message: t.errors.failed };
  const goLive = readGoLive(form);
  if (!goLive) return { ok: false, message: scheduleText.errors.noTime };
  return shown(await reschedule(supabase, publication, goLive));
}

/** Its changes go back among the staged ones. */
export async function cancelPublication(_: ActionState, form: FormData): Promise<ActionState> {
  const supabase = await editorClient();
  const publication = form.get("publication");
  if (!supabase) return { ok: false, message: t.errors.notPermitted };
  if (!isItemId(publication)) return { ok: false, message: t.errors.failed };
  return shown(await cancelSchedule(supabase, publication));
}
