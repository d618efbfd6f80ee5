import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { AdminPanel } from "@/components/admin/site-text/admin-panel.client";
import { AdminRoom } from "@/components/admin/shell/admin-room";
import { adminRooms } from "@/content/admin";
import { loadAdminPanel } from "../panel-props";

export const metadata: Metadata = {
  title: adminRooms.activityTitle,
  robots: { index: false, follow: false },
};

/** Who is editing now, and the latest changes to the site's texts. */
export default async function ActivityRoom() {
  const { panel } = await loadAdminPanel("/admin/activity");
  if (!panel) redirect("/admin");
  return (
    <AdminRoom title={adminRooms.activityTitle}>
      <AdminPanel {...panel} view={{ kind: "activity" }} />
    </AdminRoom>
  );
}
