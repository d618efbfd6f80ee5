import { previewText } from "@/content/preview";
import type { BrowserSupabase } from "@/lib/supabase/client";
import type { ItemDraft } from "@/lib/collections/staged";
import type { StagedChoice } from "@/lib/staged-changes/choice";
import type { Tables } from "@/lib/supabase/database.types";
import type { BarActionResult } from "@/lib/visual-editing/editable-text";
import type { ChannelStatus, Result } from "../site-text/data-source";

/** A staged change: the text it will have once published (null: back to the default), and who staged it. */
export type Draft = Tables<"website_content_drafts">;

/**
 * The staged changes that wait for Publish: those given a time to go live (a scheduled
 * publication) wait for it instead.
 */
export const unscheduled = <Row extends { schedule_id: string | null }>(rows: readonly Row[]) =>
  rows.filter((row) => row.schedule_id === null);

/**
 * One change to the staged set: who staged what it now holds (null for a removal, whose row
 * no longer says).
 */
export interface DraftChange {
  stagedBy: string | null;
}

/** Who staged the row a change left, when it left one. */
function changeOf(payload: { new: unknown }): DraftChange {
  const row = payload.new as { staged_by?: unknown } | null;
  return { stagedBy: typeof row?.staged_by === "string" ? row.staged_by : null };
}

/** What staging asks of the backend; tests pass a fake. */
export interface DraftSource {
  list(): Promise<Result<Draft[]>>;
  /** The staged items of every list (changes, new items and removals), oldest first. */
  listItems(): Promise<Result<ItemDraft[]>>;
  /** Stages the key's text (null: take it back to the website's default), replacing any earlier draft. */
  stage(key: string, value: string | null): Promise<Result<Draft>>;
  /** Discards only the versions chosen: one staged again meanwhile stays; the number discarded. */
  discard(chosen: StagedChoice): Promise<Result<number>>;
  /** Publishes every staged change, texts and items, in one transaction; the number published. */
  publish(): Promise<Result<number>>;
  /** Calls back on any change to the staged set, by anyone. */
  watch(
    onChange: (change: DraftChange) => void,
    onStatus: (status: ChannelStatus) => void,
  ): () => void;
}

/**
 * The server's publish and discard (components/admin/review/staged-actions.ts), which the page
 * hands down: they refresh the public pages and check the caller, as the preview bar's do.
 */
export interface StagedActions {
  publish(): Promise<BarActionResult>;
  discard(chosen: StagedChoice): Promise<BarActionResult>;
}

/** An action's answer as the stage reads it; a request that never arrived loses nothing. */
async function counted(action: Promise<BarActionResult>): Promise<Result<number>> {
  const result = await action.catch((): BarActionResult => ({
    ok: false,
    message: previewText.bar.failed,
  }));
  return result.ok ? { ok: true, data: result.count } : result;
}

/** Only what names each version goes to the server, not the staged words. */
const versions = ({ texts, items }: StagedChoice): StagedChoice => ({
  texts: texts.map(({ content_key, staged_at }) => ({ content_key, staged_at })),
  items: items.map(({ collection, item_id, staged_at }) => ({ collection, item_id, staged_at })),
});

/** Calls back on any change to the staged set, texts or items, by anyone. */
export function watchStagedChanges(
  supabase: BrowserSupabase,
  onChange: (change: DraftChange) => void,
  onStatus: (status: ChannelStatus) => void,
): () => void {
  let disposed = false;
  const channel = supabase
    .channel("website_content_drafts_changes")
    .on(
      "postgres_changes",
      { event: "*", schema: "public", table: "website_content_drafts" },
      (payload) => {
        if (!disposed) onChange(changeOf(payload));
      },
    )
    .on(
      "postgres_changes",
      { event: "*", schema: "public", table: "collection_drafts" },
      (payload) => {
        if (!disposed) onChange(changeOf(payload));
      },
    )
    .subscribe((status) => {
      if (!disposed) onStatus(status as ChannelStatus);
    });
  return () => {
    disposed = true;
    void supabase.removeChannel(channel);
  };
}

/** Reads and stages through the editor's client; publishes and discards through the server. */
export function supabaseDrafts(supabase: BrowserSupabase, actions: StagedActions): DraftSource {
  const table = () => supabase.from("website_content_drafts");
  return {
    async list() {
      const { data, error } = await table().select("*").order("staged_at", { ascending: false });
      return error ? { ok: false, message: error.message } : { ok: true, data };
    },
    async listItems() {
      const { data, error } = await supabase
        .from("collection_drafts")
        .select("*")
        .order("staged_at");
      return error ? { ok: false, message: error.message } : { ok: true, data };
    },
    async stage(key, value) {
      const { data, error } = await table()
        .upsert({ content_key: key, content_value: value })
        .select()
        .single();
      return error ? { ok: false, message: error.message } : { ok: true, data };
    },
    discard: (chosen) => counted(actions.discard(versions(chosen))),
    publish: () => counted(actions.publish()),
    watch: (onChange, onStatus) => watchStagedChanges(supabase, onChange, onStatus),
  };
}
