import type { Metadata } from "next";
import { AdminRoom } from "@/components/admin/shell/admin-room";
import { CollectionLinks } from "@/components/admin/collections/collection-links";
import { adminRooms } from "@/content/admin";
import { requireEditor } from "@/lib/auth/require-editor";

export const metadata: Metadata = {
  title: adminRooms.collectionsTitle,
  robots: { index: false, follow: false },
};

/** Every list the site shows, each opening its own screen. */
export default async function CollectionsRoom() {
  await requireEditor("/admin/collections");
  return (
    <AdminRoom title={adminRooms.collectionsTitle} subtitle={adminRooms.collectionsSubtitle}>
      <CollectionLinks />
    </AdminRoom>
  );
}
