"use client";

import { useRouter } from "next/navigation";
import type { BrowserSession } from "@/lib/supabase/session-token";
import { useReportLive } from "./live-status.client";
import { type Table, useTableChanges } from "./use-table-changes";

/**
 * Renders the room again, on the server, whenever anyone changes a row of the tables; the
 * header says whether those changes arrive live.
 */
export function RefreshOnChange({
  session,
  table,
  name,
}: {
  session: BrowserSession;
  table: Table | readonly Table[];
  /** The channel's name, when it follows several tables. */
  name?: string;
}) {
  const router = useRouter();
  useReportLive(useTableChanges(session, table, () => router.refresh(), name));
  return null;
}
