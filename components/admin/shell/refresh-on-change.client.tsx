"use client";

import { useRouter } from "next/navigation";
import type { BrowserSession } from "@/lib/supabase/session-token";
import { type Table, useTableChanges } from "./use-table-changes";

/** Renders the room again, on the server, whenever anyone changes a row of the table. */
export function RefreshOnChange({ session, table }: { session: BrowserSession; table: Table }) {
  const router = useRouter();
  useTableChanges(session, table, () => router.refresh());
  return null;
}
