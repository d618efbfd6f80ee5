import type { RealtimePostgresChangesPayload } from "@supabase/realtime-js";
import { CONTENT_TABLE } from "@/content/admin";
import type { ActionResult } from "@/lib/action-state";
import type { BrowserSupabase } from "@/lib/supabase/client";
import { readContentRows } from "@/lib/site-text/stored-rows";
import type { Tables } from "@/lib/supabase/database.types";
import type { ChangeEvent, ContentItem } from "./state/content-list";

/** One recorded change of a text: who, when, and the text before and after. */
export type HistoryEntry = Tables<"website_content_history">;

/** How many earlier versions of one text the history shows. */
const HISTORY_LIMIT = 50;

/**
 * Everything the panel asks of the backend. The real one talks to Supabase as the signed-in
 * user; tests pass a fake.
 */

export type Result<T> = ActionResult<{ data: T }>;

/** A compare-and-set save either lands, or finds the row changed or gone. */
export type SaveOutcome =
  | { kind: "saved"; item: ContentItem }
  | { kind: "changed"; latest: ContentItem }
  | { kind: "gone" }
  | { kind: "refused" };

export type ChannelStatus = "SUBSCRIBED" | "TIMED_OUT" | "CLOSED" | "CHANNEL_ERROR";

export interface ContentDataSource {
  /** Every row; `onFirstPage` gets the first rows early when there are more than one read. */
  list(
    onFirstPage?: (items: readonly ContentItem[], total: number) => void,
  ): Promise<Result<ContentItem[]>>;
  add(key: string, value: string): Promise<Result<ContentItem>>;
  /** Writes only if the row still has `base.updated_at`. */
  save(base: ContentItem, value: string): Promise<Result<SaveOutcome>>;
  /** Ok with false when nothing was deleted (already gone, or not allowed). */
  remove(id: string): Promise<Result<boolean>>;
  /** The key's recorded changes, newest first. */
  history(key: string): Promise<Result<HistoryEntry[]>>;
  subscribe(
    onChange: (change: ChangeEvent) => void,
    onStatus: (status: ChannelStatus, message?: string) => void,
  ): () => void;
}

const ok = <T>(data: T): Result<T> => ({ ok: true, data });
const failed = (message: string): Result<never> => ({ ok: false, message });

function toChange(payload: RealtimePostgresChangesPayload<ContentItem>): ChangeEvent | null {
  switch (payload.eventType) {
    case "INSERT":
      return { eventType: "INSERT", new: payload.new };
    case "UPDATE":
      return { eventType: "UPDATE", new: payload.new };
    case "DELETE":
      return typeof payload.old.id === "string"
        ? { eventType: "DELETE", old: { id: payload.old.id } }
        : null;
    default:
      return null;
  }
}

export function supabaseSource(supabase: BrowserSupabase): ContentDataSource {
  const table = () => supabase.from(CONTENT_TABLE);

  return {
    async list(onFirstPage) {
      const { data, error } = await readContentRows(supabase, onFirstPage);
      return error ? failed(error.message) : ok(data);
    },

    async add(key, value) {
      const { data, error } = await table()
        .insert({ content_key: key, content_value: value })
        .select()
        .single();
      return error ? failed(error.message) : ok(data);
    },

    async save(base, value) {
      // The trigger replaces updated_at with the server's clock; the filter on the old value
      // is what makes this a compare-and-set.
      const { data, error } = await table()
        .update({ content_value: value, updated_at: new Date().toISOString() })
        .eq("id", base.id)
        .eq("updated_at", base.updated_at)
        .select();
      if (error) return failed(error.message);
      if (data.length > 0) return ok<SaveOutcome>({ kind: "saved", item: data[0] });

      // Nothing matched: find out why, to show the editor the newer version.
      const current = await table().select("*").eq("id", base.id).maybeSingle();
      if (current.error) return failed(current.error.message);
      if (!current.data) return ok<SaveOutcome>({ kind: "gone" });
      if (current.data.updated_at !== base.updated_at) {
        return ok<SaveOutcome>({ kind: "changed", latest: current.data });
      }
      return ok<SaveOutcome>({ kind: "refused" });
    },

    async remove(id) {
      const { data, error } = await table().delete().eq("id", id).select("id");
      return error ? failed(error.message) : ok(data.length > 0);
    },

    async history(key) {
      const { data, error } = await supabase
        .from("website_content_history")
        .select("*")
        .eq("content_key", key)
        .order("id", { ascending: false })
        .limit(HISTORY_LIMIT);
      return error ? failed(error.message) : ok(data);
    },

    subscribe(onChange, onStatus) {
      let disposed = false;
      const channel = supabase
        .channel("website_content_changes")
        .on<ContentItem>(
          "postgres_changes",
          { event: "*", schema: "public", table: CONTENT_TABLE },
          (payload) => {
            const change = toChange(payload);
            if (change) onChange(change);
          },
        )
        .subscribe((status, error) => {
          if (!disposed) onStatus(status as ChannelStatus, error?.message);
        });
      return () => {
        disposed = true;
        void supabase.removeChannel(channel);
      };
    },
  };
}
