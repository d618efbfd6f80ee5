"use client";

import { useEffect, useRef, useState } from "react";
import { inboxText } from "@/content/admin-inbox";
import { createClient } from "@/lib/supabase/client";
import type { BrowserSession } from "@/lib/supabase/session-token";
import { showToast } from "@/lib/toast";

/**
 * How many messages are new, live: a message arriving is announced wherever the editor is in
 * the admin, and the count follows anyone marking or deleting one. `initial` is the server's
 * count when the admin opened; null session: not an editor, nothing to hear.
 */
export function useUnreadMessages(session: BrowserSession | null, initial: number): number {
  const [live, setLive] = useState<number | null>(null);
  const first = useRef(session);
  useEffect(() => {
    const start = first.current;
    if (!start) return;
    // The first token is enough: the client renews it itself.
    const supabase = createClient(start);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const recount = async () => {
      const { count, error } = await supabase
        .from("contact_messages")
        .select("id", { count: "exact", head: true })
        .eq("status", "new");
      if (!error && count !== null) setLive(count);
    };
    const channel = supabase
      .channel("inbox_alerts")
      .on(
        "postgres_changes",
        { event: "*", schema: "public", table: "contact_messages" },
        (payload) => {
          if (payload.eventType === "INSERT") {
            const row = payload.new as { name?: string; subject?: string };
            void showToast({
              title: inboxText.arrivedTitle,
              description: inboxText.arrived(row.name ?? "", row.subject ?? ""),
            });
          }
          clearTimeout(timer);
          timer = setTimeout(() => void recount(), 250);
        },
      )
      .subscribe();
    return () => {
      clearTimeout(timer);
      void supabase.removeChannel(channel);
    };
  }, []);
  return live ?? initial;
}
