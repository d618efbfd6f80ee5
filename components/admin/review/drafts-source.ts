import type { BrowserSupabase } from "@/lib/supabase/client";
import type { ItemDraft } from "@/lib/collections/staged";
import type { Tables } from "@/lib/supabase/database.types";
import type { ChannelStatus, Result } from "../site-text/data-source";

/** A staged change: the text it will have once published (null: back to the default), and who staged it. */
export type Draft = Tables<"website_content_drafts">;

/**
 * The staged changes that wait for Publish: those given a time to go live (a scheduled
 * publication) wait for it instead.
 */
export const unscheduled = <Row extends { schedule_id: string | null }>(rows: readonly Row[]) =>
  rows.filter((row) => row.schedule_id === null);

/** A staged version of an item: its list, its id and when it was staged. */
export type ItemRef = Pick<ItemDraft, "collection" | "item_id" | "staged_at">;

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
  /** Discards only the drafts named, so a draft staged meanwhile by someone else stays. */
  discard(keys: readonly string[]): Promise<Result<number>>;
  /** Discards only the staged versions named: one staged again meanwhile stays. */
  discardItems(items: readonly ItemRef[]): Promise<Result<number>>;
  /** Publishes every staged change, texts and items, in one transaction; the number published. */
  publish(): Promise<Result<number>>;
  /** Calls back on any change to the staged set, by anyone. */
  watch(
    onChange: (change: DraftChange) => void,
    onStatus: (status: ChannelStatus) => void,
  ): () => void;
}

export function supabaseDrafts(supabase: BrowserSupabase): DraftSource {
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
    async discard(keys) {
      const { data, error } = await table()
        .delete()
        .in("content_key", [...keys])
        .select("content_key");
      return error ? { ok: false, message: error.message } : { ok: true, data: data.length };
    },
    async discardItems(items) {
      let discarded = 0;
      for (const item of items) {
        const { data, error } = await supabase
          .from("collection_drafts")
          .delete()
          .eq("collection", item.collection)
          .eq("item_id", item.item_id)
          .eq("staged_at", item.staged_at)
          .select("item_id");
        if (error) return { ok: false, message: error.message };
        discarded += data.length;
      }
      return { ok: true, data: discarded };
    },
    async publish() {
      const { data, error } = await supabase.rpc("publish_site_text_drafts");
      return error ? { ok: false, message: error.message } : { ok: true, data };
    },
    watch(onChange, onStatus) {
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
    },
  };
}
