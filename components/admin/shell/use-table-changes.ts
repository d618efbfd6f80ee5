"use client";

import { useEffect, useRef } from "react";
import { createClient } from "@/lib/supabase/client";
import type { BrowserSession } from "@/lib/supabase/session-token";
import type { Database } from "@/lib/supabase/database.types";

export type Table = keyof Database["public"]["Tables"];

/**
 * Calls `onChange` when any row of `table` changes, by anyone (Realtime's postgres_changes,
 * as the signed-in editor). Changes close together are told once.
 */
export function useTableChanges(session: BrowserSession, table: Table, onChange: () => void) {
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });
  const { token, renew } = session;
  useEffect(() => {
    const supabase = createClient({ token, renew });
    let timer: ReturnType<typeof setTimeout> | undefined;
    const channel = supabase
      .channel(`${table}_changes`)
      .on("postgres_changes", { event: "*", schema: "public", table }, () => {
        clearTimeout(timer);
        timer = setTimeout(() => latest.current(), 250);
      })
      .subscribe();
    return () => {
      clearTimeout(timer);
      void supabase.removeChannel(channel);
    };
    // The first token is enough: the client renews it itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [table]);
}
