import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { AdminPanel } from "@/components/admin/site-text/admin-panel.client";
import { AdminRoom } from "@/components/admin/shell/admin-room";
import { adminRooms } from "@/content/admin";
import { RefreshOnChange } from "@/components/admin/shell/refresh-on-change.client";
import { ReviewPanel } from "@/components/admin/review/review-panel";
import { SchedulePanel } from "@/components/admin/schedule/schedule-panel";
import { currentMember } from "@/lib/auth/team";
import { loadAdminPanel } from "../panel-props";

export const metadata: Metadata = {
  title: adminRooms.stagedTitle,
  robots: { index: false, follow: false },
};

/** Everything staged for preview, texts and items, to publish, schedule or discard; and review. */
export default async function StagedRoom() {
  const { panel } = await loadAdminPanel("/admin/staged");
  const { supabase, user, role, publishes } = await currentMember();
  if (!panel || !role || !user) redirect("/admin");
  return (
    <AdminRoom title={adminRooms.stagedTitle}>
      <ReviewPanel supabase={supabase} role={role} me={user.id} />
      <AdminPanel {...panel} view={{ kind: "staged" }} />
      <SchedulePanel supabase={supabase} publishes={publishes} />
      {/* What is scheduled, and how much Schedule would take, follow anyone's changes. */}
      {panel.session && (
        <RefreshOnChange
          session={panel.session}
          table={["scheduled_publications", "website_content_drafts", "collection_drafts"]}
          name="staged"
        />
      )}
    </AdminRoom>
  );
}
