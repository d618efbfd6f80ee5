import "server-only";
import type { EditorClient } from "@/lib/auth/editor-client";
import type { Tables } from "@/lib/supabase/database.types";

type Publication = Tables<"scheduled_publications">;

/** What is scheduled, what went live lately, and how much of the stage Publish would take. */
export async function readSchedule(supabase: EditorClient) {
  const [upcoming, recent, texts, items, authors] = await Promise.all([
    supabase.from("scheduled_publications").select().eq("status", "scheduled").order("go_live_at"),
    supabase
      .from("scheduled_publications")
      .select()
      .neq("status", "scheduled")
      .order("finished_at", { ascending: false })
      .limit(5),
    supabase
      .from("website_content_drafts")
      .select("content_key, schedule_id, staged_by, staged_at"),
    supabase.from("collection_drafts").select("item_id, label, schedule_id, staged_by, staged_at"),
    supabase.from("team_members").select("user_id").eq("role", "author"),
  ]);
  const failure = upcoming.error ?? recent.error ?? texts.error ?? items.error ?? authors.error;
  if (failure) throw new Error(failure.message);

  const byAuthor = new Set((authors.data ?? []).map((member) => member.user_id));
  const staged = [
    ...(texts.data ?? []).map((draft) => ({ ...draft, name: draft.content_key })),
    ...(items.data ?? []).map((draft) => ({ ...draft, name: draft.label ?? draft.item_id })),
  ];
  // What Publish would take, and so what scheduling takes: not authors' changes (they go
  // through review), nor changes already scheduled.
  const waiting = staged.filter(
    (draft) => !draft.schedule_id && !(draft.staged_by && byAuthor.has(draft.staged_by)),
  );
  // Scheduling takes what was staged up to the latest change shown, not one staged meanwhile.
  const asOf =
    waiting
      .map((draft) => draft.staged_at)
      .sort()
      .at(-1) ?? "";
  const changesOf = (publication: Publication) =>
    staged.filter((draft) => draft.schedule_id === publication.id).map((draft) => draft.name);
  return {
    upcoming: upcoming.data ?? [],
    recent: recent.data ?? [],
    waiting: waiting.length,
    asOf,
    changesOf,
  };
}
