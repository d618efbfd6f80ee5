import { reviewText } from "@/content/admin-review";
import type { ActionState } from "@/lib/action-state";
import type { EditorClient } from "@/lib/auth/editor-client";
import { answerReviewWrite } from "./database-answer";

const t = reviewText;

/** An author asks for what they staged to be reviewed, with a note. */
export async function requestReview(supabase: EditorClient, note: string): Promise<ActionState> {
  const { error } = await supabase.rpc("submit_for_review", { note });
  return answerReviewWrite(error, t.done.submitted);
}

/** The author takes their request back; their changes stay staged. */
export async function withdrawRequest(
  supabase: EditorClient,
  request: string,
): Promise<ActionState> {
  const { error } = await supabase.rpc("withdraw_review", { request });
  return answerReviewWrite(error, t.done.withdrawn);
}

/** Sends the request back to its author, with the reviewer's words. */
export async function rejectRequest(
  supabase: EditorClient,
  request: string,
  comment: string,
): Promise<ActionState> {
  const { error } = await supabase.rpc("reject_review", { request, comment });
  return answerReviewWrite(error, t.done.rejected);
}

/** Approving publishes the author's changes in one transaction, and says how many went live. */
export async function approveRequest(
  supabase: EditorClient,
  request: string,
  comment: string,
): Promise<ActionState> {
  const { data, error } = await supabase.rpc("approve_review", { request, comment });
  return answerReviewWrite(error, t.done.approved(data ?? 0));
}
