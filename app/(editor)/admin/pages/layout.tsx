import { redirect } from "next/navigation";
import type { ReactNode } from "react";
import { AdminPanel } from "@/components/admin/site-text/admin-panel.client";
import { AdminRoom } from "@/components/admin/shell/admin-room";
import { adminRooms } from "@/content/admin";
import { loadAdminPanel } from "../panel-props";

/**
 * Pages: the panel lives in this layout, so moving from one page's texts to another's (a real
 * navigation, with its own address) keeps it, its live connection and any edit in progress.
 * The page segment below only checks the address names a page.
 */
export default async function PagesRoomLayout({ children }: { children: ReactNode }) {
  const { panel } = await loadAdminPanel("/admin/pages");
  if (!panel) redirect("/admin");
  return (
    <AdminRoom title={adminRooms.pages}>
      <AdminPanel {...panel} view={{ kind: "pages" }} />
      {children}
    </AdminRoom>
  );
}
