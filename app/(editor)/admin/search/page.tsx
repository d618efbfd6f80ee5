import type { Metadata } from "next";
import { SEARCHES_PATH } from "@/components/admin/shell/admin-rooms";
import { AdminRoom } from "@/components/admin/shell/admin-room";
import { RoomNotice } from "@/components/admin/shell/room-notice";
import { QueryTable } from "@/components/admin/search/query-table";
import { searchReportText } from "@/content/admin-search";
import { requireEditor } from "@/lib/auth/require-editor";
import { canPublish } from "@/lib/auth/team-roles";

const t = searchReportText;

/** The period the room reports on, in days. */
const DAYS = 30;

/** Rows per table: the most frequent queries, which are the ones worth acting on. */
const ROWS = 50;

export const metadata: Metadata = {
  title: t.title,
  robots: { index: false, follow: false },
};

/** What visitors searched for in the last 30 days, and what found nothing. */
export default async function SearchesRoom() {
  const { supabase, role } = await requireEditor(SEARCHES_PATH);
  if (!canPublish(role)) {
    return <RoomNotice title={t.title} message={t.onlyPublishers} />;
  }
  const [top, unanswered] = await Promise.all([
    supabase.rpc("search_query_totals", { days: DAYS, unanswered_only: false, max_rows: ROWS }),
    supabase.rpc("search_query_totals", { days: DAYS, unanswered_only: true, max_rows: ROWS }),
  ]);
  // The error boundary offers a retry; empty tables here would look like nobody searched.
  if (top.error) throw new Error(top.error.message);
  if (unanswered.error) throw new Error(unanswered.error.message);

  return (
    <AdminRoom title={t.title} subtitle={t.intro(DAYS)}>
      <p className="mb-6 max-w-2xl text-sm text-muted">{t.privacy}</p>
      <div className="flex flex-col gap-6">
        <QueryTable
          id="searches-top"
          title={t.top.title}
          empty={t.top.empty}
          rows={top.data}
          counts={["searches", "found_nothing"]}
        />
        <QueryTable
          id="searches-unanswered"
          title={t.unanswered.title}
          empty={t.unanswered.empty}
          rows={unanswered.data}
          counts={["found_nothing"]}
          followUp
        />
      </div>
    </AdminRoom>
  );
}
