"use client";

import { useEffect, useState } from "react";
import { InterfaceIcon } from "@/components/ui/interface-icon";
import { collectionsText } from "@/content/admin-collections";
import { createClient } from "@/lib/supabase/client";
import type { BrowserSession } from "@/lib/supabase/session-token";
import { type EditorIdentity, type OpenItem, supabaseActivity } from "../activity/activity-source";

const t = collectionsText.presence;

interface ItemPresenceProps {
  session: BrowserSession;
  me: EditorIdentity;
  item: OpenItem;
}

/**
 * Tells the other editors (on the same Realtime presence channel as /admin) that this item is
 * open here, and says who else has it open, so two people agree before both change it. Saves
 * are compare-and-set all the same; this only spares the second editor their work.
 */
export function ItemPresence({ session, me, item }: ItemPresenceProps) {
  const [others, setOthers] = useState<string[]>([]);
  const { key, label } = item;

  useEffect(() => {
    const handle = supabaseActivity(createClient(session)).joinPresence(
      me,
      (peers) =>
        setOthers(
          peers
            .filter((peer) => peer.items.some((open) => open.key === key))
            .map((peer) => (peer.self ? t.you : peer.email)),
        ),
      () => undefined,
    );
    handle.setItems([{ key, label }]);
    return () => handle.leave();
    // The session's token is renewed inside the client; a new token is not a new presence.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [me.id, me.email, key, label]);

  return (
    <p
      role="status"
      data-testid="item-presence"
      className={
        others.length > 0
          ? "mb-4 flex items-start gap-2 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100"
          : "sr-only"
      }
    >
      {others.length > 0 && (
        <>
          <InterfaceIcon name="users" className="mt-0.5 size-4 shrink-0" />
          {t.alsoOpen(others.join(", "))}
        </>
      )}
    </p>
  );
}
