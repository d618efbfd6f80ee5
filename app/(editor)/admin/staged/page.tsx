import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { AdminPanel } from "@/components/admin/admin-panel.client";
import { AdminRoom } from "@/components/admin/admin-room";
import { adminRooms } from "@/content/admin";
import { loadAdminPanel } from "../panel-props";

export const metadata: Metadata = {
  title: adminRooms.stagedTitle,
  robots: { index: false, follow: false },
};

/** Everything staged for preview, texts and items, to publish or discard. */
export default async function StagedRoom() {
  const { panel } = await loadAdminPanel("/admin/staged");
  if (!panel) redirect("/admin");
  return (
    <AdminRoom title={adminRooms.stagedTitle}>
      <AdminPanel {...panel} view={{ kind: "staged" }} />
    </AdminRoom>
  );
}
