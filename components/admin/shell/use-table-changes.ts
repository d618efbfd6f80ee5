"use client";

import { useEffect, useRef } from "react";
import { createClient } from "@/lib/supabase/client";
import type { BrowserSession } from "@/lib/supabase/session-token";
import type { Database } from "@/lib/supabase/database.types";

export type Table = keyof Database["public"]["Tables"];

/**
 * Calls `onChange` when any row of the tables changes, by anyone (Realtime's postgres_changes,
 * as the signed-in editor). One channel for them all, on one socket. Changes close together
 * (a publish touching several tables) are told once. `name` names the channel.
 */
export function useTableChanges(
  session: BrowserSession,
  tables: Table | readonly Table[],
  onChange: () => void,
  name?: string,
) {
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });
  const { token, renew } = session;
  const watched = typeof tables === "string" ? tables : tables.join(",");
  const channelName = `${name ?? watched}_changes`;
  useEffect(() => {
    const supabase = createClient({ token, renew });
    let timer: ReturnType<typeof setTimeout> | undefined;
    const told = () => {
      clearTimeout(timer);
      timer = setTimeout(() => latest.current(), 250);
    };
    const channel = watched
      .split(",")
      .reduce(
        (joined, table) =>
          joined.on("postgres_changes", { event: "*", schema: "public", table }, told),
        supabase.channel(channelName),
      )
      .subscribe();
    return () => {
      clearTimeout(timer);
      void supabase.removeChannel(channel);
    };
    // The first token is enough: the client renews it itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [watched, channelName]);
}
