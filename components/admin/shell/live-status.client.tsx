"use client";

import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useId,
  useMemo,
  useState,
} from "react";
import type { LiveState } from "../site-text/state/panel-state";
import { combinedLive } from "./live-status";

type Report = (feed: string, live: LiveState | null) => void;

// Two contexts: a room that reports does not render again each time the status changes.
const ReportContext = createContext<Report | null>(null);
const StatusContext = createContext<LiveState | null>(null);

/** Holds the state of every live connection the open room reports, for the header to show. */
export function LiveStatusProvider({ children }: { children: ReactNode }) {
  const [feeds, setFeeds] = useState<ReadonlyMap<string, LiveState>>(() => new Map());
  const report = useCallback<Report>((feed, live) => {
    setFeeds((previous) => {
      if (previous.get(feed) === live) return previous;
      const next = new Map(previous);
      if (live) next.set(feed, live);
      else next.delete(feed);
      return next;
    });
  }, []);
  const status = useMemo(() => combinedLive(feeds.values()), [feeds]);
  return (
    <ReportContext value={report}>
      <StatusContext value={status}>{children}</StatusContext>
    </ReportContext>
  );
}

/** The combined status of the room's live connections; null when it holds none. */
export const useLiveStatus = () => useContext(StatusContext);

/** Feeds a live connection's state to the header for as long as the caller is mounted. */
export function useReportLive(live: LiveState) {
  const report = useContext(ReportContext);
  const feed = useId();
  useEffect(() => {
    report?.(feed, live);
  }, [report, feed, live]);
  useEffect(() => () => report?.(feed, null), [report, feed]);
}
