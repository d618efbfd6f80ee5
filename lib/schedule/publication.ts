import { scheduleText } from "@/content/admin-schedule";
import type { ActionState } from "@/lib/action-state";
import type { EditorClient } from "@/lib/auth/editor-client";
import { answerReviewWrite } from "@/lib/review/database-answer";
import { type GoLive, goLiveClock } from "./go-live";

const t = scheduleText;

/**
 * Everything Publish would publish now is given a time to go live instead; with `asOf`, only what
 * was staged by then (what the editor saw), so a change staged since stays for Publish.
 */
export async function scheduleStaged(
  supabase: EditorClient,
  goLive: GoLive,
  asOf: string | null,
): Promise<ActionState> {
  const { error } = await supabase.rpc("schedule_publication", {
    go_live_at: goLive.at,
    time_zone: goLive.zone,
    ...(asOf ? { as_of: asOf } : {}),
  });
  return answerReviewWrite(error, t.done.scheduled(goLiveClock(goLive)));
}

/** Moves a scheduled publication to another time. */
export async function reschedule(
  supabase: EditorClient,
  publication: string,
  goLive: GoLive,
): Promise<ActionState> {
  const { error } = await supabase.rpc("reschedule_publication", {
    publication,
    go_live_at: goLive.at,
    time_zone: goLive.zone,
  });
  return answerReviewWrite(error, t.done.rescheduled(goLiveClock(goLive)));
}

/** Its changes go back among the staged ones. */
export async function cancelSchedule(
  supabase: EditorClient,
  publication: string,
): Promise<ActionState> {
  const { error } = await supabase.rpc("cancel_publication", { publication });
  return answerReviewWrite(error, t.done.cancelled);
}
