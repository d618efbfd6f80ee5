import { useEffect, useEffectEvent, useMemo, useRef, useState } from "react";
import {
  type OpenItem,
  type PresenceHandle,
  type PresentEditor,
  supabaseActivity,
} from "@/components/admin/activity/activity-source";
import { watchStagedChanges } from "@/components/admin/review/drafts-source";
import { createClient } from "@/lib/supabase/client";
import type { BrowserSession } from "@/lib/supabase/session-token";

/** Several changes in a row (a publish of many) make one report. */
const SETTLE_MS = 250;

/**
 * Keeps the preview live for an editor: joins the editors' presence (so /admin and other
 * previews see which text is open here, and this page sees theirs) and calls `onStagedChange`
 * when anyone stages, discards or publishes, saying whether anyone but this editor staged
 * something (a removal counts: its row no longer says who). Without a session it does nothing.
 */
export function usePagePresence(
  session: BrowserSession | null,
  me: { id: string; email: string },
  open: { keys: readonly string[]; items: readonly OpenItem[] },
  onStagedChange: (byOthers: boolean) => void,
): PresentEditor[] {
  const [peers, setPeers] = useState<PresentEditor[]>([]);
  const presence = useRef<PresenceHandle | null>(null);
  const changed = useEffectEvent(onStagedChange);
  // One connection for the page's life: a refresh hands new but equal props.
  const [client] = useState(() => (session ? createClient(session) : null));
  const identity = useMemo(() => ({ id: me.id, email: me.email }), [me.id, me.email]);

  useEffect(() => {
    if (!client) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let byOthers = false;
    const stopWatching = watchStagedChanges(
      client,
      (change) => {
        byOthers ||= change.stagedBy !== identity.id;
        clearTimeout(timer);
        timer = setTimeout(() => {
          changed(byOthers);
          byOthers = false;
        }, SETTLE_MS);
      },
      () => {},
    );
    const handle = supabaseActivity(client).joinPresence(identity, setPeers, () => {});
    presence.current = handle;
    return () => {
      clearTimeout(timer);
      stopWatching();
      handle.leave();
      presence.current = null;
    };
  }, [client, identity]);

  useEffect(() => {
    presence.current?.setEditing(open.keys);
  }, [open.keys]);
  useEffect(() => {
    presence.current?.setItems(open.items);
  }, [open.items]);

  return peers;
}
