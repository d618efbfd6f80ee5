import "server-only";
import type { EditorClient } from "@/lib/auth/editor-client";
import { unreadMessages, waitingForReview } from "@/lib/auth/room-badges";
import { canPublish, type TeamRole } from "@/lib/auth/team-roles";
import { launchLinesLeft } from "@/lib/launch/load-launch";
import { readSchedule } from "@/lib/schedule/read-schedule";
import type { Tables } from "@/lib/supabase/database.types";

/** How many changes one person has staged, texts and items together (null: no account). */
export interface StagedBy {
  who: string | null;
  count: number;
}

export type RecentChange = Pick<
  Tables<"website_content_history">,
  "id" | "actor_email" | "actor_kind" | "changed_at" | "content_key" | "operation"
>;

/** One part of the summary as read, or why it could not be: the others show all the same. */
export type Read<T> = { value: T } | { error: string };

/**
 * What waits for the team, as the overview leads with it. The parts for editors and admins only
 * (review, the Inbox, readiness) are absent for authors.
 */
export interface WorkSummary {
  staged: Read<StagedBy[]>;
  scheduled: Read<{ count: number; next: { at: string; zone: string } | null }>;
  recent: Read<RecentChange[]>;
  reviews?: number;
  inbox?: number;
  launch?: number;
}

/** The latest changes the overview lists; the Activity room has the rest. */
export const RECENT_ON_OVERVIEW = 5;

const failed = (error: unknown) => ({
  error: error instanceof Error ? error.message : String(error),
});

async function stagedByWhom(supabase: EditorClient): Promise<Read<StagedBy[]>> {
  const [texts, items] = await Promise.all([
    supabase.from("website_content_drafts").select("staged_by_email"),
    supabase.from("collection_drafts").select("staged_by_email"),
  ]);
  const error = texts.error ?? items.error;
  if (error) return { error: error.message };
  const counts = new Map<string | null, number>();
  for (const { staged_by_email: who } of [...(texts.data ?? []), ...(items.data ?? [])]) {
    counts.set(who, (counts.get(who) ?? 0) + 1);
  }
  return {
    value: [...counts]
      .map(([who, count]) => ({ who, count }))
      .sort((a, b) => b.count - a.count || (a.who ?? "").localeCompare(b.who ?? "")),
  };
}

async function scheduled(supabase: EditorClient): Promise<WorkSummary["scheduled"]> {
  try {
    const { upcoming } = await readSchedule(supabase);
    const next = upcoming[0];
    return {
      value: {
        count: upcoming.length,
        next: next ? { at: next.go_live_at, zone: next.time_zone } : null,
      },
    };
  } catch (error) {
    return failed(error);
  }
}

async function recentChanges(supabase: EditorClient): Promise<Read<RecentChange[]>> {
  const { data, error } = await supabase
    .from("website_content_history")
    .select("id, actor_email, actor_kind, changed_at, content_key, operation")
    .order("id", { ascending: false })
    .limit(RECENT_ON_OVERVIEW);
  return error ? { error: error.message } : { value: data };
}

/**
 * Reads the work summary from the rooms' own readers, side by side. The counts for editors and
 * admins are the navigation's badges, so the overview and the badges agree.
 */
export async function readWork(supabase: EditorClient, role: TeamRole): Promise<WorkSummary> {
  const publisher = canPublish(role);
  const [staged, schedule, recent, reviews, inbox, launch] = await Promise.all([
    stagedByWhom(supabase).catch(failed),
    scheduled(supabase),
    recentChanges(supabase).catch(failed),
    publisher ? waitingForReview(supabase, role) : undefined,
    publisher ? unreadMessages(supabase, role).then(({ initial }) => initial) : undefined,
    publisher ? launchLinesLeft(supabase, role) : undefined,
  ]);
  return { staged, scheduled: schedule, recent, reviews, inbox, launch };
}
