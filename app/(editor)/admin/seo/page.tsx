import type { Metadata } from "next";
import { SEO_PATH } from "@/components/admin/shell/admin-rooms";
import { AdminRoom } from "@/components/admin/shell/admin-room";
import { RoomNotice } from "@/components/admin/shell/room-notice";
import { card } from "@/components/admin/shell/styles";
import { SeoTable } from "@/components/admin/seo/seo-table";
import { adminSeoText } from "@/content/admin-seo";
import { requireEditor } from "@/lib/auth/require-editor";
import { canPublish } from "@/lib/auth/team-roles";
import { DESCRIPTION_GUIDANCE, TITLE_GUIDANCE } from "@/lib/seo/guidance";
import { loadSeoPages } from "@/lib/seo/public-pages";
import { seoProblems } from "@/lib/seo/seo-problems";
import { loadSiteContent } from "@/lib/site-text/content";

const t = adminSeoText;

export const metadata: Metadata = {
  title: t.title,
  robots: { index: false, follow: false },
};

/** Every public page's title and description in search results, and what to fix. */
export default async function SeoRoom() {
  const { supabase, role } = await requireEditor(SEO_PATH);
  if (!canPublish(role)) {
    return <RoomNotice title={t.title} message={t.onlyPublishers} />;
  }
  const loaded = await loadSeoPages(supabase, await loadSiteContent());
  // The error boundary offers a retry; an empty table would look like a site with no pages.
  if ("error" in loaded) throw new Error(loaded.error.message);
  const problems = seoProblems(loaded.pages);

  return (
    <AdminRoom title={t.title} subtitle={t.intro}>
      <p className="mb-2 max-w-2xl text-sm text-muted">
        {t.guidance(TITLE_GUIDANCE, DESCRIPTION_GUIDANCE)}
      </p>
      <p role="status" className="mb-6 text-sm font-semibold text-foreground">
        {t.summary(problems.length, loaded.pages.length)}
      </p>
      <section className={card} aria-label={t.table.caption}>
        <SeoTable pages={loaded.pages} problems={problems} />
      </section>
    </AdminRoom>
  );
}
