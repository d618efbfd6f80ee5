import type { RealtimeChannel } from "@supabase/realtime-js";
import type { BrowserSupabase } from "@/lib/supabase/client";
import type { ChannelStatus, HistoryEntry, Result } from "../site-text/data-source";
import { throttle } from "../site-text/state/throttle";

/** The signed-in editor, as others see them. */
export interface EditorIdentity {
  id: string;
  email: string;
}

/** A collection item open in an editor's form: `key` names it, `label` is for people. */
export interface OpenItem {
  key: string;
  label: string;
}

/** How presence names an item open in a form or a box: its list and id. */
export function openItemKey(collection: string, id: string): string {
  return `item:${collection}:${id}`;
}

/** Someone else with /admin open: another editor, or you in another tab. */
export interface PresentEditor {
  id: string;
  email: string;
  /** Keys of the texts they have open for editing, in no particular order. */
  editing: string[];
  /** The items they have open in a form. */
  items: OpenItem[];
  /** True for the signed-in editor's own other tabs. */
  self: boolean;
}

export interface PresenceHandle {
  /** Says which texts this tab has open; others learn it within PRESENCE_INTERVAL_MS. */
  setEditing(keys: readonly string[]): void;
  /** Says which items this tab has open in a form, likewise. */
  setItems(items: readonly OpenItem[]): void;
  leave(): void;
}

/** What the admin's activity views ask of the backend: the change feed and who is here. */
export interface ActivitySource {
  /** The latest recorded changes to any text, newest first. */
  recentChanges(): Promise<Result<HistoryEntry[]>>;
  watchHistory(
    onEntry: (entry: HistoryEntry) => void,
    onStatus: (status: ChannelStatus, message?: string) => void,
  ): () => void;
  joinPresence(
    me: EditorIdentity,
    onPeers: (peers: PresentEditor[]) => void,
    onStatus: (status: ChannelStatus, message?: string) => void,
  ): PresenceHandle;
}

/** How many changes the feed shows. */
export const RECENT_CHANGES_LIMIT = 20;

/** The private channel editors meet on; RLS on realtime.messages admits editors only. */
export const EDITORS_CHANNEL = "site-editors";

/**
 * Realtime ends a channel that sends more than five presence updates in 30 seconds, so updates
 * go out at most once per this interval, carrying the latest state.
 */
export const PRESENCE_INTERVAL_MS = 7000;

interface PresenceMeta {
  email?: unknown;
  tab?: unknown;
  editing?: unknown;
  items?: unknown;
}

function isOpenItem(value: unknown): value is OpenItem {
  if (typeof value !== "object" || value === null) return false;
  const { key, label } = value as Record<string, unknown>;
  return typeof key === "string" && typeof label === "string";
}

/** Everyone in the channel's state but this tab, one entry per editor (tabs merged). */
export function peersFrom(
  state: Record<string, PresenceMeta[]>,
  me: EditorIdentity,
  tab: string,
): PresentEditor[] {
  const peers: PresentEditor[] = [];
  for (const [id, metas] of Object.entries(state)) {
    const others = metas.filter((meta) => meta.tab !== tab);
    if (others.length === 0) continue;
    const editing = new Set<string>();
    const items = new Map<string, OpenItem>();
    for (const meta of others) {
      if (Array.isArray(meta.editing))
        for (const key of meta.editing) if (typeof key === "string") editing.add(key);
      if (Array.isArray(meta.items))
        for (const item of meta.items)
          if (isOpenItem(item)) items.set(item.key, { key: item.key, label: item.label });
    }
    const email = others.find((meta) => typeof meta.email === "string")?.email;
    peers.push({
      id,
      email: typeof email === "string" ? email : id,
      editing: [...editing],
      items: [...items.values()],
      self: id === me.id,
    });
  }
  return peers.sort((a, b) => Number(a.self) - Number(b.self) || a.email.localeCompare(b.email));
}

export function supabaseActivity(supabase: BrowserSupabase): ActivitySource {
  return {
    async recentChanges() {
      const { data, error } = await supabase
        .from("website_content_history")
        .select("*")
        .order("id", { ascending: false })
        .limit(RECENT_CHANGES_LIMIT);
      return error ? { ok: false, message: error.message } : { ok: true, data };
    },

    watchHistory(onEntry, onStatus) {
      let disposed = false;
      const channel = supabase
        .channel("website_content_history_feed")
        .on<HistoryEntry>(
          "postgres_changes",
          { event: "INSERT", schema: "public", table: "website_content_history" },
          (payload) => onEntry(payload.new as HistoryEntry),
        )
        .subscribe((status, error) => {
          if (!disposed) onStatus(status as ChannelStatus, error?.message);
        });
      return () => {
        disposed = true;
        void supabase.removeChannel(channel);
      };
    },

    joinPresence(me, onPeers, onStatus) {
      const tab = crypto.randomUUID();
      let editing: string[] = [];
      let items: OpenItem[] = [];
      let joined = false;
      let disposed = false;
      const channel: RealtimeChannel = supabase.channel(EDITORS_CHANNEL, {
        config: { private: true, presence: { key: me.id } },
      });
      const send = throttle(() => {
        void channel.track({ email: me.email, tab, editing, items });
      }, PRESENCE_INTERVAL_MS);
      channel
        .on("presence", { event: "sync" }, () => {
          if (!disposed) onPeers(peersFrom(channel.presenceState<PresenceMeta>(), me, tab));
        })
        .subscribe((status, error) => {
          if (disposed) return;
          joined = status === "SUBSCRIBED";
          // A new join is a new channel on the server, with a fresh allowance of updates.
          if (joined) send.now();
          else send.cancel();
          onStatus(status as ChannelStatus, error?.message);
        });
      return {
        setEditing(keys) {
          editing = [...keys].sort();
          if (joined) send.request();
        },
        setItems(open) {
          items = [...open];
          if (joined) send.request();
        },
        leave() {
          disposed = true;
          send.cancel();
          void supabase.removeChannel(channel);
        },
      };
    },
  };
}
