import { useEffect, useRef, useState } from "react";
import { type ActivitySource, type PresentEditor, RECENT_CHANGES_LIMIT } from "./activity-source";
import type { HistoryEntry } from "../site-text/data-source";
import { reloadOnReconnect } from "../shell/reload-on-reconnect";

export type RecentChanges =
  | { state: "loading" }
  | { state: "failed"; message: string }
  | { state: "loaded"; entries: HistoryEntry[] };

export interface Activity {
  recent: RecentChanges;
  /** Everyone else with /admin open. */
  peers: PresentEditor[];
  /** Why presence is not live, when it is not. */
  presenceIssue: string | null;
}

/**
 * The feed of recent changes and who else is here. `editing` is the keys this tab has open;
 * others see them through Realtime presence.
 */
export function useActivity(
  source: ActivitySource | null,
  me: { id: string; email: string } | undefined,
  editing: readonly string[],
): Activity {
  const [recent, setRecent] = useState<RecentChanges>({ state: "loading" });
  const [peers, setPeers] = useState<PresentEditor[]>([]);
  const [presenceIssue, setPresenceIssue] = useState<string | null>(null);
  const presence = useRef<ReturnType<ActivitySource["joinPresence"]> | null>(null);
  const editingRef = useRef(editing);

  useEffect(() => {
    if (!source) return;
    let cancelled = false;
    const load = () =>
      void source.recentChanges().then((result) => {
        if (cancelled) return;
        setRecent(
          result.ok
            ? { state: "loaded", entries: result.data }
            : { state: "failed", message: result.message },
        );
      });
    const initial = setTimeout(load, 0);
    const stop = source.watchHistory(
      (entry) =>
        setRecent((previous) =>
          previous.state === "loaded"
            ? {
                state: "loaded",
                entries: [entry, ...previous.entries.filter((e) => e.id !== entry.id)].slice(
                  0,
                  RECENT_CHANGES_LIMIT,
                ),
              }
            : previous,
        ),
      reloadOnReconnect(load),
    );
    return () => {
      cancelled = true;
      clearTimeout(initial);
      stop();
    };
  }, [source]);

  const meId = me?.id;
  const meEmail = me?.email;
  useEffect(() => {
    if (!source || !meId || !meEmail) return;
    const handle = source.joinPresence({ id: meId, email: meEmail }, setPeers, (status, message) =>
      setPresenceIssue(status === "SUBSCRIBED" ? null : (message ?? status)),
    );
    handle.setEditing(editingRef.current);
    presence.current = handle;
    return () => {
      presence.current = null;
      handle.leave();
    };
  }, [source, meId, meEmail]);

  const editingKey = editing.join("\n");
  useEffect(() => {
    editingRef.current = editingKey === "" ? [] : editingKey.split("\n");
    presence.current?.setEditing(editingRef.current);
  }, [editingKey]);

  return { recent, peers, presenceIssue };
}
