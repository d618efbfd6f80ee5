"use client";

import { cn } from "@/lib/cn";
import { adminText } from "@/content/admin";
import { shellText } from "@/content/admin-shell";
import type { LiveState } from "../site-text/state/panel-state";
import { useLiveStatus } from "./live-status.client";

const t = adminText.realtime;

const message = (live: LiveState) =>
  live.state === "issue"
    ? t.issue(live.message)
    : live.state === "connected"
      ? t.connected
      : t.connecting;

const look: Record<LiveState["state"], { dot: string; text: string }> = {
  connecting: { dot: "bg-muted motion-safe:animate-pulse", text: "text-muted" },
  connected: { dot: "bg-emerald-600 dark:bg-emerald-400", text: "text-foreground" },
  issue: { dot: "bg-amber-500", text: "font-semibold text-amber-800 dark:text-amber-200" },
};

/**
 * The header's word on live updates in the open room: a dot and a word for the eye, the
 * specification's full message for screen readers (and on hover). The status region stays in
 * the page so that changes are heard; a dropped connection is an alert of its own.
 */
export function LiveIndicator() {
  const live = useLiveStatus();
  const shown = live && (
    <span
      title={message(live)}
      className={cn("inline-flex min-h-11 items-center gap-2 px-2 text-sm", look[live.state].text)}
    >
      <span aria-hidden="true" className={cn("size-2.5 rounded-full", look[live.state].dot)} />
      <span aria-hidden="true">{shellText.live[live.state]}</span>
      <span className="sr-only" data-testid="live-banner">
        {message(live)}
      </span>
    </span>
  );
  return (
    <>
      <span role="status" className="inline-flex">
        {live?.state !== "issue" && shown}
      </span>
      {live?.state === "issue" && (
        <span role="alert" className="inline-flex">
          {shown}
        </span>
      )}
    </>
  );
}
