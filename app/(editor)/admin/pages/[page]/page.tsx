import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { AdminPanel } from "@/components/admin/admin-panel.client";
import { AdminRoom } from "@/components/admin/admin-room";
import { pageTextsPath } from "@/components/admin/admin-rooms";
import { adminRooms } from "@/content/admin";
import { siteTextPages } from "@/lib/site-text/catalogue";
import { loadAdminPanel } from "../../panel-props";

type Props = {
  params: Promise<{ page: string }>;
  searchParams: Promise<{ text?: string | string[] }>;
};

const pageOf = (id: string) => siteTextPages.find((page) => page.id === id);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = pageOf((await params).page);
  return {
    title: page ? adminRooms.pagesTitle(page.label) : undefined,
    robots: { index: false, follow: false },
  };
}

/** One public page's texts, at an address of its own. */
export default async function PageTextsRoom({ params, searchParams }: Props) {
  const page = pageOf((await params).page);
  if (!page) notFound();
  const { panel } = await loadAdminPanel(pageTextsPath(page.id));
  if (!panel) redirect("/admin");
  return (
    <AdminRoom title={adminRooms.pages}>
      <AdminPanel
        {...panel}
        view={{ kind: "page", pageId: page.id, query: [(await searchParams).text].flat()[0] }}
      />
    </AdminRoom>
  );
}
