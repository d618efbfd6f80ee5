"use client";

import { scheduleText } from "@/content/admin-schedule";
import { clockIn } from "@/lib/schedule/go-live";
import { useBrowserZone } from "./use-browser-zone";

/**
 * A scheduled moment as it was chosen (its zone named), and on the reader's own clock too when
 * they are somewhere else.
 */
export function ZonedTime({ iso, zone }: { iso: string; zone: string }) {
  const mine = useBrowserZone();
  return (
    <>
      {/* The server's and the browser's date data may word it differently; the browser's wins. */}
      <time dateTime={iso} suppressHydrationWarning>
        {clockIn(iso, zone)} ({zone})
      </time>
      {mine && mine !== zone && (
        <span className="block text-sm font-normal text-muted">
          {scheduleText.yourTime(clockIn(iso, mine), mine)}
        </span>
      )}
    </>
  );
}
