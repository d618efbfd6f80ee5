import type { Metadata } from "next";
import { LaunchList } from "@/components/admin/launch/launch-list";
import { AdminRoom } from "@/components/admin/shell/admin-room";
import { RoomNotice } from "@/components/admin/shell/room-notice";
import { LAUNCH_PATH } from "@/components/admin/shell/admin-rooms";
import { RefreshOnChange } from "@/components/admin/shell/refresh-on-change.client";
import { launchText as t } from "@/content/admin-launch";
import { browserSession } from "@/lib/auth/browser-session";
import { requireEditor } from "@/lib/auth/require-editor";
import { canPublish } from "@/lib/auth/team-roles";
import { loadLaunchLines, searchDescriptionGaps } from "@/lib/launch/load-launch";
import { loadSeoPages } from "@/lib/seo/public-pages";
import { seoProblems } from "@/lib/seo/seo-problems";
import { loadSiteContent } from "@/lib/site-text/content";

export const metadata: Metadata = {
  title: t.title,
  robots: { index: false, follow: false },
};

/** What the lines are decided from: a change to any of them by anyone renders the room again. */
const WATCHED = [
  "offices",
  "department_contacts",
  "leaders",
  "services",
  "industries",
  "pages",
  "posts",
  "site_settings",
  "page_share_images",
] as const;

/** For editors and admins: what visitors still see of the placeholders, and where to fix it. */
export default async function LaunchRoom() {
  const { supabase, role } = await requireEditor(LAUNCH_PATH);
  if (!canPublish(role)) {
    return <RoomNotice title={t.title} message={t.onlyPublishers} />;
  }
  const [content, session] = await Promise.all([loadSiteContent(), browserSession(supabase)]);
  // Without the pages' search texts, the room still lists every placeholder.
  const seo = await loadSeoPages(supabase, content);
  const loaded = await loadLaunchLines(
    supabase,
    content.navigation.footer.policies,
    "pages" in seo ? searchDescriptionGaps(seoProblems(seo.pages)) : undefined,
  );
  // The error boundary offers a retry; an empty list here would say the site is ready.
  if ("error" in loaded) throw new Error(loaded.error.message);
  return (
    <AdminRoom title={t.title} subtitle={t.subtitle}>
      <LaunchList lines={loaded.lines} admin={role === "admin"} />
      {session && <RefreshOnChange session={session} table={WATCHED} name="launch" />}
    </AdminRoom>
  );
}
