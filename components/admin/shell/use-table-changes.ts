"use client";

import { useEffect, useRef, useState } from "react";
import { adminText } from "@/content/admin";
import { createClient } from "@/lib/supabase/client";
import type { BrowserSession } from "@/lib/supabase/session-token";
import type { Database } from "@/lib/supabase/database.types";
import type { ChannelStatus } from "../site-text/data-source";
import type { LiveState } from "../site-text/state/panel-state";

export type Table = keyof Database["public"]["Tables"];

const CONNECTING: LiveState = { state: "connecting" };
const CONNECTED: LiveState = { state: "connected" };

/** A channel's status as the header tells it, in the specification's words for a failure. */
export const liveOf = (status: ChannelStatus, message?: string): LiveState =>
  status === "SUBSCRIBED"
    ? CONNECTED
    : { state: "issue", message: message || adminText.realtime.reasons[status] };

/**
 * Calls `onChange` when any row of the tables changes, by anyone (Realtime's postgres_changes,
 * as the signed-in editor). One channel for them all, on one socket. Changes close together
 * (a publish touching several tables) are told once. `name` names the channel. Returns the
 * channel's live state.
 */
export function useTableChanges(
  session: BrowserSession,
  tables: Table | readonly Table[],
  onChange: () => void,
  name?: string,
) {
  const latest = useRef(onChange);
  const [live, setLive] = useState(CONNECTING);
  useEffect(() => {
    latest.current = onChange;
  });
  const { token, renew } = session;
  const watched = typeof tables === "string" ? tables : tables.join(",");
  const channelName = `${name ?? watched}_changes`;
  useEffect(() => {
    const supabase = createClient({ token, renew });
    let disposed = false;
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
      .subscribe((status, error) => {
        // Removing the channel closes it: that is leaving the room, not losing the connection.
        if (!disposed) setLive(liveOf(status as ChannelStatus, error?.message));
      });
    return () => {
      disposed = true;
      clearTimeout(timer);
      void supabase.removeChannel(channel);
    };
    // The first token is enough: the client renews it itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [watched, channelName]);
  return live;
}
