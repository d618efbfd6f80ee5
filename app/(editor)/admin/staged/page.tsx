import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { AdminPanel } from "@/components/admin/admin-panel.client";
import { AdminRoom } from "@/components/admin/admin-room";
import { adminRooms } from "@/content/admin";
import { ReviewPanel } from "@/components/admin/review/review-panel";
import { currentMember } from "@/lib/auth/team";
import { loadAdminPanel } from "../panel-props";

export const metadata: Metadata = {
  title: adminRooms.stagedTitle,
  robots: { index: false, follow: false },
};

/** Everything staged for preview, texts and items, to publish or discard; and review. */
export default async function StagedRoom() {
  const { panel } = await loadAdminPanel("/admin/staged");
  const { supabase, user, role } = await currentMember();
  if (!panel || !role || !user) redirect("/admin");
  return (
    <AdminRoom title={adminRooms.stagedTitle}>
      <ReviewPanel supabase={supabase} role={role} me={user.id} />
      <AdminPanel {...panel} view={{ kind: "staged" }} />
    </AdminRoom>
  );
}
